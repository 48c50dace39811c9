import type { Locator, Page } from 'playwright'

/**
 * Steps a person takes in the Studio, by what they see (labels, button names, placeholders). Sanity's own
 * `data-testid`s are used only where a control has no accessible name.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Retries `step` until it stops throwing (the Studio renders in stages) or `timeout` passes. */
export async function retry<T>(step: () => Promise<T>, timeout = 60_000): Promise<T> {
  const deadline = Date.now() + timeout
  for (;;) {
    try {
      return await step()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await sleep(500)
    }
  }
}

/**
 * Runs a document action once: the footer's primary button when it is that action, else the "…" menu's item.
 * Waits for the action to become enabled (permissions and document state load after the form) before one click.
 */
export async function runDocumentAction(page: Page, label: string): Promise<void> {
  const footer = page.getByTestId('pane-footer').last()
  const primary = footer.getByRole('button', { name: label, exact: true })
  const menuButton = footer.getByTestId('action-menu-button')
  // The footer renders in stages (an action can move between the primary button and the "…" menu while the
  // document loads), so each attempt looks again at where the action is.
  const item = page.getByRole('menuitem', { name: label })
  await retry(async () => {
    if (await primary.isVisible()) {
      if (await item.isVisible()) await page.keyboard.press('Escape')
      if (!(await primary.isEnabled())) throw new Error(`"${label}" is disabled`)
      await primary.click({ timeout: 2000 })
      return
    }
    if (!(await menuButton.isVisible())) throw new Error('no document footer yet')
    if (!(await item.isVisible())) await menuButton.click({ timeout: 2000 })
    await item.waitFor({ timeout: 2000 })
    if (await item.isDisabled({ timeout: 2000 })) throw new Error(`"${label}" is disabled`)
    await item.click({ timeout: 2000 })
  })
}

/** Picks a document in a reference field's autocomplete: type to search, then choose the suggestion. */
export async function pickReference(input: Locator, search: string, title: string): Promise<void> {
  await input.fill(search)
  await input.page().locator('[data-ui="Popover"]').getByText(title).first().click({ timeout: 30_000 })
}

/** Focuses the Portable Text editor, activating it first when the Studio shows it inactive. */
export async function focusBody(page: Page): Promise<Locator> {
  const field = page.getByTestId('field-body')
  const editor = field.locator('[contenteditable="true"]').first()
  await editor.scrollIntoViewIfNeeded()
  const styleButton = field.getByRole('button', { name: /^(Normal|No style)$/ }).first()
  await retry(async () => {
    await editor.click({ timeout: 2000 })
    await styleButton.waitFor({ state: 'visible', timeout: 2000 })
  })
  return editor
}

/** Waits until `read` returns a value that `accept` likes (for lake state that follows a click). */
export async function waitFor<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeout = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeout
  for (;;) {
    const value = await read()
    if (accept(value)) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting; last value: ${JSON.stringify(value)}`)
    await sleep(300)
  }
}
