/**
 * `npm run bench team`: a member's whole Studio sign-in through HTTP (sign-in page, form post with argon2id at its
 * recommended cost, `#sid=` traded at `auth/fetch`); presence: one editor's focus announced on the presence socket
 * until another editor's socket receives it (both through Sanity's bifur client, as the Studio); and what a role's grant filters cost a query: the blog list
 * over 10,000 posts right after a commit (so the role's view of the dataset is rebuilt through its filters), for
 * the administrator (no filter), an editor and a moderator.
 */
import '../src/shared/quiet-warnings.ts'
import type { RoleName } from '@escrova/schemas/roles'

const { buildFixture } = await import('./fixture.ts')
const { startTestLake, lakeClient } = await import('../../tests/support/lake.ts')
const { addMember, signIn } = await import('../../tests/support/team.ts')
const { fieldLocation, joinPresence } = await import('../../tests/support/presence.ts')

const RUNS = 30
const p50 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]
const print = (name: string, value: number, unit: string) =>
  console.log(`BENCH ${name} ${Math.round(value * 1000) / 1000} ${unit}`)

const fixture = buildFixture(10_000)
fixture.store.close()
const lake = await startTestLake({
  dataDir: fixture.dataDir,
  team: { throttle: { perEmail: 5, perAddress: 100_000, windowMs: 60_000 } },
})
try {
  const person = await addMember(lake, 'bench@escrova.test', ['editor'])
  const signIns: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    await signIn(lake, person.email, person.password)
    signIns.push(performance.now() - started)
  }
  print('team.signin.p50', p50(signIns), 'ms')

  const other = await addMember(lake, 'bench-other@escrova.test', ['editor'])
  const [focusing, watching] = await Promise.all([
    joinPresence(lake.url, 'production', await signIn(lake, person.email, person.password)),
    joinPresence(lake.url, 'production', await signIn(lake, other.email, other.password)),
  ])
  const latencies: number[] = []
  for (let i = 0; i < RUNS + 3; i++) {
    // The Studio announces at most every 200 ms (its presence store's auditTime), within the socket's rate limit.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const field = `field${i}`
    const from = watching.events.length
    const started = performance.now()
    const received = watching.waitForEvent(
      (event) => event.type === 'state' && JSON.stringify(event.m?.locations).includes(`"${field}"`),
      from,
    )
    await focusing.announce([fieldLocation('post-bench', field)])
    await received
    if (i >= 3) latencies.push(performance.now() - started)
  }
  focusing.close()
  watching.close()
  print('team.presence.latency.p50', p50(latencies), 'ms')

  const writer = lake.client()
  const postId = (await writer.fetch('*[_type == "post"][0]._id')) as string
  const query = '*[_type == "post" && defined(slug.current)] | order(publishedAt desc)[0...20]{_id, title}'
  const roles: RoleName[] = ['administrator', 'editor', 'moderator']
  const clients = new Map<RoleName, ReturnType<typeof lakeClient>>()
  for (const role of roles) {
    const member = await addMember(lake, `${role}@bench.test`, [role])
    clients.set(role, lakeClient(lake.url, await signIn(lake, member.email, member.password)))
  }
  const samples = new Map<RoleName, number[]>(roles.map((role) => [role, []]))
  // Roles take turns, each after its own commit, so warm-up and machine noise fall on all of them alike.
  for (let i = 0; i < RUNS + 3; i++) {
    for (const role of roles) {
      await writer
        .patch(postId)
        .set({ benchCounter: `${role}-${i}` })
        .commit()
      const started = performance.now()
      await clients.get(role)?.fetch(query)
      if (i >= 3) samples.get(role)?.push(performance.now() - started)
    }
  }
  for (const role of roles) print(`team.query.10k.${role}.p50`, p50(samples.get(role) ?? []), 'ms')
} finally {
  await lake.stop()
}
