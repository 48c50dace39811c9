/**
 * Comments in Chromium through the real function: a comment is sent with an Idempotency-Key, the visitor is told it
 * awaits moderation, it stays hidden while pending and shows once approved (no rebuild); replies nest under their
 * parent; empty fields send nothing; a failure says so and keeps the text.
 */
import { COMMENT_CONSENT_LABEL, COMMENT_LIMITS, COMMENT_MESSAGES } from '@escrova/schemas/comments'
import type { Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { poll } from '../support/wait.ts'
import { approveComment, findDraftComment } from './approve.ts'
import { ALL_BLOCKS_SLUG, type BlogStack, startBlogStack } from './blog-stack.ts'
import { gotoHydrated } from './helpers.ts'

let stack: BlogStack

// The site build is shared by the run and may be waiting for another worker's build.
beforeAll(async () => {
  stack = await startBlogStack()
}, 600_000)
afterAll(async () => {
  await stack?.stop()
})

const postUrl = () => `${stack.siteUrl}/blogs/${ALL_BLOCKS_SLUG}`
const commentPosts = () =>
  stack.functionRequests.filter((r) => r.method === 'POST' && r.path === '/api/comments')
const leaveForm = (page: Page) => page.getByRole('form', { name: 'Leave A Comment' })

async function commentCount(page: Page): Promise<number> {
  const text = (await page.locator('#comments-heading').textContent()) ?? ''
  return Number(/^(\d+)/.exec(text)?.[1] ?? Number.NaN)
}

describe('comments', () => {
  it('sends a comment, hides it while pending and shows it once approved', async () => {
    const text = `Escrow saved my deposit on a generator in Onitsha ${Date.now()}`
    const page = await stack.newPage()
    await gotoHydrated(page, postUrl())
    await poll(() => commentCount(page)).toBeGreaterThanOrEqual(0)
    const before = await commentCount(page)

    const form = leaveForm(page)
    await form.getByLabel('Name').fill('Chiamaka O.')
    await form.getByLabel(/^Email/).fill('chiamaka@example.com')
    await form.getByLabel('Message').fill(text)
    await form.getByLabel(COMMENT_CONSENT_LABEL).check()
    await form.getByRole('button', { name: 'Post Comment' }).click()

    await poll(() => page.getByText(COMMENT_MESSAGES.awaitingModeration).isVisible()).toBe(true)
    expect(await form.getByLabel('Name').inputValue()).toBe('')
    expect(await form.getByLabel(/^Email/).inputValue()).toBe('')
    expect(await form.getByLabel('Message').inputValue()).toBe('')
    expect(await form.getByLabel(COMMENT_CONSENT_LABEL).isChecked()).toBe(false)
    const sent = commentPosts().at(-1)
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      name: 'Chiamaka O.',
      text,
      email: 'chiamaka@example.com',
      consent: true,
      website: '',
    })

    // Pending: private, so a fresh visit neither shows nor counts it.
    const write = stack.lake.client('write')
    const draft = await findDraftComment(write, text)
    expect(draft?.moderationStatus).toBe('pending')
    await page.reload()
    await poll(() => commentCount(page)).toBe(before)
    expect(await page.getByText(text).count()).toBe(0)

    // Approved in the lake: shown on the next visit, without a rebuild.
    await approveComment(write, draft as NonNullable<typeof draft>)
    await page.reload()
    await poll(() => page.getByText(text).isVisible()).toBe(true)
    expect(await commentCount(page)).toBe(before + 1)
    await poll(() =>
      page
        .locator('.post-meta')
        .getByRole('link', { name: /Comments$/ })
        .textContent(),
    ).toBe(`${before + 1} Comments`)
    await page.context().close()
  })

  it('toggles a reply form under a comment, sends the reply and nests it once approved', async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, postUrl())
    const firstComment = page.locator('.comment-list > .comment').first()
    await firstComment.waitFor()
    const parentName = (await firstComment.locator('.comment-author').first().textContent()) as string
    const toggle = firstComment.getByRole('button', { name: `Reply to ${parentName}` }).first()

    await toggle.click()
    const replyForm = page.getByRole('form', { name: `Reply to ${parentName}` })
    await poll(() => replyForm.isVisible()).toBe(true)
    await toggle.click()
    await poll(() => replyForm.count()).toBe(0)
    await toggle.click()

    const reply = `Same here, the 12 hour window is fair ${Date.now()}`
    await replyForm.getByLabel('Name').fill('Bola')
    await replyForm.getByLabel('Reply').fill(reply)
    await replyForm.getByLabel(COMMENT_CONSENT_LABEL).check()
    await replyForm.getByRole('button', { name: 'Post Reply' }).click()
    await poll(() => firstComment.getByText(COMMENT_MESSAGES.awaitingModeration).isVisible()).toBe(true)
    await poll(() => replyForm.count()).toBe(0)

    const write = stack.lake.client('write')
    const draft = await findDraftComment(write, reply)
    const parentId = await write.fetch<string>('*[_type == "comment" && _id == $id][0]._id', {
      id: draft?.parent?._ref ?? '',
    })
    expect(parentId).toBeTruthy()
    await approveComment(write, draft as NonNullable<typeof draft>)
    await page.reload()
    const nested = page.locator(`#comment-${parentId} > .comment-replies`).getByText(reply)
    await poll(() => nested.isVisible()).toBe(true)
    await page.context().close()
  })

  it('sends nothing when the name or the message is empty', async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, postUrl())
    const form = leaveForm(page)
    const sentBefore = commentPosts().length
    await form.getByLabel('Message').fill('A message without a name')
    await form.getByLabel(COMMENT_CONSENT_LABEL).check()
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await form.getByLabel('Name').fill('   ')
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await form.getByLabel('Name').fill('Ada')
    await form.getByLabel('Message').fill('   ')
    await form.getByLabel(COMMENT_CONSENT_LABEL).check()
    await form.getByRole('button', { name: 'Post Comment' }).click()
    expect(await page.getByText(COMMENT_MESSAGES.awaitingModeration).count()).toBe(0)
    // A complete comment sent after them is the first request the function sees: had any empty attempt been sent,
    // it would have arrived before this one (the browser sends in click order).
    const complete = `Complete after empty attempts ${Date.now()}`
    await form.getByLabel('Message').fill(complete)
    await form.getByLabel(COMMENT_CONSENT_LABEL).check()
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await poll(() => commentPosts().length).toBeGreaterThan(sentBefore)
    await poll(() => page.getByText(COMMENT_MESSAGES.awaitingModeration).isVisible()).toBe(true)
    expect(
      commentPosts()
        .slice(sentBefore)
        .map((request) => JSON.parse(request.body ?? '{}').text),
    ).toEqual([complete])
    await page.context().close()
  })

  it("shows the shared rules' message under a field and sends nothing (a malformed email, a too-long name)", async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, postUrl())
    const form = leaveForm(page)
    const sentBefore = commentPosts().length
    await form.getByLabel('Name').fill('Ada')
    await form.getByLabel(/^Email/).fill('ada@@example.com')
    await form.getByLabel('Message').fill('Checked before it is sent.')
    await form.getByLabel(COMMENT_CONSENT_LABEL).check()
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await poll(() => form.getByText(COMMENT_MESSAGES.emailInvalid).isVisible()).toBe(true)
    expect(await form.getByLabel(/^Email/).getAttribute('aria-invalid')).toBe('true')

    await form.getByLabel(/^Email/).fill('')
    await form.getByLabel('Name').fill('N'.repeat(COMMENT_LIMITS.name + 1))
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await poll(() => form.getByText(COMMENT_MESSAGES.nameTooLong).isVisible()).toBe(true)
    expect(commentPosts().length).toBe(sentBefore)
    await page.context().close()
  })

  it('asks for the consent box, never pre-ticked, and sends nothing until it is ticked', async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, postUrl())
    const form = leaveForm(page)
    const consent = form.getByLabel(COMMENT_CONSENT_LABEL)
    expect(await consent.isChecked()).toBe(false)
    const sentBefore = commentPosts().length
    await form.getByLabel('Name').fill('Ada')
    await form.getByLabel('Message').fill(`Is a refund held in escrow too? ${Date.now()}`)
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await poll(() => form.getByText(COMMENT_MESSAGES.consentRequired).isVisible()).toBe(true)
    expect(await consent.getAttribute('aria-invalid')).toBe('true')
    expect(commentPosts().length).toBe(sentBefore)
    // Ticking it clears the message; the comment then goes, with the consent in its body.
    await consent.check()
    expect(await form.getByText(COMMENT_MESSAGES.consentRequired).count()).toBe(0)
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await poll(() => page.getByText(COMMENT_MESSAGES.awaitingModeration).isVisible()).toBe(true)
    expect(JSON.parse(commentPosts().at(-1)?.body ?? '{}').consent).toBe(true)
    await page.context().close()
  })

  it('masks phone and account numbers of an approved comment on the post page', async () => {
    const stamp = Date.now()
    const text = `Refund? Call 0803 123 4567 or pay 0123456789, ref ${stamp}`
    const response = await stack.fn.post('/api/comments', {
      post: ALL_BLOCKS_SLUG,
      name: 'Helpful Harry',
      text,
      consent: true,
    })
    expect(response.status).toBe(201)
    const write = stack.lake.client('write')
    const draft = await findDraftComment(write, text)
    expect(draft?.moderationStatus).toBe('pending')
    await approveComment(write, draft as NonNullable<typeof draft>)

    const page = await stack.newPage()
    await gotoHydrated(page, postUrl())
    const shown = page.locator('.comment-text', { hasText: `ref ${stamp}` })
    await poll(() => shown.isVisible()).toBe(true)
    expect(await shown.textContent()).toBe(`Refund? Call 0803 *** **** or pay 012*******, ref ${stamp}`)
    const html = await page.content()
    expect(html).not.toContain('0803 123 4567')
    expect(html).not.toContain('0123456789')
    await page.context().close()
  })

  it('says clearly when sending fails and keeps what was typed', async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, postUrl())
    const form = leaveForm(page)
    await form.getByLabel('Name').fill('Emeka')
    await form.getByLabel('Message').fill('Will this reach you?')
    await form.getByLabel(COMMENT_CONSENT_LABEL).check()
    stack.reachable.fn = false
    try {
      await form.getByRole('button', { name: 'Post Comment' }).click()
      await poll(() => form.getByRole('alert').textContent()).toBe(COMMENT_MESSAGES.sendFailed)
    } finally {
      stack.reachable.fn = true
    }
    expect(await form.getByLabel('Name').inputValue()).toBe('Emeka')
    expect(await form.getByLabel('Message').inputValue()).toBe('Will this reach you?')
    // The same comment sent again reuses its key, so the function stores it once.
    const failedKey = commentPosts().at(-1)?.headers['idempotency-key']
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await poll(() => page.getByText(COMMENT_MESSAGES.awaitingModeration).isVisible()).toBe(true)
    expect(commentPosts().at(-1)?.headers['idempotency-key']).toBe(failedKey)
    await page.context().close()
  })

  it('refuses an email the browser would pass (kemi@localhost) with the function’s own message, before sending', async () => {
    const page = await stack.newPage()
    await gotoHydrated(page, postUrl())
    const form = leaveForm(page)
    const sentBefore = commentPosts().length
    await form.getByLabel('Name').fill('Kemi')
    // Passes the browser's type=email check, not the shared rules the function applies.
    await form.getByLabel(/^Email/).fill('kemi@localhost')
    await form.getByLabel('Message').fill('Is escrow free for buyers?')
    await form.getByLabel(COMMENT_CONSENT_LABEL).check()
    await form.getByRole('button', { name: 'Post Comment' }).click()
    await poll(() => form.getByText(COMMENT_MESSAGES.emailInvalid).isVisible()).toBe(true)
    expect(await form.getByLabel('Message').inputValue()).toBe('Is escrow free for buyers?')
    expect(commentPosts().length).toBe(sentBefore)
    // The function gives the very same message for it.
    const refused = await stack.fn.post('/api/comments', {
      post: ALL_BLOCKS_SLUG,
      name: 'Kemi',
      text: 'Is escrow free for buyers?',
      email: 'kemi@localhost',
      consent: true,
    })
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      email: COMMENT_MESSAGES.emailInvalid,
    })
    await page.context().close()
  })
})
