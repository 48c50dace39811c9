import type { ReviewStatus } from '@escrova/schemas/wait-list'
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { CloseCircleIcon } from '@sanity/icons/CloseCircle'
import { EyeOpenIcon } from '@sanity/icons/EyeOpen'
import type { ComponentType } from 'react'
import {
  type DocumentActionComponent,
  type DocumentActionDescription,
  type DocumentActionProps,
  useDocumentOperation,
} from 'sanity'

export type ReviewMove = Exclude<ReviewStatus, 'new'>

/** The review moves, in the order a reviewer takes them; the form's buttons (`components/review/`) share them. */
export const MOVES: Record<
  ReviewMove,
  { label: string; icon: ComponentType; tone?: 'positive' | 'critical' }
> = {
  reviewing: { label: 'Start review', icon: EyeOpenIcon },
  selected: { label: 'Select', icon: CheckmarkCircleIcon, tone: 'positive' },
  declined: { label: 'Decline', icon: CloseCircleIcon, tone: 'critical' },
}

/**
 * Moves an application to a review status. Applications are live-edited (no draft, no publish step), so the
 * patch is the whole change and takes effect at once.
 */
function useReviewAction(props: DocumentActionProps, status: ReviewMove): DocumentActionDescription | null {
  const { patch } = useDocumentOperation(props.id, props.type)
  const current = (props.published ?? props.draft)?.reviewStatus as ReviewStatus | undefined
  if (current === status) return null
  const { label, icon, tone } = MOVES[status]
  return {
    label,
    icon,
    tone,
    disabled: Boolean(patch.disabled),
    onHandle: () => {
      patch.execute([{ set: { reviewStatus: status } }])
      props.onComplete()
    },
  }
}

const StartReviewAction: DocumentActionComponent = (props) => useReviewAction(props, 'reviewing')
const SelectAction: DocumentActionComponent = (props) => useReviewAction(props, 'selected')
const DeclineAction: DocumentActionComponent = (props) => useReviewAction(props, 'declined')

export const reviewActions: DocumentActionComponent[] = [StartReviewAction, SelectAction, DeclineAction]
