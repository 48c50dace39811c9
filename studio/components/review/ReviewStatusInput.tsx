import { REVIEW_TITLES } from '@escrova/schemas/schemaTypes/documents/waitListApplication'
import type { ReviewStatus } from '@escrova/schemas/wait-list'
import { Badge, Button, Flex, Stack } from '@sanity/ui'
import { type StringInputProps, set } from 'sanity'
import { MOVES, type ReviewMove } from '../../actions/review'

const ORDER = Object.keys(MOVES) as ReviewMove[]

/** The move a reviewer most likely makes next: start reviewing a new application, then select it (or decline). */
const NEXT: Partial<Record<ReviewStatus, ReviewMove>> = { new: 'reviewing', reviewing: 'selected' }

const REVIEW_BADGE_TONE: Record<ReviewStatus, 'default' | 'primary' | 'positive' | 'critical'> = {
  new: 'primary',
  reviewing: 'default',
  selected: 'positive',
  declined: 'critical',
}

/**
 * An application's review status as a badge, with the review moves as buttons beside it, the next move filled in.
 * Applications are live-edited, and Sanity shows no primary footer button for a live-edited document (every action
 * sits in the "…" menu), so the moves are here, at the top of the form where a reviewer looks. A move is saved at once
 * (no publish step); the same moves stay in the "…" menu (`actions/review.tsx`).
 */
export function ReviewStatusInput(props: StringInputProps) {
  const current = (REVIEW_TITLES[props.value as ReviewStatus] ? props.value : 'new') as ReviewStatus
  const next = NEXT[current]
  return (
    <Stack gap={3} data-testid="review-moves">
      <Flex gap={2} align="center" wrap="wrap">
        <Badge tone={REVIEW_BADGE_TONE[current]} fontSize={1} padding={2} data-testid="review-status">
          {REVIEW_TITLES[current]}
        </Badge>
        {ORDER.filter((move) => move !== current).map((move) => (
          <Button
            key={move}
            text={MOVES[move].label}
            icon={MOVES[move].icon}
            tone={move === next ? 'primary' : MOVES[move].tone}
            mode={move === next ? 'default' : 'ghost'}
            disabled={Boolean(props.readOnly)}
            onClick={() => props.onChange(set(move))}
          />
        ))}
      </Flex>
    </Stack>
  )
}
