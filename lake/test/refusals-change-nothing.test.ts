/**
 * A refused action changes nothing: every document action (`sanity.action.document.*`, version actions included)
 * and every release action (`sanity.action.release.*`), sent for real by every role that may not take it, is
 * refused with Sanity's `insufficientPermissionsError` and leaves the dataset byte for byte as it was (its export
 * before and after, compared). The roles that may take it are answered 200 (as a dry run, so the fixtures stay).
 * And the Studio's "Schedule publish", three requests (a release of one, the version, the schedule), is refused for
 * a contributor at its first, so no paused Scheduled Draft is left behind.
 */
import { ROLE_NAMES, type RoleName, TRANSLATOR_ROLE_NAMES } from '@escrova/schemas/roles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

const V = 'v2025-02-19'
let lake: TestLake
const tokens = {} as Record<RoleName, string>

beforeAll(async () => {
  lake = await startTestLake()
  const admin = lake.client().withConfig({ apiVersion: '2025-02-19' })
  await admin
    .transaction()
    .create({ _id: 'post-1', _type: 'post', title: 'Escrow basics' })
    .create({ _id: 'drafts.post-1', _type: 'post', title: 'Escrow basics, edited' })
    .create({ _id: 'drafts.post-2', _type: 'post', title: 'Never published' })
    .create({ _id: 'drafts.comment-1', _type: 'comment', moderationStatus: 'pending', text: 'Hi' })
    .create({ _id: 'drafts.post-1-ha', _type: 'post', language: 'ha', title: 'Tushen escrow' })
    .commit()
  await admin.releases.create({ releaseId: 'open', metadata: { title: 'Open', releaseType: 'asap' } })
  await admin.createVersion({ releaseId: 'open', publishedId: 'post-1', baseId: 'post-1' })
  await admin.releases.create({ releaseId: 'timed', metadata: { title: 'Timed', releaseType: 'scheduled' } })
  await admin.releases.schedule({
    releaseId: 'timed',
    publishAt: new Date(Date.now() + 86_400_000).toISOString(),
  })
  await admin.releases.create({ releaseId: 'old', metadata: { title: 'Old', releaseType: 'asap' } })
  await admin.releases.archive({ releaseId: 'old' })
  for (const role of ROLE_NAMES) {
    const { member } = lake.runtime.team.invite({
      email: `${role.toLowerCase()}@escrova.test`,
      roles: [role],
    })
    tokens[role] = lake.runtime.team.sessions.start(member.id).token
  }
}, 60_000)
afterAll(() => lake?.stop())

const doc = (type: string, more: Record<string, unknown>) => ({
  actionType: `sanity.action.document.${type}`,
  ...more,
})
const release = (type: string, more: Record<string, unknown>) => ({
  actionType: `sanity.action.release.${type}`,
  ...more,
})
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

const PUBLISHERS: readonly RoleName[] = ['administrator', 'editor']
const CONTENT_WRITERS: readonly RoleName[] = ['administrator', 'editor', 'contributor', 'staff']
const RELEASE_WRITERS: readonly RoleName[] = ['administrator', 'editor', 'contributor']
/** Who may make and edit a release of several documents: a translator too, so a translation joins its original's. */
const RELEASE_MAKERS: readonly RoleName[] = [...RELEASE_WRITERS, ...TRANSLATOR_ROLE_NAMES]

