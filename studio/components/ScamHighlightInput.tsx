import { SCAM_REASON_TITLES, type ScannedField } from '@escrova/schemas/scams/reasons'
import { scamReasonsSummary } from '@escrova/schemas/schemaTypes/documents/comment'
import { Card, Stack, Text } from '@sanity/ui'
import { type InputProps, useFormValue } from 'sanity'
import { flagsOf, highlightSegments } from '../lib/scam-highlights'

const MARK_STYLE = {
  background: 'var(--card-badge-critical-bg-color, #fcd0d0)',
  color: 'inherit',
  borderRadius: 2,
  padding: '0 2px',
}

/**
 * A comment's name or text input with, under it, why the function flagged it: the reasons, and the text with each
 * match marked (hover a mark for its reason). Nothing is added to a comment without flags.
 */
export function ScamHighlightInput(props: InputProps) {
  const field = props.path[0] as ScannedField
  const flags = flagsOf(useFormValue(['spamSignals', 'scamFlags']), field)
  if (flags.length === 0) return props.renderDefault(props)
  const text = typeof props.value === 'string' ? props.value : ''
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      <Card tone="critical" padding={3} radius={2} border data-testid={`scam-highlights-${field}`}>
        <Stack gap={3}>
          <Text size={1} weight="semibold">
            Scam signals: {scamReasonsSummary(flags)}
          </Text>
          <Text size={1}>
            <span style={{ whiteSpace: 'pre-wrap' }}>
              {highlightSegments(text, flags).map((segment, index) =>
                segment.reason ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: segments are rebuilt from the text each render.
                  <mark key={index} title={SCAM_REASON_TITLES[segment.reason]} style={MARK_STYLE}>
                    {segment.text}
                  </mark>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                  <span key={index}>{segment.text}</span>
                ),
              )}
            </span>
          </Text>
        </Stack>
      </Card>
    </Stack>
  )
}
