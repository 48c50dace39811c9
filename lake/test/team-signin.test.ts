import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { currentTotp, newTotpSecret } from '@escrova/lake/sign-in/second-factor'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { lakeClient, startTestLake, type TestLake } from '../../tests/support/lake.ts'
import {
  addMember,
  openSignInPage,
  postSignIn,
  STUDIO_ORIGIN,
  sidOf,
  signIn,
} from '../../tests/support/team.ts'
import { waitFor } from '../../tests/support/wait.ts'

/** Each person signs in to the Studio as themselves: the Studio's own token login, against the lake's members. */
let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  await lake?.stop()
})

const me = (token: string) =>
  lakeClient(lake.url, token).request<Record<string, unknown>>({ url: '/users/me' })

async function statusOf(token: string): Promise<number> {
  const response = await fetch(`${lake.url}/v2025-01-08/users/me`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return response.status
}

describe('signing in as the Studio does', () => {
  it('providers -> page -> #sid= -> auth/fetch (once) -> users/me names the person and their role', async () => {
    const ada = await addMember(lake, 'ada@escrova.test', ['editor'])
    const page = await openSignInPage(lake)
    expect(page.url).toBe(`${lake.url}/v1/auth/sign-in`)
    const response = await postSignIn(page, { email: 'Ada@Escrova.test ', password: ada.password })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(new RegExp(`^${STUDIO_ORIGIN}#sid=[\\w-]{20,}$`))
    const sid = sidOf(response) as string

    const fetched = await fetch(`${lake.url}/v2021-06-07/auth/fetch?sid=${sid}`)
    expect(fetched.status).toBe(200)
    const { token } = (await fetched.json()) as { token: string }
    expect(token.length).toBeGreaterThanOrEqual(32)
    expect((await fetch(`${lake.url}/v2021-06-07/auth/fetch?sid=${sid}`)).status).toBe(401)

    expect(await me(token)).toMatchObject({
      id: ada.id,
      name: 'ada',
      email: 'ada@escrova.test',
      role: 'editor',
      roles: [{ name: 'editor', title: 'Editor' }],
      isRobot: false,
    })
    expect(ada.id).toMatch(/^p[A-Za-z0-9]{8}$/)
  })

  it('a wrong password or an unknown e-mail gets the same refusal and no sid', async () => {
    await addMember(lake, 'bola@escrova.test', ['viewer'])
    const page = await openSignInPage(lake)
    for (const fields of [
      { email: 'bola@escrova.test', password: 'not the password at all' },
      { email: 'nobody@escrova.test', password: 'not the password at all' },
    ]) {
      const response = await postSignIn(page, fields)
      expect(response.status).toBe(401)
      expect(sidOf(response)).toBeUndefined()
      expect(await response.text()).toContain('That e-mail and password do not match a member of this team.')
    }
  })

  it('refuses a form without its cookie (another site posting it) and a return origin outside CORS', async () => {
    const carol = await addMember(lake, 'carol@escrova.test', ['viewer'])
    const page = await openSignInPage(lake)
    const forged = await postSignIn({ ...page, cookie: 'lake_form=forged' }, carol)
    expect(forged.status).toBe(403)
    const body = new URLSearchParams({ csrf: page.csrf, origin: 'https://evil.example/', ...carol })
    const elsewhere = await fetch(page.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: page.cookie },
      body,
    })
    expect(elsewhere.status).toBe(403)
    expect(elsewhere.headers.get('location')).toBeNull()
  })

  it("the form posts from the lake's own origin though the CORS allow-list names only the Studio", async () => {
    const strict = await startTestLake({ corsOrigins: [new URL(STUDIO_ORIGIN).origin] })
    try {
      const lina = await addMember(strict, 'lina@escrova.test', ['viewer'])
      const page = await openSignInPage(strict)
      // What Chromium sends for a form on the lake's page posting back to it: both headers, or an Origin alone.
      const sameOrigin = await postSignIn(page, lina, { origin: strict.url, 'sec-fetch-site': 'same-origin' })
      expect(sameOrigin.status).toBe(303)
      expect(sidOf(sameOrigin)).toBeDefined()
      const ownOrigin = await postSignIn(page, lina, { origin: strict.url })
      expect(ownOrigin.status).toBe(303)
      expect(ownOrigin.headers.get('access-control-allow-origin')).toBeNull()
      // Another site is still refused before the form is read, and learns nothing.
      const foreign = await postSignIn(page, lina, {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      })
      expect(foreign.status).toBe(403)
      expect(((await foreign.json()) as { errorCode?: string }).errorCode).toBe('SIO-403-CORS')
      expect(sidOf(foreign)).toBeUndefined()
      // The allow-list itself is unchanged: the lake's origin is no allowed origin for an API call from elsewhere.
      const query = await fetch(`${strict.url}/v2025-01-08/data/query/production?query=1`, {
        headers: { origin: 'http://127.0.0.1:1' },
      })
      expect(query.status).toBe(403)
    } finally {
      await strict.stop()
    }
  })

  it('logout ends the session: the same token is refused on the next request', async () => {
    const dayo = await addMember(lake, 'dayo@escrova.test', ['contributor'])
    const token = await signIn(lake, dayo.email, dayo.password)
    expect(await statusOf(token)).toBe(200)
    const out = await fetch(`${lake.url}/v2021-06-07/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(out.status).toBe(200)
    expect(await statusOf(token)).toBe(401)
  })

  it('a removed member is refused on the next request, and cannot sign in again', async () => {
    const emeka = await addMember(lake, 'emeka@escrova.test', ['moderator'])
    const first = await signIn(lake, emeka.email, emeka.password)
    const second = await signIn(lake, emeka.email, emeka.password)
    expect(await statusOf(first)).toBe(200)
    const { sessionsEnded } = lake.runtime.team.remove(emeka.email)
    expect(sessionsEnded).toBe(2)
    expect(await statusOf(first)).toBe(401)
    expect(await statusOf(second)).toBe(401)
    const again = await postSignIn(await openSignInPage(lake), emeka)
    expect(again.status).toBe(401)
    // History still names them.
    const users = await lake.client().request<{ displayName: string }>({ url: `/users/${emeka.id}` })
    expect(users.displayName).toBe('emeka')
  })

  it('users/<ids> and projects/<id> list members by name with their roles, robots marked', async () => {
    const fola = await addMember(lake, 'fola@escrova.test', ['staff', 'moderator'])
    const token = await signIn(lake, fola.email, fola.password)
    const client = lakeClient(lake.url, token)
    const users = await client.request<Array<{ id: string; displayName: string; isCurrentUser: boolean }>>({
      url: `/users/${fola.id},pLakeAdministrator`,
    })
    expect(users).toMatchObject([
      { id: fola.id, displayName: 'fola', isCurrentUser: true },
      { id: 'pLakeAdministrator', displayName: 'Lake administrator', isCurrentUser: false },
    ])
    const project = await client.request<{
      members: Array<{ id: string; isRobot: boolean; roles: Array<{ name: string }> }>
    }>({ url: `/projects/${lake.projectId}` })
    const byId = new Map(project.members.map((member) => [member.id, member]))
    expect(byId.get(fola.id)).toMatchObject({
      isRobot: false,
      roles: [{ name: 'staff' }, { name: 'moderator' }],
    })
    expect(byId.get('pLakeAdministrator')).toMatchObject({ isRobot: true })
    expect(byId.get('pLakeViewer')).toMatchObject({ isRobot: true })
  })
})

describe('a second factor', () => {
  it('asks for the authenticator code, accepts the current one once, refuses a replay', async () => {
    const gbenga = await addMember(lake, 'gbenga@escrova.test', ['administrator'])
    const { secret } = newTotpSecret(gbenga.email)
    lake.runtime.team.members.setTotpSecret(gbenga.id, secret)
    const page = await openSignInPage(lake)
    const withoutCode = await postSignIn(page, gbenga)
    expect(withoutCode.status).toBe(401)
    expect(await withoutCode.text()).toContain('name="code"')
    const code = currentTotp(secret)
    const ok = await postSignIn(page, { ...gbenga, code })
    expect(ok.status).toBe(303)
    const replay = await postSignIn(page, { ...gbenga, code })
    expect(replay.status).toBe(401)
  })
})

describe('brute force', () => {
  it('throttles one e-mail after 5 failures, even with the right password then', async () => {
    const hauwa = await addMember(lake, 'hauwa@escrova.test', ['viewer'])
    const page = await openSignInPage(lake)
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await postSignIn(page, { email: hauwa.email, password: `guess number ${attempt}` })).status,
      ).toBe(401)
    }
    const blocked = await postSignIn(page, hauwa)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await blocked.text()).toContain('Too many sign-in attempts')
    // Another person is not locked out by it.
    const ify = await addMember(lake, 'ify@escrova.test', ['viewer'])
    expect((await postSignIn(page, ify)).status).toBe(303)
  })

  it('throttles one client address trying many e-mails', async () => {
    const small = await startTestLake({
      team: { throttle: { perEmail: 5, perAddress: 4, windowMs: 60_000 } },
    })
    try {
      const page = await openSignInPage(small)
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await postSignIn(page, {
          email: `person${attempt}@x.test`,
          password: 'some guess 123',
        })
        expect(response.status).toBe(401)
      }
      expect((await postSignIn(page, { email: 'person9@x.test', password: 'some guess 123' })).status).toBe(
        429,
      )
    } finally {
      await small.stop()
    }
  })
})

describe('sessions', () => {
  it('expire: the token is refused once its lifetime is over', async () => {
    const short = await startTestLake({ team: { sessionHours: 1 / 3600 } })
    try {
      const jide = await addMember(short, 'jide@escrova.test', ['viewer'])
      const token = await signIn(short, jide.email, jide.password)
      const status = async () =>
        (await fetch(`${short.url}/v1/users/me`, { headers: { authorization: `Bearer ${token}` } })).status
      expect(await status()).toBe(200)
      expect(await waitFor(status, { accept: (value) => value === 401, timeoutMs: 20_000 })).toBe(401)
    } finally {
      await short.stop()
    }
  })
})

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

describe('secrets at rest', () => {
  it('no password, session token, sign-in code or second-factor secret in the data folder or the logs', async () => {
    const lines: string[] = []
    const spies = (['log', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '))
      }),
    )
    try {
      const kemi = await addMember(lake, 'kemi@escrova.test', ['editor'], 'a very particular passphrase')
      const { secret } = newTotpSecret(kemi.email)
      lake.runtime.team.members.setTotpSecret(kemi.id, secret)
      const response = await postSignIn(await openSignInPage(lake), { ...kemi, code: currentTotp(secret) })
      const sid = sidOf(response) as string
      const { token } = (await (await fetch(`${lake.url}/v1/auth/fetch?sid=${sid}`)).json()) as {
        token: string
      }
      await lakeClient(lake.url, token).request({ url: '/users/me' })
      const secrets = [kemi.password, token, sid, secret]
      for (const file of filesUnder(lake.dataDir)) {
        const bytes = readFileSync(file)
        for (const secret of secrets)
          expect(bytes.includes(Buffer.from(secret)), `${secret} in ${file}`).toBe(false)
      }
      for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret)
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  })
})
