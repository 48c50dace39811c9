/**
 * Invitation and password-reset mail through nodemailer: to real SMTP when `LAKE_SMTP_URL` (or the `mail.smtpUrl`
 * option) is set, else to the local mail catcher `npm start` runs (`mail-catcher.ts`, inbox URL printed there).
 */
import { DEFAULT_PORTS } from '@escrova/schemas/settings'
import nodemailer from 'nodemailer'

export interface MailSettings {
  smtpUrl?: string
  from?: string
}

export interface Mail {
  to: string
  subject: string
  text: string
}

export const localCatcherSmtpUrl = (): string => `smtp://127.0.0.1:${DEFAULT_PORTS.mailSmtp}`

export function createMailer(settings: MailSettings = {}) {
  const url = settings.smtpUrl ?? process.env.LAKE_SMTP_URL ?? localCatcherSmtpUrl()
  const from = settings.from ?? process.env.LAKE_MAIL_FROM ?? 'Escrova Studio <studio@escrova.localhost>'
  const transport = nodemailer.createTransport(url)
  return {
    url,
    async send(mail: Mail): Promise<void> {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}

export type Mailer = ReturnType<typeof createMailer>
