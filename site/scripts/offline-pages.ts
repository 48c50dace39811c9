/**
 * Writes the offline page of every language into the client build (`/offline.html`, `/pcm/offline.html`, ...), from
 * the forms' catalogue (`@escrova/schemas/form-messages`, `offline`), before the service worker is built: English's is
 * precached, another language's kept by the worker once a page in it is read (`app/offline/worker/sw.ts`).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { compileFormMessages } from '@escrova/schemas/form-messages/compile'
import { LANGUAGE_CODES } from '@escrova/schemas/languages'
import { offlinePageHtml } from '../app/offline/offline-page.ts'
import { offlinePageOf } from '../app/offline/worker/rules.ts'

export function writeOfflinePages(clientDir: string): string[] {
  return LANGUAGE_CODES.map((code) => {
    const file = join(clientDir, offlinePageOf(code))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, offlinePageHtml(code, compileFormMessages(code).offline))
    return file
  })
}
