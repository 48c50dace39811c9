/**
 * A data-rights request finds a person's comments and replies too, though a comment never holds the e-mail its form
 * asked for: by the keyed hash kept beside it, and by the name the request gives (a match by name alone is marked as
 * such and erased only when the privacy officer confirms it). A person who applied, sent a ticket, commented and
 * replied is found in full and erased with the comments' history and contact records; someone else of the same name
 * keeps their comment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE } from './fixtures.ts'
import { type Harness, startHarness, validApplication, validComment, validTicket } from './harness.ts'

let h: Harness
const EMAIL = 'chiamaka.obi@example.com'
const ids: Record<'application' | 'comment' | 'reply' | 'unsigned' | 'namesake' | 'other', string> = {
  application: '',
  comment: '',
  reply: '',
  unsigned: '',
  namesake: '',
  other: '',
}

const comment = async (fields: Record<string, unknown>) => {
  const response = await h.fn.post('/api/comments', validComment({ post: FIXTURE.postId, ...fields }))
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** A moderator's approval as the Studio makes it: the draft becomes the published comment. */
async function approve(id: string) {
  const client = h.lake.client()
  const draft = await client.getDocument(`drafts.${id}`)
  await client
    .transaction()
    .createOrReplace({ ...draft, _id: id, moderationStatus: 'approved' } as never)
    .delete(`drafts.${id}`)
    .commit()
}

beforeAll(async () => {
  h = await startHarness()
  const applied = await h.fn.post(
    '/api/wait-list',
    validApplication({ email: EMAIL, fullName: 'Chiamaka Obi' }),
  )
  ids.application = `waitList.${((await applied.json()) as { id: string }).id}`
  await h.fn.post('/api/support', validTicket({ email: EMAIL, name: 'Chiamaka Obi' }))
  ids.comment = await comment({ name: 'Chiamaka', email: EMAIL, text: 'How long does a refund take?' })
  ids.reply = await comment({
    name: 'Chiamaka',
    email: EMAIL.toUpperCase(),
    parent: FIXTURE.approvedCommentId,
    text: 'Thank you, that helped.',
  })
  // Written without an e-mail: only the name finds it.
  ids.unsigned = await comment({ name: 'Chiamaka Obi', text: 'Is escrow free for buyers?' })
  // Someone else of the same name, with their own e-mail.
  ids.namesake = await comment({
    name: 'chiamaka obi',
    email: 'other.chiamaka@example.com',
    text: 'Mine too.',
  })
  ids.other = await comment({ name: 'Bola', email: 'bola@example.com', text: 'Great post.' })
  await approve(ids.comment)
  await approve(ids.reply)
  await h.fn.service.settle()
}, 120_000)
afterAll(() => h?.stop())

const call = async (action: string, body: unknown) => {
  const response = await fetch(`${h.fn.url}/api/privacy/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${h.officer.token}` },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

type Found = Array<{ _id: string; _type: string; matchedBy: string; name?: string; text?: string }>

describe('a data-rights request about a commenter', () => {
  it('stores no e-mail with a comment, only a keyed hash beside it that anonymous readers never see', async () => {
    const everything = await h.lake.client().fetch('*', {}, { perspective: 'raw' })
    const comments = JSON.stringify(
      everything.filter(
        (doc: { _type: string }) => doc._type !== 'waitListApplication' && doc._type !== 'supportTicket',
      ),
    )
    expect(comments.toLowerCase()).not.toContain(EMAIL)
    expect(await h.lake.client(null).fetch('*[_type == "commentContact"]')).toEqual([])
  })

  it('finds the application, the ticket, the comment and the reply by e-mail, and the comments by name marked as such', async () => {
    const { status, body } = await call('find', { email: EMAIL, name: 'Chiamaka Obi' })
    expect(status).toBe(200)
    const found = body.records as Found
    const byId = Object.fromEntries(found.map((record) => [record._id, record.matchedBy]))
    expect(byId).toMatchObject({
      [ids.application]: 'email',
      [ids.comment]: 'email',
      [ids.reply]: 'email',
      [`drafts.${ids.unsigned}`]: 'name',
      [`drafts.${ids.namesake}`]: 'name',
    })
    expect(found.some((record) => record._type === 'supportTicket' && record.matchedBy === 'email')).toBe(
      true,
    )
    expect(found.map((record) => record._id)).not.toContain(`drafts.${ids.other}`)
    // The privacy officer judges a match by its words.
    expect(found.find((record) => record._id === ids.reply)?.text).toBe('Thank you, that helped.')
  })

  it('refuses to act on a record the search did not find, changing nothing', async () => {
    const refused = await call('erase', { email: EMAIL, name: 'Chiamaka Obi', ids: [`drafts.${ids.other}`] })
    expect(refused.status).toBe(422)
    expect((refused.body.error as { fields: unknown }).fields).toEqual({
      ids: 'Choose records this search found.',
    })
    expect(await h.lake.client().getDocument(`drafts.${ids.other}`)).toBeDefined()
  })

  it('erases what the privacy officer confirmed, with history and contact records, and leaves the namesake alone', async () => {
    const found = (await call('find', { email: EMAIL, name: 'Chiamaka Obi' })).body.records as Found
    const confirmed = found.map((record) => record._id).filter((id) => id !== `drafts.${ids.namesake}`)
    const { status, body } = await call('erase', { email: EMAIL, name: 'Chiamaka Obi', ids: confirmed })
    expect(status).toBe(200)
    expect(body.problems).toEqual([])

    const client = h.lake.client()
    const left = await client.fetch<Array<{ _id: string }>>(
      '*[_id in $ids]{_id}',
      {
        ids: [ids.comment, ids.reply, `drafts.${ids.unsigned}`, `commentContact`, ids.application].concat(
          [ids.comment, ids.reply, ids.unsigned].map((id) => `privacy.commentContact.${id}`),
        ),
      },
      { perspective: 'raw' },
    )
    expect(left).toEqual([])
    expect(await client.getDocument(`drafts.${ids.namesake}`)).toMatchObject({ name: 'chiamaka obi' })
    expect(await client.getDocument(`privacy.commentContact.${ids.namesake}`)).toBeDefined()
    // Gone from what the site reads, and from the lake's history.
    expect(await h.lake.client(null).fetch('*[_type == "comment" && name match "Chiamaka"]')).toEqual([])
    const history = await fetch(
      `${h.lake.url}/v2025-01-08/data/history/production/transactions/${ids.comment},${ids.reply}`,
      {
        headers: { authorization: `Bearer ${h.lake.tokens.write}` },
      },
    )
    expect((await history.text()).trim()).toBe('')
    const again = (await call('find', { email: EMAIL, name: 'Chiamaka Obi' })).body.records as Found
    expect(again.map((record) => record._id)).toEqual([`drafts.${ids.namesake}`])
  })
})
