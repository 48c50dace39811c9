import type { Locator, Page } from 'playwright'
import { waitFor as waitUntil } from '../../support/wait.ts'

/**
 * Steps a person takes in the Studio, by what they see (labels, button names, placeholders). Sanity's own
 * `data-testid`s are used only where a control has no accessible name.
 */

type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown }

/** Retries `step` until it stops throwing (the Studio renders in stages) or `timeout` passes. */
export async function retry<T>(step: () => Promise<T>, timeout = 60_000): Promise<T> {
  const attempt = await waitUntil(
    (): Promise<Attempt<T>> =>
      step().then(
        (value) => ({ ok: true, value }),
        (error: unknown) => ({ ok: false, error }),
      ),
    {
      timeoutMs: timeout,
      intervalMs: 500,
      accept: (result) => result.ok,
      describe: (result) => (result.ok ? 'success' : String(result.error)),
    },
  )
  return (attempt as { value: T }).value
}

/**
 * Clicks `button` until `done` reads the click's effect where it lands (the lake, or the page). On a loaded machine
 * Playwright can report a click as timed out after it reached the page: retrying on the click's own answer would then
 * wait for a button the first click removed, or make the action twice. So the effect decides; a click is made only
 * while it is not seen, and a later click of a button its own effect disabled changes nothing.
 */
export async function clickUntil(
  button: Locator,
  done: () => Promise<boolean>,
  timeout = 120_000,
): Promise<void> {
  let lastClick: unknown = 'no click yet'
  await retry(async () => {
    if (await done()) return
    lastClick = await button.click({ timeout: 5000 }).then(
      () => 'clicked',
      (error: unknown) => error,
    )
    await waitUntil(done, { accept: (seen) => seen, timeoutMs: 10_000, intervalMs: 300 }).catch(() => {
      throw new Error(`not done after the click (${String(lastClick)})`)
    })
  }, timeout)
}

/**
 * Runs a document action once: the footer's primary button when it is that action, else the "…" menu's item.
 * Waits for the action to become enabled (permissions and document state load after the form), then clicks it. The
 * search is retried because the footer renders in stages (an action moves between the primary button and the menu
 * while the document loads, and a re-render closes an open menu); the click itself is made inside the same attempt,
 * so a menu closing between finding the item and clicking it only means one more attempt. A click that throws did
 * not reach the page, and one that lands ends the retries: the action runs once. With `shows` (what the action opens,
 * its dialog), a click counts as landed only once that is visible; with `done` (its effect, read in the lake), an
 * attempt that finds it done stops: a click Playwright reported as timed out can have landed, and the action is then
 * disabled (an approved comment's Approve).
 */
export async function runDocumentAction(
  page: Page,
  label: string,
  options: { shows?: Locator; done?: () => Promise<boolean> } = {},
): Promise<void> {
  const footer = page.getByTestId('pane-footer').last()
  const primary = footer.getByRole('button', { name: label, exact: true })
  const menuButton = footer.getByTestId('action-menu-button')
  const item = page.getByRole('menuitem', { name: label })
  const { shows, done } = options
  await retry(async () => {
    // What the action opens or does is there: a click before this one landed (it is never made twice).
    if (shows && (await shows.isVisible())) return
    if (done && (await done())) return
    if (await primary.isVisible()) {
      if (await item.isVisible()) await page.keyboard.press('Escape')
      if (!(await primary.isEnabled()))
        throw new Error(`"${label}" is disabled${await disabledReason(primary)}; ${await footerText(footer)}`)
      await primary.click({ timeout: 5000 })
    } else {
      if (!(await menuButton.isVisible())) throw new Error('no document footer yet')
      if (!(await item.isVisible())) await menuButton.click({ timeout: 5000 })
      await item.waitFor({ timeout: 5000 })
      if (await item.isDisabled({ timeout: 5000 })) throw new Error(`"${label}" is disabled`)
      await item.click({ timeout: 5000 })
    }
    // A click Playwright made can still miss when the footer draws again between its checks and the click (the menu
    // item replaced or the menu closed: the pointer meets what is under it), most likely on a loaded machine. What the
    // action opens tells; until it shows, the click counts as not made. A dialog that opens while a later attempt reaches for the menu covers the menu button, so that click
    // fails and the next attempt finds the dialog: the action is never opened twice, nor toggled shut.
    if (shows) await shows.waitFor({ state: 'visible', timeout: 15_000 })
    if (done) await waitUntil(done, { accept: (seen) => seen, timeoutMs: 15_000, intervalMs: 300 })
  }, 120_000)
}

