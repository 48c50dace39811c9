/**
 * Who may do what with releases, per role, with each person's own session: the Studio's permission probes
 * (`dryRun: true`, refused with `details.type === "insufficientPermissionsError"`), real refusals that change
 * nothing, and `/acl` telling the Studio the same grants.
 */
import { ROLE_NAMES, type RoleName, TRANSLATOR_ROLE_NAMES } from '@escrova/schemas/roles'
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lakeClient, startTestLake, type TestLake } from '../../tests/support/lake.ts'

const V = '2025-02-19'
let lake: TestLake
let admin: SanityClient
const clients = {} as Record<RoleName, SanityClient>
const tokens = {} as Record<RoleName, string>

beforeAll(async () => {
  lake = await startTestLake()
  admin = lake.client().withConfig({ apiVersion: V })
  await admin.create({ _id: 'post-1', _type: 'post', title: 'Escrow basics' })
  await admin.releases.create({ releaseId: 'open', metadata: { title: 'Open', releaseType: 'asap' } })
  await admin.createVersion({ releaseId: 'open', publishedId: 'post-1', baseId: 'post-1' })
  await admin.releases.create({ releaseId: 'timed', metadata: { title: 'Timed', releaseType: 'scheduled' } })
  await admin.releases.schedule({
    releaseId: 'timed',
    publishAt: new Date(Date.now() + 86_400_000).toISOString(),
  })
  for (const role of ROLE_NAMES) {
    const { member } = lake.runtime.team.invite({
      email: `${role.toLowerCase()}@escrova.test`,
      roles: [role],
    })
    tokens[role] = lake.runtime.team.sessions.start(member.id).token
    clients[role] = lakeClient(lake.url, tokens[role]).withConfig({ apiVersion: V })
  }
})
afterAll(async () => {
  await lake?.stop()
})

const dry = { dryRun: true } as const
const PROBES: Array<{
  name: string
  allowed: readonly RoleName[]
  run: (client: SanityClient) => Promise<unknown>
}> = [
  {
    name: 'create a release',
    // A translator too: a translation joins its English original's release.
    allowed: ['administrator', 'editor', 'contributor', ...TRANSLATOR_ROLE_NAMES],
    run: (c) => c.releases.create({ releaseId: 'new', metadata: { releaseType: 'asap' } }, dry),
  },
  {
    name: 'add a document to a release',
    allowed: ['administrator', 'editor', 'contributor'],
    run: (c) =>
      c.action(
        {
          actionType: 'sanity.action.document.version.create',
          publishedId: 'post-2',
          document: { _id: 'versions.open.post-2', _type: 'post', title: 'New' },
        },
        dry,
      ),
  },
  {
    name: "edit a release's title",
    // A translator too: a translation joins its English original's release.
    allowed: ['administrator', 'editor', 'contributor', ...TRANSLATOR_ROLE_NAMES],
    run: (c) => c.releases.edit({ releaseId: 'open', patch: { set: { 'metadata.title': 'Renamed' } } }, dry),
  },
  {
    name: 'schedule a release',
    allowed: ['administrator', 'editor'],
    run: (c) =>
      c.releases.schedule(
        { releaseId: 'open', publishAt: new Date(Date.now() + 3_600_000).toISOString() },
        dry,
      ),
  },
  {
    name: 'unschedule a release',
    allowed: ['administrator', 'editor'],
    run: (c) => c.releases.unschedule({ releaseId: 'timed' }, dry),
  },
  {
    name: 'publish a release',
    allowed: ['administrator', 'editor'],
    run: (c) => c.releases.publish({ releaseId: 'open' }, dry),
  },
  {
    name: 'archive a release',
    allowed: ['administrator', 'editor'],
    run: (c) => c.releases.archive({ releaseId: 'open' }, dry),
  },
]

