/**
 * Comments and tasks in the Studio's own UI, on the lake's add-on dataset (lake/src/studio-addons/): a writer comments on
 * a field mentioning an editor, who gets the mail, opens its link and resolves the comment; the writer assigns a
 * review task due today, which the editor finds under their assigned tasks and closes.
 */
import { type CaughtMail, type MailCatcher, startMailCatcher } from '@escrova/lake/mail/mail-catcher'
import { CONTENT_API } from '@escrova/schemas/settings'
import type { Page } from 'playwright'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addMember, signIn } from '../support/team.ts'
import { waitFor as waitUntil } from '../support/wait.ts'
import { FIXTURES, seedFixtures } from './support/fixtures.ts'
import { type StudioHarness, startStudioHarness } from './support/harness.ts'
import { retry, waitFor } from './support/ui.ts'

let harness: StudioHarness
let mail: MailCatcher
const people = {} as Record<'writer' | 'editor', { id: string; email: string; token: string }>

beforeAll(async () => {
  mail = await startMailCatcher()
  harness = await startStudioHarness({ seed: false, lake: { team: { mail: { smtpUrl: mail.smtpUrl } } } })
  await seedFixtures(harness.lake.client('write'))
  for (const [who, email, role] of [
    ['writer', 'wanjiru@escrova.test', 'contributor'],
    ['editor', 'emeka@escrova.test', 'editor'],
  ] as const) {
    const member = await addMember(harness.lake, email, [role])
    people[who] = { ...member, token: await signIn(harness.lake, email, member.password) }
  }
}, 600_000)
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await harness.screenshots(context.task.name)
})
afterAll(async () => {
  await harness?.close()
  await mail?.close()
})

const addon = () => harness.lake.client('write').withConfig({ dataset: `${CONTENT_API.dataset}-comments` })
const postPath = `/intent/edit/id=${FIXTURES.publishedPost._id};type=post`

async function mailTo(email: string, subject: RegExp): Promise<CaughtMail> {
  return (await waitUntil(
    () => mail.messages().find((m) => m.to.includes(email) && subject.test(m.subject)),
    {
      timeoutMs: 60_000,
    },
  )) as CaughtMail
}

/** The Studio path of the link a mail carries (the Studio writes absolute links to where it runs). */
function linkIn(sent: CaughtMail): string {
  const link = new URL(/Open it in the Studio: (\S+)/.exec(sent.text)?.[1] as string)
  expect(link.origin).toBe(new URL(harness.studio.url).origin)
  return `${link.pathname.replace(/^\/+/, '/')}${link.search}`
}

let writerPage: Page

