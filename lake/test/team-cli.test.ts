/**
 * `npm run lake -- members ...` against a running lake's data folder, with invitation and reset mail caught by the
 * local mail catcher: an administrator invites, changes a role, resets a password and removes a person; each
 * takes effect on the person's next request.
 */
import { execFile } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { type CaughtMail, type MailCatcher, startMailCatcher } from '@escrova/lake/mail/mail-catcher'
import { CONTENT_API } from '@escrova/schemas/settings'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  lakeClient,
  removeDataDir,
  spawnLake,
  startTestLake,
  type TestLake,
} from '../../tests/support/lake.ts'
import { addMember, signIn } from '../../tests/support/team.ts'
import { waitFor } from '../../tests/support/wait.ts'
import { DEMO_ROLES } from '../src/cli/demo-team.ts'
import { registrationResponse } from './support/software-passkey.ts'

const ROOT = resolve(import.meta.dirname, '../..')
let lake: TestLake
let mail: MailCatcher

beforeAll(async () => {
  lake = await startTestLake()
  mail = await startMailCatcher()
})
afterAll(async () => {
  await lake?.stop()
  await mail?.close()
})

async function members(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      join(ROOT, 'node_modules/.bin/node'),
      ['--import', 'tsx', 'lake/src/main.ts', 'members', ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          LAKE_DATA_DIR: lake.dataDir,
          LAKE_SMTP_URL: mail.smtpUrl,
          LAKE_PUBLIC_URL: lake.url,
          STUDIO_URL: 'http://localhost:3333',
        },
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/** The newest mail to this address, once it has arrived. */
const mailTo = async (email: string, subject: RegExp): Promise<CaughtMail> =>
  (await waitFor(() =>
    mail.messages().find((message) => message.to.includes(email) && subject.test(message.subject)),
  )) as CaughtMail

const linkIn = (text: string) => /(http:\/\/\S+\/v1\/auth\/link\?token=\S+)/.exec(text)?.[1] as string

/** Opens a mailed link's page and chooses a password there, as the person would. */
async function choosePassword(link: string, password: string, name?: string): Promise<Response> {
  const page = await fetch(link)
  expect(page.status).toBe(200)
  const html = await page.text()
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] as string
  const token = /name="link" value="([^"]+)"/.exec(html)?.[1] as string
  return fetch(new URL('/v1/auth/link', link), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: page.headers.get('set-cookie')?.split(';')[0] ?? '',
    },
    body: new URLSearchParams({ csrf, link: token, password, ...(name ? { name } : {}) }),
  })
}

/** Registers a passkey for the signed-in person as the Studio's Passkeys tool does; the lake's status. */
async function addPasskey(token: string, name: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const options = await (
    await fetch(`${lake.url}/v2025-01-08/auth/passkeys/options`, { method: 'POST', headers })
  ).json()
  const response = registrationResponse(options, new URL(lake.url).origin)
  const saved = await fetch(`${lake.url}/v2025-01-08/auth/passkeys`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ response, name }),
  })
  return saved.status
}

const meAs = (token: string) =>
  fetch(`${lake.url}/v2025-01-08/users/me`, { headers: { authorization: `Bearer ${token}` } })

