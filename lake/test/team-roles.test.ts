/**
 * Every role against every route, through real HTTP with each person's own session: what they may read comes back,
 * what they may not is omitted (reads) or refused with Sanity's `insufficientPermissionsError` (writes).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROLE_NAMES, ROLES, type RoleName, TRANSLATOR_ROLE_NAMES } from '@escrova/schemas/roles'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lakeClient, startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { addMember, signIn } from '../../tests/support/team.ts'
import { liveEvents } from './support/live.ts'

let lake: TestLake
const tokens = {} as Record<RoleName, string>
const clients = {} as Record<RoleName, SanityClient>

const DOCS = {
  post: { _id: 'post-1', _type: 'post', title: 'Escrow basics' },
  postDraft: { _id: 'drafts.post-1', _type: 'post', title: 'Escrow basics (edited)' },
  // A Hausa translation's draft: what Hausa's translator may write, and may not publish.
  hausaDraft: { _id: 'drafts.post-1-ha', _type: 'post', language: 'ha', title: 'Tushen escrow' },
  // A Pidgin one: Pidgin's translator writes it, Hausa's does not.
  pidginDraft: { _id: 'drafts.post-1-pcm', _type: 'post', language: 'pcm', title: 'Escrow basics for Naija' },
  pendingComment: { _id: 'drafts.comment-1', _type: 'comment', moderationStatus: 'pending', text: 'Hi' },
  application: { _id: 'waitList.app-1', _type: 'waitListApplication', email: 'ada@example.com' },
  applicationDraft: { _id: 'drafts.waitList.app-1', _type: 'waitListApplication', email: 'ada@example.org' },
  ticket: { _id: 'supportTicket.t-1', _type: 'supportTicket', email: 'bola@example.com' },
  audit: { _id: 'auditLog.a-1', _type: 'auditLogEntry', action: 'find' },
  privacy: { _id: 'privacy.settings', _type: 'privacySettings', applicationRetentionMonths: 12 },
  erasure: { _id: 'privacy.sheetErasure.row-1', _type: 'sheetRowErasure', status: 'pending' },
  // Content Releases: the release document and versions, read under the same grants as what they hold.
  release: { _id: '_.releases.rSpring', _type: 'system.release', state: 'active' },
  postVersion: { _id: 'versions.rSpring.post-1', _type: 'post', title: 'Escrow basics (spring)' },
  applicationVersion: {
    _id: 'versions.rSpring.waitList.app-1',
    _type: 'waitListApplication',
    email: 'a@b.c',
  },
  auditVersion: { _id: 'versions.rSpring.auditLog.a-1', _type: 'auditLogEntry', action: 'find' },
}
type DocName = keyof typeof DOCS

const ALL = ROLE_NAMES
/** Applications, tickets and privacy records: the roles whose job they are (`@escrova/schemas/roles`). */
const PRIVATE_RECORD_READERS: readonly RoleName[] = ['administrator', 'staff', 'privacyOfficer']
/** Which roles read each document (the rest must never see it, by any route). */
const READERS: Record<DocName, readonly RoleName[]> = {
  post: ALL,
  postDraft: ALL,
  hausaDraft: ALL,
  pidginDraft: ALL,
  pendingComment: ALL,
  application: PRIVATE_RECORD_READERS,
  applicationDraft: PRIVATE_RECORD_READERS,
  ticket: PRIVATE_RECORD_READERS,
  audit: ['administrator', 'privacyOfficer'],
  privacy: PRIVATE_RECORD_READERS,
  erasure: PRIVATE_RECORD_READERS,
  release: ALL,
  postVersion: ALL,
  applicationVersion: PRIVATE_RECORD_READERS,
  auditVersion: ['administrator', 'privacyOfficer'],
}

beforeAll(async () => {
  lake = await startTestLake()
  const transaction = lake.client().transaction()
  for (const doc of Object.values(DOCS)) transaction.create(doc as { _id: string; _type: string })
  await transaction.commit()
  for (const role of ROLE_NAMES) {
    const person = await addMember(lake, `${role.toLowerCase()}@escrova.test`, [role])
    tokens[role] = await signIn(lake, person.email, person.password)
    // The API version that answers version documents (earlier ones leave them out, as hosted Sanity does).
    clients[role] = lakeClient(lake.url, tokens[role]).withConfig({ apiVersion: '2025-02-19' })
  }
}, 60_000)
afterAll(async () => {
  await lake?.stop()
})

