/**
 * A document's own numbers, as a view beside its form (structure `views`): readers, time on the page where the
 * script measured it, where its readers came from, the applications of visits that read it, and a week before and
 * after its last publish (a release or a new headline). Read from the function's `/api/insights/page`.
 */
import { Card, Grid, Stack, Text } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { useClient } from 'sanity'
import type { UserViewComponent } from 'sanity/structure'
import { apiVersion } from '../../lib/env'
import { type PageInsights, pagePathOf, readInsights, sourceLabel } from '../../lib/insights'
import { CreditTable, Figure, RankedTable } from './parts'

const DAY = 24 * 60 * 60_000

export const PageInsightsView: UserViewComponent = ({ document }) => {
  const token = useClient({ apiVersion }).config().token
  const shown = (document.published ?? document.displayed) as {
    _id?: string
    _type?: string
    _updatedAt?: string
    slug?: { current?: string }
  }
  const path = pagePathOf(shown)
  const changedAt = document.published?._updatedAt as string | undefined
  const [insights, setInsights] = useState<PageInsights>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    if (!path) return
    const to = new Date()
    readInsights<PageInsights>(
      'page',
      { path, changedAt, from: new Date(to.getTime() - 90 * DAY).toISOString(), to: to.toISOString() },
      token,
    )
      .then(setInsights)
      .catch((failure: Error) => setError(failure.message))
  }, [path, changedAt, token])

  if (!path)
    return (
      <Card padding={4}>
        <Text muted>This document has no page of its own on the site yet.</Text>
      </Card>
    )
  if (error)
    return (
      <Card padding={4} tone="critical">
        <Text>{error}</Text>
      </Card>
    )
  if (!insights)
    return (
      <Card padding={4}>
        <Text muted>Reading the numbers of {path}…</Text>
      </Card>
    )
  const seconds = Math.round(insights.engagement.averageMs / 1000)
  return (
    <Stack gap={4} padding={4}>
      <Text size={1} muted>
        {path}, the last 90 days
      </Text>
      <Grid gridTemplateColumns={[1, 3]} gap={3}>
        <Figure label="Readers" value={insights.readers.visitors} />
        <Figure label="Page views" value={insights.readers.pageviews} />
        <Figure label="Applications" value={insights.applications.total} />
      </Grid>
      <Text size={1}>
        Time on the page:{' '}
        {insights.engagement.measured > 0
          ? `${seconds} s on average (${insights.engagement.measured} measured visits)`
          : 'not measured yet'}
      </Text>
      {insights.change && (
        <Grid gridTemplateColumns={[1, 2]} gap={3} data-testid="before-after">
          <Figure
            label={`Readers, ${insights.change.windowDays} days before the last publish`}
            value={insights.change.before.visitors}
          />
          <Figure
            label={`Readers, ${insights.change.windowDays} days after`}
            value={insights.change.after.visitors}
          />
        </Grid>
      )}
      <Grid gridTemplateColumns={[1, 2]} gap={3}>
        <RankedTable title="Sources" rows={insights.sources} label={sourceLabel} />
        <CreditTable
          title="Campaigns of the applications"
          rows={insights.applications.byCampaign}
          label={(key) => key || 'No campaign'}
        />
      </Grid>
    </Stack>
  )
}
