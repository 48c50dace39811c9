import { isDraftId, isVersionId } from '@escrova/schemas/ids'
import { encodeSignatureHeader } from '@sanity/webhook'
import pRetry, { AbortError } from 'p-retry'
import { randomId } from '../mutate/ids.ts'
import type { WebhookConfig } from '../runtime/options.ts'
import type { LakeRuntime } from '../runtime/runtime.ts'
import type { CommittedTransaction, DocumentChange } from '../shared/types.ts'
import { operationOf, webhookBody } from './payload.ts'

export interface WebhookRetryOptions {
  retries: number
  minTimeout: number
  maxTimeout: number
}

const DEFAULT_RETRY: WebhookRetryOptions = { retries: 8, minTimeout: 1_000, maxTimeout: 60_000 }

/** Reads `LAKE_WEBHOOKS` (a JSON array, or one object) when no webhooks are passed in code. */
export function webhooksFromEnv(): WebhookConfig[] {
  const raw = process.env.LAKE_WEBHOOKS
  if (!raw) return []
  const parsed = JSON.parse(raw) as WebhookConfig | WebhookConfig[]
  return Array.isArray(parsed) ? parsed : [parsed]
}

/**
 * GROQ-powered webhooks sent by the lake after each commit, off the write path: a commit is acknowledged first,
 * deliveries happen afterwards, signed (`sanity-webhook-signature`) and retried with exponential backoff on network
 * errors, 429 and 5xx, until `close()`. One webhook's deliveries for one document go out in commit order (a receiver
 * that applies them as they come ends on the document's last state); other documents and webhooks do not wait.
 */
export function startWebhooks(
  lake: LakeRuntime,
  hooks: WebhookConfig[],
  retry: WebhookRetryOptions = DEFAULT_RETRY,
) {
  const controller = new AbortController()
  const pending = new Set<Promise<unknown>>()
  /** Per webhook and document: the delivery the next one waits for. */
  const queues = new Map<string, Promise<unknown>>()

  async function deliver(hook: WebhookConfig, tx: CommittedTransaction, change: DocumentChange) {
    const dataset = lake.store.dataset(tx.dataset)
    const { matched, body } = await webhookBody(hook, change, (ref) => dataset?.get(ref._ref), tx.identity)
    if (!matched) return
    const text = JSON.stringify(body ?? null)
    const idempotencyKey = `${tx.transactionId}#${change.id}#${hook.name ?? hook.url}`
    await pRetry(
      async () => {
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          'user-agent': 'Sanity.io webhook delivery (escrova lake)',
          'idempotency-key': idempotencyKey,
          'sanity-project-id': lake.projectId,
          'sanity-dataset': tx.dataset,
          'sanity-document-id': change.id,
          'sanity-operation': operationOf(change),
          'sanity-transaction-id': tx.transactionId,
          'sanity-transaction-time': tx.timestamp,
          'sanity-webhook-id': hook.name ?? 'lake-webhook',
          ...hook.headers,
        }
        // Signed per attempt: the timestamp in the header is the time of this delivery.
        if (hook.secret)
          headers['sanity-webhook-signature'] = await encodeSignatureHeader(text, Date.now(), hook.secret)
        const response = await fetch(hook.url, {
          method: 'POST',
          headers,
          body: text,
          signal: controller.signal,
        })
        await response.arrayBuffer().catch(() => undefined)
        if (response.ok) return
        const error = new Error(`webhook ${hook.url} answered ${response.status}`)
        if (response.status === 429 || response.status >= 500) throw error
        throw new AbortError(error)
      },
      { ...retry, signal: controller.signal },
    )
  }

  const unsubscribe = lake.store.onCommit((tx) => {
    for (const hook of hooks) {
      if ((hook.dataset ?? lake.dataset) !== tx.dataset) continue
      for (const change of tx.changes) {
        if (isVersionId(change.id)) continue
        if (isDraftId(change.id) && !hook.includeDrafts) continue
        if (hook.on && !hook.on.includes(operationOf(change))) continue
        const queue = `${hook.name ?? hook.url}#${change.id}`
        const delivery: Promise<unknown> = (queues.get(queue) ?? Promise.resolve())
          .then(() => deliver(hook, tx, change))
          .catch((error: unknown) => {
            if (!controller.signal.aborted)
              console.error(`[lake] webhook delivery failed for ${change.id}:`, error)
          })
          .finally(() => {
            pending.delete(delivery)
            if (queues.get(queue) === delivery) queues.delete(queue)
          })
        queues.set(queue, delivery)
        pending.add(delivery)
      }
    }
  })

  return {
    id: randomId(),
    /** Resolves when every delivery started so far has finished (succeeded or given up). */
    async idle() {
      while (pending.size > 0) await Promise.all([...pending])
    },
    close() {
      unsubscribe()
      controller.abort()
    },
  }
}
