import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** The key's file name in the data dir; never copied into backups (`backup/snapshot.ts`). */
export const TEAM_KEY_FILE = 'team.key'

/**
 * Secrets the lake must read back (a member's TOTP seed) are kept sealed with AES-256-GCM under a key in its own
 * file (`<dataDir>/team.key`, mode 0600), so `lake.sqlite` and its backups alone never hold them in the clear.
 */
export class SecretBox {
  private readonly key: Buffer

  constructor(keyFile: string) {
    if (!existsSync(keyFile)) {
      mkdirSync(dirname(keyFile), { recursive: true })
      writeFileSync(keyFile, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' })
    }
    this.key = Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64')
  }

  seal(text: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
    return ['v1', iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.')
  }

  /** The text, or undefined when the value was not sealed with this key (or was altered). */
  open(value: string): string | undefined {
    const [version, iv, tag, sealed] = value.split('.')
    if (version !== 'v1' || !iv || !tag || !sealed) return undefined
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      )
    } catch {
      return undefined
    }
  }
}
