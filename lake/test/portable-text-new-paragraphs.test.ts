/**
 * Two editors at the end of one Portable Text body, each pressing Enter and typing a sentence at the same moment,
 * replayed from what two real Studios sent (tests/studio/concurrent-typing-body.test.ts recorded them: the Actions API
 * requests, in the order they left the browsers). The lake applies each patch to the document as it stands, as hosted
 * Sanity does, with nothing rebased: the result is exactly what @sanity/mutator makes of the same stream (the library
 * each Studio's document store replays the lake's events with), so both Studios show what the lake stored.
 *
 * Where the sentences end whole, the lake keeps them so. Where they end in pieces, the pieces are in the patches
 * themselves: one Studio's Portable Text editor gave the other person's new block a new `_key` (a `diffMatchPatch` on
 * `body[3]._key`) and then sent its own person's next keystrokes to the start of the body's first block (lake/README.md,
 * "Two people adding paragraphs at once").
 */
import { readFileSync } from 'node:fs'
import type { SanityDocument } from '@sanity/client'
import { Mutation } from '@sanity/mutator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.stop())

const PUBLISHED = 'post-lagos-market'
const DRAFT = `drafts.${PUBLISHED}`
const ADA = 'Ada writes this sentence.'
const BOLA = 'Bola writes another one.'
const EXISTING = ['Escrow holds the money.', 'Payment is released after the retailer confirms.']

const block = (key: string, text: string) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: key.replace('b', 's'), text, marks: [] }],
})
const published = {
  _id: PUBLISHED,
  _type: 'post',
  title: 'How escrow calms the Lagos market rush',
  body: EXISTING.map((text, index) => block(`b${index + 1}`, text)),
}

interface EditAction {
  actionType: string
  draftId: string
  publishedId: string
  patch: Record<string, unknown>
}
type Recording = Array<{ who: 'ada' | 'bola'; actions: EditAction[] }>

const recording = (name: string): Recording =>
  JSON.parse(readFileSync(new URL(`./fixtures/pt-new-paragraphs-${name}.json`, import.meta.url), 'utf8'))

type Blocks = Array<{ _key: string; children: Array<{ text: string }> }>
const paragraphs = (doc: unknown) =>
  ((doc as { body?: Blocks } | undefined)?.body ?? []).map((b) => b.children.map((s) => s.text).join(''))
const letters = (texts: string[]) => [...texts.join('')].sort().join('')

/** The document's content, without what the lake stamps on it. */
function content(doc: unknown) {
  const { _rev, _createdAt, _updatedAt, ...rest } = (doc ?? {}) as Record<string, unknown>
  return rest
}

/** Each request sent to the lake as the Studio sent it; the draft as stored after the last. */
async function replayThroughLake(requests: Recording): Promise<SanityDocument | undefined> {
  const writer = lake.client('write')
  await writer.delete(DRAFT)
  await writer.createOrReplace(published)
  for (const { actions } of requests) await writer.action(actions as never)
  return writer.getDocument(DRAFT)
}

/** Hosted Sanity's way: each edit applied to the draft as it stands (made from the published document first). */
function replayInArrivalOrder(requests: Recording): Record<string, unknown> {
  let draft: Record<string, unknown> | undefined
  for (const { actions } of requests) {
    for (const action of actions) {
      draft ??= { ...published, _id: DRAFT }
      const mutations = [{ patch: { id: DRAFT, ...action.patch } }]
      draft = new Mutation({ mutations }).apply(draft as never) as Record<string, unknown>
    }
  }
  return draft ?? {}
}

describe('two Studios adding a paragraph each at the end of one body', () => {
  it('keeps both sentences whole, after the paragraphs that were there, as the Studios sent them', async () => {
    const requests = recording('whole')
    const stored = await replayThroughLake(requests)
    expect(paragraphs(stored)).toEqual([...EXISTING, ADA, BOLA])
    expect(content(stored)).toEqual(content(replayInArrivalOrder(requests)))
  })

  it("stores exactly what the Studios' patches say when an editor renames the other's block and moves its caret", async () => {
    const requests = recording('renamed')
    const stored = await replayThroughLake(requests)
    // Every letter both typed is kept...
    expect(letters(paragraphs(stored))).toBe(letters([...EXISTING, ADA, BOLA]))
    // ...where the patches put it: the lake's body is the one applying them in arrival order gives.
    expect(content(stored)).toEqual(content(replayInArrivalOrder(requests)))

    // The pieces are in what was sent: Bola's editor renamed Ada's block, then sent Bola's keystrokes to the start
    // of the first paragraph (before "Escrow h"), not to his own block.
    const sent = requests.flatMap(({ who, actions }) =>
      actions.map((action) => ({ who, patch: action.patch })),
    )
    const rename = sent.findIndex(({ patch }) =>
      Object.keys((patch.diffMatchPatch ?? {}) as object).some((path) => /^body\[\d+\]\._key$/.test(path)),
    )
    expect(sent[rename]?.who).toBe('bola')
    const next = sent.slice(rename + 1).find(({ who, patch }) => who === 'bola' && patch.diffMatchPatch)
    expect(next?.patch.diffMatchPatch).toEqual({
      'body[_key=="b1"].children[_key=="s1"].text': '@@ -1,8 +1,9 @@\n+l\n Escrow h\n',
    })
    expect(paragraphs(stored)[0]).toMatch(/^la writes another one\.Escrow holds the money\./)
  })
})
