/**
 * The outbox as a page uses it (loaded on demand: only when a submission failed for want of a connection, or when a
 * page load finds the outbox flag set). A form queues its submission and watches its key; the outcome (sent, or
 * refused with field messages) goes to the form when it is still open, else to a notice on whatever page is open.
 */
import { formatMessage } from '@escrova/schemas/form-messages/format'
import { outboxWords } from './messages.ts'
import { showOutboxNotice } from './notice.ts'
import { replayOutbox } from './replay.ts'
import {
  allItems,
  OUTBOX_CHANNEL,
  OUTBOX_FLAG,
  OUTBOX_SYNC_TAG,
  type OutboxItem,
  type OutboxWords,
  putItem,
  type QueuedNotice,
  type QueuedSubmission,
  takeOutcome,
} from './store.ts'

export type { OutboxItem }

type Watcher = (item: OutboxItem) => void
const watchers = new Map<string, Watcher>()
let started = false

function setFlag(on: boolean) {
  try {
    if (on) localStorage.setItem(OUTBOX_FLAG, '1')
    else localStorage.removeItem(OUTBOX_FLAG)
  } catch {}
}

const WHAT: Record<OutboxItem['kind'], keyof OutboxWords> = {
  'wait-list': 'waitList',
  comment: 'comment',
  support: 'support',
}

/** The notice for an outcome, in the language of the page the submission was made on. */
function describe(item: OutboxItem): { title: string; lines: string[]; close: string } {
  const words = outboxWords(item.outboxWords)
  if (item.state === 'sent') {
    const { title, text } = item.sentText
    return { title, lines: [item.reference ? `${text} ${item.reference}.` : text], close: words.close }
  }
  const fields = Object.values(item.refusal?.fields ?? {}).filter((m) => typeof m === 'string')
  return {
    title: formatMessage(words.notSent, { what: words[WHAT[item.kind]] }),
    lines: [item.refusal?.message ?? words.refused, ...fields],
    close: words.close,
  }
}

/** Outcomes this page has shown (a sync message and the page's own replay can report one item twice). */
const shown = new Set<string>()

/**
 * An outcome is shown once: by the form still watching its key, else by a notice. It leaves the outbox before it is
 * shown, in one step with reading it (store.ts), so a reload or another page right after cannot show it again.
 */
async function deliver(items: OutboxItem[]) {
  for (const answered of items) {
    if (answered.state === 'queued' || shown.has(answered.key)) continue
    shown.add(answered.key)
    const item = await takeOutcome(answered.key)
    if (!item) continue
    const watcher = watchers.get(item.key)
    if (watcher) {
      watchers.delete(item.key)
      watcher(item)
    } else {
      showOutboxNotice(describe(item))
    }
  }
  const left = await allItems()
  setFlag(left.length > 0)
}

async function replayAndDeliver() {
  try {
    await replayOutbox()
  } catch {
    // Still offline: the items stay queued for the next `online` event or sync.
  }
  // Outcomes reached by the service worker while no page listened are in the store too.
  await deliver(await allItems())
}

/** Starts listening (once per page): the `online` event, and the service worker's sync outcomes. */
export function startOutbox() {
  if (started) return
  started = true
  window.addEventListener('online', () => void replayAndDeliver())
  if (typeof BroadcastChannel === 'function') {
    new BroadcastChannel(OUTBOX_CHANNEL).onmessage = () => void allItems().then(deliver)
  }
  if (navigator.onLine) void replayAndDeliver()
  else void allItems().then(deliver)
}

/**
 * Keeps a submission on the phone and asks for it to be sent when the connection returns; resolves with what the form
 * shows meanwhile. Null where the phone cannot keep it (no IndexedDB, a private window that refuses storage): the
 * form then says it failed, as before.
 */
export async function queueSubmission(submission: QueuedSubmission): Promise<QueuedNotice | null> {
  const {
    kind,
    url,
    body,
    idempotencyKey: key,
    language,
    sentText,
    outboxWords: given,
    onOutcome,
  } = submission
  try {
    await putItem({
      key,
      kind,
      url,
      body,
      ...(language ? { language } : {}),
      sentText,
      ...(given ? { outboxWords: given } : {}),
      queuedAt: new Date().toISOString(),
      state: 'queued',
    })
  } catch (error) {
    console.warn('could not keep the submission on this phone', error)
    return null
  }
  watchers.set(key, onOutcome)
  setFlag(true)
  startOutbox()
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const sync = (
      registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
    )?.sync
    await sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // No Background Sync here: the `online` event and the next page load send it.
  }
  const words = outboxWords(given)
  return { title: words.queuedTitle, message: words.queuedMessage }
}
