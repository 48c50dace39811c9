import type { ModerationStatus } from '@escrova/schemas/comments'
import { RETENTION_DEFAULTS } from '@escrova/schemas/privacy'
import type { PublishableComment } from '@escrova/schemas/scams/mask'
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { CloseCircleIcon } from '@sanity/icons/CloseCircle'
import { ErrorOutlineIcon } from '@sanity/icons/ErrorOutline'
import { useToast } from '@sanity/ui/toast'
import { type ComponentType, useState } from 'react'
import {
  type DocumentActionComponent,
  type DocumentActionDescription,
  type DocumentActionProps,
  useClient,
  useDocumentPairPermissions,
} from 'sanity'
import { apiVersion } from '../lib/env'
import { leadsToErasure, moderationActions } from '../lib/moderation'

interface Decision {
  status: ModerationStatus
  label: string
  busyLabel: string
  tone: 'positive' | 'caution' | 'critical'
  icon: ComponentType
  done: string
  /** Asked before a decision that can lead to erasure (`leadsToErasure`), and its button. */
  confirm?: { message: string; button: string }
}

/** The shared behaviour of the three moderation actions; each action below passes its decision. */
function useModerationAction(props: DocumentActionProps, decision: Decision): DocumentActionDescription {
  const client = useClient({ apiVersion })
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [permissions, loadingPermissions] = useDocumentPairPermissions({
    id: props.id,
    type: props.type,
    permission: 'publish',
  })
  const current = (props.draft ?? props.published)?.moderationStatus
  const alreadyThere = current === decision.status && (decision.status !== 'approved' || !props.draft)
  const canModerate = !loadingPermissions && permissions?.granted === true

  return {
    label: busy ? decision.busyLabel : decision.label,
    icon: decision.icon,
    tone: decision.tone,
    disabled: busy || alreadyThere || !canModerate || (!props.draft && !props.published),
    title: canModerate ? undefined : 'You do not have permission to moderate comments',
    onHandle: () => {
      if (leadsToErasure(decision.status)) setConfirming(true)
      else void decide()
    },
    dialog: confirming && {
      type: 'confirm',
      tone: decision.tone,
      message: decision.confirm?.message,
      confirmButtonText: decision.confirm?.button,
      onCancel: () => {
        setConfirming(false)
        props.onComplete()
      },
      onConfirm: () => {
        setConfirming(false)
        void decide()
      },
    },
  }

  async function decide() {
    setBusy(true)
    try {
      const actions = moderationActions(
        { publishedId: props.id, hasDraft: Boolean(props.draft), hasPublished: Boolean(props.published) },
        decision.status,
        (props.draft ?? props.published ?? {}) as PublishableComment,
      )
      await client.action(actions as Parameters<typeof client.action>[0])
      toast.push({ status: 'success', title: decision.done })
    } catch (error) {
      toast.push({ status: 'error', title: 'Moderation failed', description: (error as Error).message })
    } finally {
      setBusy(false)
      props.onComplete()
    }
  }
}

const ERASURE_NOTICE = `${RETENTION_DEFAULTS.erasureGraceDays + RETENTION_DEFAULTS.rejectedCommentDays} days from now (unless Privacy settings change the grace period); until then a moderator can change the decision`

const APPROVE: Decision = {
  status: 'approved',
  label: 'Approve',
  busyLabel: 'Approving…',
  tone: 'positive',
  icon: CheckmarkCircleIcon,
  done: 'Comment approved and published',
}

const REJECT: Decision = {
  status: 'rejected',
  label: 'Reject',
  busyLabel: 'Rejecting…',
  tone: 'caution',
  icon: CloseCircleIcon,
  done: 'Comment rejected: it stays private',
  confirm: {
    message: `Reject this comment? It stays private, and the retention schedule erases it ${ERASURE_NOTICE}.`,
    button: 'Yes, reject',
  },
}

const SPAM: Decision = {
  status: 'spam',
  label: 'Mark as spam',
  busyLabel: 'Marking as spam…',
  tone: 'critical',
  icon: ErrorOutlineIcon,
  done: 'Comment marked as spam: it stays private',
  confirm: {
    message: `Mark this comment as spam? It stays private, and the retention schedule erases it ${ERASURE_NOTICE}.`,
    button: 'Yes, mark as spam',
  },
}

export const ApproveCommentAction: DocumentActionComponent = (props) => useModerationAction(props, APPROVE)
export const RejectCommentAction: DocumentActionComponent = (props) => useModerationAction(props, REJECT)
export const SpamCommentAction: DocumentActionComponent = (props) => useModerationAction(props, SPAM)
