/**
 * An administrator manages the team over HTTP, in Sanity's API shapes (what a Studio tool calls): roles, invite
 * (mailed), role change, password reset, removal; anyone else is refused and changes nothing.
 */

import { request as httpRequest } from 'node:http'
import { type CaughtMail, type MailCatcher, startMailCatcher } from '@escrova/lake/mail/mail-catcher'
import { ROLE_NAMES } from '@escrova/schemas/roles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { addMember, signIn } from '../../tests/support/team.ts'
import { waitFor } from '../../tests/support/wait.ts'

let lake: TestLake
let mail: MailCatcher
let admin: string
let editor: string

beforeAll(async () => {
  mail = await startMailCatcher()
  lake = await startTestLake({ team: { mail: { smtpUrl: mail.smtpUrl } } })
  const a = await addMember(lake, 'root@escrova.test', ['administrator'])
  const e = await addMember(lake, 'ed@escrova.test', ['editor'])
  admin = await signIn(lake, a.email, a.password)
  editor = await signIn(lake, e.email, e.password)
})
afterAll(async () => {
  await lake?.stop()
  await mail?.close()
})

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${lake.url}/v2025-07-11${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const project = () => lake.projectId
const mailTo = async (email: string, subject: RegExp) =>
  (await waitFor(() =>
    mail.messages().find((m) => m.to.includes(email) && subject.test(m.subject)),
  )) as CaughtMail

describe('managing members over HTTP', () => {
  it('lists the roles people can have', async () => {
    const roles = (await (
      await fetch(`${lake.url}/v2021-06-07/projects/${project()}/roles`)
    ).json()) as Array<{
      name: string
      appliesToUsers: boolean
    }>
    expect(roles.map((role) => role.name)).toEqual([...ROLE_NAMES])
  })

  it('an administrator invites (the mail goes out), changes the role, sends a reset, removes', async () => {
    const invited = await call(admin, 'POST', `/access/project/${project()}/invites`, {
      email: 'tolu@escrova.test',
      roleNames: ['contributor'],
      name: 'Tolu',
    })
    expect(invited.status).toBe(201)
    expect(invited.body).toMatchObject({ name: 'Tolu', role: 'contributor', status: 'pending' })
    const id = invited.body.id as string
    expect((await mailTo('tolu@escrova.test', /invited/)).text).toContain('/v1/auth/link?token=')

    await lake.runtime.team.setPassword(id, 'tolu picks a password')
    const token = await signIn(lake, 'tolu@escrova.test', 'tolu picks a password')
    const changed = await call(admin, 'PUT', `/access/project/${project()}/users/${id}/roles`, {
      roleNames: ['moderator'],
    })
    expect(changed.body).toMatchObject({ role: 'moderator' })
    expect((await call(token, 'GET', '/users/me')).body).toMatchObject({ role: 'moderator' })

    expect(
      (await call(admin, 'POST', `/access/project/${project()}/users/${id}/password-reset`)).status,
    ).toBe(202)
    expect((await mailTo('tolu@escrova.test', /new password/)).text).toContain('/v1/auth/link?token=')

    const removed = await call(admin, 'DELETE', `/projects/${project()}/members/${id}`)
    expect(removed.body).toEqual({ removed: id, sessionsEnded: 1 })
    expect((await call(token, 'GET', '/users/me')).status).toBe(401)
  })

  it("links the invitation to the lake's plain HTTP address, not the TLS one the Studio called", async () => {
    // The Studio reaches the lake on its HTTP/2 + TLS listener, whose certificate a new member's browser refuses.
    // fetch sets Host itself: node:http sends the Host the Studio's request carries.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(
        `${lake.url}/v2025-07-11/access/project/${project()}/invites`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${admin}`,
            'content-type': 'application/json',
            host: 'escrova.localhost:7743',
            origin: 'http://localhost:3333',
          },
        },
        (response) => {
          response.resume()
          resolve(response.statusCode)
        },
      )
      request.on('error', reject)
      request.end(JSON.stringify({ email: 'kemi@escrova.test', roleNames: ['viewer'] }))
    })
    expect(status).toBe(201)
    const text = (await mailTo('kemi@escrova.test', /invited/)).text
    expect(text).toContain(`${lake.url}/v1/auth/link?token=`)
    expect(text).toContain('sign in at http://localhost:3333')
    expect(text).not.toContain(':7743')
  })

  it('refuses anyone but an administrator, and bad input, changing nothing', async () => {
    const byEditor = await call(editor, 'POST', `/access/project/${project()}/invites`, {
      email: 'uche@escrova.test',
      roleNames: ['administrator'],
    })
    expect(byEditor.status).toBe(403)
    const badRole = await call(admin, 'POST', `/access/project/${project()}/invites`, {
      email: 'uche@escrova.test',
      roleNames: ['owner'],
    })
    expect(badRole).toMatchObject({ status: 400, body: { message: 'Unknown role "owner"' } })
    expect(
      (await call(admin, 'POST', `/access/project/${project()}/invites`, { email: 'uche@escrova.test' }))
        .status,
    ).toBe(400)
    expect(lake.runtime.team.members.byEmail('uche@escrova.test')).toBeUndefined()
    const editorId = lake.runtime.team.members.byEmail('ed@escrova.test')?.id
    expect((await call(editor, 'DELETE', `/projects/${project()}/members/${editorId}`)).status).toBe(403)
    expect((await call(editor, 'GET', '/users/me')).status).toBe(200)
  })
})
