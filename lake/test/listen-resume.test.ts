/**
 * A listener that reconnects resumes where it left off, as `@sanity/client` documents for `enableResume`: with the
 * id of the last event it got (`Last-Event-ID`), the lake answers `welcomeback` and sends what it missed, in order;
 * an id it cannot resume after answers `reset`; without `enableResume` a reconnect is a fresh `welcome`. The Studio
 * listens to each open document this way: a `welcome` or `reset` makes it refetch the document and start its local
 * copy again, under the person typing. What is replayed is what the role may read, as live events are: a moderator
 * resuming never hears of a beta application, nor of a patch by query that wrote to one.
 */
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { addMember, signIn } from '../../tests/support/team.ts'
import { waitFor } from '../../tests/support/wait.ts'

let lake: TestLake
let writer: SanityClient

beforeAll(async () => {
  lake = await startTestLake()
  writer = lake.client()
})
afterAll(() => lake.stop())

interface SseEvent {
  event: string
  id?: string
  data: Record<string, unknown>
}

/** Opens `data/listen` over plain HTTP and reads events as they come, as an EventSource would. */
async function openListen(
  query: string,
  options: { resume?: boolean; lastEventId?: string; token?: string; includeResult?: boolean } = {},
) {
  const url = new URL(`${lake.url}/v2025-02-19/data/listen/production`)
  url.searchParams.set('query', query)
  url.searchParams.set('includeResult', String(options.includeResult ?? false))
  if (options.resume) url.searchParams.set('enableResume', 'true')
  const controller = new AbortController()
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.token ?? lake.tokens.write}`,
  }
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId
  const response = await fetch(url, { headers, signal: controller.signal })
  expect(response.status).toBe(200)
  const events: SseEvent[] = []
  const reading = (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true })
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
        )
        if (fields.event)
          events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data ?? '{}') })
        end = buffer.indexOf('\n\n')
      }
    }
  })().catch(() => {})
  return {
    events,
    close: async () => {
      controller.abort()
      await reading
    },
  }
}

const QUERY = '*[_id in ["resumed", "drafts.resumed"]]'

describe('resuming a listener', () => {
  it('answers welcomeback and sends every missed event in order, each once', async () => {
    const first = await openListen(QUERY, { resume: true })
    await waitFor(async () => first.events.map((e) => e.event), {
      accept: (names) => names.includes('welcome'),
    })
    const created = await writer.create({ _id: 'resumed', _type: 'post', title: 'One' })
    await waitFor(async () => first.events.length, { accept: (count) => count === 2 })
    const lastSeen = first.events.at(-1)?.id as string
    await first.close()

    // While no one listens: two more changes, and one to a document this listener does not follow.
    const second = await writer.patch('resumed').set({ title: 'Two' }).commit()
    await writer.create({ _id: 'elsewhere', _type: 'post', title: 'Not followed' })
    const third = await writer.patch('resumed').set({ title: 'Three' }).commit()

    const again = await openListen(QUERY, { resume: true, lastEventId: lastSeen })
    await waitFor(async () => again.events.length, { accept: (count) => count >= 3 })
    await writer.patch('resumed').set({ title: 'Four' }).commit()
    await waitFor(async () => again.events.length, { accept: (count) => count >= 4 })
    await again.close()

    expect(again.events.map((e) => e.event)).toEqual(['welcomeback', 'mutation', 'mutation', 'mutation'])
    const [, missedTwo, missedThree, live] = again.events
    expect(missedTwo?.data).toMatchObject({ previousRev: created._rev, resultRev: second._rev })
    expect(missedThree?.data).toMatchObject({ previousRev: second._rev, resultRev: third._rev })
    expect(live?.data.previousRev).toBe(third._rev)
  })

  it('answers reset when it cannot resume after the id it is given', async () => {
    const listener = await openListen(QUERY, { resume: true, lastEventId: 'never-committed#resumed' })
    await waitFor(async () => listener.events.map((e) => e.event), { accept: (names) => names.length > 0 })
    await listener.close()
    expect(listener.events[0]?.event).toBe('reset')
  })

  it('welcomes a reconnecting listener that did not ask to resume, sending nothing from before', async () => {
    const before = await writer.patch('resumed').set({ title: 'Five' }).commit()
    const listener = await openListen(QUERY, { lastEventId: `${before.transactionId}#resumed` })
    await waitFor(async () => listener.events.map((e) => e.event), {
      accept: (names) => names.includes('welcome'),
    })
    await writer.patch('resumed').set({ title: 'Six' }).commit()
    await waitFor(async () => listener.events.length, { accept: (count) => count >= 2 })
    await listener.close()
    expect(listener.events.map((e) => e.event)).toEqual(['welcome', 'mutation'])
  })

  it('resumes @sanity/client after the lake drops its connection', async () => {
    const events: Array<{ type: string; result?: unknown; documentId?: string }> = []
    const subscription = writer
      .listen(QUERY, {}, {
        events: ['welcome', 'welcomeback', 'reset', 'reconnect', 'mutation'],
        enableResume: true,
        includeResult: true,
      } as never)
      .subscribe((event) => events.push(event as never))
    await waitFor(async () => events.map((e) => e.type), { accept: (types) => types.includes('welcome') })
    await writer.patch('resumed').set({ title: 'Before the drop' }).commit()
    await waitFor(async () => events.filter((e) => e.type === 'mutation').length, {
      accept: (count) => count === 1,
    })

    lake.runtime.listeners.closeAll()
    await writer.patch('resumed').set({ title: 'While away' }).commit()
    await waitFor(async () => events.filter((e) => e.type === 'mutation').length, {
      accept: (count) => count === 2,
      timeoutMs: 20_000,
    })
    subscription.unsubscribe()
    const types = events.map((e) => e.type).filter((type) => type !== 'reconnect')
    expect(types).toEqual(['welcome', 'mutation', 'welcomeback', 'mutation'])
    expect(events.at(-1)?.result).toMatchObject({ title: 'While away' })
  }, 30_000)
})

