/**
 * Sends what waits in the outbox. Called by the service worker's Background Sync, and by a page on load and on the
 * `online` event (browsers without Background Sync). Each outcome is kept on the item (sent, or refused with the
 * function's field messages) until a page has shown it, and announced on a BroadcastChannel to open pages.
 */
import { submissionHeaders } from '../../lib/submission-headers.ts'
import { allItems, OUTBOX_CHANNEL, type OutboxItem, recordOutcome } from './store.ts'

/** Items being sent by this context, so an `online` event and a load do not send one item twice at once. */
const inFlight = new Set<string>()

async function send(item: OutboxItem): Promise<OutboxItem | undefined> {
  let response: Response
  try {
    response = await fetch(item.url, {
      method: 'POST',
      headers: submissionHeaders(item.key, item.language),
      body: JSON.stringify(item.body),
    })
  } catch {
    return undefined // still no connection: it stays queued
  }
  if (response.status >= 500) return undefined
  if (response.ok) {
    const answer = (await response.json().catch(() => null)) as { reference?: unknown } | null
    const reference = typeof answer?.reference === 'string' ? answer.reference : undefined
    return { ...item, state: 'sent', ...(reference ? { reference } : {}) }
  }
  const parsed = (await response.json().catch(() => null)) as {
    error?: { message?: string; fields?: Record<string, string> }
  } | null
  return {
    ...item,
    state: 'refused',
    refusal: { status: response.status, message: parsed?.error?.message, fields: parsed?.error?.fields },
  }
}

/** Sends every queued item once; resolves with the items whose state changed. Throws when some are still queued
 * because the network failed, so Background Sync tries again later. */
export async function replayOutbox(): Promise<OutboxItem[]> {
  const changed: OutboxItem[] = []
  let stillQueued = 0
  for (const item of await allItems()) {
    if (item.state !== 'queued' || inFlight.has(item.key)) continue
    inFlight.add(item.key)
    try {
      const outcome = await send(item)
      if (!outcome) {
        stillQueued++
        continue
      }
      // Only the first answer counts (the page and the worker may both have sent it; store.ts).
      if (await recordOutcome(outcome)) changed.push(outcome)
    } finally {
      inFlight.delete(item.key)
    }
  }
  if (changed.length > 0 && typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL)
    channel.postMessage(changed)
    channel.close()
  }
  if (stillQueued > 0 && changed.length === 0) throw new Error(`${stillQueued} submissions still waiting`)
  return changed
}