describe('dryRun probes, as the Studio makes them', () => {
  for (const probe of PROBES) {
    for (const role of ROLE_NAMES) {
      const allowed = probe.allowed.includes(role)
      it(`${probe.name}: ${role} ${allowed ? 'may' : 'may not'}`, async () => {
        const outcome = await probe.run(clients[role]).then(
          () => 'allowed',
          (error: { statusCode: number; details?: { type?: string } }) =>
            error.statusCode === 403 && error.details?.type === 'insufficientPermissionsError'
              ? 'refused'
              : `failed otherwise: ${error.statusCode} ${JSON.stringify(error.details)}`,
        )
        expect(outcome).toBe(allowed ? 'allowed' : 'refused')
      })
    }
  }

  it('changed nothing', async () => {
    expect(await admin.getDocument('_.releases.new')).toBeUndefined()
    expect(await admin.getDocument('_.releases.open')).toMatchObject({
      state: 'active',
      metadata: { title: 'Open' },
    })
    expect((await admin.getDocument('_.releases.timed'))?.state).toBe('scheduled')
    expect(await admin.getDocument('versions.open.post-2')).toBeUndefined()
  })
})

describe("the Studio's own probe arguments", () => {
  /**
   * The release tool asks about "schedule" with the current time, which has passed when it arrives, and keeps any
   * error of an action's first probe as "not allowed" for the session (`createReleasePermissionsStore` in `sanity`):
   * a probe answers the rights alone, and the real run judges the time and the state.
   */
  const probeSchedule = (client: SanityClient) =>
    client.releases.schedule({ releaseId: 'open', publishAt: new Date().toISOString() }, dry).catch((e) => e)

  it('a contributor is refused, so the Schedule button is off', async () => {
    const error = await probeSchedule(clients.contributor)
    expect(error.statusCode).toBe(403)
    expect(error.details.type).toBe('insufficientPermissionsError')
  })

  it('an editor is allowed (the time is judged when it runs), so the button is on and stays on', async () => {
    expect(await probeSchedule(clients.editor)).toMatchObject({ transactionId: expect.any(String) })
    const real = await clients.editor.releases
      .schedule({ releaseId: 'open', publishAt: new Date().toISOString() })
      .catch((e) => e)
    expect(real.statusCode).toBe(400)
    expect((await admin.getDocument('_.releases.open'))?.state).toBe('active')
  })

  it("archiving a scheduled release: refused to a contributor; an editor's probe allowed, the real run a state error", async () => {
    const contributor = await clients.contributor.releases
      .archive({ releaseId: 'timed' }, dry)
      .catch((e) => e)
    expect(contributor.details.type).toBe('insufficientPermissionsError')
    expect(await clients.editor.releases.archive({ releaseId: 'timed' }, dry)).toMatchObject({
      transactionId: expect.any(String),
    })
    const editor = await clients.editor.releases.archive({ releaseId: 'timed' }).catch((e) => e)
    expect(editor.statusCode).toBe(409)
    expect((await admin.getDocument('_.releases.timed'))?.state).toBe('scheduled')
  })

  it('a probe of a release that is not there is still a 404', async () => {
    const missing = await clients.editor.releases.publish({ releaseId: 'nowhere' }, dry).catch((e) => e)
    expect(missing.statusCode).toBe(404)
  })
})

describe('a contributor and an editor on one release', () => {
  it('the contributor creates it and adds a version; scheduling is refused and changes nothing; the editor schedules', async () => {
    const contributor = clients.contributor
    await contributor.releases.create({
      releaseId: 'team',
      metadata: { title: 'Team', releaseType: 'scheduled' },
    })
    await contributor.createVersion({
      releaseId: 'team',
      publishedId: 'post-1',
      document: { _type: 'post', title: 'Escrow basics, rewritten' },
    })
    const publishAt = new Date(Date.now() + 3_600_000).toISOString()
    const refused = await contributor.releases.schedule({ releaseId: 'team', publishAt }).catch((e) => e)
    expect(refused.statusCode).toBe(403)
    expect(refused.details.type).toBe('insufficientPermissionsError')
    expect((await admin.getDocument('_.releases.team'))?.state).toBe('active')

    await clients.editor.releases.schedule({ releaseId: 'team', publishAt })
    expect(await admin.getDocument('_.releases.team')).toMatchObject({ state: 'scheduled', publishAt })
    const published = await contributor.releases.publish({ releaseId: 'team' }).catch((e) => e)
    expect(published.statusCode).toBe(403)
  })
})

