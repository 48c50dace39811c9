/**
 * The Studio's comments and tasks add-on dataset: the flags, discovery and setup calls the Studio makes, and who may
 * read and write comments and tasks there (signed-in members who may read the target document; anonymous never),
 * through `@sanity/client` as the Studio calls it; mentions and assignments mail the person with a link.
 */

import { addonGrants } from '@escrova/lake/auth/addon-grants'
import { type CaughtMail, type MailCatcher, startMailCatcher } from '@escrova/lake/mail/mail-catcher'
import { grantsOfRoles, ROLE_NAMES } from '@escrova/schemas/roles'
import { CONTENT_API } from '@escrova/schemas/settings'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lakeClient, startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { addMember, signIn } from '../../tests/support/team.ts'
import { waitFor } from '../../tests/support/wait.ts'

const STUDIO = 'http://localhost:3333'
const ADDON = `${CONTENT_API.dataset}-comments`
let lake: TestLake
let mail: MailCatcher
const people: Record<'editor' | 'moderator' | 'contributor', { id: string; token: string; email: string }> =
  {} as never

beforeAll(async () => {
  mail = await startMailCatcher()
  lake = await startTestLake({ team: { mail: { smtpUrl: mail.smtpUrl } } })
  for (const role of ['editor', 'moderator', 'contributor'] as const) {
    // The editor also works as staff: applications are read by staff alone (`@escrova/schemas/roles`).
    const added = await addMember(
      lake,
      `${role}@escrova.test`,
      role === 'editor' ? ['editor', 'staff'] : [role],
    )
    people[role] = {
      id: added.id,
      email: added.email,
      token: await signIn(lake, added.email, added.password),
    }
  }
  await lake
    .client()
    .transaction()
    .create({ _id: 'post-a', _type: 'post', title: 'Escrow in plain terms' })
    .create({ _id: 'waitList.app-1', _type: 'waitListApplication', businessName: 'Private Ltd' })
    .commit()
})
afterAll(async () => {
  await lake?.stop()
  await mail?.close()
})

