/**
 * A local mail catcher for `npm start` and tests: an SMTP server (`smtp-server`) that accepts every message and
 * keeps the newest ones in memory (never on disk: invitation links are one-time secrets), and an inbox page
 * (`/`, plus `/messages.json`) to read them, as maildev or Mailpit would.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  id: number
  to: string
  subject: string
  text: string
  receivedAt: string
}

const KEEP = 200

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] as string,
  )

/** Links in a message's text become clickable; everything else is escaped. */
const linked = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

function inboxPage(messages: CaughtMail[]): string {
  const items = messages
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>To <b>${escapeHtml(mail.to)}</b>, ${escapeHtml(mail.receivedAt)}</p><pre>${linked(mail.text)}</pre></article>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local inbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border-top:1px solid #ccd;padding:.5rem 0}pre{white-space:pre-wrap}</style></head><body>
<h1>Local inbox (${messages.length})</h1>${items || '<p>No mail yet.</p>'}</body></html>`
}

export interface MailCatcher {
  smtpUrl: string
  inboxUrl: string
  messages(): CaughtMail[]
  close(): Promise<void>
}

export async function startMailCatcher(
  options: { host?: string; smtpPort?: number; inboxPort?: number } = {},
): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1'
  const caught: CaughtMail[] = []
  let nextId = 1
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []].flat().map((address) => address.text)
          caught.unshift({
            id: nextId++,
            to: to.join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          })
          caught.length = Math.min(caught.length, KEEP)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(options.smtpPort ?? 0, host, () => resolve())
  })
  const inbox: Server = createServer((req, res) => {
    const json = req.url?.startsWith('/messages.json')
    const body = json ? JSON.stringify(caught) : inboxPage(caught)
    res.writeHead(200, {
      'content-type': json ? 'application/json' : 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    })
    res.end(body)
  })
  await new Promise<void>((resolve, reject) => {
    inbox.once('error', reject)
    inbox.listen(options.inboxPort ?? 0, host, () => resolve())
  })
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const inboxPort = (inbox.address() as AddressInfo).port
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inboxUrl: `http://${host}:${inboxPort}/`,
    messages: () => [...caught],
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      await new Promise<void>((resolve) => {
        inbox.close(() => resolve())
        inbox.closeAllConnections()
      })
    },
  }
}
