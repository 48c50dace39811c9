import { Card, Text } from '@sanity/ui'

export type Status = { tone: 'positive' | 'critical'; text: string } | null

/** The outcome of the last action: the lake's own message when it refused. */
export function StatusLine({ status }: { status: Status }) {
  if (!status) return null
  return (
    <Card padding={3} radius={2} tone={status.tone} role={status.tone === 'critical' ? 'alert' : 'status'}>
      <Text size={1}>{status.text}</Text>
    </Card>
  )
}
