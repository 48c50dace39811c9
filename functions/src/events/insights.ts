/**
 * The function's insights: counts beacons and conversions into the event buffer, with the visitor hash of the
 * request that carried them. Bots (`isbot`), `Sec-GPC: 1` and repeated event ids are accepted and not counted. The
 * store opens lazily and is retried, so the function starts and keeps accepting while the store is down.
 */
import type { ConversionName } from '@escrova/schemas/insights'
import type { Context } from 'hono'
import { isbot } from 'isbot'
import { LRUCache } from 'lru-cache'
import type { ClientAddress } from '../http/client-address.ts'
import { errorFields, type Logger } from '../util/logger.ts'
import { type BufferSettings, DEFAULT_BUFFER, EventBuffer } from './buffer.ts'
import { beaconRow, conversionRow } from './rows.ts'
import { keepFinalDays } from './store/day-lists.ts'
import type { InsightsStore } from './store/store.ts'
import { type Beacon, MAX_EVENT_AGE_MS } from './validate.ts'
import { DailySalts, type SaltKeeper, type Sha256, visitorHash } from './visitor.ts'

export interface InsightsDeps {
  openStore: () => Promise<InsightsStore>
  /** The site the hash is scoped to. */
  site?: string
  /** Where the day's salt is kept; unset: memory only. */
  salts?: SaltKeeper
  buffer?: Partial<BufferSettings>
  /** Beacons per client per minute. */
  eventsPerMinute?: number
  /** The visitor hash's SHA-256; unset: Web Crypto's. */
  sha256?: Sha256
}

/** A day becomes final at whatever hour its last events can no longer come (`store/day-lists.ts`). */
const KEEP_DAYS_EVERY_MS = 60 * 60_000

export type NotCounted = 'bot' | 'gpc' | 'duplicate' | 'buffer_full'

export class Insights {
  readonly buffer: EventBuffer
  readonly eventsPerMinute: number
  private readonly salts: DailySalts
  private readonly site: string
  private opened: Promise<InsightsStore> | undefined
  /**
   * `isbot`'s pattern is long and a page's beacons carry the same user agent, so each agent is matched once. Bounded:
   * a flood of made-up agents only evicts.
   */
  private readonly botAgents = new LRUCache<string, boolean>({ max: 10_000 })
  /** Event ids seen within the time an offline event may be late: a resent page view counts once. */
  private readonly seen = new LRUCache<string, true>({ max: 500_000, ttl: MAX_EVENT_AGE_MS })

  constructor(
    private readonly deps: InsightsDeps,
    private readonly clock: () => Date,
    private readonly clientAddress: ClientAddress,
    private readonly logger: Logger,
  ) {
    this.site = deps.site ?? 'escrova'
    this.salts = new DailySalts(deps.salts)
    this.eventsPerMinute = deps.eventsPerMinute ?? 120
    this.buffer = new EventBuffer(() => this.store(), { ...DEFAULT_BUFFER, ...deps.buffer }, logger)
    // Opened at once, so the first events do not wait in memory for the engine to start (a crash then loses less).
    this.store()
      .then(() => this.keepFinalDays().catch(() => undefined))
      .catch((error) => logger.warn('insights store unavailable at start', errorFields(error)))
    const timer = setInterval(() => void this.keepFinalDays().catch(() => undefined), KEEP_DAYS_EVERY_MS)
    ;(timer as { unref?: () => void }).unref?.()
    this.stopKeepingDays = () => clearInterval(timer)
  }

  private readonly stopKeepingDays: () => void

  /** Keeps the lists of the days that are over for good (`store/day-lists.ts`); the days kept. */
  async keepFinalDays(): Promise<string[]> {
    try {
      return await keepFinalDays(await this.store(), this.clock())
    } catch (error) {
      this.logger.warn('insights: final days not kept, tried again within the hour', errorFields(error))
      throw error
    }
  }

  /** The store, opened on first use; a failed open is retried on the next call. */
  store(): Promise<InsightsStore> {
    this.opened ??= this.deps.openStore().catch((error) => {
      this.opened = undefined
      throw error
    })
    return this.opened
  }

  /** Additions still hashing their visitor; `flush` and `close` wait for them. */
  private readonly hashing = new Set<Promise<unknown>>()

  private visitor(c: Context, now: Date): Promise<string> {
    const address = this.clientAddress(c) ?? ''
    const agent = c.req.header('user-agent') ?? ''
    return visitorHash(this.salts.saltFor(now), this.site, address, agent, this.deps.sha256)
  }

  /** Work that ends in the buffer, kept until it has: `flush` waits for it. */
  private pending<T>(work: Promise<T>): Promise<T> {
    this.hashing.add(work)
    void work.finally(() => this.hashing.delete(work)).catch(() => undefined)
    return work
  }

  /** Why a request's events are not counted, if they are not. */
  private excluded(c: Context): NotCounted | undefined {
    if (c.req.header('sec-gpc') === '1') return 'gpc'
    const agent = c.req.header('user-agent') ?? ''
    if (!agent || this.isBot(agent)) return 'bot'
    return undefined
  }

  private isBot(agent: string): boolean {
    let bot = this.botAgents.get(agent)
    if (bot === undefined) {
      bot = isbot(agent)
      this.botAgents.set(agent, bot)
    }
    return bot
  }

  async acceptBeacon(c: Context, beacon: Beacon): Promise<NotCounted | undefined> {
    const excluded = this.excluded(c)
    if (excluded) return excluded
    if (this.seen.has(beacon.id)) return 'duplicate'
    // Marked before hashing, so the same id sent twice at once counts once.
    this.seen.set(beacon.id, true)
    const now = this.clock()
    const added = await this.pending(
      this.visitor(c, now).then((visitor) => this.buffer.add(beaconRow(beacon, visitor, now))),
    )
    if (added) return undefined
    this.seen.delete(beacon.id)
    return 'buffer_full'
  }

  /**
   * A submission the function accepted, once per stored document (`documentId`: a resent submission is not a
   * second conversion). Never throws, never waits: the submission's answer does not depend on it.
   */
  recordConversion(
    c: Context,
    name: ConversionName,
    documentId: string,
    { path = '', prop = '' }: { path?: string; prop?: string } = {},
  ): void {
    const id = `${name}:${documentId}`
    if (this.excluded(c) || this.seen.has(id)) return
    this.seen.set(id, true)
    const now = this.clock()
    void this.pending(
      this.visitor(c, now).then((visitor) => {
        if (!this.buffer.add(conversionRow(id, name, visitor, path, prop, now))) this.seen.delete(id)
      }),
    )
  }

  /** Writes every event accepted so far (those still hashing their visitor included). */
  async flush(): Promise<void> {
    await Promise.all([...this.hashing])
    await this.buffer.flush()
  }

  async close(): Promise<void> {
    this.stopKeepingDays()
    await Promise.all([...this.hashing])
    await this.buffer.close()
    if (this.opened) await (await this.opened.catch(() => undefined))?.close()
  }
}
