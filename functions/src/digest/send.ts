/**
 * "Tell the moderators", run by the schedule job: new pending comments and new support tickets since the last
 * digest, and the Studio's open tasks due today, are announced in one message at most once per interval (Privacy
 * settings); tasks due today alone send a message once that day. The last send is kept in a
 * private state document claimed with a revision guard, so two schedule runs (two processes, two isolates) cannot
 * both send for the same window.
 */
import { isRevisionConflict, withStore } from '../content/client.ts'
import { DIGEST_COUNTS_QUERY, OPEN_TASKS_DUE_QUERY } from '../content/queries.ts'
import { readPrivacySettings } from '../privacy/settings.ts'
import type { Services } from '../services.ts'
import { type DigestCounts, digestMessage } from './message.ts'

export const DIGEST_STATE_ID = 'privacy.digestState'

interface DigestState {
  _id: string
  _rev: string
  lastSentAt?: string
  /** Records up to this time have been announced. */
  coveredUntil?: string
  /** The day (UTC, `YYYY-MM-DD`) whose due tasks were last announced. */
  tasksAnnouncedOn?: string
}

const isNotFound = (error: unknown) => (error as { statusCode?: number }).statusCode === 404

/**
 * Open tasks due `today` in the comments add-on dataset, where the Studio keeps them; a project where nobody has
 * made a comment or task yet has no such dataset (404): no tasks.
 */
async function openTasksDue(client: Services['client'], today: string): Promise<number> {
  const tasks = client.withConfig({ dataset: `${client.config().dataset}-comments` })
  try {
    return await withStore(() => tasks.fetch(OPEN_TASKS_DUE_QUERY, { today }))
  } catch (error) {
    if (isNotFound(error)) return 0
    throw error
  }
}

export type DigestOutcome =
  | { sent: false; reason: 'not-configured' | 'too-soon' | 'nothing-new' | 'claimed-elsewhere' }
  | { sent: true; counts: DigestCounts }

export async function sendDigest(services: Services, now: Date): Promise<DigestOutcome> {
  const { client } = services
  const url = services.deps.digest?.webhookUrl
  if (!url) return { sent: false, reason: 'not-configured' }
  const settings = await readPrivacySettings(client)

  const intervalMs = settings.digestIntervalMinutes * 60_000
  // A first run looks back one interval, so what arrived just before the digest was set up is still announced.
  const firstWindow = new Date(now.getTime() - intervalMs).toISOString()
  await withStore(() =>
    client.createIfNotExists({ _id: DIGEST_STATE_ID, _type: 'digestState', coveredUntil: firstWindow }),
  )
  const state = await withStore(() => client.getDocument<DigestState>(DIGEST_STATE_ID))
  if (!state) return { sent: false, reason: 'claimed-elsewhere' }
  if (state.lastSentAt && now.getTime() - Date.parse(state.lastSentAt) < intervalMs) {
    return { sent: false, reason: 'too-soon' }
  }
  const since = state.coveredUntil ?? new Date(0).toISOString()
  const today = now.toISOString().slice(0, 10)
  const news = await withStore(() =>
    client.fetch(DIGEST_COUNTS_QUERY, { since, now: now.toISOString() }, { perspective: 'raw' }),
  )
  const counts: DigestCounts = { ...news, tasksDueToday: await openTasksDue(client, today) }
  const tasksToTell = counts.tasksDueToday > 0 && state.tasksAnnouncedOn !== today
  if (counts.comments === 0 && counts.tickets === 0 && !tasksToTell) {
    return { sent: false, reason: 'nothing-new' }
  }

  // Claim the window before sending: a run that loses the race sends nothing.
  try {
    await withStore(() =>
      client
        .patch(DIGEST_STATE_ID)
        .ifRevisionId(state._rev)
        .set({
          lastSentAt: now.toISOString(),
          coveredUntil: now.toISOString(),
          ...(counts.tasksDueToday > 0 ? { tasksAnnouncedOn: today } : {}),
        })
        .commit({ returnDocuments: false }),
    )
  } catch (error) {
    if (isRevisionConflict(error)) return { sent: false, reason: 'claimed-elsewhere' }
    throw error
  }

  const body = digestMessage(
    counts,
    services.deps.digest?.studioUrl ?? 'http://localhost:3333',
    services.deps.digest?.chatId,
  )
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(services.delivery.timeoutMs),
  })
  await response.body?.cancel().catch(() => {})
  if (!response.ok) {
    // Give the window back so the next run tries again; the counts are recomputed then.
    await withStore(() =>
      client
        .patch(DIGEST_STATE_ID)
        .set({
          coveredUntil: since,
          ...(state.tasksAnnouncedOn ? { tasksAnnouncedOn: state.tasksAnnouncedOn } : {}),
        })
        .unset(['lastSentAt', ...(state.tasksAnnouncedOn ? [] : ['tasksAnnouncedOn'])])
        .commit({ returnDocuments: false }),
    )
    throw new Error(`digest webhook answered HTTP ${response.status}`)
  }
  return { sent: true, counts }
}
