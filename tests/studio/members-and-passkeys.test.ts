import { type CaughtMail, type MailCatcher, startMailCatcher } from '@escrova/lake/mail/mail-catcher'
import type { Page, Request } from 'playwright'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addMember, signIn } from '../support/team.ts'
import { poll, waitFor } from '../support/wait.ts'
import { type StudioHarness, startStudioHarness } from './support/harness.ts'
import { retry } from './support/ui.ts'

/**
 * The team from the Studio. An administrator uses the Members tool (invites: the mail arrives; changes a role;
 * removes a person, whose open session is refused at once); an editor has no such tool. A member registers a
 * passkey in the Passkeys tool (Chromium's virtual authenticator), signs out, and signs in with it on the lake's
 * sign-in page from the Studio's own login screen; the same answer replayed, or sent for another attempt, is refused.
 */
let harness: StudioHarness
let mail: MailCatcher

beforeAll(async () => {
  mail = await startMailCatcher()
  // Passkeys belong to the Studio's host (lake/src/routes/passkeys.ts): the tests' Studio is on localhost.
  harness = await startStudioHarness({
    seed: false,
    lake: { team: { mail: { smtpUrl: mail.smtpUrl }, studioUrl: 'http://localhost' } },
  })
}, 600_000)
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await harness.screenshots(context.task.name)
})
afterAll(async () => {
  await harness?.close()
  await mail?.close()
})

const ROOM = { timeout: 90_000 }

async function person(email: string, roles: Parameters<typeof addMember>[2]) {
  const member = await addMember(harness.lake, email, roles)
  return { ...member, token: await signIn(harness.lake, member.email, member.password) }
}

const me = async (token: string) =>
  fetch(`${harness.lake.url}/v1/users/me`, { headers: { authorization: `Bearer ${token}` } })

/** The Studio's navbar link to a tool, by its title. */
const toolLink = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true })

describe('the Members tool', () => {
  it('an administrator invites, changes a role and removes; the removed session is refused', async () => {
    const admin = await person('root@escrova.test', ['administrator'])
    const bola = await person('bola@escrova.test', ['editor'])
    const chidi = await person('chidi@escrova.test', ['staff'])
    const { page } = await harness.open({ token: admin.token }, '/structure')
    await toolLink(page, 'Members').click()
    const chidiRow = page.getByTestId('member-chidi@escrova.test')
    await chidiRow.waitFor(ROOM)

    await page.getByLabel('E-mail to invite').fill('tolu@escrova.test')
    await page.getByLabel('Role for the invitation').selectOption('contributor')
    await page.getByRole('button', { name: 'Invite', exact: true }).click()
    await page.getByText('Invitation sent to tolu@escrova.test as Contributor.').waitFor(ROOM)
    await page.getByTestId('member-tolu@escrova.test').getByText('tolu (invited)').waitFor()
    const invitation = (await waitFor(() =>
      mail.messages().find((m) => m.to.includes('tolu@escrova.test')),
    )) as CaughtMail
    expect(invitation.text).toContain('/v1/auth/link?token=')

    // The lake's own message when it refuses: Tolu is a member now.
    await page.getByLabel('E-mail to invite').fill('tolu@escrova.test')
    await page.getByRole('button', { name: 'Invite', exact: true }).click()
    await page.getByRole('alert').getByText('tolu@escrova.test is already a member').waitFor(ROOM)

    await page.getByLabel('Role of bola@escrova.test').selectOption('moderator')
    await page.getByText('bola is now moderator.').waitFor(ROOM)
    expect(await (await me(bola.token)).json()).toMatchObject({ role: 'moderator' })

    page.once('dialog', (dialog) => void dialog.accept())
    await chidiRow.getByRole('button', { name: 'Remove chidi@escrova.test' }).click()
    await page.getByText('chidi was removed; 1 session(s) ended.').waitFor(ROOM)
    await poll(() => chidiRow.count(), ROOM).toBe(0)
    expect((await me(chidi.token)).status).toBe(401)
  }, 300_000)

  it('an editor has no Members tool, and its address shows no members', async () => {
    const ada = await person('ada@escrova.test', ['editor'])
    const { page } = await harness.open({ token: ada.token }, '/structure')
    // The navbar lists the tools together: once Passkeys shows, Members would have too.
    await toolLink(page, 'Passkeys').waitFor(ROOM)
    expect(await toolLink(page, 'Members').count()).toBe(0)
    await page.goto(`${harness.studio.url}/members`)
    await page.getByText('Tool not found', { exact: false }).first().waitFor(ROOM)
    expect(await page.getByTestId('members-list').count()).toBe(0)
  }, 300_000)
})

