import { CalendarIcon } from '@sanity/icons/Calendar'
import { CloseCircleIcon } from '@sanity/icons/CloseCircle'
import { Box, Button, Stack, Text, TextInput } from '@sanity/ui'
import { useEffect, useState } from 'react'
import {
  type DocumentActionDescription,
  type DocumentActionProps,
  useDocumentOperation,
  useDocumentPairPermissions,
  useEditState,
  useSyncState,
} from 'sanity'
import { formatScheduledTime, fromLocalInputValue, toLocalInputValue } from '../lib/schedule'

function useCanPublish(props: DocumentActionProps): boolean {
  const [permissions, loading] = useDocumentPairPermissions({
    id: props.id,
    type: props.type,
    permission: 'publish',
  })
  return !loading && permissions?.granted === true
}

/**
 * True while the editor's changes are on their way to the lake: the signals Sanity's own Publish waits for (the
 * document's pending mutations, and the lock held while a remote transaction is applied).
 */
function useSyncing(props: DocumentActionProps): boolean {
  const { isSyncing } = useSyncState(props.id, props.type)
  const editState = useEditState(props.id, props.type)
  return isSyncing || Boolean(editState?.transactionSyncLock?.enabled)
}

/**
 * Schedule: pick a time; it is stored on the draft and the schedule job publishes the draft when it comes.
 * Like Publish, it waits for the editor's last keystrokes to be saved: the schedule is set only once nothing is
 * syncing, so the draft the job publishes is the one the editor sees, and no edit lands after it as a stray draft.
 */
export function ScheduleAction(props: DocumentActionProps): DocumentActionDescription {
  const { patch } = useDocumentOperation(props.id, props.type)
  const canPublish = useCanPublish(props)
  const syncing = useSyncing(props)
  const [open, setOpen] = useState(false)
  /** The time confirmed in the dialog, set on the draft as soon as the document has finished syncing. */
  const [confirmedAt, setConfirmedAt] = useState<string>()
  const scheduled = props.draft?.scheduledPublishAt as string | undefined
  const [value, setValue] = useState(() =>
    toLocalInputValue(scheduled ? new Date(scheduled) : new Date(Date.now() + 60 * 60 * 1000)),
  )
  const iso = fromLocalInputValue(value)
  const inFuture = iso !== undefined && new Date(iso).getTime() > Date.now()
  const { onComplete } = props

  useEffect(() => {
    if (confirmedAt === undefined || syncing) return
    patch.execute([{ set: { scheduledPublishAt: confirmedAt } }])
    setConfirmedAt(undefined)
    onComplete()
  }, [confirmedAt, syncing, patch, onComplete])

  return {
    label: confirmedAt ? 'Scheduling…' : scheduled ? 'Reschedule' : 'Schedule',
    icon: CalendarIcon,
    disabled: !props.draft || !canPublish || Boolean(patch.disabled) || syncing || confirmedAt !== undefined,
    title: !props.draft
      ? 'Nothing to schedule: there are no unpublished changes'
      : !canPublish
        ? 'You do not have permission to publish this document'
        : syncing
          ? 'Waiting for your last changes to be saved'
          : undefined,
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog' as const,
      header: 'Schedule publishing',
      onClose: () => setOpen(false),
      content: (
        <Stack gap={4}>
          <Text size={1} muted>
            The draft is published at this time by the schedule job, which runs every minute.
          </Text>
          <TextInput
            type="datetime-local"
            aria-label="Publish at"
            data-testid="schedule-time-input"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          {!inFuture && (
            <Text size={1} style={{ color: 'var(--card-badge-critical-fg-color)' }}>
              Pick a time in the future.
            </Text>
          )}
          <Box>
            <Button
              text={iso && inFuture ? `Schedule for ${formatScheduledTime(iso)}` : 'Schedule'}
              tone="primary"
              icon={CalendarIcon}
              data-testid="confirm-schedule"
              disabled={!inFuture}
              onClick={() => {
                if (!iso) return
                setConfirmedAt(iso)
                setOpen(false)
              }}
            />
          </Box>
        </Stack>
      ),
    },
  }
}
ScheduleAction.displayName = 'ScheduleAction'

/**
 * Schedule as the first action of a scheduled post, so it is the footer's primary button ("Reschedule"): changing the
 * time is what an editor comes back to a scheduled post for, and Publish (now) moves to the "…" menu. Nothing on a
 * post that is not scheduled, where Publish stays first and Schedule sits behind it (`actions/index.ts`). The hooks
 * run in both states, so the action keeps its dialog's state when the post becomes scheduled.
 */
export function RescheduleAction(props: DocumentActionProps): DocumentActionDescription | null {
  const description = ScheduleAction(props)
  return props.draft?.scheduledPublishAt ? description : null
}
RescheduleAction.displayName = 'RescheduleAction'

/** Schedule behind Publish on a post that is not scheduled yet (a scheduled one has `RescheduleAction` first). */
export function ScheduleLaterAction(props: DocumentActionProps): DocumentActionDescription | null {
  const description = ScheduleAction(props)
  return props.draft?.scheduledPublishAt ? null : description
}
ScheduleLaterAction.displayName = 'ScheduleLaterAction'

/** Unschedule: removes the publish time; the draft stays a draft. */
export function UnscheduleAction(props: DocumentActionProps): DocumentActionDescription | null {
  const { patch } = useDocumentOperation(props.id, props.type)
  const canPublish = useCanPublish(props)
  if (!props.draft?.scheduledPublishAt) return null
  return {
    label: 'Unschedule',
    icon: CloseCircleIcon,
    tone: 'caution' as const,
    disabled: !canPublish || Boolean(patch.disabled),
    onHandle: () => {
      patch.execute([{ unset: ['scheduledPublishAt'] }])
      props.onComplete()
    },
  }
}
UnscheduleAction.displayName = 'UnscheduleAction'
