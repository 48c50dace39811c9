import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { AnyRequest, AnyResponse } from './http/context.ts'
import type { LakeRuntime } from './runtime.ts'

export type LakeHandler = (req: AnyRequest, res: AnyResponse) => Promise<void>

export interface ExtensionResult {
  /** Set when the extension opened the HTTP/2 + TLS listener. */
  tlsUrl?: string
  close?: () => Promise<void> | void
}

/**
 * An extension module exports `install(lake, handler)`. It may push routes onto `lake.routes`, add query
 * preprocessors (`groq/hooks.ts`) and open more listeners that serve `handler` (e.g. HTTP/2 with TLS).
 */
export type InstallExtension = (
  lake: LakeRuntime,
  handler: LakeHandler,
) => Promise<ExtensionResult | undefined>

/** Extension modules loaded when present: the Studio-facing endpoints live in `lake/src/studio/`. */
const CANDIDATES = ['./studio/index.ts']

export async function installExtensions(lake: LakeRuntime, handler: LakeHandler): Promise<ExtensionResult[]> {
  const results: ExtensionResult[] = []
  for (const candidate of CANDIDATES) {
    const url = new URL(candidate, import.meta.url)
    if (!existsSync(fileURLToPath(url))) continue
    const module = (await import(url.href)) as { install?: InstallExtension }
    if (typeof module.install !== 'function') continue
    const result = await module.install(lake, handler)
    if (result) results.push(result)
  }
  return results
}
