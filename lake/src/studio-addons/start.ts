/**
 * The Studio's comments and tasks: the add-on dataset (`../auth/addon-dataset.ts`, discovery and setup in `datasets.ts`), who
 * may read and write it (`../auth/addon-grants.ts`), the `system.group` documents the Studio's mention and assignee lists read
 * (`system-groups.ts`) and the mails for mentions and assignments (`notifications.ts`).
 */
import type { LakeRuntime } from '../runtime/runtime.ts'
import { Notifier } from './notifications.ts'
import { installSystemGroups } from './system-groups.ts'

export function startComments(lake: LakeRuntime): void {
  const notifier = new Notifier(lake)
  let lastMails: Promise<void> = Promise.resolve()
  const unsubscribe = lake.store.onCommit((tx) => {
    lastMails = notifier.notify(tx.dataset, tx.changes, tx.identity) ?? lastMails
  })
  const uninstall = installSystemGroups(lake)
  lake.cleanups.push(async () => {
    unsubscribe()
    uninstall()
    await lastMails
  })
}