async function call(role: RoleName, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('authorization', `Bearer ${tokens[role]}`)
  const response = await fetch(`${lake.url}/v2025-02-19${path}`, { ...init, headers })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, body, text }
}

const ids = Object.values(DOCS).map((doc) => doc._id)
const readable = (role: RoleName) =>
  (Object.keys(DOCS) as DocName[])
    .filter((name) => READERS[name].includes(role))
    .map((name) => DOCS[name]._id)

describe.each(ROLE_NAMES)('%s reads', (role) => {
  it('query (raw) returns exactly the documents the role reads', async () => {
    const found = await clients[role].fetch<string[]>('*[_id in $ids]._id', { ids }, { perspective: 'raw' })
    expect(found.sort()).toEqual(readable(role).sort())
  })

  it('query (drafts and published perspectives) never shows a document outside the role', async () => {
    const drafts = await clients[role].fetch<string[]>('*[]._originalId', {}, { perspective: 'drafts' })
    const published = await clients[role].fetch<string[]>('*[]._id', {}, { perspective: 'published' })
    const expected = readable(role).filter((id) => !id.startsWith('drafts.') && !id.startsWith('versions.'))
    expect(published.sort()).toEqual(expected.sort())
    expect(drafts).not.toContain('post-1')
    expect(drafts).toContain('drafts.post-1')
    for (const id of ids.filter((id) => !readable(role).includes(id))) expect(drafts).not.toContain(id)
  })

  it('doc: readable documents come back, the rest are omitted for permission', async () => {
    const { body } = await call(role, `/data/doc/production/${ids.join(',')}`)
    const { documents, omitted } = body as {
      documents: Array<{ _id: string }>
      omitted: Array<{ id: string; reason: string }>
    }
    expect(documents.map((doc) => doc._id).sort()).toEqual(readable(role).sort())
    for (const entry of omitted) expect(entry.reason).toBe('permission')
    expect(omitted.length).toBe(ids.length - readable(role).length)
  })

  it('export streams only the documents the role reads', async () => {
    const { text } = await call(role, '/data/export/production')
    const exported = text
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { _id: string })._id)
    expect(exported.filter((id) => ids.includes(id)).sort()).toEqual(readable(role).sort())
  })

  it('history: allowed for the documents the role reads, 403 for the rest', async () => {
    for (const id of ids) {
      const { status, text } = await call(
        role,
        `/data/history/production/transactions/${id}?excludeContent=true`,
      )
      if (readable(role).includes(id)) {
        expect(status, id).toBe(200)
        expect(text).toContain(id)
      } else {
        expect(status, id).toBe(403)
      }
      const events = await call(role, `/data/history/production/events/documents/${id}`)
      expect(events.status, id).toBe(readable(role).includes(id) ? 200 : 403)
    }
  })

  it('acl and users/me report the role and its grants', async () => {
    const acl = await call(role, `/projects/${lake.projectId}/datasets/production/acl`)
    expect(acl.body).toEqual(ROLES[role].grants)
    const me = await call(role, '/users/me')
    expect(me.body).toMatchObject({ role, roles: [{ name: role }] })
  })
})

/** The sync tag a commit to this document carries (its `_id`), as the lake computes it. */
const idTag = (id: string) => lake.runtime.syncTags.tags([`_id=${JSON.stringify(id)}`])[0]

