/**
 * The finer Brotli's thread (`finer-brotli.ts` runs it through piscina, at the lowest CPU priority). Node loads it
 * with its own type stripping (no tsx in workers), so it uses only erasable TypeScript.
 */
import { getPriority } from 'node:os'
import { type BrotliOptions, brotliCompressSync } from 'node:zlib'

interface Task {
  body: Uint8Array
  options: BrotliOptions
}

export default function compress({ body, options }: Task): Uint8Array {
  return brotliCompressSync(body, options)
}

/** This thread's nice value (per thread on Linux): what the pool set it to. */
export function priority(): number {
  return getPriority()
}
