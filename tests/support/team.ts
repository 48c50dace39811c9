import type { StartedLake } from '@escrova/lake/server'
import type { RoleName } from '@escrova/schemas/roles'

export const STUDIO_ORIGIN = 'http://localhost:3333/'

/** Enough to reach a lake over HTTP (an in-process or a spawned one). */
export type LakeAddress = Pick<StartedLake, 'url' | 'projectId'>

/** A member with a password, made through the team module as the CLI makes them. */
export async function addMember(
  lake: StartedLake,
  email: string,
  roles: RoleName[],
  password = 'correct horse battery staple',
): Promise<{ id: string; email: string; password: string }> {
  const { member } = lake.runtime.team.invite({ email, name: email.split('@')[0], roles })
  await lake.runtime.team.setPassword(member.id, password)
  return { id: member.id, email, password }
}

export interface SignInPage {
  url: string
  cookie: string
  csrf: string
  /** The page's passkey attempt (`lake/src/members/passkeys.ts`). */
  attempt: string
}

/** Opens the sign-in page the way the Studio's login screen does (provider url + origin + withSid). */
export async function openSignInPage(lake: LakeAddress): Promise<SignInPage> {
  const providers = (await (await fetch(`${lake.url}/v2021-06-07/auth/providers`)).json()) as {
    providers: Array<{ url: string }>
  }
  const url = providers.providers[0].url
  const query = new URLSearchParams({ origin: STUDIO_ORIGIN, projectId: lake.projectId, withSid: 'true' })
  const page = await fetch(`${url}?${query}`)
  const html = await page.text()
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1]
  const cookie = page.headers.get('set-cookie')?.split(';')[0]
  const attempt = /name="attempt" value="([^"]+)"/.exec(html)?.[1]
  if (!csrf || !cookie || !attempt)
    throw new Error(`sign-in page without a form token: ${page.status} ${html}`)
  return { url, cookie, csrf, attempt }
}

/** Posts the sign-in form; the answer is not followed (a success is a 303 to the Studio with `#sid=`). */
export function postSignIn(
  page: SignInPage,
  fields: { email: string; password: string; code?: string } | { attempt: string; passkey: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = new URLSearchParams({ csrf: page.csrf, origin: STUDIO_ORIGIN, ...fields })
  return fetch(page.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: page.cookie, ...headers },
    body,
  })
}

export const sidOf = (response: Response): string | undefined =>
  /#sid=([^&]+)$/.exec(response.headers.get('location') ?? '')?.[1]

/** The whole Studio sign-in: page, form, `#sid=`, then `auth/fetch`; the session token. */
export async function signIn(
  lake: LakeAddress,
  email: string,
  password: string,
  code?: string,
): Promise<string> {
  const response = await postSignIn(await openSignInPage(lake), {
    email,
    password,
    ...(code ? { code } : {}),
  })
  const sid = sidOf(response)
  if (!sid) throw new Error(`sign-in failed for ${email}: ${response.status}`)
  const fetched = await fetch(`${lake.url}/v2021-06-07/auth/fetch?sid=${sid}`)
  const { token } = (await fetched.json()) as { token: string }
  return token
}
