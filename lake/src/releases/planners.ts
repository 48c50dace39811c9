import type { ContextPlanner } from './plan-context.ts'
import { publishRelease } from './publish.ts'
import { RELEASE_PLANNERS } from './release-actions.ts'
import { VERSION_PLANNERS } from './version-actions.ts'

/** Every release and version action this lake carries out, by `actionType` (`../actions/action-plan.ts` asks here). */
export const RELEASE_ACTION_PLANNERS: Record<string, ContextPlanner> = {
  ...RELEASE_PLANNERS,
  'sanity.action.release.publish': publishRelease,
  ...VERSION_PLANNERS,
}
