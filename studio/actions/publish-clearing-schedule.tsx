import { useEffect, useState } from 'react'
import {
  type DocumentActionComponent,
  type DocumentActionDescription,
  type DocumentActionProps,
  useDocumentOperation,
} from 'sanity'

/**
 * Publishing a scheduled document by hand publishes it now: the schedule is removed from the draft first, so the
 * published document never carries `scheduledPublishAt` and the schedule job has nothing left to do. The default Publish
 * (validation, sync, references) then runs unchanged, once the draft without the schedule has arrived.
 */
function usePublishClearingSchedule(
  props: DocumentActionProps,
  publish: DocumentActionComponent,
): DocumentActionDescription | null {
  const description = publish(props)
  const { patch } = useDocumentOperation(props.id, props.type)
  const [waiting, setWaiting] = useState(false)
  const scheduled = Boolean(props.draft?.scheduledPublishAt)

  useEffect(() => {
    if (waiting && !scheduled && description && !description.disabled) {
      setWaiting(false)
      description.onHandle?.()
    }
  }, [waiting, scheduled, description])

  if (!description || !scheduled) return description
  return {
    ...description,
    label: waiting ? 'Publishing…' : description.label,
    disabled: waiting || description.disabled,
    title: 'Publishes now and removes the schedule',
    onHandle: () => {
      patch.execute([{ unset: ['scheduledPublishAt'] }])
      setWaiting(true)
    },
  }
}

const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>()

/** A schedulable type's Publish action, wrapped once per original so React keeps one component identity. */
export function publishClearingSchedule(publish: DocumentActionComponent): DocumentActionComponent {
  const existing = wrapped.get(publish)
  if (existing) return existing
  const action: DocumentActionComponent = (props) => usePublishClearingSchedule(props, publish)
  action.action = publish.action
  action.displayName = 'PublishPostAction'
  wrapped.set(publish, action)
  return action
}
