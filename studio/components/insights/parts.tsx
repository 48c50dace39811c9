/** The dashboard's small pieces: a figure with its previous period, a ranked table, a funnel, credited applications. */
import { Card, Flex, Stack, Text } from '@sanity/ui'
import type { Credit, FunnelStep, Ranked } from '../../lib/insights'
import { percent } from '../../lib/insights'

export function Figure({ label, value, previous }: { label: string; value: number; previous?: number }) {
  const change = previous ? (value - previous) / previous : undefined
  return (
    <Card padding={3} radius={2} border data-testid={`figure-${label}`}>
      <Stack gap={2}>
        <Text size={1} muted>
          {label}
        </Text>
        <Text size={4} weight="semibold">
          {value.toLocaleString()}
        </Text>
        {previous !== undefined && (
          <Text size={1} muted>
            previous period {previous.toLocaleString()}
            {change !== undefined ? ` (${change >= 0 ? '+' : ''}${percent(change)})` : ''}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

/** A titled list of keys with a figure each, most first; `empty` says why there is nothing. */
function KeyedList({
  title,
  rows,
  empty,
}: {
  title: string
  rows: Array<{ key: string; label: string; figure: string }>
  empty: string
}) {
  return (
    <Card padding={3} radius={2} border data-testid={`panel-${title}`}>
      <Stack gap={3}>
        <Text weight="semibold">{title}</Text>
        {rows.length === 0 && <Text muted>{empty}</Text>}
        {rows.map((row) => (
          <Flex key={row.key} justify="space-between" gap={3}>
            <Text size={1} textOverflow="ellipsis">
              {row.label}
            </Text>
            <Text size={1}>{row.figure}</Text>
          </Flex>
        ))}
      </Stack>
    </Card>
  )
}

type Label = (key: string) => string

export function RankedTable({
  title,
  rows,
  label = (key) => key,
}: {
  title: string
  rows: Ranked[]
  label?: Label
}) {
  const listed = rows.map((row) => ({
    key: row.key,
    label: label(row.key),
    figure: `${row.visitors} visitors · ${row.pageviews} views`,
  }))
  return <KeyedList title={title} rows={listed} empty="No visits in this period." />
}

export function Funnel({ title, steps }: { title: string; steps: FunnelStep[] }) {
  return (
    <Card padding={3} radius={2} border data-testid={`funnel-${title}`}>
      <Stack gap={3}>
        <Text weight="semibold">{title}</Text>
        {steps.map((step, index) => (
          <Flex key={step.step} justify="space-between" gap={3}>
            <Text size={1}>{step.step}</Text>
            <Text size={1}>
              {step.visitors} {index > 0 ? `(${percent(step.rate)} of the step before)` : ''}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Card>
  )
}

export function CreditTable({
  title,
  rows,
  label = (key) => key || '—',
}: {
  title: string
  rows: Credit[]
  label?: Label
}) {
  const listed = rows.map((row) => ({
    key: row.key,
    label: label(row.key),
    figure: String(row.applications),
  }))
  return <KeyedList title={title} rows={listed} empty="No applications in this period." />
}