const api = (path: string, token?: string, init: RequestInit = {}) =>
  fetch(`${lake.url}/v2025-02-19${path}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  })
const addon = (token?: string): SanityClient => lakeClient(lake.url, token).withConfig({ dataset: ADDON })

const block = (...children: object[]) => [
  { _type: 'block', _key: 'b1', style: 'normal', markDefs: [], children },
]
const span = (text: string) => ({ _type: 'span', _key: `s${text.length}`, text, marks: [] })
const mention = (userId: string) => ({ _type: 'mention', _key: `m${userId}`, userId })

function comment(id: string, authorId: string, documentId: string, message: object[], field = 'title') {
  return {
    _id: id,
    _type: 'comment',
    authorId,
    message,
    status: 'open',
    threadId: `thread-${id}`,
    reactions: [],
    context: {
      notification: {
        documentTitle: 'from the Studio',
        url: `${STUDIO}/intent/edit/id=${documentId};type=post;inspect=sanity%2Fcomments;comment=${id}`,
        workspaceTitle: 'Default',
      },
    },
    target: {
      documentType: documentId.startsWith('waitList') ? 'waitListApplication' : 'post',
      path: { field },
      document: {
        _dataset: CONTENT_API.dataset,
        _projectId: lake.projectId,
        _ref: documentId,
        _type: 'crossDatasetReference',
        _weak: true,
      },
    },
  }
}

/** The editor comments on a document with `text` followed by a mention of `userId`. */
const editorMentions = (id: string, documentId: string, text: string, userId: string) =>
  addon(people.editor.token).create(
    comment(id, people.editor.id, documentId, block(span(text), mention(userId))),
  )

const mailTo = (email: string, subject: RegExp) =>
  waitFor(() =>
    mail.messages().find((m) => m.to.includes(email) && subject.test(m.subject)),
  ) as Promise<CaughtMail>

describe('the Studio finds and sets up the add-on dataset', () => {
  it('answers the flags that switch comments and tasks on', async () => {
    const features = (await (await api('/features', people.editor.token)).json()) as string[]
    expect(features).toEqual(expect.arrayContaining(['studioComments', 'sanityTasks']))
  })

  it('lists no add-on before setup, creates it once for a member, refuses anonymous callers', async () => {
    const discovery = `/projects/${lake.projectId}/datasets?datasetProfile=comments&addonFor=${CONTENT_API.dataset}`
    expect(await (await api(discovery, people.editor.token)).json()).toEqual([])
    const setup = `/comments/${CONTENT_API.dataset}/setup`
    expect((await api(setup, undefined, { method: 'POST' })).status).toBe(401)
    expect(await (await api(discovery, people.editor.token)).json()).toEqual([])

    const created = await api(setup, people.contributor.token, { method: 'POST' })
    expect(created.status).toBe(200)
    expect(await created.json()).toMatchObject({ datasetName: ADDON })
    const again = await api(setup, people.editor.token, { method: 'POST' })
    expect(await again.json()).toMatchObject({ datasetName: ADDON })
    expect(await (await api(discovery, people.moderator.token)).json()).toEqual([
      expect.objectContaining({ name: ADDON, addonFor: CONTENT_API.dataset, datasetProfile: 'comments' }),
    ])
    expect((await api(`/comments/no-such/setup`, people.editor.token, { method: 'POST' })).status).toBe(404)
  })
})

describe('who may read and write comments and tasks', () => {
  it('anonymous callers can neither read, listen nor write', async () => {
    const query = await api(`/data/query/${ADDON}?query=${encodeURIComponent('*')}`)
    expect(query.status).toBe(401)
    const listen = await api(`/data/listen/${ADDON}?query=${encodeURIComponent('*')}`)
    expect(listen.status).toBe(401)
    await expect(
      addon().create(comment('anon-1', 'nobody', 'post-a', block(span('hi')))),
    ).rejects.toMatchObject({
      statusCode: 401,
    })
    expect(await addon(lake.tokens.write).fetch('count(*)')).toBe(0)
  })

  it('an editor who is also staff comments on an application; a moderator, who cannot read applications, neither sees nor adds one', async () => {
    await addon(people.editor.token).create(
      comment('c-app', people.editor.id, 'waitList.app-1', block(span('Check the CAC number'))),
    )
    await expect(
      addon(people.moderator.token).create(
        comment('c-app-mod', people.moderator.id, 'waitList.app-1', block(span('sneaky'))),
      ),
    ).rejects.toMatchObject({ statusCode: 403 })
    await expect(
      addon(people.moderator.token).patch('c-app').set({ status: 'resolved' }).commit(),
    ).rejects.toMatchObject({ statusCode: 403 })

    await addon(people.moderator.token).create(
      comment('c-post', people.moderator.id, 'post-a', block(span('Typo in the title'))),
    )
    const ids = (token: string) => addon(token).fetch<string[]>('*[_type == "comment"] | order(_id)._id')
    expect(await ids(people.editor.token)).toEqual(['c-app', 'c-post'])
    expect(await ids(people.moderator.token)).toEqual(['c-post'])
    expect(await addon(people.moderator.token).getDocument('c-app')).toBeUndefined()
  })

  it('a colleague resolves a comment; a task closes; the read token reads but cannot write', async () => {
    await addon(people.editor.token).patch('c-post').set({ status: 'resolved' }).commit()
    expect(await addon(people.moderator.token).fetch('*[_id == "c-post"][0].status')).toBe('resolved')
    await expect(
      addon(lake.tokens.read).patch('c-post').set({ status: 'open' }).commit(),
    ).rejects.toMatchObject({
      statusCode: 403,
    })
    // The read token (a viewer) reads the post's comment, not the application's.
    expect(await addon(lake.tokens.read).fetch('*[_type == "comment"]._id')).toEqual(['c-post'])
  })

  it('gives every role its read grants on the targets (a read grant that cannot be moved would silently give nothing)', () => {
    for (const role of ROLE_NAMES) {
      const reads = grantsOfRoles([role]).filter((grant) => grant.permissions.includes('read'))
      const moved = addonGrants({ kind: 'member', identity: 'p1', roles: [role] })
      expect(moved, role).toHaveLength(reads.length)
    }
    expect(addonGrants({ kind: 'anonymous', identity: '<anonymous>', roles: [] })).toEqual([])
  })

  it('reports the add-on grants at /acl, filters on the target the Studio evaluates itself', async () => {
    const acl = (await (
      await api(`/projects/${lake.projectId}/datasets/${ADDON}/acl`, people.moderator.token)
    ).json()) as Array<{ filter: string; permissions: string[] }>
    expect(acl.length).toBeGreaterThan(0)
    expect(acl.every((grant) => grant.filter.includes('target.document._ref'))).toBe(true)
    expect(acl[0].permissions).toEqual(expect.arrayContaining(['read', 'create', 'update']))
  })

  it('answers the system groups the mention list reads, to members only', async () => {
    const groups = await lakeClient(lake.url, people.editor.token).fetch<
      Array<{ members: string[]; grants: object[] }>
    >('*[_type == "system.group"]{members, grants}')
    const members = groups.flatMap((group) => group.members)
    expect(members).toEqual(expect.arrayContaining([people.editor.id, people.moderator.id]))
    expect(await lakeClient(lake.url).fetch('*[_type == "system.group"]{members}')).toEqual([])
  })
})

describe('mentions and assignments mail the person', () => {
  it('mails a mentioned colleague with the link to the field; never someone who may not read the document', async () => {
    await editorMentions('c-mod-app', 'waitList.app-1', 'FYI ', people.moderator.id)
    await editorMentions('c-mention', 'post-a', 'Please check ', people.contributor.id)
    const sent = await mailTo(people.contributor.email, /mentioned you/)
    expect(sent.subject).toBe('editor mentioned you in a comment on “Escrow in plain terms”')
    expect(sent.text).toContain('Please check @contributor')
    expect(sent.text).toContain(
      `${STUDIO}/intent/edit/id=post-a;type=post;inspect=sanity%2Fcomments;comment=c-mention`,
    )
    // Mails go out one after another in commit order: the application's comment came first and mailed nobody.
    expect(mail.messages().filter((m) => m.to.includes(people.moderator.email))).toEqual([])
  })

  it('mails the assignee of a created task with its due date, once; closing it mails nobody', async () => {
    const task = {
      _id: 'task-1',
      _type: 'tasks.task',
      title: 'Review the post',
      authorId: people.contributor.id,
      assignedTo: people.editor.id,
      dueBy: '2026-12-01',
      status: 'open',
      subscribers: [people.contributor.id, people.editor.id],
      target: {
        documentType: 'post',
        document: {
          _dataset: CONTENT_API.dataset,
          _projectId: lake.projectId,
          _ref: 'post-a',
          _type: 'crossDatasetReference',
          _weak: true,
        },
      },
      context: { notification: { url: 'https://evil.example/phish', workspaceTitle: 'Default' } },
    }
    await addon(people.contributor.token).create(task)
    await addon(people.contributor.token)
      .patch('task-1')
      .set({ createdByUser: new Date().toISOString() })
      .commit()
    const sent = await mailTo(people.editor.email, /assigned you a task/)
    expect(sent.subject).toBe('contributor assigned you a task: Review the post')
    expect(sent.text).toContain('Due: 2026-12-01')
    // A link to an origin the lake does not serve is replaced by the Studio's own.
    expect(sent.text).not.toContain('evil.example')
    expect(sent.text).toContain('selectedTask=task-1')

    await addon(people.editor.token).patch('task-1').set({ status: 'closed' }).commit()
    expect(await addon(people.contributor.token).fetch('*[_id == "task-1"][0].status')).toBe('closed')
    await editorMentions('c-last', 'post-a', 'done ', people.contributor.id)
    await waitFor(() => mail.messages().filter((m) => m.to.includes(people.contributor.email)).length === 2)
    expect(mail.messages().filter((m) => m.to.includes(people.editor.email))).toHaveLength(1)
  })

  it("keeps the Studio's own task link, with one slash where the Studio wrote two", async () => {
    await addon(people.contributor.token).create({
      _id: 'task-2',
      _type: 'tasks.task',
      title: 'Check the excerpt',
      authorId: people.contributor.id,
      assignedTo: people.moderator.id,
      status: 'open',
      subscribers: [people.contributor.id, people.moderator.id],
      context: {
        notification: {
          url: `${STUDIO}//structure/blog;posts?sidebar=tasks&selectedTask=task-2&viewMode=edit`,
          workspaceTitle: 'Default',
        },
      },
    })
    await addon(people.contributor.token)
      .patch('task-2')
      .set({ createdByUser: new Date().toISOString() })
      .commit()
    const sent = await mailTo(people.moderator.email, /assigned you a task/)
    expect(sent.text).toContain(
      `${STUDIO}/structure/blog;posts?sidebar=tasks&selectedTask=task-2&viewMode=edit`,
    )
    expect(sent.text).not.toContain('//structure')
  })

  it('a comment on a task names the task and links to it', async () => {
    await addon(people.contributor.token).create({
      _id: 'c-on-task',
      _type: 'comment',
      authorId: people.contributor.id,
      message: block(span('Ping '), mention(people.editor.id)),
      status: 'open',
      threadId: 'thread-task',
      target: { document: { _ref: 'task-1', _type: 'reference', _weak: true } },
    })
    const sent = await mailTo(people.editor.email, /mentioned you/)
    expect(sent.subject).toBe('contributor mentioned you in a comment on “Review the post”')
    expect(sent.text).toContain('/?sidebar=tasks&selectedTask=task-1&viewMode=edit')
  })
})
