/**
 * "Restore most recent revision" on a deleted document, as Sanity Studio 6.16 does it (`restore` in its history
 * store, server actions on): it reads the last revisions of the published and draft ids
 * (`data/history/<ds>/documents/<published>,<draft>?lastRevision=true`), takes the draft's or else the published
 * one, and sends `sanity.action.document.create` (ifExists "fail") then `replaceDraft`, both with that document as
 * the draft. The roles that may write the document get it back as a draft; the others are refused and nothing
 * changes.
 */
import type { RoleName } from '@escrova/schemas/roles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { addMember, signIn } from '../../tests/support/team.ts'

let lake: TestLake
const tokens = {} as Record<RoleName, string>

beforeAll(async () => {
  lake = await startTestLake()
  for (const role of ['editor', 'viewer', 'moderator', 'staff'] as const) {
    const person = await addMember(lake, `${role}-restore@escrova.test`, [role])
    tokens[role] = await signIn(lake, person.email, person.password)
  }
}, 60_000)
afterAll(() => lake?.stop())

async function call(token: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('authorization', `Bearer ${token}`)
  headers.set('content-type', 'application/json')
  const response = await fetch(`${lake.url}/v2025-02-19${path}`, { ...init, headers })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The Studio's restore of `publishedId` from its last revision, request for request. */
async function restoreAsStudio(token: string, publishedId: string) {
  const draftId = `drafts.${publishedId}`
  const history = await call(
    token,
    `/data/history/production/documents/${publishedId},${draftId}?lastRevision=true`,
  )
  const documents = (history.body.documents ?? []) as Array<Record<string, unknown>>
  const last =
    documents.find((doc) => doc._id === draftId) ?? documents.find((doc) => doc._id === publishedId)
  if (!last) return { history, last }
  const { _updatedAt, ...document } = last
  const restored = { ...document, _id: draftId }
  const actions = [
    { actionType: 'sanity.action.document.create', publishedId, attributes: restored, ifExists: 'fail' },
    { actionType: 'sanity.action.document.replaceDraft', publishedId, attributes: restored },
  ]
  const result = await call(token, '/data/actions/production', {
    method: 'POST',
    body: JSON.stringify({ actions }),
  })
  return { history, last, result }
}

describe('restoring a deleted document from history', () => {
  it('gives an editor the deleted post back as a draft, with its last published content', async () => {
    const client = lake.client()
    await client.create({ _id: 'restore-1', _type: 'post', title: 'Escrow basics' })
    await client.create({ _id: 'drafts.restore-1', _type: 'post', title: 'Escrow basics, edited' })
    await call(tokens.editor, '/data/actions/production', {
      method: 'POST',
      body: JSON.stringify({
        actions: [
          {
            actionType: 'sanity.action.document.delete',
            publishedId: 'restore-1',
            includeDrafts: ['drafts.restore-1'],
          },
        ],
      }),
    })
    expect(await client.getDocument('restore-1')).toBeUndefined()
    expect(await client.getDocument('drafts.restore-1')).toBeUndefined()

    const { history, last, result } = await restoreAsStudio(tokens.editor, 'restore-1')
    expect(history.status).toBe(200)
    expect(last).toMatchObject({ title: 'Escrow basics, edited' })
    expect(result?.status, JSON.stringify(result?.body)).toBe(200)
    expect(await client.getDocument('drafts.restore-1')).toMatchObject({
      _type: 'post',
      title: 'Escrow basics, edited',
    })
  })

  it('restores a post deleted with mutations (published only) from its published revision', async () => {
    const client = lake.client()
    await client.create({ _id: 'restore-2', _type: 'post', title: 'Published only' })
    await client.delete('restore-2')
    const { result } = await restoreAsStudio(tokens.editor, 'restore-2')
    expect(result?.status, JSON.stringify(result?.body)).toBe(200)
    expect(await client.getDocument('drafts.restore-2')).toMatchObject({ title: 'Published only' })
  })

  it('refuses a viewer, and nothing is written', async () => {
    const client = lake.client()
    await client.create({ _id: 'restore-3', _type: 'post', title: 'Viewer cannot' })
    await client.delete('restore-3')
    const before = await (
      await fetch(`${lake.url}/v2025-02-19/data/export/production`, {
        headers: { authorization: `Bearer ${lake.tokens.write}` },
      })
    ).text()
    const { result } = await restoreAsStudio(tokens.viewer, 'restore-3')
    expect(result?.status).toBe(403)
    const after = await (
      await fetch(`${lake.url}/v2025-02-19/data/export/production`, {
        headers: { authorization: `Bearer ${lake.tokens.write}` },
      })
    ).text()
    expect(after).toBe(before)
  })

  it('gives a moderator a deleted pending comment back; staff, who may not decide on comments, are refused', async () => {
    const client = lake.client()
    const pending = { _id: 'drafts.comment-r', _type: 'comment', moderationStatus: 'pending', text: 'Kept?' }
    await client.create(pending)
    await client.delete('drafts.comment-r')
    const refused = await restoreAsStudio(tokens.staff, 'comment-r')
    expect(refused.result?.status).toBe(403)
    expect(await client.getDocument('drafts.comment-r')).toBeUndefined()
    const { result } = await restoreAsStudio(tokens.moderator, 'comment-r')
    expect(result?.status, JSON.stringify(result?.body)).toBe(200)
    expect(await client.getDocument('drafts.comment-r')).toMatchObject({
      moderationStatus: 'pending',
      text: 'Kept?',
    })
  })

  it('cannot bring back what retention erased (deleted with its history, `purge`): nothing to restore', async () => {
    const client = lake.client()
    await client.create({ _id: 'drafts.comment-erased', _type: 'comment', moderationStatus: 'rejected' })
    await client.mutate([{ delete: { id: 'drafts.comment-erased', purge: true } } as never])
    const { history, last } = await restoreAsStudio(tokens.moderator, 'comment-erased')
    expect(history.status).toBe(200)
    expect(last).toBeUndefined()
  })
})
