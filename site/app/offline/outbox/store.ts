/**
 * The outbox: submissions made without a connection, kept on the phone (IndexedDB, through idb-keyval) under their
 * idempotency key until the function has answered. The page and the service worker both read it; the key makes a
 * submission land once even when both send it.
 */
import type { outbox } from '@escrova/schemas/form-messages/compiled/en'
import { createStore, get, set, values } from 'idb-keyval'

/** The outbox's notices in the page's language (`@escrova/schemas/form-messages`, `outbox`). */
export type OutboxWords = typeof outbox

export type OutboxKind = 'wait-list' | 'comment' | 'support'

export interface OutboxItem {
  /** The idempotency key the function stores the submission under. */
  key: string
  kind: OutboxKind
  /** The function's full URL for this submission. */
  url: string
  body: unknown
  /** The page's language, sent as Accept-Language so a refusal comes in the visitor's words. */
  language?: string
  /** What a notice says when it lands while no form is open. */
  sentText: { title: string; text: string }
  /** The outbox's own words in the page's language, kept with the item for a notice on a later page; unset: English. */
  outboxWords?: OutboxWords
  queuedAt: string
  state: 'queued' | 'sent' | 'refused'
  /** Set when the function refused it (4xx): its words, for the visitor. */
  refusal?: { status: number; message?: string; fields?: Record<string, string> }
  /** Set when the function answered with a reference number to quote (a support ticket): the visitor must see it. */
  reference?: string
}

export { OUTBOX_CHANNEL, OUTBOX_FLAG, OUTBOX_SYNC_TAG } from './names.ts'

let store: ReturnType<typeof createStore> | undefined
function outboxStore() {
  store ??= createStore('escrova-outbox', 'items')
  return store
}

export function putItem(item: OutboxItem): Promise<void> {
  return set(item.key, item, outboxStore())
}

export function getItem(key: string): Promise<OutboxItem | undefined> {
  return get<OutboxItem>(key, outboxStore())
}

/**
 * Records what the function answered for a queued item, in one transaction with reading it: only while it is still
 * queued. The page and the service worker may both send an item (the key makes it land once); the second answer
 * must not bring back an item a page has already shown and removed, or overwrite the first. Resolves with whether
 * this answer was recorded.
 */
export function recordOutcome(outcome: OutboxItem): Promise<boolean> {
  return outboxStore()(
    'readwrite',
    (items) =>
      new Promise<boolean>((resolve, reject) => {
        const read = items.get(outcome.key)
        read.onerror = () => reject(read.error)
        read.onsuccess = () => {
          if ((read.result as OutboxItem | undefined)?.state !== 'queued') return resolve(false)
          const write = items.put(outcome, outcome.key)
          write.onerror = () => reject(write.error)
          items.transaction.oncomplete = () => resolve(true)
          items.transaction.onerror = () => reject(items.transaction.error)
        }
      }),
  )
}

/**
 * Takes an answered item out of the outbox, in one transaction with reading it, for the one page that shows it:
 * undefined when another page (or an earlier load of this one) already took it, so an outcome is shown once.
 */
export function takeOutcome(key: string): Promise<OutboxItem | undefined> {
  return outboxStore()(
    'readwrite',
    (items) =>
      new Promise<OutboxItem | undefined>((resolve, reject) => {
        const read = items.get(key)
        read.onerror = () => reject(read.error)
        read.onsuccess = () => {
          const item = read.result as OutboxItem | undefined
          if (!item || item.state === 'queued') return resolve(undefined)
          items.delete(key)
          items.transaction.oncomplete = () => resolve(item)
          items.transaction.onerror = () => reject(items.transaction.error)
        }
      }),
  )
}

export async function allItems(): Promise<OutboxItem[]> {
  return (await values<OutboxItem>(outboxStore())).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))
}

/** What a form shows while its submission waits on the phone (the outbox's words, so no page bundle carries them). */
export interface QueuedNotice {
  title: string
  message: string
}

/** What a form hears about its queued submission. */
export type QueuedOutcome = Pick<OutboxItem, 'state' | 'refusal' | 'reference'>

export interface QueuedSubmission {
  kind: OutboxKind
  /** The function's full URL for it. */
  url: string
  body: unknown
  idempotencyKey: string
  language?: string
  /** What a notice says when it lands while no form is open (the form's own success words; a reference follows). */
  sentText: { title: string; text: string }
  /** The outbox's words in the page's language (unset on an English page). */
  outboxWords?: OutboxWords
  onOutcome: (outcome: QueuedOutcome) => void
}
