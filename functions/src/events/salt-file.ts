/** Node: the day's salt in one file (mode 0600), overwritten when the day changes, so yesterday's salt is gone. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DaySalt, SaltKeeper } from './visitor.ts'

export function saltFile(dir: string): SaltKeeper {
  const file = join(dir, 'salt.json')
  return {
    load() {
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as DaySalt
      } catch {
        return undefined
      }
    },
    save(salt) {
      mkdirSync(dir, { recursive: true })
      writeFileSync(file, JSON.stringify(salt), { mode: 0o600 })
    },
  }
}