describe.each(ROLE_NAMES)('%s listens', (role) => {
  it('listen and live events (includeDrafts) carry only changes the role may read', async () => {
    const heard: string[] = []
    let welcomed = false
    const subscription = clients[role]
      .listen('*', {}, { events: ['welcome', 'mutation'], includeResult: false } as never)
      .subscribe((event) => {
        const { type, documentId } = event as { type: string; documentId: string }
        if (type === 'welcome') welcomed = true
        else heard.push(documentId)
      })
    const live = liveEvents(clients[role].withConfig({ apiVersion: '2025-02-19' }), { includeDrafts: true })
    try {
      expect((await live.next()).type).toBe('welcome')
      await expect.poll(() => welcomed).toBe(true)
      const touched = (['application', 'ticket', 'privacy'] as const).map((name) => DOCS[name]._id)
      for (const id of touched) {
        await lake.client().patch(id).set({ touchedBy: role }).commit({ visibility: 'sync' })
      }
      // The audit log is only appended to: a new entry, heard by its readers alone.
      const entry = `auditLog.heard-by-${role}`
      await lake
        .client()
        .create({ _id: entry, _type: 'auditLogEntry', action: 'find' }, { visibility: 'sync' })
      touched.push(entry as never)
      await lake.client().patch('drafts.post-1').set({ touchedBy: role }).commit({ visibility: 'sync' })
      await expect.poll(() => heard, { timeout: 15_000 }).toContain('drafts.post-1')
      const reads = (id: string) =>
        readable(role).includes(id) || (id.startsWith('auditLog.') && READERS.audit.includes(role))
      const expected = [...touched.filter(reads), 'drafts.post-1']
      expect(heard).toEqual(expected)
      // The live stream's messages, in order: one per readable commit, none for the others.
      for (const id of expected) {
        const event = (await live.next()) as { type: string; tags?: string[] }
        expect(event.type).toBe('message')
        expect(event.tags, id).toContain(idTag(id))
      }
    } finally {
      subscription.unsubscribe()
      live.close()
    }
  })
})

interface Refusal {
  error?: { items?: Array<{ error: { type: string } }>; type?: string }
}

const refused = (body: unknown) =>
  (body as Refusal).error?.items?.[0]?.error.type === 'insufficientPermissionsError'

async function mutate(role: RoleName, mutations: unknown[]) {
  return call(role, '/data/mutate/production?dryRun=true', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })
}

async function actions(role: RoleName, list: unknown[]) {
  return call(role, '/data/actions/production', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ actions: list, dryRun: true }),
  })
}

