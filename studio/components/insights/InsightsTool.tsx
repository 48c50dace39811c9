/**
 * Insights: what each page, post and campaign brings, counted without cookies by the function
 * (functions/src/insights/). A custom tool because Sanity has no analytics UI of its own (the Studio offers no
 * traffic, funnel or attribution view, and Sanity's hosted dashboards cover API usage, not site visitors). Shown to
 * the roles whose desk has `insights` (schemas/src/roles.ts); the function refuses everyone else anyway.
 */
import { ChartUpwardIcon } from '@sanity/icons/ChartUpward'
import { Box, Card, Container, Flex, Grid, Heading, Select, Stack, Text, TextInput } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { type Tool, useClient } from 'sanity'
import { apiVersion } from '../../lib/env'
import { type Credits, type Overview, readInsights, sourceLabel } from '../../lib/insights'
import { CreditTable, Figure, Funnel, RankedTable } from './parts'
import { VisitsChart } from './VisitsChart'

const orUnknown = (key: string) => key || 'unknown'
/** What brought applications: each panel's title, its list and how a key reads. */
const CREDITS: Array<[string, Exclude<keyof Credits, 'total'>, (key: string) => string]> = [
  ['Landing page', 'byLanding', (key) => key || '—'],
  ['Post read', 'byPost', (key) => key || 'No post'],
  ['Campaign', 'byCampaign', (key) => key || 'No campaign'],
  ['Source', 'bySource', sourceLabel],
]
const BREAKDOWNS: Array<[string, keyof Overview['breakdowns'], (key: string) => string]> = [
  ['Top pages', 'pages', (key) => key],
  ['Top posts', 'posts', (key) => key],
  ['Sources', 'sources', sourceLabel],
  ['Referrers', 'referrers', sourceLabel],
  ['Campaigns', 'campaigns', (key) => key],
  ['Devices', 'devices', orUnknown],
  ['Browser languages', 'languages', orUnknown],
  ['Page languages', 'pageLanguages', orUnknown],
]

const PERIODS = { '24h': 1, '7d': 7, '30d': 30, '90d': 90 } as const
type PeriodName = keyof typeof PERIODS
/** "Visitors now" is read again this often (the function writes events within a second). */
const LIVE_EVERY_MS = 5_000

function useLiveVisitors(token: string | undefined): number | undefined {
  const [visitors, setVisitors] = useState<number>()
  useEffect(() => {
    let stopped = false
    const read = () =>
      readInsights<{ visitors: number }>('live', {}, token)
        .then((live) => !stopped && setVisitors(live.visitors))
        .catch(() => undefined)
    read()
    const timer = setInterval(read, LIVE_EVERY_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [token])
  return visitors
}

/** Every panel of one overview: figures, the chart, the funnels, what brought applications, the rankings. */
function OverviewPanels({ overview }: { overview: Overview }) {
  return (
    <Stack gap={4}>
      <Grid gridTemplateColumns={[1, 2, 3]} gap={3}>
        <Figure
          label="Visitors"
          value={overview.totals.visitors}
          previous={overview.previousTotals.visitors}
        />
        <Figure
          label="Page views"
          value={overview.totals.pageviews}
          previous={overview.previousTotals.pageviews}
        />
        <Figure label="Applications" value={overview.applications.total} />
      </Grid>
      <VisitsChart overview={overview} />
      <Grid gridTemplateColumns={[1, 2]} gap={3}>
        <Funnel title="Landing → wait-list → application" steps={overview.funnels.waitList} />
        <Funnel title="Post → store button" steps={overview.funnels.post} />
      </Grid>
      <Box>
        <Heading as="h2" size={1}>
          What brought applications
        </Heading>
      </Box>
      <Grid gridTemplateColumns={[1, 2, 4]} gap={3}>
        {CREDITS.map(([title, column, label]) => (
          <CreditTable key={title} title={title} rows={overview.applications[column]} label={label} />
        ))}
      </Grid>
      <Grid gridTemplateColumns={[1, 2]} gap={3}>
        {BREAKDOWNS.map(([title, column, label]) => (
          <RankedTable key={title} title={title} rows={overview.breakdowns[column]} label={label} />
        ))}
      </Grid>
    </Stack>
  )
}

function Insights() {
  const token = useClient({ apiVersion }).config().token
  const [period, setPeriod] = useState<PeriodName>('30d')
  const [interval, setBucketSize] = useState('day')
  const [filters, setFilters] = useState({ source: '', campaign: '', page: '' })
  const [overview, setOverview] = useState<Overview>()
  const [error, setError] = useState<string>()
  const live = useLiveVisitors(token)

  useEffect(() => {
    const to = new Date()
    const from = new Date(to.getTime() - PERIODS[period] * 24 * 60 * 60_000)
    readInsights<Overview>(
      'overview',
      { from: from.toISOString(), to: to.toISOString(), interval, ...filters },
      token,
    )
      .then((read) => {
        setOverview(read)
        setError(undefined)
      })
      .catch((failure: Error) => setError(failure.message))
  }, [token, period, interval, filters])

  const filter = (name: keyof typeof filters) => (
    <TextInput
      placeholder={name}
      aria-label={`Filter by ${name}`}
      value={filters[name]}
      onChange={(event) => setFilters({ ...filters, [name]: event.currentTarget.value })}
    />
  )

  return (
    <Container width={5} padding={4}>
      <Stack gap={4}>
        <Flex align="center" justify="space-between">
          <Heading as="h1" size={3}>
            Insights
          </Heading>
          <Text data-testid="live-visitors">Visitors now: {live ?? '…'}</Text>
        </Flex>
        <Grid gridTemplateColumns={[1, 2, 5]} gap={2}>
          <Select
            aria-label="Period"
            value={period}
            onChange={(e) => setPeriod(e.currentTarget.value as PeriodName)}
          >
            {Object.keys(PERIODS).map((name) => (
              <option key={name}>{name}</option>
            ))}
          </Select>
          <Select
            aria-label="Interval"
            value={interval}
            onChange={(e) => setBucketSize(e.currentTarget.value)}
          >
            <option>hour</option>
            <option>day</option>
            <option>week</option>
          </Select>
          {filter('source')}
          {filter('campaign')}
          {filter('page')}
        </Grid>
        {error && (
          <Card tone="critical" padding={3} radius={2}>
            <Text>{error}</Text>
          </Card>
        )}
        {overview && <OverviewPanels overview={overview} />}
      </Stack>
    </Container>
  )
}

export const insightsTool: Tool = {
  name: 'insights',
  title: 'Insights',
  icon: ChartUpwardIcon,
  component: Insights,
}
