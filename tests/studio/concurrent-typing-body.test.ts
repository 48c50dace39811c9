import { writeFileSync } from 'node:fs'
import type { Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { startCpuLoad } from '../support/cpu-load.ts'
import { FIXTURES, seedFixtures } from './support/fixtures.ts'
import { studioSuite } from './support/suite.ts'
import { focusBody, waitFor } from './support/ui.ts'

/**
 * Two editors at the end of one post's Portable Text body, each pressing Enter and typing a sentence at the same
 * moment, in two browsers with both cores kept busy. Every letter of both is kept and both Studios end showing what
 * the lake stored. `RECORD_TYPING=<folder>` writes what each Studio sent (lake/test/fixtures/pt-new-paragraphs-*.json
 * were recorded so).
 */
const studio = studioSuite(seedFixtures)

const ADA = 'Ada writes this sentence.'
const BOLA = 'Bola writes another one.'
const EXISTING = ['Escrow holds the money.', 'Payment is released after the retailer confirms.']
const LAST = 'Payment is released'

const existingBody = EXISTING.map((text, index) => ({
  _type: 'block',
  _key: `b${index + 1}`,
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span', _key: `s${index + 1}`, text, marks: [] }],
}))

/** The text of every span in a Portable Text body, block by block. */
function bodyText(body: unknown): string {
  const blocks = Array.isArray(body) ? (body as Array<{ children?: Array<{ text?: string }> }>) : []
  return blocks.map((block) => (block.children ?? []).map((span) => span.text ?? '').join('')).join('\n')
}

const letters = (text: string) => [...text.replaceAll('\n', '')].sort().join('')

/** What the Studio sends the lake (the Actions API), in the order it leaves the browser. */
function record(page: Page, who: string, log: unknown[]) {
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/data\/actions\//.test(request.url()))
      log.push({ who, actions: (request.postDataJSON() as { actions: unknown[] }).actions })
  })
}

/** The caret at the very end of the body's last paragraph (the body focused already). */
async function caretAtTheEnd(page: Page) {
  const last = page.getByTestId('field-body').getByText(LAST)
  const box = await last.boundingBox()
  await last.click({ position: { x: (box?.width ?? 2) - 1, y: (box?.height ?? 2) / 2 } })
  await page.keyboard.press('End')
}

// Skipped: not steady. Of 5 runs (both cores kept busy, other suites running), 3 passed; in one a Studio's form never
// finished loading the post (skeleton fields for over a minute), and in one a letter of Bola's ("h" of "another")
// was missing from the lake 60 s after typing. On 2026-11-30, 1 of 3 recorded runs lost a letter again (the "s" of
// Bola's "writes"), and RECORD_TYPING showed it in none of the requests Bola's Studio sent: the keystroke was lost
// in the browser's editor while it moved the caret, not in the lake. Every run had one editor rename the other's
// block (lake/README.md, "Two people adding paragraphs at once"), so whole sentences are not asserted.
describe.skip('two editors adding a paragraph each at the end of one body', () => {
  it('keeps every letter of both, and both Studios show what the lake stored', async () => {
    const writer = studio.harness.lake.client('write')
    const post = FIXTURES.publishedPost._id
    await writer.delete(`drafts.${post}`)
    await writer.patch(post).set({ body: existingBody }).commit()
    const path = `/structure/blog;posts;posts-published;${post}`
    const [ada, bola] = await Promise.all([
      studio.harness.open('write', path),
      studio.harness.open('write', path),
    ])
    const log: unknown[] = []
    record(ada.page, 'ada', log)
    record(bola.page, 'bola', log)
    // Both focus the body before either changes anything (a Studio whose draft appears meanwhile re-renders the form).
    await Promise.all([focusBody(ada.page), focusBody(bola.page)])
    await caretAtTheEnd(ada.page)
    await caretAtTheEnd(bola.page)
    const stopLoad = startCpuLoad()
    try {
      await Promise.all([
        ada.page.keyboard.press('Enter').then(() => ada.page.keyboard.type(ADA, { delay: 60 })),
        bola.page.keyboard.press('Enter').then(() => bola.page.keyboard.type(BOLA, { delay: 60 })),
      ])
    } finally {
      await stopLoad()
    }
    const stored = await waitFor(
      async () => bodyText((await writer.getDocument(`drafts.${post}`))?.body),
      (text) => letters(text) === letters([...EXISTING, ADA, BOLA].join('')),
      60_000,
    ).finally(() => {
      // Also when a letter is missing: what was sent shows where.
      if (process.env.RECORD_TYPING)
        writeFileSync(`${process.env.RECORD_TYPING}/typing-${Date.now()}.json`, JSON.stringify(log, null, 1))
    })
    const shownBody = (page: Page) =>
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, each block on its own line.
      page.getByTestId('field-body').locator('[contenteditable="true"]').first().innerText()
    await waitFor(
      async () => [await shownBody(ada.page), await shownBody(bola.page)],
      (shown) => shown.every((text) => text.trimEnd() === stored),
      60_000,
    )
    expect(letters(stored)).toBe(letters([...EXISTING, ADA, BOLA].join('')))
    // Whole sentences, in the order typed, are not asserted: in 3 of 5 recorded runs one Studio's Portable Text
    // editor gave the other's new block a new `_key` and sent its own person's next keystrokes to the start of the
    // body, and the lake applies what is sent as hosted Sanity does (lake/test/portable-text-new-paragraphs.test.ts).
    await Promise.all([ada.context.close(), bola.context.close()])
  }, 300_000)
})