const WRITES: Array<{
  name: string
  allowed: readonly RoleName[]
  run: (role: RoleName) => ReturnType<typeof call>
}> = [
  {
    name: 'create a Hausa translation draft of a post',
    allowed: ['administrator', 'editor', 'contributor', 'staff', 'translator-ha'],
    run: (role) =>
      mutate(role, [{ create: { _id: 'drafts.post-2-ha', _type: 'post', language: 'ha', title: 'Sabo' } }]),
  },
  {
    name: 'edit a Hausa translation (its draft, through actions)',
    allowed: ['administrator', 'editor', 'contributor', 'staff', 'translator-ha'],
    run: (role) =>
      actions(role, [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.post-1-ha',
          publishedId: 'post-1-ha',
          patch: { set: { title: 'Tushen escrow na Kano' } },
        },
      ]),
  },
  {
    name: 'publish a Hausa translation',
    allowed: ['administrator', 'editor'],
    run: (role) =>
      actions(role, [
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.post-1-ha',
          publishedId: 'post-1-ha',
        },
      ]),
  },
  {
    name: 'publish a Hausa translation with mutations (createOrReplace + delete draft)',
    allowed: ['administrator', 'editor'],
    run: (role) =>
      mutate(role, [
        { createOrReplace: { ...DOCS.hausaDraft, _id: 'post-1-ha' } },
        { delete: { id: 'drafts.post-1-ha' } },
      ]),
  },
  {
    name: 'put a Hausa translation into a release',
    allowed: ['administrator', 'editor', 'contributor', 'translator-ha'],
    run: (role) => mutate(role, [{ create: { ...DOCS.hausaDraft, _id: 'versions.rSpring.post-1-ha' } }]),
  },
  {
    name: 'turn a Hausa translation into English (the language change leaves the grant)',
    allowed: ['administrator', 'editor', 'contributor', 'staff'],
    run: (role) => mutate(role, [{ patch: { id: 'drafts.post-1-ha', set: { language: 'en' } } }]),
  },
  {
    name: 'edit a Pidgin translation (a Hausa translator may not)',
    allowed: ['administrator', 'editor', 'contributor', 'staff', 'translator-pcm'],
    run: (role) => mutate(role, [{ patch: { id: 'drafts.post-1-pcm', set: { title: 'Escrow for Lagos' } } }]),
  },
  {
    name: 'create a Pidgin translation in a release',
    allowed: ['administrator', 'editor', 'contributor', 'translator-pcm'],
    run: (role) => mutate(role, [{ create: { ...DOCS.pidginDraft, _id: 'versions.rSpring.post-2-pcm' } }]),
  },
  {
    name: "move a Pidgin translation into Hausa (neither language's translator may)",
    allowed: ['administrator', 'editor', 'contributor', 'staff'],
    run: (role) => mutate(role, [{ patch: { id: 'drafts.post-1-pcm', set: { language: 'ha' } } }]),
  },
  {
    name: 'publish a Pidgin translation',
    allowed: ['administrator', 'editor'],
    run: (role) =>
      actions(role, [
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.post-1-pcm',
          publishedId: 'post-1-pcm',
        },
      ]),
  },
  {
    name: "link translations (the plugin's translation.metadata)",
    allowed: ['administrator', 'editor', ...TRANSLATOR_ROLE_NAMES],
    run: (role) =>
      mutate(role, [
        {
          create: {
            _id: 'translation-post-1',
            _type: 'translation.metadata',
            translations: [
              { _key: 'ha', _type: 'internationalizedArrayReferenceValue', value: { _ref: 'post-1-ha' } },
            ],
          },
        },
      ]),
  },
  {
    name: 'create a post draft',
    allowed: ['administrator', 'editor', 'contributor', 'staff'],
    run: (role) => mutate(role, [{ create: { _id: 'drafts.post-new', _type: 'post', title: 'New' } }]),
  },
  {
    name: 'edit a post (its draft, through actions)',
    allowed: ['administrator', 'editor', 'contributor', 'staff'],
    run: (role) =>
      actions(role, [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.post-1',
          publishedId: 'post-1',
          patch: { set: { title: 'Edited' } },
        },
      ]),
  },
  {
    name: 'publish a post',
    allowed: ['administrator', 'editor'],
    run: (role) =>
      actions(role, [
        { actionType: 'sanity.action.document.publish', draftId: 'drafts.post-1', publishedId: 'post-1' },
      ]),
  },
  {
    name: 'publish a post with mutations (createOrReplace + delete draft)',
    allowed: ['administrator', 'editor'],
    run: (role) =>
      mutate(role, [
        { createOrReplace: { ...DOCS.postDraft, _id: 'post-1' } },
        { delete: { id: 'drafts.post-1' } },
      ]),
  },
  {
    name: 'approve a comment (edit + publish)',
    allowed: ['administrator', 'editor', 'moderator'],
    run: (role) =>
      actions(role, [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.comment-1',
          publishedId: 'comment-1',
          patch: { set: { moderationStatus: 'approved' } },
        },
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.comment-1',
          publishedId: 'comment-1',
        },
      ]),
  },
  {
    name: 'reject a comment (edit its status)',
    allowed: ['administrator', 'editor', 'moderator'],
    run: (role) =>
      actions(role, [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.comment-1',
          publishedId: 'comment-1',
          patch: { set: { moderationStatus: 'rejected' } },
        },
      ]),
  },
  {
    name: "rewrite a pending comment's text",
    allowed: ['administrator', 'editor', 'moderator'],
    run: (role) => mutate(role, [{ patch: { id: 'drafts.comment-1', set: { text: 'Rewritten' } } }]),
  },
  {
    name: 'write a draft of another type under a comment id',
    allowed: ['administrator', 'editor'],
    run: (role) =>
      mutate(role, [{ create: { _id: 'drafts.comment-new', _type: 'post', title: 'Not a comment' } }]),
  },
  {
    name: 'review an application',
    allowed: ['administrator', 'staff'],
    run: (role) => mutate(role, [{ patch: { id: 'waitList.app-1', set: { status: 'approved' } } }]),
  },
  {
    name: 'answer a ticket',
    allowed: ['administrator', 'staff'],
    run: (role) => mutate(role, [{ patch: { id: 'supportTicket.t-1', set: { status: 'resolved' } } }]),
  },
  {
    name: 'change the privacy settings',
    allowed: ['privacyOfficer'],
    run: (role) =>
      mutate(role, [{ patch: { id: 'privacy.settings', set: { applicationRetentionMonths: 6 } } }]),
  },
  {
    name: 'book an erasure record',
    allowed: ['privacyOfficer'],
    run: (role) =>
      mutate(role, [
        { create: { _id: 'privacy.sheetErasure.row-2', _type: 'sheetRowErasure', status: 'pending' } },
      ]),
  },
  {
    name: 'clear an erasure record',
    allowed: ['privacyOfficer'],
    run: (role) => mutate(role, [{ delete: { id: 'privacy.sheetErasure.row-1' } }]),
  },
  {
    name: 'append to the audit log',
    allowed: ['administrator'],
    run: (role) =>
      mutate(role, [{ create: { _id: 'auditLog.a-2', _type: 'auditLogEntry', action: 'erase' } }]),
  },
  {
    name: 'edit an audit entry',
    allowed: [],
    run: (role) => mutate(role, [{ patch: { id: 'auditLog.a-1', set: { action: 'export' } } }]),
  },
  {
    name: 'replace an audit entry',
    allowed: [],
    run: (role) =>
      mutate(role, [{ createOrReplace: { _id: 'auditLog.a-1', _type: 'auditLogEntry', action: 'export' } }]),
  },
  {
    name: 'delete an audit entry',
    allowed: [],
    run: (role) => mutate(role, [{ delete: { id: 'auditLog.a-1' } }]),
  },
  {
    name: 'turn a comment into something else (type change leaves the grant)',
    allowed: ['administrator', 'editor'],
    run: (role) => mutate(role, [{ patch: { id: 'drafts.comment-1', set: { _type: 'post' } } }]),
  },
  {
    name: 'upload an image',
    allowed: ['administrator', 'editor', 'contributor', 'staff'],
    run: (role) =>
      call(role, '/assets/images/production', {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg' },
        body: readFileSync(join(import.meta.dirname, '../seed/images/avatar-adaeze.jpg')),
      }),
  },
]

