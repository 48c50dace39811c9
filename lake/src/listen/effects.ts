import type { SanityDocument } from '../shared/types.ts'

/**
 * Mendoza effects for a change. `[0, value]` is mendoza's "output this value" opcode: a complete, valid patch that
 * `mendoza.applyPatch(before, apply)` turns into `after` (and `revert` back). The Studio applies these to its local
 * copy; whole-value patches are larger than minimal diffs but always exact.
 */
export function mendozaEffects(before: SanityDocument | null, after: SanityDocument | null) {
  return { apply: [0, after], revert: [0, before] }
}
