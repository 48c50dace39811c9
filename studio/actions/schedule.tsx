import { CalendarIcon } from '@sanity/icons/Calendar'
import { CloseCircleIcon } from '@sanity/icons/CloseCircle'
import { Box, Button, Stack, Text, TextInput } from '@sanity/ui'
import { useState } from 'react'
import {
  type DocumentActionDescription,
  type DocumentActionProps,
  useDocumentOperation,
  useDocumentPairPermissions,
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

/** Schedule: pick a time; it is stored on the draft and the schedule job publishes the draft when it comes. */
export function ScheduleAction(props: DocumentActionProps): DocumentActionDescription {
  const { patch } = useDocumentOperation(props.id, props.type)
  const canPublish = useCanPublish(props)
  const [open, setOpen] = useState(false)
  const scheduled = props.draft?.scheduledPublishAt as string | undefined
  const [value, setValue] = useState(() =>
    toLocalInputValue(scheduled ? new Date(scheduled) : new Date(Date.now() + 60 * 60 * 1000)),
  )
  const iso = fromLocalInputValue(value)
  const inFuture = iso !== undefined && new Date(iso).getTime() > Date.now()

  return {
    label: scheduled ? 'Reschedule' : 'Schedule',
    icon: CalendarIcon,
    disabled: !props.draft || !canPublish || Boolean(patch.disabled),
    title: !props.draft
      ? 'Nothing to schedule: this post has no unpublished changes'
      : canPublish
        ? undefined
        : 'You do not have permission to publish posts',
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
                patch.execute([{ set: { scheduledPublishAt: iso } }])
                setOpen(false)
                props.onComplete()
              }}
            />
          </Box>
        </Stack>
      ),
    },
  }
}
ScheduleAction.displayName = 'ScheduleAction'

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