// The Studio replaces its whole layout once shortly after it first renders (and after each sign-in), so the click
// below may land on a Passkeys tool that is unmounted while the prompt runs: the outcome must still be shown
// (studio/components/members/listStore.ts).
describe('passkeys', () => {
  it('a member registers one, signs out, signs in with it; a replayed or foreign answer is refused', async () => {
    const kemi = await person('kemi@escrova.test', ['editor'])
    const { page, context } = await harness.open({ token: kemi.token }, '/passkeys')
    const cdp = await context.newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    })

    await page.getByText('No passkeys yet.').waitFor(ROOM)
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await page.getByText('Passkey "My passkey" added: use it on the sign-in page.').waitFor(ROOM)
    await page.getByTestId('passkeys-list').getByText('My passkey').waitFor()
    expect(await page.getByTestId('passkeys-list').getByRole('listitem').count()).toBe(1)

    // Counted by the session's end on the lake: a Sign out reported as timed out may still have landed, and then
    // there is no user menu to open again; one that landed ends the session a moment later (the Studio's logout
    // request), not by the time the click returns, so each click waits for that before trying again.
    const signedOut = async () => (await me(kemi.token)).status === 401
    await retry(async () => {
      if (await signedOut()) return
      await page.locator('#user-menu').click({ timeout: 5000 })
      await page.getByRole('menuitem', { name: 'Sign out' }).click({ timeout: 5000 })
      await waitFor(signedOut, { timeoutMs: 10_000, intervalMs: 300 })
    }, 90_000)
    expect((await me(kemi.token)).status).toBe(401)

    // The Studio's own login screen, then the lake's page: the passkey instead of the password.
    let posted: Request | undefined
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/v1/auth/sign-in')) posted = request
    })
    await page.getByText('E-mail and password').first().click(ROOM)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click(ROOM)
    await page.getByText('Add a passkey').waitFor(ROOM)
    expect(new URL(page.url()).origin).toBe(harness.studio.url)
    const stored = await page.evaluate(() => localStorage.getItem('__studio_auth_token_escrova'))
    const token = (JSON.parse(stored ?? '{}') as { token?: string }).token as string
    expect(await (await me(token)).json()).toMatchObject({ id: kemi.id })

    // What the page posted, sent again from the same browser: its attempt is used up.
    const signInUrl = posted?.url() as string
    const form = Object.fromEntries(new URLSearchParams(posted?.postData() ?? ''))
    expect(form.passkey).toContain('"type":"public-key"')
    const again = await context.request.post(signInUrl, { form, maxRedirects: 0 })
    expect(again.status()).toBe(401)
    expect(await again.text()).toContain('This passkey request has expired or was already used')
    // The same answer for a fresh attempt of the page: it signed another challenge.
    const origin = new URL(form.origin).href
    const freshPage = await (
      await context.request.get(`${signInUrl}?origin=${encodeURIComponent(origin)}`)
    ).text()
    const attempt = /name="attempt" value="([^"]+)"/.exec(freshPage)?.[1] as string
    const csrf = /name="csrf" value="([^"]+)"/.exec(freshPage)?.[1] as string
    const foreign = await context.request.post(signInUrl, {
      form: { ...form, attempt, csrf },
      maxRedirects: 0,
    })
    expect(foreign.status()).toBe(401)
    expect(foreign.headers().location).toBeUndefined()
    expect(await foreign.text()).toContain('The passkey was not accepted')
    expect(await (await me(token)).json()).toMatchObject({ id: kemi.id })
  }, 300_000)
})