describe.each(WRITES)('$name', ({ allowed, run }) => {
  it.each(ROLE_NAMES)('%s', async (role) => {
    const { status, body } = await run(role)
    if (allowed.includes(role)) {
      expect(status, JSON.stringify(body)).toBe(200)
    } else {
      expect(status, JSON.stringify(body)).toBe(403)
      const uploadRefusal = (body as { message?: string }).message?.includes('Insufficient permissions')
      expect(refused(body) || uploadRefusal).toBe(true)
    }
  })
})

/** A sibling of `id` at the same path that does not exist (`waitList.app-1` → `waitList.ghost`). */
const ghostOf = (id: string) => id.replace(/[^.]+$/, 'ghost')
const publishedOf = (id: string) => id.replace(/^drafts\./, '')
const action = (actionType: string, id: string, more: Record<string, unknown> = {}) => ({
  actionType: `sanity.action.document.${actionType}`,
  publishedId: publishedOf(id),
  ...more,
})

/**
 * Requests whose answer could depend on whether a document exists (404, 409, a no-op): for a document the role may
 * not read, the answer for it and for a missing sibling at the same path must be the same refusal.
 */
const PROBES: Array<{ name: string; run: (role: RoleName, id: string) => ReturnType<typeof call> }> = [
  { name: 'mutate create', run: (role, id) => mutate(role, [{ create: { _id: id, _type: 'probe' } }]) },
  {
    name: 'mutate createIfNotExists',
    run: (role, id) => mutate(role, [{ createIfNotExists: { _id: id, _type: 'probe' } }]),
  },
  { name: 'mutate patch', run: (role, id) => mutate(role, [{ patch: { id, set: { probe: true } } }]) },
  {
    name: 'mutate patch ifRevisionID',
    run: (role, id) => mutate(role, [{ patch: { id, ifRevisionID: 'not-it', set: { probe: true } } }]),
  },
  { name: 'mutate delete', run: (role, id) => mutate(role, [{ delete: { id } }]) },
  {
    name: 'mutate delete by query',
    run: (role, id) => mutate(role, [{ delete: { query: '*[_id == $id]', params: { id } } }]),
  },
  {
    name: 'actions create',
    run: (role, id) => actions(role, [action('create', id, { attributes: { _id: id, _type: 'probe' } })]),
  },
  {
    name: 'actions edit',
    run: (role, id) => actions(role, [action('edit', id, { patch: { set: { probe: true } } })]),
  },
  { name: 'actions publish', run: (role, id) => actions(role, [action('publish', id)]) },
  { name: 'actions unpublish', run: (role, id) => actions(role, [action('unpublish', id)]) },
  {
    name: 'actions discard',
    run: (role, id) => actions(role, [{ actionType: 'sanity.action.document.discard', draftId: id }]),
  },
  { name: 'actions delete', run: (role, id) => actions(role, [action('delete', id)]) },
  { name: 'doc', run: (role, id) => call(role, `/data/doc/production/${id}`) },
  {
    name: 'history transactions',
    run: (role, id) => call(role, `/data/history/production/transactions/${id}`),
  },
  {
    name: 'history document at a time',
    run: (role, id) => call(role, `/data/history/production/documents/${id}?time=2099-01-01T00:00:00Z`),
  },
  {
    name: 'history events',
    run: (role, id) => call(role, `/data/history/production/events/documents/${id}`),
  },
]

