/** What the lake is started with (`../server/server.ts`), and the webhooks it calls. */
import type { QueryPoolOptions } from '../groq/pool/limits.ts'
import type { PresenceOptions } from '../presence/settings.ts'
import type { TeamOptions } from '../sign-in/team.ts'

export interface WebhookConfig {
  name?: string
  url: string
  /** Dataset to watch; default `production`. */
  dataset?: string
  /** GROQ filter the document must match (before or after the change). */
  filter?: string
  /** GROQ projection for the body, e.g. `{_id, title}`; default is the whole document. */
  projection?: string
  /** Which changes fire; default all three. */
  on?: Array<'create' | 'update' | 'delete'>
  secret?: string
  headers?: Record<string, string>
  /** Include drafts (ids `drafts.*`); default false, as in the hosted lake. */
  includeDrafts?: boolean
}

export interface LakeOptions {
  port?: number
  host?: string
  dataDir: string
  seed?: boolean
  tlsPort?: number | false
  corsOrigins?: string[]
  webhooks?: WebhookConfig[]
  tokens?: { write?: string; read?: string }
  /** Extra datasets besides `production`. */
  datasets?: string[]
  /** Default `LAKE_PROJECT_ID`, then `CONTENT_API.projectId`. */
  projectId?: string
  /** The main dataset (seed, CLIs, webhooks); default `LAKE_DATASET`, then `CONTENT_API.dataset`. */
  dataset?: string
  /** Webhook retry policy (tests shorten it); default 8 retries from 1 s up to 60 s apart. */
  webhookRetry?: { retries: number; minTimeout: number; maxTimeout: number }
  /** Base URL written into asset documents; default the lake's own http url. */
  publicUrl?: string
  /** Sessions' lifetime (hours, default 7 days), sign-in throttling, mail (SMTP URL, sender). */
  team?: TeamOptions
  /** Live Content API: messages kept for `Last-Event-ID` resumes (1000), keep-alive comment interval (15 s), open streams before `goaway` (1000). */
  live?: { replay?: number; keepAliveMs?: number; maxStreams?: number }
  /** The Studio's presence socket: message size and rate, sockets per person, timers (`presence/settings.ts`). */
  presence?: PresenceOptions
  /** GROQ workers and per-query limits (`groq/pool/limits.ts`; lake/README.md "Query limits"). */
  queries?: QueryPoolOptions
}
