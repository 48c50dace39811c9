import type { DocumentActionComponent } from 'sanity'
import { useDocumentPairPermissions } from 'sanity'

/**
 * The Studio's "Schedule publish" creates a release, adds the draft to it and then schedules it, three requests; it
 * checks no permission first. It is offered only to a person whose grants let them publish this document (the same
 * grants the lake enforces, `@escrova/schemas/roles`), so nobody starts a schedule the lake would refuse half way.
 */
const guardedActions = new WeakMap<DocumentActionComponent, DocumentActionComponent>()

/** One guarded action per original, so the Studio's action hooks keep their identity across resolves. */
export function onlyForPublishers(schedule: DocumentActionComponent): DocumentActionComponent {
  const known = guardedActions.get(schedule)
  if (known) return known
  const guarded: DocumentActionComponent = (props) => {
    const description = schedule(props)
    const [permissions, loading] = useDocumentPairPermissions({
      id: props.id,
      type: props.type,
      permission: 'publish',
    })
    if (!description) return null
    // While the grants load it is shown disabled, as the Studio's own Publish is: the menu keeps its shape.
    if (loading) return { ...description, disabled: true, title: 'Checking your permissions…' }
    return permissions?.granted === true ? description : null
  }
  guarded.action = schedule.action
  guarded.displayName = `OnlyForPublishers(${schedule.displayName ?? 'ScheduleAction'})`
  guardedActions.set(schedule, guarded)
  return guarded
}
