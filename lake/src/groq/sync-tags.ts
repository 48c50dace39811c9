import { createHmac } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { SanityDocument } from '../shared/types.ts'

/**
 * Sync tags (Sanity's Live Content API). A query depends on *keys*: `path=<JSON value>` for each `*[...]` scan the
 * engine narrowed by `path == value`, `_id=<JSON id>` for each dereferenced document, and `*` for a scan it could not
 * narrow. A commit touches the keys of every scalar at a non-array attribute path of each changed document, before
 * and after, plus `*`. A query is affected by a commit only if their keys intersect (see lake/README.md, "Sync
 * tags"). Keys are never sent: they are HMAC'd with a key derived from the lake's write token, so tags are opaque
 * and stable across restarts, and nobody without the token can confirm a guess about content.
 */

export type TagKey = string

export const EVERYTHING_KEY: TagKey = '*'

export function equalityKey(path: string[], value: string | number | boolean): TagKey {
  return `${path.join('.')}=${JSON.stringify(value)}`
}

/** Every key a change to `doc` can affect (narrowing only looks through objects, never arrays). */
export function documentKeys(doc: SanityDocument | null, into: Set<TagKey>): Set<TagKey> {
  if (!doc) return into
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      into.add(equalityKey(path, value))
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [name, child] of Object.entries(value)) walk(child, [...path, name])
    }
  }
  walk(doc, [])
  return into
}

/** Turns keys into opaque `s1:` tags for one lake. */
export class SyncTagger {
  private readonly secret: Buffer
  private readonly memo = new LRUCache<TagKey, string>({ max: 50_000 })

  constructor(secret: string) {
    this.secret = createHmac('sha256', secret).update('escrova-lake sync tags v1').digest()
  }

  tag(key: TagKey): `s1:${string}` {
    let tag = this.memo.get(key)
    if (!tag) {
      // 72 bits: a collision only ever costs a needless refetch, never a missed one.
      tag = `s1:${createHmac('sha256', this.secret).update(key).digest('base64url').slice(0, 12)}`
      this.memo.set(key, tag)
    }
    return tag as `s1:${string}`
  }

  tags(keys: Iterable<TagKey>): Array<`s1:${string}`> {
    return [...new Set(Array.from(keys, (key) => this.tag(key)))].sort()
  }
}