// Each journey loads two Studios: on a loaded 2-core machine that takes longer than the suite's default timeout.
describe('comments and tasks in the Studio', () => {
  it('a writer comments on the title mentioning an editor, who gets the mail, opens it and resolves the comment', async () => {
    ;({ page: writerPage } = await harness.open({ token: people.writer.token }, postPath))
    const title = writerPage.getByTestId('field-title')
    const commentInput = writerPage.getByTestId('comment-input-editable')
    // Counted by the comment box it opens: a click reported as timed out on a loaded machine may still have landed.
    await retry(async () => {
      if (await commentInput.isVisible()) return
      await title.hover({ timeout: 5000 })
      await title.getByRole('button', { name: 'Add comment' }).click({ timeout: 5000 })
      await commentInput.waitFor({ timeout: 10_000 })
    })
    await commentInput.click()
    await writerPage.keyboard.type('Please check ')
    await writerPage.keyboard.type('@')
    await writerPage.getByRole('option', { name: 'emeka' }).click()
    // Sanity's comment input takes the focus back from the mention list a moment after the mention is in, and its
    // caret can land where it was when the list opened, before the mention: cc26 typed "the t" after it and the rest
    // before it. The rest of the sentence is typed once the input holds the focus again, from the line's end.
    await commentInput.getByText('emeka').waitFor()
    await waitUntil(() => commentInput.evaluate((input) => input.contains(document.activeElement)), {
      accept: (focused) => focused,
    })
    await writerPage.keyboard.press('End')
    await writerPage.keyboard.type('the title reads well')
    // The input's own padding box lies over the send button's centre, so a click there is forced through to it. A
    // mention list still open (it follows the caret) takes the first click to close. Sent once the thread shows the
    // comment (its reply box then has a send button of its own), and never sent twice.
    const send = writerPage.getByTestId('comment-input-send-button').first()
    const posted = writerPage
      .getByTestId('comments-list-item')
      .filter({ hasText: 'the title reads well' })
      .first()
    await retry(async () => {
      if (await posted.isVisible()) return
      await send.click({ force: true, timeout: 5000 })
      await posted.waitFor({ timeout: 10_000 })
    })

    const sent = await mailTo(people.editor.email, /mentioned you/)
    expect(sent.subject).toBe(`wanjiru mentioned you in a comment on “${FIXTURES.publishedPost.title}”`)
    expect(sent.text).toContain('Please check @emeka the title reads well')
    const [stored] = await addon().fetch<Array<{ _id: string; status: string; target: object }>>(
      '*[_type == "comment"]{_id, status, target}',
    )
    expect(stored).toMatchObject({
      status: 'open',
      target: { document: { _ref: FIXTURES.publishedPost._id }, path: { field: 'title' } },
    })

    const { page: editorPage } = await harness.open({ token: people.editor.token }, linkIn(sent))
    await editorPage.getByText('Please check').first().waitFor()
    await retry(async () => {
      await editorPage.getByText('Please check').first().hover({ timeout: 5000 })
      await editorPage
        .getByRole('button', { name: 'Mark comment as resolved' })
        .first()
        .click({ timeout: 5000 })
    })
    await waitFor(
      () => addon().fetch<string>('*[_id == $id][0].status', { id: stored._id }),
      (status) => status === 'resolved',
    )
  }, 300_000)

  it('the writer assigns a review task due today; the editor finds it among their tasks and closes it', async () => {
    const today = new Date().toISOString().slice(0, 10)
    await writerPage.getByTestId('tasks-toolbar').click()
    await writerPage.getByRole('button', { name: 'New task' }).first().click()
    await writerPage.getByPlaceholder('Task title').fill('Review the post')
    await writerPage.getByText('Select assignee').click()
    await writerPage
      .getByRole('option', { name: 'emeka' })
      .or(writerPage.getByRole('menuitem', { name: 'emeka' }))
      .first()
      .click()
    await writerPage.locator('#dueBy').fill(today)
    await writerPage.locator('#dueBy').press('Enter')
    await writerPage.getByRole('button', { name: 'Create Task' }).click()

    const sent = await mailTo(people.editor.email, /assigned you a task/)
    expect(sent.subject).toBe('wanjiru assigned you a task: Review the post')
    expect(sent.text).toContain(`Due: ${today}.`)
    expect(sent.text).toContain(`It is about “${FIXTURES.publishedPost.title}”.`)
    const task = await addon().fetch<{ _id: string; assignedTo: string; status: string }>(
      '*[_type == "tasks.task"][0]{_id, assignedTo, status}',
    )
    expect(task).toMatchObject({ assignedTo: people.editor.id, status: 'open' })

    const { page: editorPage } = await harness.open({ token: people.editor.token }, '/structure')
    await editorPage.getByTestId('tasks-toolbar').click()
    await editorPage
      .getByRole('tab', { name: 'Assigned' })
      .or(editorPage.getByText('Assigned', { exact: true }))
      .first()
      .click()
    await editorPage.getByText('Review the post').first().click()
    await editorPage.getByRole('button', { name: 'To Do' }).click()
    await editorPage.getByRole('menuitem', { name: 'Done' }).click()
    await waitFor(
      () => addon().fetch<string>('*[_id == $id][0].status', { id: task._id }),
      (status) => status === 'closed',
    )
  }, 300_000)
})