/**
 * The names of the document's "…" menu items, once the footer has loaded. Every document with a draft has a menu
 * (Schedule publish is in it for people who may publish): the footer draws it a moment after the Publish button, so
 * it is waited for, not looked for once.
 */
export async function documentMenuItems(page: Page): Promise<string[]> {
  const footer = page.getByTestId('pane-footer').last()
  await footer.getByRole('button', { name: 'Publish' }).waitFor({ timeout: 60_000 })
  const menuButton = footer.getByTestId('action-menu-button')
  await menuButton.waitFor({ timeout: 60_000 })
  return retry(async () => {
    const items = page.getByRole('menuitem')
    if ((await items.count()) === 0) await menuButton.click({ timeout: 5000 })
    await items.first().waitFor({ timeout: 5000 })
    return (await items.allTextContents()).map((text) => text.trim())
  })
}

/**
 * Answers a document action's confirmation (Reject, Mark as spam: Sanity draws it as a popover by the action) with
 * its button, and waits for it to close.
 */
export async function confirmAction(page: Page, button: string): Promise<void> {
  const answer = page.getByRole('button', { name: button, exact: true })
  await answer.click({ timeout: 60_000 })
  await answer.waitFor({ state: 'detached', timeout: 60_000 })
}

/** What the document's footer says (its status, its actions), for a failure's message. */
async function footerText(footer: Locator): Promise<string> {
  const text = (await footer.textContent({ timeout: 2000 }).catch(() => '')) ?? ''
  return `footer: "${text.replace(/\s+/g, ' ').trim().slice(0, 200)}"`
}

/** The tooltip Sanity shows on a disabled action (why it is disabled), for a failure's message. */
async function disabledReason(button: Locator): Promise<string> {
  try {
    await button.hover({ timeout: 2000, force: true })
    const tooltip = button.page().locator('[data-ui="Tooltip"]').last()
    const text = await tooltip.textContent({ timeout: 1000 })
    return text ? ` (${text.trim()})` : ''
  } catch {
    return ''
  }
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
  // The toolbar's style button names the style of the block the click put the caret in (a heading once the text
  // has one): any of them shows the editor is active.
  const styleButton = field.getByRole('button', { name: /^(Normal|No style|Heading [1-6]|Quote)$/ }).first()
  // The editor can be re-rendered while the form loads: each attempt finds it again.
  await retry(async () => {
    await editor.scrollIntoViewIfNeeded({ timeout: 2000 })
    await editor.click({ timeout: 2000 })
    await styleButton.waitFor({ state: 'visible', timeout: 2000 })
  })
  return editor
}

/** The top edge of an element once it is on screen (the Studio re-renders lists as their data arrives, so the
 * element is waited for and its box read again until it has one). */
export async function visibleTop(locator: Locator, timeout = 60_000): Promise<number> {
  await locator.waitFor({ state: 'visible', timeout })
  return retry(async () => {
    const box = await locator.boundingBox({ timeout: 2000 })
    if (!box) throw new Error('not on screen yet')
    return box.y
  }, timeout)
}

/** Waits until `read` returns a value that `accept` likes (for lake state that follows a click). */
export function waitFor<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeout = 60_000,
): Promise<T> {
  return waitUntil(read, { accept, timeoutMs: timeout, intervalMs: 300 })
}
