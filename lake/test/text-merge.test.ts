/**
 * A `diffMatchPatch` whose surrounding letters changed under it (two people typing at one spot) still keeps the
 * letters it inserts, and listeners hear the patch as the lake applied it, so replaying it gives what was stored.
 * The patches are ones two Studios sent while typing into one excerpt at once (recorded from the browser test).
 */
import type { MutationEvent, SanityDocument } from '@sanity/client'
import { BufferedDocument, Mutation } from '@sanity/mutator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { waitFor } from '../../tests/support/wait.ts'
import { mergePatchInto } from '../src/mutate/text-merge.ts'

const letters = (text: string) => [...text].sort().join('')

describe('mergePatchInto', () => {
  it('leaves a patch that applies to the lake as it is', () => {
    expect(mergePatchInto('Ada w', '@@ -1,5 +1,6 @@\n Ada w\n+r\n')).toBeNull()
  })

  it("keeps an insertion whose surroundings are gone, after what's left of the text it followed", () => {
    const merged = mergePatchInto('Ada Bola wwrite', '@@ -1,5 +1,6 @@\n Ada w\n+r\n')
    expect(letters(merged ?? '')).toBe(letters('Ada Bola wwriter'))
    expect(merged).toBe('Ada Bola wrwrite')
  })

  it('anchors before the text it preceded when nothing came before it', () => {
    expect(mergePatchInto('xyz Bola', '@@ -1,6 +1,7 @@\n+A\n Bo!!!!\n')).toBe('xyz ABola')
  })

  it('leaves out a deletion that no longer matches, never deleting what may be someone else’s', () => {
    expect(mergePatchInto('Completely different words', '@@ -1,12 +1,8 @@\n Ada \n-and \n writes\n')).toBe(
      'Completely different words',
    )
  })
})

describe('two people typing at one spot, through the lake', () => {
  let lake: TestLake
  beforeAll(async () => {
    lake = await startTestLake()
  })
  afterAll(() => lake.stop())

  it('stores every letter of both and echoes patches that replay to the stored text', async () => {
    const writer = lake.client('write')
    // Where two Studios had got to: Bola's words typed into Ada's, Ada not yet aware of them.
    const created = (await writer.create({
      _id: 'drafts.spot',
      _type: 'post',
      excerpt: 'Ada Bola wwrite',
    })) as SanityDocument
    const events: MutationEvent[] = []
    const subscription = writer
      .listen('*[_id == "drafts.spot"]', {}, { events: ['mutation'], includeResult: false } as never)
      .subscribe((event) => events.push(event as MutationEvent))
    await waitFor(async () => lake.runtime.listeners.size, { accept: (size) => size > 0 })

    // Ada's next two letters, made against the "Ada w" she last saw: diff-match-patch alone drops both.
    const sent = ['@@ -1,5 +1,6 @@\n Ada w\n+r\n', '@@ -1,6 +1,7 @@\n Ada wr\n+i\n']
    for (const patch of sent) {
      await writer.patch('drafts.spot').diffMatchPatch({ excerpt: patch }).commit({ visibility: 'sync' })
    }
    const stored = (await writer.getDocument('drafts.spot')) as SanityDocument
    expect(letters(stored.excerpt as string)).toBe(letters('Ada Bola wwriteri'))

    // Each merged patch is followed by a transaction of its own that sets the text as stored.
    await waitFor(async () => events.length, { accept: (count) => count === sent.length * 2 })
    subscription.unsubscribe()
    type Patched = { patch: { diffMatchPatch?: { excerpt: string }; set?: { excerpt: string } } }
    const patches = events.map((event) => (event.mutations[0] as unknown as Patched).patch)
    const echoed = patches.filter((_, i) => i % 2 === 0).map((patch) => patch.diffMatchPatch?.excerpt)
    expect(echoed).not.toEqual(sent)
    let replayed: SanityDocument | null = created
    for (const [i, event] of events.entries()) {
      replayed = new Mutation(event as never).apply(replayed as never) as SanityDocument
      if (i % 2 === 1) {
        expect(patches[i].set?.excerpt).toBe(replayed.excerpt)
        expect(event.transactionId).not.toBe(events[i - 1].transactionId)
      }
    }
    expect(replayed?.excerpt).toBe(stored.excerpt)
  })

  it("brings the sender's own Studio to the stored text, which the echo of its own transaction does not", async () => {
    const writer = lake.client('write')
    await writer.create({ _id: 'drafts.sender', _type: 'post', excerpt: 'Ada Bola wwrite' })
    const base = (await writer.getDocument('drafts.sender')) as SanityDocument
    // Ada's Studio, as Sanity's document store keeps it: what the server said, and her edits on top.
    const ada = new BufferedDocument(base as never)
    const events: MutationEvent[] = []
    const subscription = writer
      .listen('*[_id == "drafts.sender"]', {}, { events: ['mutation'], includeResult: false } as never)
      .subscribe((event) => events.push(event as MutationEvent))
    await waitFor(async () => lake.runtime.listeners.size, { accept: (size) => size > 0 })
    const patch = { id: 'drafts.sender', diffMatchPatch: { excerpt: '@@ -1,5 +1,6 @@\n Ada w\n+r\n' } }
    ada.commitHandler = ({ mutation, success }) => {
      writer
        .mutate(mutation.mutations as never, { transactionId: mutation.transactionId, visibility: 'sync' })
        .then(() => success())
    }
    ada.add(new Mutation({ mutations: [{ patch }] }))
    await ada.commit()
    await waitFor(async () => events.length, { accept: (count) => count === 2 })
    subscription.unsubscribe()
    for (const event of events) ada.arrive(new Mutation(event as never))
    const stored = (await writer.getDocument('drafts.sender')) as SanityDocument
    expect(ada.LOCAL?.excerpt).toBe(stored.excerpt)
  })
})
