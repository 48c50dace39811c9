/**
 * `data/listen` through the real client: welcome, mutation events for matching documents with transitions,
 * revisions chained, the client's transactionId echoed, mendoza effects that really apply, and privacy for
 * anonymous listeners.
 */
import type { MutationEvent, SanityClient } from '@sanity/client'
import { applyPatch } from 'mendoza'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake
let client: SanityClient

beforeAll(async () => {
  lake = await startTestLake()
  client = lake.client()
})
afterAll(() => lake.stop())

/** Collects events from a listener until `count` mutation events arrived. */
function collect(source: SanityClient, query: string, options: Record<string, unknown> = {}) {
  const events: MutationEvent[] = []
  let welcomed!: () => void
  const welcome = new Promise<void>((resolve) => {
    welcomed = resolve
  })
  const waiters: Array<{ count: number; resolve: () => void }> = []
  const subscription = source
    .listen(query, {}, { events: ['welcome', 'mutation'], ...options } as never)
    .subscribe((event: { type: string }) => {
      if (event.type === 'welcome') welcomed()
      if (event.type === 'mutation') {
        events.push(event as MutationEvent)
        for (const waiter of waiters) if (events.length >= waiter.count) waiter.resolve()
      }
    })
  return {
    events,
    welcome,
    until: (count: number) =>
      new Promise<void>((resolve) => {
        if (events.length >= count) resolve()
        else waiters.push({ count, resolve })
      }),
    stop: () => subscription.unsubscribe(),
  }
}

describe('listen', () => {
  it('streams appear/update/disappear with revisions, results and mendoza effects', async () => {
    const listener = collect(client, '*[_type == "comment" && moderationStatus == "approved"]', {
      includeResult: true,
      includePreviousRevision: true,
      effectFormat: 'mendoza',
    })
    await listener.welcome
    const created = await client.create({
      _id: 'c1',
      _type: 'comment',
      moderationStatus: 'approved',
      text: 'Hi',
    })
    await client.create({ _id: 'c2', _type: 'comment', moderationStatus: 'pending' })
    const updated = await client
      .patch('c1')
      .set({ text: 'Hello' })
      .commit({ transactionId: 'client-chosen-tx' } as never)
    await client.patch('c1').set({ moderationStatus: 'spam' }).commit()
    await listener.until(3)
    listener.stop()

    const [appear, update, disappear] = listener.events
    expect(listener.events.map((e) => e.transition)).toEqual(['appear', 'update', 'disappear'])
    expect(listener.events.every((e) => e.documentId === 'c1')).toBe(true)
    expect(appear.result).toMatchObject({ _id: 'c1', text: 'Hi' })
    expect(appear.resultRev).toBe(created._rev)
    expect(update.transactionId).toBe('client-chosen-tx')
    expect(update.previousRev).toBe(created._rev)
    expect(update.resultRev).toBe(updated._rev)
    expect(disappear.previousRev).toBe(update.resultRev)
    expect(update.previous).toMatchObject({ text: 'Hi' })
    expect(update.identity).toBeTruthy()
    expect(update.mutations.length).toBeGreaterThan(0)
    const effects = (update as unknown as { effects: { apply: unknown[]; revert: unknown[] } }).effects
    expect(applyPatch(update.previous, effects.apply)).toEqual(update.result)
    expect(applyPatch(update.result, effects.revert)).toEqual(update.previous)
  })

  it('reports deletions', async () => {
    await client.create({ _id: 'doomed', _type: 'temp' })
    const listener = collect(client, '*[_type == "temp"]')
    await listener.welcome
    await client.delete('doomed')
    await listener.until(1)
    listener.stop()
    expect(listener.events[0]).toMatchObject({ documentId: 'doomed', transition: 'disappear' })
    expect(listener.events[0].result).toBeUndefined()
  })

  it('anonymous listeners never hear about drafts or path ids', async () => {
    const anonymous = collect(lake.client(null), '*[_type == "post"]')
    const authed = collect(client, '*[_type == "post"]')
    await Promise.all([anonymous.welcome, authed.welcome])
    await client.create({ _id: 'drafts.secret', _type: 'post', title: 'Not yet' })
    await client.create({ _id: 'private.path', _type: 'post', title: 'Private' })
    await client.create({ _id: 'public-post', _type: 'post', title: 'Public' })
    // A last public write: a listener hears events in commit order, so once the anonymous one has it, any event it
    // was ever going to get for the private writes above has arrived (no fixed wait).
    await client.create({ _id: 'public-marker', _type: 'post', title: 'Marker' })
    await authed.until(4)
    await anonymous.until(2)
    anonymous.stop()
    authed.stop()
    expect(anonymous.events.map((e) => e.documentId)).toEqual(['public-post', 'public-marker'])
    expect(authed.events.map((e) => e.documentId)).toEqual([
      'drafts.secret',
      'private.path',
      'public-post',
      'public-marker',
    ])
  })

  it('with includeAllVersions (the Studio asks for it) a query on a published id hears its draft and versions', async () => {
    // Presentation's locations listen on `*[_id == $id]` and refetch in the drafts perspective on each event: the
    // slug set on a new post's draft must reach them.
    const query = '*[_id == "slugless"]'
    const allVersions = collect(client, query, { includeAllVersions: true })
    const publishedOnly = collect(client, query)
    const draftIds = collect(client, '*[_id in path("drafts.**") && _type == "post"]', {
      includeAllVersions: true,
    })
    // Anonymous: still only the published document, never its draft or version.
    const anonymous = collect(lake.client(null), query, { includeAllVersions: true })
    await Promise.all([allVersions.welcome, publishedOnly.welcome, draftIds.welcome, anonymous.welcome])
    // Events arrive in commit order: what a listener must not hear is written before the last event it waits for.
    await client.create({ _id: 'drafts.not-this-one', _type: 'post', title: 'Other' })
    await client.create({ _id: 'drafts.slugless', _type: 'post', title: 'New' })
    await client
      .patch('drafts.slugless')
      .set({ slug: { _type: 'slug', current: 'new' } })
      .commit()
    await client.create({ _id: 'versions.r1.slugless', _type: 'post', title: 'In a release' })
    await client.create({ _id: 'slugless', _type: 'post', title: 'Published' })
    await client.create({ _id: 'drafts.marker-post', _type: 'post', title: 'Marker' })
    await allVersions.until(4)
    await publishedOnly.until(1)
    await draftIds.until(4)
    await anonymous.until(1)
    allVersions.stop()
    anonymous.stop()
    publishedOnly.stop()
    draftIds.stop()
    expect(allVersions.events.map((e) => [e.documentId, e.transition])).toEqual([
      ['drafts.slugless', 'appear'],
      ['drafts.slugless', 'update'],
      ['versions.r1.slugless', 'appear'],
      ['slugless', 'appear'],
    ])
    expect(publishedOnly.events.map((e) => e.documentId)).toEqual(['slugless'])
    expect(anonymous.events.map((e) => e.documentId)).toEqual(['slugless'])
    // A filter on the stored id keeps matching as stored.
    expect(draftIds.events.map((e) => e.documentId)).toEqual([
      'drafts.not-this-one',
      'drafts.slugless',
      'drafts.slugless',
      'drafts.marker-post',
    ])
  })

  it('reports a malformed listen query as 400 queryParseError', async () => {
    const response = await fetch(
      `${lake.url}/v2025-01-08/data/listen/production?query=${encodeURIComponent('*[')}`,
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('queryParseError')
  })
})
