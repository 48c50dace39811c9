/**
 * A generated traffic log with known answers: visitors (each one address and user agent), their page views in order,
 * funnel steps, store buttons and applications, per source and campaign. `expected()` computes every dashboard
 * figure from the log alone, in plain code, so the dashboard is checked against the log, not against its own SQL.
 */
export interface LoggedEvent {
  name: string
  path: string
  /** Query string of the page address (UTM parameters), landing page only. */
  search?: string
  referrer?: string
  prop?: string
  at: number
}

export interface LoggedVisitor {
  address: string
  agent: string
  width: number
  language: string
  events: LoggedEvent[]
  /** Sends a real application after its events (the function records the conversion). */
  applies: boolean
}

const POSTS = ['escrow-basics-for-lagos-sellers', 'buyer-protection-explained', 'spotting-fake-alerts']
const LANDINGS = [
  '/',
  '/blogs/escrow-basics-for-lagos-sellers',
  '/blogs/buyer-protection-explained',
  '/services/escrow',
]
const ARRIVALS = [
  { search: '?utm_source=x&utm_campaign=launch', source: 'x', campaign: 'launch', referrer: '' },
  {
    search: '?utm_source=newsletter&utm_medium=email&utm_campaign=summer',
    source: 'newsletter',
    campaign: 'summer',
    referrer: '',
  },
  { search: '', source: 'google.com', campaign: '', referrer: 'https://www.google.com/' },
  { search: '', source: '', campaign: '', referrer: '' },
]
const WIDTHS = [390, 800, 1280, 1920]
const LANGUAGES = ['en-NG', 'en-GB', 'yo', 'ha-NG', 'fr']

/** A small deterministic random source (mulberry32), so a failing run can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function generateTraffic(visitorCount: number, start: number, seed = 35): LoggedVisitor[] {
  const next = random(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  return Array.from({ length: visitorCount }, (_, index) => {
    let at = start + index * 60_000
    const step = () => (at += 1_000 + Math.floor(next() * 4_000))
    const arrival = pick(ARRIVALS)
    const landing = pick(LANDINGS)
    const events: LoggedEvent[] = [
      { name: 'pageview', path: landing, search: arrival.search, referrer: arrival.referrer, at: step() },
    ]
    let path = landing
    const view = (to: string) => {
      events.push({ name: 'pageview', path: to, referrer: `https://escrova.test${path}`, at: step() })
      path = to
    }
    if (next() < 0.5) view(`/blogs/${pick(POSTS)}`)
    if (path.startsWith('/blogs/') && next() < 0.4)
      events.push({ name: 'store_button', path, prop: pick(['google-play', 'app-store']), at: step() })
    const toWaitList = next() < 0.5
    let applies = false
    if (toWaitList) {
      view('/wait-list')
      if (next() < 0.7) {
        events.push({ name: 'waitlist_step1', path, at: step() })
        applies = next() < 0.7
        if (applies) events.push({ name: 'waitlist_submit', path, at: step() })
      }
    }
    return {
      address: `10.35.${Math.floor(index / 250)}.${index % 250}`,
      agent: `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${index}.0 Mobile Safari/537.36`,
      width: pick(WIDTHS),
      language: pick(LANGUAGES),
      events,
      applies,
    }
  })
}

type Counts = Record<string, { visitors: number; pageviews: number }>

function count(rows: Array<{ key: string; visitor: number }>): Counts {
  const out: Record<string, { visitors: Set<number>; pageviews: number }> = {}
  for (const { key, visitor } of rows) {
    out[key] ??= { visitors: new Set(), pageviews: 0 }
    out[key].visitors.add(visitor)
    out[key].pageviews++
  }
  return Object.fromEntries(
    Object.entries(out).map(([key, value]) => [
      key,
      { visitors: value.visitors.size, pageviews: value.pageviews },
    ]),
  )
}

const hostOf = (referrer: string) => (referrer ? new URL(referrer).hostname.replace(/^www\./, '') : '')
const screenOf = (width: number) =>
  width < 576 ? 'mobile' : width < 992 ? 'tablet' : width < 1440 ? 'laptop' : 'desktop'

export function expected(log: LoggedVisitor[]) {
  const views = log.flatMap((visitor, index) =>
    visitor.events.filter((e) => e.name === 'pageview').map((e) => ({ ...e, visitor: index, who: visitor })),
  )
  const entry = log.map((visitor) => {
    const first = visitor.events[0] as LoggedEvent
    const utm = new URLSearchParams(first.search ?? '')
    return {
      source: utm.get('utm_source') ?? hostOf(first.referrer ?? ''),
      referrer: hostOf(first.referrer ?? ''),
      campaign: utm.get('utm_campaign') ?? '',
      landing: first.path,
    }
  })
  const byVisit = (key: 'source' | 'referrer' | 'campaign') =>
    count(views.map((v) => ({ key: (entry[v.visitor] as (typeof entry)[number])[key], visitor: v.visitor })))
  const has = (visitor: LoggedVisitor, test: (e: LoggedEvent) => boolean) => visitor.events.some(test)
  const appliers = log.map((visitor, index) => ({ visitor, index })).filter(({ visitor }) => visitor.applies)
  const lastPost = (visitor: LoggedVisitor) =>
    visitor.events
      .filter((e) => e.name === 'pageview' && e.path.startsWith('/blogs/'))
      .at(-1)
      ?.path.slice(7) ?? ''
  const tally = (values: string[]) => {
    const out: Record<string, number> = {}
    for (const value of values) out[value] = (out[value] ?? 0) + 1
    return out
  }
  const readPost = log.filter((v) => has(v, (e) => e.name === 'pageview' && e.path.startsWith('/blogs/')))
  return {
    totals: { visitors: log.length, pageviews: views.length },
    pages: count(views.map((v) => ({ key: v.path, visitor: v.visitor }))),
    posts: count(
      views
        .filter((v) => v.path.startsWith('/blogs/'))
        .map((v) => ({ key: v.path.slice(7), visitor: v.visitor })),
    ),
    devices: count(views.map((v) => ({ key: screenOf(v.who.width), visitor: v.visitor }))),
    languages: count(
      views.map((v) => ({ key: v.who.language.split('-')[0].toLowerCase(), visitor: v.visitor })),
    ),
    sources: byVisit('source'),
    referrers: byVisit('referrer'),
    campaigns: Object.fromEntries(Object.entries(byVisit('campaign')).filter(([key]) => key !== '')),
    waitListFunnel: [
      log.length,
      log.filter((v) => has(v, (e) => e.path === '/wait-list' && e.name === 'pageview')).length,
      log.filter((v) => has(v, (e) => e.name === 'waitlist_step1')).length,
      appliers.length,
    ],
    postFunnel: [
      readPost.length,
      readPost.filter((v) => {
        const firstPost = v.events.findIndex((e) => e.name === 'pageview' && e.path.startsWith('/blogs/'))
        return v.events.slice(firstPost).some((e) => e.name === 'store_button')
      }).length,
    ],
    applications: {
      total: appliers.length,
      byLanding: tally(appliers.map(({ index }) => (entry[index] as (typeof entry)[number]).landing)),
      byPost: tally(appliers.map(({ visitor }) => lastPost(visitor))),
      bySource: tally(appliers.map(({ index }) => (entry[index] as (typeof entry)[number]).source)),
      byCampaign: tally(appliers.map(({ index }) => (entry[index] as (typeof entry)[number]).campaign)),
    },
  }
}
