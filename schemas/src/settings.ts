/**
 * Defaults shared by every part. Each part reads its own environment and falls back to these, so the local lake is
 * the embedded default and a hosted project is a matter of configuration.
 */
export const BRAND_NAME = 'Escrova'
export const OPERATING_COMPANY = 'Escrova Technologies Limited'

export const CONTENT_API = {
  projectId: 'escrova',
  dataset: 'production',
  apiVersion: '2025-01-08',
} as const

export const DEFAULT_PORTS = {
  lake: 7700,
  lakeTls: 7743,
  studio: 3333,
  functions: 8787,
  site: 3000,
  sheet: 8790,
  // The local mail catcher `npm start` runs: SMTP in, an inbox page out (lake/src/mail/mail-catcher.ts).
  mailSmtp: 7725,
  mailInbox: 7780,
} as const

/** CORS allow-list patterns for local development (`*` matches any port or subdomain). */
export const LOCAL_ORIGIN_PATTERNS = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'http://*.localhost:*',
  'https://*.localhost:*',
]
