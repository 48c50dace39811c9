/**
 * Two Studios starting to type into one empty Portable Text body at once, replayed from what two real Studios sent
 * (tests/studio/concurrent-typing.test.ts). Each
 * inserted its own first block before `body[0]`; Bola's editor then renamed Ada's block (a `diffMatchPatch` on
 * `body[1]._key`), and Ada's next keystrokes, sent to her block's old key, would change nothing as @sanity/mutator
 * applies them. The lake leads them to the renamed block (src/mutate/key-renames.ts) and sets that block again in a
 * transaction of its own, so both Studios show every letter.
 */
import type { SanityDocument } from '@sanity/client'
import { Mutation } from '@sanity/mutator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake.stop())

const DOC = 'drafts.pt-typed'
const ADA_BLOCK = '562126072396'
const ADA_SPAN = '816d7166f772'
const BOLA_BLOCK = '8973eddd092b'
const BOLA_SPAN = 'a5e227a695c1'
const RENAMED = '3fa86edc4ec6'

const firstBlock = (block: string, span: string) => ({
  insert: {
    before: 'body[0]',
    items: [
      {
        _type: 'block',
        _key: block,
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: span, text: '', marks: [] }],
      },
    ],
  },
})
const text = (block: string, span: string, patch: string) => ({
  diffMatchPatch: { [`body[_key=="${block}"].children[_key=="${span}"].text`]: patch },
})

/** The transactions in the order the lake committed them, each one Studio's request. */
const TRANSACTIONS: Array<Array<Record<string, unknown>>> = [
  [
    { setIfMissing: { body: [] } },
    firstBlock(ADA_BLOCK, ADA_SPAN),
    text(ADA_BLOCK, ADA_SPAN, '@@ -0,0 +1 @@\n+A\n'),
    text(ADA_BLOCK, ADA_SPAN, '@@ -1 +1,2 @@\n A\n+d\n'),
    text(ADA_BLOCK, ADA_SPAN, '@@ -1,2 +1,3 @@\n Ad\n+a\n'),
    text(ADA_BLOCK, ADA_SPAN, '@@ -1,3 +1,4 @@\n Ada\n+ \n'),
  ],
  [
    { setIfMissing: { body: [] } },
    firstBlock(BOLA_BLOCK, BOLA_SPAN),
    text(BOLA_BLOCK, BOLA_SPAN, '@@ -0,0 +1 @@\n+B\n'),
    text(BOLA_BLOCK, BOLA_SPAN, '@@ -1 +1,2 @@\n B\n+o\n'),
    text(BOLA_BLOCK, BOLA_SPAN, '@@ -1,2 +1,3 @@\n Bo\n+l\n'),
    text(BOLA_BLOCK, BOLA_SPAN, '@@ -1,3 +1,4 @@\n Bol\n+a\n'),
  ],
  [text(BOLA_BLOCK, BOLA_SPAN, '@@ -1,4 +1,5 @@\n Bola\n+ \n')],
  [text(ADA_BLOCK, ADA_SPAN, '@@ -1,4 +1,5 @@\n Ada \n+w\n')],
  // Bola's editor gives Ada's block a new key.
  [
    { diffMatchPatch: { 'body[1]._key': '@@ -1,12 +1,12 @@\n-56212607239\n+3fa86edc4ec\n 6\n' } },
    text(BOLA_BLOCK, BOLA_SPAN, '@@ -1,5 +1,6 @@\n+w\n Bola \n'),
  ],
  // Ada's next keystrokes, still to her block's old key.
  [text(ADA_BLOCK, ADA_SPAN, '@@ -1,5 +1,6 @@\n Ada w\n+r\n')],
  [
    text(ADA_BLOCK, ADA_SPAN, '@@ -1,6 +1,7 @@\n Ada wr\n+i\n'),
    text(ADA_BLOCK, ADA_SPAN, '@@ -1,7 +1,8 @@\n Ada wri\n+t\n'),
    text(RENAMED, ADA_SPAN, '@@ -1,8 +1,9 @@\n+e\n Ada writ\n'),
  ],
]

/** The document's content, without what the lake stamps on it. */
function content(doc: SanityDocument | Record<string, unknown> | undefined) {
  const { _rev, _createdAt, _updatedAt, ...rest } = (doc ?? {}) as Record<string, unknown>
  return rest
}

type Blocks = Array<{ _key: string; children: Array<{ _key: string; text: string }> }>

describe('two Studios starting to type into one empty Portable Text body', () => {
  it("leads keystrokes sent to a block's old key to the renamed block, and sets it again for every Studio", async () => {
    const writer = lake.client('write')
    const initial = { _id: DOC, _type: 'post', title: 'Typed at once' }
    await writer.create(initial)
    // What the Studios' own library makes of the same transactions: Ada's "rit" go nowhere.
    let replayed: Record<string, unknown> = initial
    let last: { transactionId: string } | undefined
    for (const operations of TRANSACTIONS) {
      const mutations = operations.map((patch) => ({ patch: { id: DOC, ...patch } }))
      last = await writer.mutate(mutations as never)
      replayed = new Mutation({ mutations }).apply(replayed as never) as Record<string, unknown>
    }
    expect((replayed.body as Blocks)[1]?.children[0]?.text).toBe('eAda w')

    const stored = await writer.getDocument(DOC)
    const blocks = stored?.body as Blocks
    expect(blocks.map((block) => block._key)).toEqual([BOLA_BLOCK, RENAMED])
    // Every letter Ada typed is in her block, under its new key (her last "e" where her editor put it, at the
    // start); Bola's block is as she typed it.
    expect(blocks[1]?.children[0]).toMatchObject({ _key: ADA_SPAN, text: 'eAda writ' })
    expect(blocks[0]?.children[0]).toMatchObject({ _key: BOLA_SPAN, text: 'wBola ' })
    // A transaction of its own followed the redirected one, so the sender's Studio shows the block as stored too.
    expect(stored?._rev).not.toBe(last?.transactionId)
    expect(content(stored)).not.toEqual(content(replayed))
  })

  it('leaves a patch to a key that still exists where it was sent', async () => {
    const writer = lake.client('write')
    const id = 'drafts.pt-kept-key'
    await writer.create({ _id: id, _type: 'post', title: 'Two blocks', body: [] })
    await writer.mutate([
      { patch: { id, ...firstBlock('k1', 's1') } },
      {
        patch: {
          id,
          insert: {
            after: 'body[-1]',
            items: [{ _type: 'block', _key: 'k2', children: [{ _type: 'span', _key: 's2', text: 'two' }] }],
          },
        },
      },
    ] as never)
    // k1 becomes k3; later a new block takes the key k1 again: a patch to k1 means that new block.
    await writer.patch(id).set({ 'body[0]._key': 'k3' }).commit()
    await writer.mutate([
      {
        patch: {
          id,
          insert: {
            after: 'body[-1]',
            items: [{ _type: 'block', _key: 'k1', children: [{ _type: 'span', _key: 's4', text: 'new' }] }],
          },
        },
      },
    ] as never)
    const sent = await writer.mutate([
      { patch: { id, ...text('k1', 's4', '@@ -1,3 +1,4 @@\n new\n+!\n') } },
    ] as never)
    const stored = await writer.getDocument(id)
    const blocks = stored?.body as Blocks
    expect(blocks.map((block) => [block._key, block.children[0]?.text])).toEqual([
      ['k3', ''],
      ['k2', 'two'],
      ['k1', 'new!'],
    ])
    expect(stored?._rev).toBe(sent.transactionId)
  })
})
