/**
 * `cloudflare:workers` exists only inside workerd. `@cloudflare/workers-types` declares it in its global flavour,
 * which would redefine `Request`, `Response` and friends for the whole (Node + DOM) type check; its importable
 * flavour has the same class under `CloudflareWorkersModule`, so the module is declared from that.
 */
declare module 'cloudflare:workers' {
  import type { CloudflareWorkersModule } from '@cloudflare/workers-types'
  export const DurableObject: typeof CloudflareWorkersModule.DurableObject
  export type DurableObject<Env = unknown> = CloudflareWorkersModule.DurableObject<Env>
}
