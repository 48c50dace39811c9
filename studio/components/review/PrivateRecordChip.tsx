import { LockIcon } from '@sanity/icons/Lock'
import { Badge, Flex } from '@sanity/ui'

/**
 * Sanity's header always shows a live-edited document as "Published" (a green chip), which reads as "on the site".
 * Applications and support tickets are private records, never published: in their panes the chip list is hidden
 * (the rule below, scoped to a document pane holding this chip) and this chip says what the record is.
 */
const HIDE_PUBLISHED_CHIP = `[data-testid="document-pane"]:has([data-private-record]) [data-testid="document-perspective-list"] { display: none; }`

export function PrivateRecordChip() {
  return (
    <>
      <style>{HIDE_PUBLISHED_CHIP}</style>
      <Badge
        tone="default"
        fontSize={1}
        padding={2}
        title="Staff-only record: never published to the site; changes are saved as you make them"
        data-private-record=""
        data-testid="private-record-chip"
      >
        <Flex gap={1} align="center">
          <LockIcon />
          Private
        </Flex>
      </Badge>
    </>
  )
}
