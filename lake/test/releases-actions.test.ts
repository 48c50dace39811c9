/**
 * Content Releases, write side: the release state machine and the version actions through `@sanity/client`'s own
 * methods (`client.releases.*`, `createVersion`, ...), against a real lake; what a reader then finds is read with
 * `perspective: 'raw'` and the history endpoints.
 */
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake
let client: SanityClient
const raw = { perspective: 'raw' } as const

beforeAll(async () => {
  lake = await startTestLake()
  client = lake.client().withConfig({ apiVersion: '2025-02-19' })
  await client
    .transaction()
    .create({ _id: 'post-a', _type: 'post', title: 'Post A' })
    .create({ _id: 'post-b', _type: 'post', title: 'Post B' })
    .create({ _id: 'post-gone', _type: 'post', title: 'To be unpublished' })
    .commit()
})
afterAll(async () => {
  await lake?.stop()
})

const release = (id: string) => client.getDocument(`_.releases.${id}`)
const inFuture = (ms = 3_600_000) => new Date(Date.now() + ms).toISOString()

/** The error a failing call rejects with, as the client reports it. */
async function failure(call: Promise<unknown>) {
  const error = (await call.then(
    () => undefined,
    (e: unknown) => e,
  )) as {
    statusCode: number
    message: string
    details: { type: string; items?: Array<{ error: { type: string } }> }
  }
  if (!error) throw new Error('expected the call to fail')
  return error
}

