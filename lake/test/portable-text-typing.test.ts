/**
 * Two Studios starting to type into one empty Portable Text body at once, replayed from what two real Studios sent
 * (tests/studio/concurrent-typing.test.ts). Each
 * inserted its own first block before `body[0]`; Bola's editor then renamed Ada's block (a `diffMatchPatch` on
 * `body[1]._key`), and Ada's next keystrokes, sent to her block's old key, change nothing. The lake applies every
 * transaction exactly as @sanity/mutator does, the library each Studio applies them with: the letters are lost in
 * what the editor sends, not in how the lake applies it.
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

describe('two Studios starting to type into one empty Portable Text body', () => {
  it('applies their recorded patches as the Studio does, so what the editor drops is dropped alike', async () => {
    const writer = lake.client('write')
    const initial = { _id: DOC, _type: 'post', title: 'Typed at once' }
    await writer.create(initial)
    let local: Record<string, unknown> = initial
    for (const operations of TRANSACTIONS) {
      const mutations = operations.map((patch) => ({ patch: { id: DOC, ...patch } }))
      await writer.mutate(mutations as never)
      local = new Mutation({ mutations }).apply(local as never) as Record<string, unknown>
    }

    const stored = await writer.getDocument(DOC)
    expect(content(stored)).toEqual(content(local))
    const blocks = stored?.body as Array<{ _key: string; children: Array<{ text: string }> }>
    expect(blocks.map((block) => block._key)).toEqual([BOLA_BLOCK, RENAMED])
    // Ada's "rit" went to a key no block has any more.
    expect(blocks[1]?.children[0]?.text).not.toContain('writ')
  })
})
