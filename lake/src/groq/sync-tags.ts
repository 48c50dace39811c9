import { createHmac } from 'node:crypto'
import { LANGUAGE_FIELD } from '@escrova/schemas/translations'
import { LRUCache } from 'lru-cache'
import type { SanityDocument } from '../shared/types.ts'
import { valueAtPath } from './attribute-path.ts'

/**
 * Sync tags (Sanity's Live Content API). A query depends on *keys*: `path=<JSON value>` for each `*[...]` scan the
 * engine narrowed by `path == value`, `_id=<JSON id>` for each dereferenced document, and `*` for a scan it could not
 * narrow. A commit touches the keys of every scalar at a non-array attribute path of each changed document, before
 * and after, plus `*`, and a typed key of each document's language (`TYPED_PATHS`). A query is affected by a
 * commit only if their keys intersect (see lake/README.md, "Sync tags"). Keys are never sent: they are HMAC'd with
 * a key derived from the lake's write token, so tags are opaque and stable across restarts, and nobody without the
 * token can confirm a guess about content.
 */

export type TagKey = string

export const EVERYTHING_KEY: TagKey = '*'

export type Primitive = string | number | boolean

export function equalityKey(path: string[], value: Primitive): TagKey {
  return `${path.join('.')}=${JSON.stringify(value)}`
}

/**
 * The paths keyed per document type too, missing included: `_type="post"&language=null`. Sanity's
 * document-internationalization field: the site's lists and pages ask `_type == T && coalesce(language, "en") ==
 * $language`, and an English document made before languages existed has no `language`. Keyed by `_type` alone, every
 * post's edit (a Pidgin one too) would touch every English list, and keyed by `language` alone, every document without
 * one (a comment) would. A commit cannot list every path a document lacks, so the planner (narrow.ts) and
 * `documentKeys` share this list.
 */
export const TYPED_PATHS: ReadonlyArray<readonly string[]> = [[LANGUAGE_FIELD]]

export const isTypedPath = (path: readonly string[]): boolean =>
  TYPED_PATHS.some((typed) => typed.length === path.length && typed.every((name, i) => name === path[i]))

/** The key of documents of `type` whose value at `path` is `value` (`null`: missing or null). */
export function typedKey(type: string, path: readonly string[], value: Primitive | null): TagKey {
  return `_type=${JSON.stringify(type)}&${path.join('.')}=${JSON.stringify(value)}`
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
  if (typeof doc._type === 'string')
    for (const path of TYPED_PATHS) {
      const value = valueAtPath(doc, path)
      if (value === null || typeof value !== 'object')
        into.add(typedKey(doc._type, path, value as Primitive | null))
    }
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