describe('resuming as a role refused some documents', () => {
  const PHONE = '+234 803 000 1111'
  const applicationOf = (id: string) => ({
    _id: id,
    _type: 'waitListApplication',
    fullName: 'Ngozi Applicant',
    phone: PHONE,
  })

  it('replays to a moderator only the missed changes it may read, never a beta application', async () => {
    const member = await addMember(lake, 'mod-resume@escrova.test', ['moderator'])
    const token = await signIn(lake, member.email, member.password)
    const query = '*[_type in ["comment", "waitListApplication"]]'
    const first = await openListen(query, { resume: true, token, includeResult: true })
    await waitFor(async () => first.events.map((e) => e.event), {
      accept: (names) => names.includes('welcome'),
    })
    await writer.create({ _id: 'comment-resume', _type: 'comment', body: 'First', status: 'pending' })
    await waitFor(async () => first.events.length, { accept: (count) => count === 2 })
    const lastSeen = first.events.at(-1)?.id as string
    await first.close()

    // While the moderator is away: an application alone, an application and a comment in one transaction, a patch
    // by query that writes an applicant's phone next to a comment change, and a draft of an application.
    const alone = await writer.create(applicationOf('waitList.resume-one'), { returnDocuments: false })
    const mixed = await writer
      .transaction()
      .create(applicationOf('waitList.resume-two'))
      .patch('comment-resume', (patch) => patch.set({ body: 'Second' }))
      .commit()
    const byQuery = await writer.mutate([
      { patch: { query: '*[_type == "waitListApplication"]', set: { phone: `${PHONE} (new)` } } },
      { patch: { id: 'comment-resume', set: { body: 'Third' } } },
    ])
    await writer.createOrReplace({ ...applicationOf('drafts.waitList.resume-one'), fullName: 'Draft' })

    // Resumed after the comment event; and after an application's event id, which the moderator never got.
    const resumed = await openListen(query, {
      resume: true,
      lastEventId: lastSeen,
      token,
      includeResult: true,
    })
    const fromForeign = await openListen(query, {
      resume: true,
      lastEventId: `${alone.transactionId}#waitList.resume-one`,
      token,
      includeResult: true,
    })
    await writer.patch('comment-resume').set({ body: 'Live' }).commit()
    for (const listener of [resumed, fromForeign]) {
      await waitFor(async () => listener.events.map((e) => e.data.documentId), {
        accept: (ids) => ids.filter((id) => id === 'comment-resume').length === 3,
        describe: () => JSON.stringify(listener.events.map((e) => [e.event, e.data.documentId])),
      })
      await listener.close()
    }

    expect(resumed.events.map((e) => e.event)).toEqual(['welcomeback', 'mutation', 'mutation', 'mutation'])
    expect(resumed.events.slice(1).map((e) => e.data.result)).toMatchObject([
      { body: 'Second' },
      { body: 'Third' },
      { body: 'Live' },
    ])
    expect(fromForeign.events.map((e) => e.event)).toEqual([
      'welcomeback',
      'mutation',
      'mutation',
      'mutation',
    ])
    for (const listener of [resumed, fromForeign]) {
      const heard = JSON.stringify(listener.events)
      expect(heard).not.toContain('waitList.')
      expect(heard).not.toContain(PHONE)
      expect(heard).not.toContain('Ngozi')
      // The transaction's count is of the events this listener hears.
      const [, second, third] = listener.events
      expect(second?.data).toMatchObject({ transactionId: mixed.transactionId, transactionTotalEvents: 1 })
      expect(third?.data).toMatchObject({ transactionId: byQuery.transactionId, transactionTotalEvents: 1 })
    }

    // Staff may read applications: the same resume gives them the applications' events, the phone included.
    const staff = await addMember(lake, 'staff-resume@escrova.test', ['staff'])
    const staffListen = await openListen(query, {
      resume: true,
      lastEventId: lastSeen,
      token: await signIn(lake, staff.email, staff.password),
      includeResult: true,
    })
    await waitFor(async () => staffListen.events.map((e) => e.data.documentId), {
      accept: (ids) => ids.includes('drafts.waitList.resume-one'),
    })
    await staffListen.close()
    expect(JSON.stringify(staffListen.events)).toContain(PHONE)
  })
})
