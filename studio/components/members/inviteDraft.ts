import type { RoleName } from '@escrova/schemas/roles'
import { useSyncExternalStore } from 'react'

export interface InviteDraft {
  email: string
  role: RoleName
}

/**
 * The invitation being written, kept outside React like the list (`listStore.ts`): the Studio replaces its whole
 * layout once right after it first renders, and a draft held in the tool's own state was emptied by it, so the
 * address a person had just typed vanished and Invite turned disabled under their cursor.
 */
let draft: InviteDraft = { email: '', role: 'editor' }
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function setDraft(change: Partial<InviteDraft>) {
  draft = { ...draft, ...change }
  for (const listener of listeners) listener()
}

export function useInviteDraft(): [InviteDraft, (change: Partial<InviteDraft>) => void] {
  return [useSyncExternalStore(subscribe, () => draft), setDraft]
}