describe('a release from create to delete', () => {
  it('creates an active release document with its metadata', async () => {
    const { releaseId } = await client.releases.create({
      releaseId: 'spring',
      metadata: { title: 'Spring launch', releaseType: 'scheduled', description: 'Three pages' },
    })
    expect(releaseId).toBe('spring')
    const doc = await release('spring')
    expect(doc).toMatchObject({
      _id: '_.releases.spring',
      _type: 'system.release',
      name: 'spring',
      state: 'active',
      metadata: { title: 'Spring launch', releaseType: 'scheduled', description: 'Three pages' },
    })
    expect(doc?._rev).toEqual(expect.any(String))
    expect(doc?._createdAt).toEqual(expect.any(String))
  })

  it('a release created without metadata is "undecided"; the same id twice is a 409', async () => {
    await client.releases.create({ releaseId: 'plain' })
    expect((await release('plain'))?.metadata).toEqual({ releaseType: 'undecided' })
    const error = await failure(client.releases.create({ releaseId: 'plain' }))
    expect(error.statusCode).toBe(409)
    expect(error.details.items?.[0].error.type).toBe('documentAlreadyExistsError')
  })

  it('edits metadata, as the Studio sends it (set and unset)', async () => {
    await client.releases.edit({
      releaseId: 'spring',
      patch: { set: { 'metadata.title': 'Spring campaign' }, unset: ['metadata.description'] },
    })
    expect((await release('spring'))?.metadata).toEqual({
      title: 'Spring campaign',
      releaseType: 'scheduled',
    })
  })

  it('an edit may not touch the state, and bad metadata is refused; nothing changes', async () => {
    const before = await release('spring')
    const stateEdit = await failure(
      client.releases.edit({ releaseId: 'spring', patch: { set: { state: 'published' } } }),
    )
    expect(stateEdit.statusCode).toBe(400)
    expect(stateEdit.message).toContain('may change only "metadata"')
    const badType = await failure(
      client.releases.edit({ releaseId: 'spring', patch: { set: { 'metadata.releaseType': 'soon' } } }),
    )
    expect(badType.statusCode).toBe(400)
    expect(badType.message).toContain('metadata.releaseType')
    expect((await release('spring'))?._rev).toBe(before?._rev)
  })

  it('adds versions: from a document, and as a copy of a base with its revision checked', async () => {
    await client.createVersion({
      releaseId: 'spring',
      publishedId: 'post-a',
      document: { _type: 'post', title: 'Post A, spring edition' },
    })
    const base = await client.getDocument('post-b')
    await client.createVersion({
      releaseId: 'spring',
      publishedId: 'post-b',
      baseId: 'post-b',
      ifBaseRevisionId: base?._rev,
    })
    const versions = await client.fetch(
      '*[_id in path("versions.spring.*")]{_id, title} | order(_id)',
      {},
      raw,
    )
    expect(versions).toEqual([
      { _id: 'versions.spring.post-a', title: 'Post A, spring edition' },
      { _id: 'versions.spring.post-b', title: 'Post B' },
    ])
    const stale = await failure(
      client.action({
        actionType: 'sanity.action.document.version.create',
        publishedId: 'post-a',
        baseId: 'post-a',
        versionId: 'versions.plain.post-a',
        ifBaseRevisionId: 'not-the-revision',
      }),
    )
    expect(stale.statusCode).toBe(409)
    expect(await client.getDocument('versions.plain.post-a')).toBeUndefined()
  })

  it('replaces a version, and marks one to unpublish the document when the release publishes', async () => {
    await client.replaceVersion({
      document: { _id: 'versions.spring.post-b', _type: 'post', title: 'Post B, spring edition' },
    })
    await client.unpublishVersion({ releaseId: 'spring', publishedId: 'post-gone' })
    expect(await client.getDocument('versions.spring.post-gone')).toMatchObject({
      title: 'To be unpublished',
      _system: { delete: true },
    })
  })

  it('schedules: the time must be in the future; then its versions are locked on every write path', async () => {
    const past = await failure(
      client.releases.schedule({ releaseId: 'spring', publishAt: new Date(Date.now() - 1000).toISOString() }),
    )
    expect(past.statusCode).toBe(400)
    expect((await release('spring'))?.state).toBe('active')

    const publishAt = inFuture()
    await client.releases.schedule({ releaseId: 'spring', publishAt })
    expect(await release('spring')).toMatchObject({ state: 'scheduled', publishAt })

    const byAction = await failure(
      client.action({
        actionType: 'sanity.action.document.edit',
        draftId: 'versions.spring.post-a',
        publishedId: 'post-a',
        patch: { set: { title: 'Sneaked in' } },
      }),
    )
    expect(byAction.statusCode).toBe(409)
    expect(byAction.details.items?.[0].error.type).toBe('releaseLockedError')
    const byMutation = await failure(
      client.patch('versions.spring.post-a').set({ title: 'Sneaked in' }).commit(),
    )
    expect(byMutation.statusCode).toBe(409)
    const discard = await failure(client.discardVersion({ releaseId: 'spring', publishedId: 'post-a' }))
    expect(discard.statusCode).toBe(409)
    expect((await client.getDocument('versions.spring.post-a'))?.title).toBe('Post A, spring edition')
  })

  it('a scheduled release is neither published nor archived directly: unschedule first (as the Studio does)', async () => {
    for (const call of [
      client.releases.publish({ releaseId: 'spring' }),
      client.releases.archive({ releaseId: 'spring' }),
    ]) {
      const error = await failure(call)
      expect(error.statusCode).toBe(409)
      expect(error.details.items?.[0].error.type).toBe('releaseStateError')
      expect(error.message).toContain('is scheduled')
    }
  })

  it('reschedules, then unschedules back to active without a time', async () => {
    const later = inFuture(7_200_000)
    await client.releases.schedule({ releaseId: 'spring', publishAt: later })
    expect((await release('spring'))?.publishAt).toBe(later)
    await client.releases.unschedule({ releaseId: 'spring' })
    const doc = await release('spring')
    expect(doc?.state).toBe('active')
    expect(doc?.publishAt).toBeUndefined()
    expect((await failure(client.releases.unschedule({ releaseId: 'spring' }))).statusCode).toBe(409)
  })

  it('publishes every version in one transaction: documents replaced, unpublished, versions gone', async () => {
    const createdA = (await client.getDocument('post-a'))?._createdAt
    const { transactionId } = await client.releases.publish({ releaseId: 'spring' })
    const [a, b, gone] = await Promise.all(
      ['post-a', 'post-b', 'post-gone'].map((id) => client.getDocument(id)),
    )
    expect(a).toMatchObject({ title: 'Post A, spring edition', _rev: transactionId, _createdAt: createdA })
    expect(b).toMatchObject({ title: 'Post B, spring edition', _rev: transactionId })
    expect(gone).toBeUndefined()
    expect(await client.fetch('count(*[_id in path("versions.spring.*")])', {}, raw)).toBe(0)
    const doc = await release('spring')
    expect(doc).toMatchObject({
      state: 'published',
      _rev: transactionId,
      finalDocumentStates: [
        { id: 'versions.spring.post-a' },
        { id: 'versions.spring.post-b' },
        { id: 'versions.spring.post-gone' },
      ],
    })
    expect(Date.parse(doc?.publishedAt as string)).not.toBeNaN()
    const tx = await fetch(
      `${lake.url}/v2025-02-19/data/history/production/transactions/post-a,post-b,_.releases.spring?excludeContent=true`,
      {
        headers: { authorization: `Bearer ${lake.tokens.write}` },
      },
    ).then((r) => r.text())
    const last = tx
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .at(-1)
    expect(last.id).toBe(transactionId)
    expect(last.documentIDs).toEqual(
      expect.arrayContaining(['post-a', 'post-b', 'post-gone', '_.releases.spring']),
    )
  })

  it('a published release cannot be archived or published again, and can be deleted', async () => {
    expect((await failure(client.releases.archive({ releaseId: 'spring' }))).statusCode).toBe(409)
    expect((await failure(client.releases.publish({ releaseId: 'spring' }))).statusCode).toBe(409)
    await client.releases.delete({ releaseId: 'spring' })
    expect(await release('spring')).toBeUndefined()
  })

  it('an active release cannot be deleted; archive deletes its versions, unarchive brings them back', async () => {
    await client.createVersion({
      releaseId: 'plain',
      publishedId: 'post-a',
      document: { _type: 'post', title: 'Maybe' },
    })
    expect((await failure(client.releases.delete({ releaseId: 'plain' }))).statusCode).toBe(409)
    await client.releases.archive({ releaseId: 'plain' })
    expect(await release('plain')).toMatchObject({
      state: 'archived',
      finalDocumentStates: [{ id: 'versions.plain.post-a' }],
    })
    expect(await client.getDocument('versions.plain.post-a')).toBeUndefined()
    const add = await failure(
      client.createVersion({
        releaseId: 'plain',
        publishedId: 'post-b',
        document: { _type: 'post', title: 'x' },
      }),
    )
    expect(add.statusCode).toBe(409)

    await client.releases.unarchive({ releaseId: 'plain' })
    expect((await release('plain'))?.state).toBe('active')
    expect((await client.getDocument('versions.plain.post-a'))?.title).toBe('Maybe')
    await client.releases.archive({ releaseId: 'plain' })
    await client.releases.delete({ releaseId: 'plain' })
    expect(await release('plain')).toBeUndefined()
  })

  it('a release that does not exist is a 404; a malformed id a 400', async () => {
    expect((await failure(client.releases.publish({ releaseId: 'nope' }))).statusCode).toBe(404)
    expect((await failure(client.releases.create({ releaseId: 'no.dots' }))).statusCode).toBe(400)
  })

  it('imports a whole release document; a scheduled one needs a readable time, an unknown state is refused', async () => {
    const importing = (attributes: Record<string, unknown>, ifExists: 'fail' | 'replace' = 'fail') =>
      client.action({
        actionType: 'sanity.action.release.import',
        releaseId: 'moved',
        attributes,
        ifExists,
      } as never)
    const noTime = await failure(importing({ state: 'scheduled', metadata: { releaseType: 'scheduled' } }))
    expect(noTime.statusCode).toBe(400)
    expect(
      (await failure(importing({ state: 'someday', metadata: { releaseType: 'asap' } }))).statusCode,
    ).toBe(400)
    const publishAt = inFuture()
    await importing({ state: 'scheduled', publishAt, metadata: { title: 'Moved', releaseType: 'scheduled' } })
    expect(await release('moved')).toMatchObject({ name: 'moved', state: 'scheduled', publishAt })
    expect((await failure(importing({ metadata: { releaseType: 'asap' } }))).statusCode).toBe(409)
    await importing({ metadata: { releaseType: 'asap' } }, 'replace')
    expect(await release('moved')).toMatchObject({ state: 'active', metadata: { releaseType: 'asap' } })
  })

  it('dryRun checks and changes nothing', async () => {
    await client.releases.create({ releaseId: 'dry' }, { dryRun: true })
    expect(await release('dry')).toBeUndefined()
  })
})