const ACTIONS: Array<{ name: string; allowed: readonly RoleName[]; action: () => Record<string, unknown> }> =
  [
    {
      name: 'document.create',
      allowed: CONTENT_WRITERS,
      action: () =>
        doc('create', {
          publishedId: 'post-9',
          attributes: { _id: 'drafts.post-9', _type: 'post', title: 'New' },
        }),
    },
    {
      name: 'document.edit',
      allowed: CONTENT_WRITERS,
      action: () =>
        doc('edit', { draftId: 'drafts.post-1', publishedId: 'post-1', patch: { set: { title: 'Edited' } } }),
    },
    {
      name: 'document.replaceDraft',
      allowed: CONTENT_WRITERS,
      action: () =>
        doc('replaceDraft', {
          publishedId: 'post-1',
          attributes: { _id: 'drafts.post-1', _type: 'post', title: 'R' },
        }),
    },
    {
      name: 'document.discard',
      allowed: CONTENT_WRITERS,
      action: () => doc('discard', { draftId: 'drafts.post-2' }),
    },
    {
      name: 'document.publish',
      allowed: PUBLISHERS,
      action: () => doc('publish', { draftId: 'drafts.post-1', publishedId: 'post-1' }),
    },
    {
      name: 'document.unpublish',
      allowed: PUBLISHERS,
      action: () => doc('unpublish', { draftId: 'drafts.post-9', publishedId: 'post-1' }),
    },
    {
      name: 'document.delete',
      allowed: PUBLISHERS,
      action: () => doc('delete', { publishedId: 'post-1', includeDrafts: ['drafts.post-1'] }),
    },
    {
      name: 'document.edit of a comment (reject)',
      allowed: ['administrator', 'editor', 'moderator'],
      action: () =>
        doc('edit', {
          draftId: 'drafts.comment-1',
          publishedId: 'comment-1',
          patch: { set: { moderationStatus: 'rejected' } },
        }),
    },
    {
      name: 'document.version.create',
      allowed: RELEASE_WRITERS,
      action: () =>
        doc('version.create', {
          publishedId: 'post-2',
          document: { _id: 'versions.open.post-2', _type: 'post', title: 'In the release' },
        }),
    },
    {
      name: 'document.version.replace',
      allowed: RELEASE_WRITERS,
      action: () =>
        doc('version.replace', { document: { _id: 'versions.open.post-1', _type: 'post', title: 'V' } }),
    },
    {
      name: 'document.version.unpublish',
      allowed: RELEASE_WRITERS,
      action: () => doc('version.unpublish', { publishedId: 'post-1', versionId: 'versions.open.post-1' }),
    },
    {
      name: 'document.version.discard',
      allowed: RELEASE_WRITERS,
      action: () => doc('version.discard', { versionId: 'versions.open.post-1' }),
    },
    {
      name: 'document.create of a Hausa translation',
      allowed: [...CONTENT_WRITERS, 'translator-ha'],
      action: () =>
        doc('create', {
          publishedId: 'post-9-ha',
          attributes: { _id: 'drafts.post-9-ha', _type: 'post', language: 'ha', title: 'Sabo' },
        }),
    },
    {
      name: 'document.edit of a Hausa translation',
      allowed: [...CONTENT_WRITERS, 'translator-ha'],
      action: () =>
        doc('edit', {
          draftId: 'drafts.post-1-ha',
          publishedId: 'post-1-ha',
          patch: { set: { title: 'Tushen escrow na Kano' } },
        }),
    },
    {
      name: 'document.publish of a Hausa translation',
      allowed: PUBLISHERS,
      action: () => doc('publish', { draftId: 'drafts.post-1-ha', publishedId: 'post-1-ha' }),
    },
    {
      name: 'document.version.create of a Hausa translation (joining its original in a release)',
      allowed: [...RELEASE_WRITERS, 'translator-ha'],
      action: () =>
        doc('version.create', {
          publishedId: 'post-1-ha',
          document: { _id: 'versions.open.post-1-ha', _type: 'post', language: 'ha', title: 'Tushen' },
        }),
    },
    {
      name: 'release.create',
      allowed: RELEASE_MAKERS,
      action: () =>
        release('create', { releaseId: 'fresh', metadata: { title: 'Fresh', releaseType: 'asap' } }),
    },
    {
      name: 'release.create of a Scheduled Draft (cardinality one)',
      allowed: PUBLISHERS,
      action: () =>
        release('create', {
          releaseId: 'single',
          metadata: {
            title: 'Scheduled draft',
            releaseType: 'scheduled',
            cardinality: 'one',
            intendedPublishAt: inAnHour(),
          },
        }),
    },
    {
      name: 'release.import',
      allowed: RELEASE_MAKERS,
      action: () =>
        release('import', {
          releaseId: 'imported',
          attributes: { metadata: { title: 'In', releaseType: 'asap' } },
        }),
    },
    {
      name: 'release.import of a Scheduled Draft',
      allowed: PUBLISHERS,
      action: () =>
        release('import', {
          releaseId: 'imported-one',
          attributes: { metadata: { title: 'In', releaseType: 'scheduled', cardinality: 'one' } },
        }),
    },
    {
      name: 'release.edit',
      allowed: RELEASE_MAKERS,
      action: () => release('edit', { releaseId: 'open', patch: { set: { 'metadata.title': 'Renamed' } } }),
    },
    {
      name: 'release.edit into a Scheduled Draft',
      allowed: PUBLISHERS,
      action: () => release('edit', { releaseId: 'open', patch: { set: { 'metadata.cardinality': 'one' } } }),
    },
    {
      name: 'release.schedule',
      allowed: PUBLISHERS,
      action: () => release('schedule', { releaseId: 'open', publishAt: inAnHour() }),
    },
    {
      name: 'release.unschedule',
      allowed: PUBLISHERS,
      action: () => release('unschedule', { releaseId: 'timed' }),
    },
    { name: 'release.publish', allowed: PUBLISHERS, action: () => release('publish', { releaseId: 'open' }) },
    { name: 'release.archive', allowed: PUBLISHERS, action: () => release('archive', { releaseId: 'open' }) },
    {
      name: 'release.unarchive',
      allowed: PUBLISHERS,
      action: () => release('unarchive', { releaseId: 'old' }),
    },
    { name: 'release.delete', allowed: PUBLISHERS, action: () => release('delete', { releaseId: 'old' }) },
  ]

