/**
 * The local stand-in for the moderators' chat webhook, served by the spreadsheet sink at `POST /digest`: it records
 * each message (one JSON line per message in a file beside the sheet's CSV) and answers as Slack does, `ok`.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'

export interface DigestSink {
  record(body: string): void
  messages(): Array<Record<string, unknown>>
}

export function digestSink(path: string): DigestSink {
  mkdirSync(dirname(path), { recursive: true })
  return {
    record(body) {
      const message = JSON.parse(body) as Record<string, unknown>
      appendFileSync(path, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...message })}\n`)
    },
    messages() {
      if (!existsSync(path)) return []
      return readFileSync(path, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    },
  }
}