describe('npm run lake -- members', () => {
  it('invite mails a one-time link; the person chooses a name and password and signs in with their role', async () => {
    const invited = await members('invite', 'ngozi@escrova.test', '--role', 'moderator')
    expect(invited.code).toBe(0)
    expect(invited.stdout).toContain('Invited ngozi@escrova.test as moderator')
    const message = await mailTo('ngozi@escrova.test', /invited/)
    expect(message.text).toContain('as Moderator')
    const link = linkIn(message.text)
    expect(invited.stdout).not.toContain(new URL(link).searchParams.get('token'))

    expect((await choosePassword(link, 'short')).status).toBe(400)
    const saved = await choosePassword(link, 'ngozi chooses a long one', 'Ngozi Eze')
    expect(saved.status).toBe(200)
    // The page says where to go next, with a link.
    expect(await saved.text()).toMatch(/Password saved[\s\S]*<a href="http:\/\/[^"]+">Open the Studio<\/a>/)
    // Used once: the link's page now says it has expired.
    expect((await fetch(link)).status).toBe(410)

    const token = await signIn(lake, 'ngozi@escrova.test', 'ngozi chooses a long one')
    expect(await (await meAs(token)).json()).toMatchObject({ name: 'Ngozi Eze', role: 'moderator' })
    const listed = await members('list')
    expect(listed.stdout).toMatch(/ngozi@escrova\.test {2}Ngozi Eze {2}\[moderator\]/)
  })

  it('role changes what the person may do from their next request; remove ends their sessions at once', async () => {
    await members('invite', 'obi@escrova.test', '--role', 'viewer')
    await choosePassword(linkIn((await mailTo('obi@escrova.test', /invited/)).text), 'obi has a passphrase')
    const token = await signIn(lake, 'obi@escrova.test', 'obi has a passphrase')
    const draft = { _id: 'drafts.post-cli', _type: 'post', title: 'By Obi' }
    await expect(lakeClient(lake.url, token).create(draft)).rejects.toThrow(/permission/i)

    const changed = await members('role', 'obi@escrova.test', 'contributor')
    expect(changed.code).toBe(0)
    expect((await lakeClient(lake.url, token).create(draft))._id).toBe('drafts.post-cli')
    expect((await meAs(token)).status).toBe(200)

    const removed = await members('remove', 'obi@escrova.test')
    expect(removed.stdout).toContain('1 session(s) ended')
    expect((await meAs(token)).status).toBe(401)
  })

  it('reset mails a link; the new password works and sessions from before it end', async () => {
    await members('invite', 'pat@escrova.test', '--role', 'staff')
    await choosePassword(linkIn((await mailTo('pat@escrova.test', /invited/)).text), 'pat first password')
    const before = await signIn(lake, 'pat@escrova.test', 'pat first password')
    expect((await members('reset', 'pat@escrova.test')).code).toBe(0)
    const message = await mailTo('pat@escrova.test', /new password/)
    expect((await choosePassword(linkIn(message.text), 'pat second password')).status).toBe(200)
    expect((await meAs(before)).status).toBe(401)
    expect((await meAs(await signIn(lake, 'pat@escrova.test', 'pat second password'))).status).toBe(200)
  })

  it('list shows how each person signs in: password, authenticator app, passkeys by name, second factor', async () => {
    const femi = await addMember(lake, 'femi@escrova.test', ['editor'])
    const token = await signIn(lake, femi.email, femi.password)
    for (const name of ['Laptop', 'Phone']) expect(await addPasskey(token, name)).toBe(201)
    expect((await members('2fa', 'femi@escrova.test')).code).toBe(0)
    lake.runtime.team.members.requireSecondFactor(femi.id, true)
    await addMember(lake, 'gbenga@escrova.test', ['viewer'])
    await members('invite', 'hauwa@escrova.test', '--role', 'staff')

    const { stdout } = await members('list')
    const line = (email: string) => stdout.split('\n').find((row) => row.includes(`  ${email}  `))
    expect(line('femi@escrova.test')).toMatch(
      /sign-in: password, authenticator app, 2 passkeys \("Laptop", "Phone"\) {2}second factor: required$/,
    )
    expect(line('gbenga@escrova.test')).toMatch(/sign-in: password {2}second factor: not required$/)
    expect(line('hauwa@escrova.test')).toMatch(
      /\(invited\) {2}sign-in: none yet {2}second factor: not required$/,
    )
  })

  it('refuses unknown roles, people and commands with the reason, changing nothing', async () => {
    const badRole = await members('invite', 'quin@escrova.test', '--role', 'superuser')
    expect(badRole.code).toBe(1)
    expect(badRole.stderr).toContain('Unknown role "superuser"')
    expect(lake.runtime.team.members.byEmail('quin@escrova.test')).toBeUndefined()
    const nobody = await members('remove', 'nobody@escrova.test')
    expect(nobody.code).toBe(1)
    expect(nobody.stderr).toContain('nobody@escrova.test is not a member')
    expect((await members('promote')).stderr).toContain('usage: npm run lake -- members')
  })
})

describe('the demo team npm start seeds (LAKE_DEMO_TEAM=true)', () => {
  it('one person per role, passwords only in a 0600 file in the data folder, each can sign in', async () => {
    const spawned = await spawnLake({ env: { LAKE_DEMO_TEAM: 'true' } })
    try {
      const file = join(spawned.dataDir, 'demo-team.json')
      expect(statSync(file).mode & 0o777).toBe(0o600)
      const people = JSON.parse(readFileSync(file, 'utf8')) as Array<{
        role: string
        email: string
        password: string
      }>
      expect(people.map((person) => person.role)).toEqual([...DEMO_ROLES])
      expect(
        people.filter((person) => person.role.startsWith('translator')).map((person) => person.role),
      ).toEqual(['translator-pcm'])
      const address = { url: spawned.url, projectId: CONTENT_API.projectId }
      for (const person of people) {
        const token = await signIn(address, person.email, person.password)
        const me = await fetch(`${spawned.url}/v1/users/me`, {
          headers: { authorization: `Bearer ${token}` },
        })
        expect(await me.json()).toMatchObject({ email: person.email, role: person.role })
      }
    } finally {
      await spawned.kill('SIGTERM')
      removeDataDir(spawned.dataDir)
    }
  })
})