async function send(role: RoleName, actions: unknown[], dryRun: boolean) {
  const response = await fetch(`${lake.url}/${V}/data/actions/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[role]}`, 'content-type': 'application/json' },
    body: JSON.stringify({ actions, ...(dryRun ? { dryRun: true } : {}) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The whole dataset as the lake exports it (drafts, versions and releases included). */
const exported = async () =>
  (
    await fetch(`${lake.url}/${V}/data/export/production`, {
      headers: { authorization: `Bearer ${lake.tokens.write}` },
    })
  ).text()

/** The dataset's transactions so far (a refusal writes none). */
const transactionCount = () =>
  lake.runtime.store.history.transactions('production', { limit: 100_000 }).length

const refusalType = (body: Record<string, unknown>) =>
  (body.error as { items?: Array<{ error: { type: string } }> } | undefined)?.items?.[0]?.error.type

describe.each(ACTIONS)('$name', ({ allowed, action }) => {
  it.each(ROLE_NAMES)('%s', async (role) => {
    if (allowed.includes(role)) {
      const { status, body } = await send(role, [action()], true)
      expect(status, JSON.stringify(body)).toBe(200)
      return
    }
    const before = await exported()
    const transactions = transactionCount()
    const { status, body } = await send(role, [action()], false)
    expect(status, JSON.stringify(body)).toBe(403)
    expect(refusalType(body)).toBe('insufficientPermissionsError')
    expect(await exported()).toBe(before)
    expect(transactionCount()).toBe(transactions)
  })
})

describe("the Studio's Schedule publish, three requests", () => {
  it.each(['contributor', 'staff', 'viewer'] as const)(
    'is refused for a %s at the first request (the release of one), and nothing is left',
    async (role) => {
      const before = await exported()
      const first = await send(
        role,
        [
          release('create', {
            releaseId: `scheduled-${role}`,
            metadata: {
              title: 'Scheduled draft',
              releaseType: 'scheduled',
              cardinality: 'one',
              intendedPublishAt: inAnHour(),
            },
          }),
        ],
        false,
      )
      expect(first.status).toBe(403)
      // The Studio stops at a refusal (`createScheduledDraft` awaits each step): no release, no version is made.
      expect(await exported()).toBe(before)
    },
  )

  it('is taken by an editor in full', async () => {
    const releaseId = 'scheduled-by-editor'
    const steps = [
      release('create', {
        releaseId,
        metadata: {
          title: 'Scheduled draft',
          releaseType: 'scheduled',
          cardinality: 'one',
          intendedPublishAt: inAnHour(),
        },
      }),
      doc('version.create', {
        publishedId: 'post-1',
        baseId: 'drafts.post-1',
        versionId: `versions.${releaseId}.post-1`,
      }),
      release('schedule', { releaseId, publishAt: inAnHour() }),
    ]
    for (const step of steps) expect((await send('editor', [step], false)).status).toBe(200)
    expect(
      await lake.client().withConfig({ apiVersion: '2025-02-19' }).getDocument(`_.releases.${releaseId}`),
    ).toMatchObject({
      state: 'scheduled',
    })
  })
})
