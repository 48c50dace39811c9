/** Studio steps the journeys add to `tests/studio/support/ui.ts`. */
import type { Locator } from 'playwright'
import { retry } from '../../studio/support/ui.ts'

/**
 * Picks a document in a reference field's search, typing the search again when no suggestion appears (a search
 * typed while the form is still loading its schema and listeners can go unanswered on a busy machine).
 */
export async function pickReferenceSurely(input: Locator, search: string, title: string): Promise<void> {
  const suggestion = input.page().locator('[data-ui="Popover"]').getByText(title).first()
  await retry(async () => {
    await input.fill('', { timeout: 5_000 })
    await input.fill(search, { timeout: 5_000 })
    await suggestion.click({ timeout: 10_000 })
  }, 90_000)
}