/** The answer with the id itself, its published id (and a dry run's random transaction id) left out. */
const answerShape = ({ status, text }: { status: number; text: string }, id: string) => ({
  status,
  body: text
    .replaceAll(id, '<id>')
    .replaceAll(publishedOf(id), '<published id>')
    .replace(/"transactionId":"[^"]*"/, '"transactionId":"<tx>"'),
})

const unreadable = (role: RoleName) => ids.filter((id) => !readable(role).includes(id))
const rolesWithHiddenDocuments = ROLE_NAMES.filter((role) => unreadable(role).length > 0)

describe.each(PROBES)('$name: permission before existence', ({ run }) => {
  it.each(rolesWithHiddenDocuments)('%s learns nothing of documents outside the role', async (role) => {
    for (const id of unreadable(role)) {
      const existing = answerShape(await run(role, id), id)
      const missing = answerShape(await run(role, ghostOf(id)), ghostOf(id))
      expect(missing, id).toEqual(existing)
      expect([200, 403], `${id}: ${existing.body}`).toContain(existing.status)
      expect(existing.body).not.toMatch(/notFound|AlreadyExists|conflict/i)
    }
    // The lake's own state is untouched by the probes (all dry runs or refusals).
    expect(await lake.client().getDocument(DOCS.audit._id)).toMatchObject(DOCS.audit)
  })
})

describe('who did it', () => {
  it("history names each person by member id, and users/<ids> gives each one's name", async () => {
    const draft = { _id: 'drafts.post-who', _type: 'post', title: 'Who wrote this' }
    await clients.contributor.create(draft)
    const publish = await call('editor', '/data/actions/production', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ actions: [action('publish', 'post-who', { draftId: 'drafts.post-who' })] }),
    })
    expect(publish.status, publish.text).toBe(200)
    const me = async (role: RoleName) => ((await call(role, '/users/me')).body as { id: string }).id
    const [contributorId, editorId] = [await me('contributor'), await me('editor')]

    const transactions = await call(
      'viewer',
      '/data/history/production/transactions/post-who,drafts.post-who',
    )
    const authors = transactions.text
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { author: string }).author)
    expect(authors).toEqual([contributorId, editorId])

    const events = await call('viewer', '/data/history/production/events/documents/post-who')
    type Event = { type: string; author: string; contributors?: string[] }
    const list = (events.body as { events: Record<string, Event[]> }).events['post-who']
    // The publish names who wrote the draft ("Changes by" in the Studio's history).
    expect(list.map(({ type, author, contributors }) => ({ type, author, contributors }))).toEqual([
      { type: 'publishDocumentVersion', author: editorId, contributors: [contributorId] },
      { type: 'createDocumentVersion', author: contributorId, contributors: undefined },
    ])

    const users = await call('viewer', `/users/${contributorId},${editorId}`)
    expect((users.body as Array<{ displayName: string }>).map((user) => user.displayName)).toEqual([
      'contributor',
      'editor',
    ])
  })

  it("a transaction's history shows a role only the mutations of documents it reads", async () => {
    await lake
      .client()
      .transaction()
      .patch('post-1', (patch) => patch.set({ note: 'seen by all' }))
      .patch('waitList.app-1', (patch) => patch.set({ phone: '+234 800 000 0000' }))
      .commit()
    const history = async (role: RoleName) =>
      (await call(role, '/data/history/production/transactions/post-1?reverse=true&limit=1')).text
    expect(await history('moderator')).toContain('seen by all')
    expect(await history('moderator')).not.toContain('+234')
    expect(await history('staff')).toContain('+234')
  })
})
