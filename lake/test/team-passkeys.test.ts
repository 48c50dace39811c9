/**
 * Passkeys over HTTP, the parts a browser is not needed for: who may register, bad registration and sign-in input
 * (a clear status, field and message, nothing stored), and an administrator requiring a second factor. The real
 * ceremonies (a virtual authenticator in Chromium) are in tests/studio/members-and-passkeys.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { addMember, openSignInPage, postSignIn, sidOf, signIn } from '../../tests/support/team.ts'

let lake: TestLake
let admin: string
let editor: string
let editorId: string

beforeAll(async () => {
  lake = await startTestLake({ team: { studioUrl: 'http://localhost:3333' } })
  const a = await addMember(lake, 'root@escrova.test', ['administrator'])
  const e = await addMember(lake, 'ada@escrova.test', ['editor'])
  editorId = e.id
  admin = await signIn(lake, a.email, a.password)
  editor = await signIn(lake, e.email, e.password)
})
afterAll(() => lake?.stop())

async function call(token: string | undefined, method: string, path: string, body?: unknown) {
  const response = await fetch(`${lake.url}/v2025-07-11${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const clientData = (fields: Record<string, unknown>) =>
  Buffer.from(JSON.stringify(fields)).toString('base64url')

/** Shaped like a browser's answer, but signed by nobody. */
const fakeCredential = (origin = 'http://localhost:3333', type = 'webauthn.create') => ({
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  clientExtensionResults: {},
  response: {
    clientDataJSON: clientData({ type, challenge: 'not-the-challenge', origin }),
    attestationObject: 'AAAA',
    authenticatorData: 'AAAA',
    signature: 'AAAA',
  },
})

describe('registering a passkey', () => {
  it('needs a signed-in member: anonymous callers and robots are refused', async () => {
    expect((await call(undefined, 'POST', '/auth/passkeys/options')).status).toBe(401)
    expect((await call(lake.tokens.write, 'POST', '/auth/passkeys/options')).status).toBe(401)
    expect((await call(lake.tokens.write, 'GET', '/auth/passkeys')).body).toMatchObject({
      message: 'Sign in as a member of the team to manage your passkeys',
    })
  })

  it('hands out options for this lake and this person', async () => {
    const { status, body } = await call(editor, 'POST', '/auth/passkeys/options')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: 'ada@escrova.test' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    expect(typeof body.challenge).toBe('string')
  })

  it('refuses bad input with the field and a message, storing nothing', async () => {
    const notJson = await call(editor, 'POST', '/auth/passkeys', 'a passkey')
    expect(notJson).toMatchObject({ status: 400, body: { message: 'Expected a JSON object' } })
    const missing = await call(editor, 'POST', '/auth/passkeys', {})
    expect(missing).toMatchObject({ status: 400, body: { field: 'response' } })
    expect(missing.body.message).toMatch(/"response" must be the browser's passkey registration/)
    const badName = await call(editor, 'POST', '/auth/passkeys', { response: fakeCredential(), name: '' })
    expect(badName).toMatchObject({ status: 400, body: { field: 'name' } })

    await call(editor, 'POST', '/auth/passkeys/options')
    const unsigned = await call(editor, 'POST', '/auth/passkeys', { response: fakeCredential() })
    expect(unsigned).toMatchObject({ status: 400, body: { field: 'response' } })
    expect(unsigned.body.message).toMatch(/^The passkey was not accepted/)

    // The challenge went with that attempt: the next try has none, whatever it carries.
    const again = await call(editor, 'POST', '/auth/passkeys', { response: fakeCredential() })
    expect(again.body.message).toBe('This passkey request has expired or was already used: start again')

    await call(editor, 'POST', '/auth/passkeys/options')
    const elsewhere = await call(editor, 'POST', '/auth/passkeys', {
      response: fakeCredential('https://evil.example'),
    })
    expect(elsewhere).toMatchObject({
      status: 400,
      body: { field: 'response', message: 'Passkeys are not accepted from https://evil.example' },
    })

    expect((await call(editor, 'GET', '/auth/passkeys')).body).toEqual({ passkeys: [] })
    expect((await call(editor, 'DELETE', '/auth/passkeys/AAAA')).status).toBe(404)
  })
})

describe('signing in with a passkey', () => {
  it('refuses an unreadable answer and one from a passkey this team never registered', async () => {
    const page = await openSignInPage(lake)
    const garbled = await postSignIn(page, { attempt: page.attempt, passkey: '{not json' })
    expect(garbled.status).toBe(400)
    expect(await garbled.text()).toContain('The passkey answer is not readable')

    const fresh = await openSignInPage(lake)
    const unknown = await postSignIn(fresh, {
      attempt: fresh.attempt,
      passkey: JSON.stringify(fakeCredential('http://localhost:3333', 'webauthn.get')),
    })
    expect(unknown.status).toBe(401)
    expect(sidOf(unknown)).toBeUndefined()
    expect(await unknown.text()).toContain('This passkey is not registered with this team')

    // The attempt was used up by that answer.
    const replay = await postSignIn(fresh, {
      attempt: fresh.attempt,
      passkey: JSON.stringify(fakeCredential('http://localhost:3333', 'webauthn.get')),
    })
    expect(await replay.text()).toContain('This passkey request has expired or was already used')
  })
})

describe('an administrator requires a second factor', () => {
  it('lists members with how they sign in; only administrators may', async () => {
    const listed = await call(admin, 'GET', `/access/project/${lake.projectId}/users`)
    expect(listed.status).toBe(200)
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({
        id: editorId,
        email: 'ada@escrova.test',
        role: 'editor',
        status: 'active',
        authenticatorApp: false,
        passkeys: 0,
        secondFactorRequired: false,
      }),
    )
    expect((await call(editor, 'GET', `/access/project/${lake.projectId}/users`)).status).toBe(403)
  })

  it('refuses bad input, then the password alone no longer signs the person in', async () => {
    const path = `/access/project/${lake.projectId}/users/${editorId}/second-factor`
    const bad = await call(admin, 'PUT', path, { required: 'yes' })
    expect(bad).toMatchObject({
      status: 400,
      body: { field: 'required', message: '"required" must be true or false' },
    })
    expect((await call(editor, 'PUT', path, { required: true })).status).toBe(403)
    expect(lake.runtime.team.members.byId(editorId)?.secondFactorRequired).toBe(false)

    expect((await call(admin, 'PUT', path, { required: true })).body).toMatchObject({
      secondFactorRequired: true,
    })
    const refused = await postSignIn(await openSignInPage(lake), {
      email: 'ada@escrova.test',
      password: 'correct horse battery staple',
    })
    expect(refused.status).toBe(401)
    expect(await refused.text()).toContain('An administrator requires a second factor for you')
    await call(admin, 'PUT', path, { required: false })
    expect(await signIn(lake, 'ada@escrova.test', 'correct horse battery staple')).toMatch(/^lk/)
  })
})
