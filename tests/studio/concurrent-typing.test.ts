import type { Locator, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { FIXTURES, seedFixtures } from './support/fixtures.ts'
import { studioSuite } from './support/suite.ts'
import { waitFor } from './support/ui.ts'

/**
 * Two editors, each in their own browser, typing into the same field of the same document at the same moment: every
 * character of both is kept, each person's sentence stays whole (either may come first).
 */
const studio = studioSuite(seedFixtures)

const ADA = 'Ada writes this sentence.'
const BOLA = 'Bola writes another one.'
const BOTH = [ADA + BOLA, BOLA + ADA]

/** Types like a person (a keystroke every `delay` ms) or as fast as a script can (`delay` 0). */
function typeInto(field: Locator, text: string, delay: number) {
  return field.pressSequentially(text, { delay })
}

async function excerptOf(page: Page): Promise<Locator> {
  const field = page.getByTestId('field-excerpt').locator('textarea')
  await field.click()
  return field
}

describe('two editors typing at once', () => {
  for (const [how, delay] of [
    ['as people', 60],
    ['as fast scripts', 0],
  ] as const) {
    it(`keeps both sentences whole in one post's excerpt, typed ${how}`, async () => {
      const writer = studio.harness.lake.client('write')
      const post = FIXTURES.publishedPost._id
      await writer.delete(`drafts.${post}`)
      const path = `/structure/blog;posts;posts-published;${post}`
      const [ada, bola] = await Promise.all([
        studio.harness.open('write', path),
        studio.harness.open('write', path),
      ])
      const [adaField, bolaField] = await Promise.all([excerptOf(ada.page), excerptOf(bola.page)])
      await Promise.all([typeInto(adaField, ADA, delay), typeInto(bolaField, BOLA, delay)])

      const stored = await waitFor(
        async () => (await writer.getDocument(`drafts.${post}`))?.excerpt,
        (text) => BOTH.includes(text as string),
        60_000,
      )
      // Both Studios show what the lake stored.
      await waitFor(
        async () => [await adaField.inputValue(), await bolaField.inputValue()],
        (shown) => shown.every((text) => text === stored),
        60_000,
      )
      expect(BOTH).toContain(stored)
      await Promise.all([ada.context.close(), bola.context.close()])
    }, 300_000)
  }
})