describe('a scheduled draft (releaseType scheduled, cardinality one)', () => {
  it('is the Studio sequence: release, version from the draft, schedule; delete is unschedule, archive, delete', async () => {
    await client.create({ _id: 'drafts.post-c', _type: 'post', title: 'Post C draft' })
    await client.releases.create({
      releaseId: 'rSingle1',
      metadata: {
        title: 'Scheduled draft',
        releaseType: 'scheduled',
        cardinality: 'one',
        intendedPublishAt: inFuture(),
      },
    })
    const draft = await client.getDocument('drafts.post-c')
    await client.createVersion({
      releaseId: 'rSingle1',
      publishedId: 'post-c',
      baseId: 'drafts.post-c',
      ifBaseRevisionId: draft?._rev,
    })
    await client.releases.schedule({ releaseId: 'rSingle1', publishAt: inFuture() })
    expect(await release('rSingle1')).toMatchObject({ state: 'scheduled', metadata: { cardinality: 'one' } })
    expect((await client.getDocument('versions.rSingle1.post-c'))?.title).toBe('Post C draft')

    await client.releases.unschedule({ releaseId: 'rSingle1' })
    await client.releases.archive({ releaseId: 'rSingle1' })
    await client.releases.delete({ releaseId: 'rSingle1' })
    expect(await release('rSingle1')).toBeUndefined()
    expect(await client.getDocument('versions.rSingle1.post-c')).toBeUndefined()
    expect((await client.getDocument('drafts.post-c'))?.title).toBe('Post C draft')
  })

  /** The Studio's Schedule publish of `drafts.<id>` in release `releaseId`, then published now. */
  async function scheduleDraftAndPublish(
    id: string,
    releaseId: string,
    betweenTimes?: () => Promise<unknown>,
  ) {
    await client.releases.create({
      releaseId,
      metadata: {
        title: 'Scheduled draft',
        releaseType: 'scheduled',
        cardinality: 'one',
        intendedPublishAt: inFuture(),
      },
    })
    const draft = await client.getDocument(`drafts.${id}`)
    await client.createVersion({
      releaseId,
      publishedId: id,
      baseId: `drafts.${id}`,
      ifBaseRevisionId: draft?._rev,
    })
    await client.releases.schedule({ releaseId, publishAt: inFuture() })
    await betweenTimes?.()
    await client.releases.unschedule({ releaseId })
    await client.releases.publish({ releaseId })
  }

  it('going out, takes the draft it was made from along when that draft still holds exactly what was scheduled', async () => {
    await client.create({
      _id: 'drafts.post-d',
      _type: 'post',
      title: 'Post D draft',
      body: [{ _key: 'k', text: 'x' }],
    })
    await scheduleDraftAndPublish('post-d', 'rSingle2')
    expect((await client.getDocument('post-d'))?.title).toBe('Post D draft')
    expect(await client.getDocument('drafts.post-d')).toBeUndefined()
  })

  it('going out, keeps a draft edited after scheduling: it is later work', async () => {
    await client.create({ _id: 'drafts.post-e', _type: 'post', title: 'Post E draft' })
    await scheduleDraftAndPublish('post-e', 'rSingle3', () =>
      client.patch('drafts.post-e').set({ title: 'Post E, edited after scheduling' }).commit(),
    )
    expect((await client.getDocument('post-e'))?.title).toBe('Post E draft')
    expect((await client.getDocument('drafts.post-e'))?.title).toBe('Post E, edited after scheduling')
  })
})
