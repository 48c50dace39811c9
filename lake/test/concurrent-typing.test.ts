/**
 * Two editors typing into one field at once, as the Studio sends it: each keystroke a diffMatchPatch patch made
 * against the text the editor last saw (a stale revision), the two streams interleaved. The lake applies each patch
 * to the current text by its context, so both sentences stay whole; the listener echoes every transaction in commit
 * order with its transactionId and a previousRev → resultRev chain, and replaying the echoed mutations (as the
 * Studio's document store does) gives exactly the stored document.
 */
import type { MutationEvent, SanityDocument } from '@sanity/client'
import { BufferedDocument, Mutation } from '@sanity/mutator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { waitFor } from '../../tests/support/wait.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.stop())

const ADA = 'Ada writes this sentence.'
const BOLA = 'Bola writes another one.'
const DOC = 'drafts.typed'

/**
 * One editor as the Studio is one: @sanity/mutator's BufferedDocument holds the editor's copy, commits its buffered
 * keystrokes with a transactionId (at most one commit in flight, as the Studio does) and takes in the listener's
 * events, rebasing what is not yet confirmed. Each keystroke is a whole-value `set`, which the buffer turns into a
 * diffMatchPatch patch against the text the editor last saw. The editor types right after its own words.
 */
function editor(name: string, sentence: string, initial: SanityDocument) {
  const client = lake.client('write')
  const document = new BufferedDocument(initial as never)
  const sent: string[] = []
  document.commitHandler = ({ mutation, success, failure }) => {
    const transactionId = mutation.transactionId as string
    sent.push(transactionId)
    client
      .mutate(mutation.mutations as never, { transactionId, visibility: 'async', returnDocuments: false })
      .then(success, failure)
  }
  const local = () => ((document.LOCAL as { excerpt?: string } | null)?.excerpt ?? '') as string
  return {
    name,
    sent,
    local,
    arrive: (event: MutationEvent) => document.arrive(new Mutation(event as never)),
    keystroke(index: number) {
      const typed = sentence.slice(0, index)
      const text = local()
      const at = index === 0 ? text.length : text.indexOf(typed) + typed.length
      const next = text.slice(0, at) + sentence[index] + text.slice(at)
      document.add(new Mutation({ mutations: [{ patch: { id: DOC, set: { excerpt: next } } }] }))
      void document.commit()
    },
  }
}

describe('two editors typing into one field', () => {
  it('keeps both sentences whole, and echoes every transaction in order with its revisions', async () => {
    const writer = lake.client('write')
    const created = (await writer.create({ _id: DOC, _type: 'post', excerpt: '' })) as SanityDocument
    const events: MutationEvent[] = []
    const listeners: Array<{ arrive: (event: MutationEvent) => void }> = []
    let welcomed!: () => void
    const welcome = new Promise<void>((resolve) => {
      welcomed = resolve
    })
    const subscription = writer
      .listen('*[_id == "drafts.typed"]', {}, {
        events: ['welcome', 'mutation'],
        includeResult: false,
        effectFormat: 'mendoza',
      } as never)
      .subscribe((event: { type: string }) => {
        if (event.type === 'welcome') welcomed()
        if (event.type !== 'mutation') return
        events.push(event as MutationEvent)
        for (const listener of listeners) listener.arrive(event as MutationEvent)
      })
    await welcome

    const ada = editor('ada', ADA, created)
    const bola = editor('bola', BOLA, created)
    listeners.push(ada, bola)
    // Each round both type a character at once, so each keystroke is made on a revision that misses the other's;
    // the next round starts once both have heard of both.
    for (let index = 0; index < Math.max(ADA.length, BOLA.length); index++) {
      if (index < ADA.length) ada.keystroke(index)
      if (index < BOLA.length) bola.keystroke(index)
      const typed = Math.min(index + 1, ADA.length) + Math.min(index + 1, BOLA.length)
      await waitFor(() => [ada.local(), bola.local()], {
        accept: ([a, b]) => a === b && a.length === typed,
        timeoutMs: 30_000,
        intervalMs: 5,
        describe: (texts) => JSON.stringify(texts),
      })
    }
    const stored = await waitFor(() => writer.getDocument('drafts.typed'), {
      accept: (doc) => String(doc?.excerpt ?? '').length >= ADA.length + BOLA.length,
      timeoutMs: 60_000,
      describe: (doc) => JSON.stringify(doc?.excerpt),
    })
    expect([ADA + BOLA, BOLA + ADA]).toContain(stored?.excerpt)
    // Both editors end with what the lake stored.
    await waitFor(() => [ada.local(), bola.local()], {
      accept: (texts) => texts.every((text) => text === stored?.excerpt),
      describe: (texts) => JSON.stringify(texts),
    })

    const total = ada.sent.length + bola.sent.length
    await waitFor(() => events.length, { accept: (count) => count >= total })
    subscription.unsubscribe()
    // Every transaction echoed once, each editor's in the order it sent them.
    const echoed = events.map((event) => event.transactionId)
    expect(echoed.filter((id) => ada.sent.includes(id))).toEqual(ada.sent)
    expect(echoed.filter((id) => bola.sent.includes(id))).toEqual(bola.sent)
    expect(echoed).toHaveLength(total)
    // An unbroken revision chain from the created document to the stored one.
    let revision = created._rev
    for (const event of events) {
      expect(event.previousRev).toBe(revision)
      expect(event.resultRev).toBe(event.transactionId)
      expect(event.transition).toBe('update')
      revision = event.resultRev as string
    }
    expect(revision).toBe(stored?._rev)
    // The Studio's document store replays the echoed mutations on its copy: it ends where the lake is.
    const replayed = events.reduce<Record<string, unknown> | null>(
      (doc, event) =>
        new Mutation({
          mutations: event.mutations as never,
          previousRev: event.previousRev,
          resultRev: event.resultRev,
          transactionId: event.transactionId,
        }).apply(doc as never) as Record<string, unknown> | null,
      created as never,
    )
    expect(replayed?.excerpt).toBe(stored?.excerpt)
  }, 120_000)
})