describe('release documents and data/mutate', () => {
  it('people change releases only through the release actions, even an editor', async () => {
    const error = await clients.editor
      .createOrReplace({ _id: '_.releases.forged', _type: 'system.release', state: 'published' })
      .catch((e) => e)
    expect(error.statusCode).toBe(400)
    expect(error.message).toContain('sanity.action.release')
    const patched = await clients.editor
      .patch('_.releases.timed')
      .set({ state: 'active' })
      .commit()
      .catch((e) => e)
    expect(patched.statusCode).toBe(400)
    expect(await admin.getDocument('_.releases.forged')).toBeUndefined()
    expect((await admin.getDocument('_.releases.timed'))?.state).toBe('scheduled')
  })
})

describe('what the Studio is told', () => {
  it("every member reads the releases (the Studio's release list), the public none", async () => {
    const query = '*[_type == "system.release" && _id in path("_.releases.*")]._id'
    for (const role of ROLE_NAMES) {
      expect(await clients[role].fetch(query, {}, { perspective: 'raw' })).toEqual(
        expect.arrayContaining(['_.releases.open', '_.releases.timed']),
      )
    }
    expect(await lake.client(null).withConfig({ apiVersion: V }).fetch(query)).toEqual([])
  })

  async function acl(role: RoleName) {
    const response = await fetch(`${lake.url}/v${V}/projects/${lake.projectId}/datasets/production/acl`, {
      headers: { authorization: `Bearer ${tokens[role]}` },
    })
    return (await response.json()) as Array<{ filter: string; permissions: string[] }>
  }

  it('/acl gives a contributor create and update on active releases and on versions, and a staff member neither', async () => {
    const contributor = await acl('contributor')
    expect(contributor).toContainEqual({
      filter: expect.stringMatching(/_\.releases\..*state == "active"/),
      permissions: ['create', 'update'],
    })
    expect(contributor).toContainEqual({
      filter: expect.stringContaining('_id in path("versions.**")'),
      permissions: ['create', 'update'],
    })
    const staffWrites = (await acl('staff')).filter((grant) => grant.permissions.includes('update'))
    expect(staffWrites.every((grant) => !grant.filter.includes('_.releases'))).toBe(true)
  })
})

describe('new-content-release-allowed', () => {
  const ask = (token?: string) =>
    fetch(`${lake.url}/vX/projects/${lake.projectId}/new-content-release-allowed`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })

  it('counts the releases not yet published or archived (scheduled drafts are not metered); no limit is reached', async () => {
    await admin.releases.create({
      releaseId: 'single',
      metadata: { releaseType: 'scheduled', cardinality: 'one' },
    })
    await admin.releases.create({ releaseId: 'gone', metadata: { releaseType: 'asap' } })
    await admin.releases.archive({ releaseId: 'gone' })
    const active = await admin.fetch(
      'count(*[_id in path("_.releases.*") && !(state in ["published", "archived"])])',
      {},
      { perspective: 'raw' },
    )
    const response = await ask(tokens.contributor)
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: Record<string, number | null> }
    expect(data).toEqual({
      orgActiveReleaseCount: active,
      orgMeteredActiveReleaseCount: active - 1,
      datasetReleaseLimit: expect.any(Number),
      orgActiveReleaseLimit: null,
    })
    expect(data.datasetReleaseLimit).toBeGreaterThan(active)
  })

  it('is for members only', async () => {
    expect((await ask()).status).toBe(401)
  })
})
