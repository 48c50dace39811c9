import type { LakeRuntime } from '../runtime/runtime.ts'

/** The Studio's per-member settings (list layouts, sort orders, inspector widths), kept in the store's settings. */
function storageKey(userId: string, key: string): string {
  return `studio.keyvalue.${userId}.${key}`
}

/** Each key's value for this member; `null` where none was saved. */
export function readMemberSettings(lake: LakeRuntime, userId: string, keys: string[]) {
  return keys.map((key) => {
    const raw = lake.store.getSetting(storageKey(userId, key))
    return { key, value: raw === undefined ? null : (JSON.parse(raw) as unknown) }
  })
}

/** Saves each pair for this member (an absent value saved as `null`), answering what is now kept. */
export function saveMemberSettings(
  lake: LakeRuntime,
  userId: string,
  pairs: { key: string; value: unknown }[],
) {
  return pairs.map(({ key, value }) => {
    lake.store.setSetting(storageKey(userId, key), JSON.stringify(value ?? null))
    return { key, value: value ?? null }
  })
}
