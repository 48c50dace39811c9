import { validateComment } from '@escrova/schemas/comments'
import { compileFormMessages } from '@escrova/schemas/form-messages/compile'
import {
  ENGLISH_FORM_MESSAGES,
  formatMessage,
  hasOwnFormMessages,
  loadFormMessages,
} from '@escrova/schemas/form-messages/index'
import { LANGUAGES, languageOf, visibleLanguages } from '@escrova/schemas/languages'
import { validateTicket } from '@escrova/schemas/support'
import { emptyApplication, validateApplication } from '@escrova/schemas/wait-list'
import { describe, expect, it } from 'vitest'

const emptyComment = { name: '', text: '', email: 'not-an-email', consent: false }
const emptyTicket = { name: '', email: '', topic: '', privacyRequest: '', message: '', consent: false }

describe('languages', () => {
  it('shows English alone until another language has a published home page, then that language too', () => {
    expect(visibleLanguages([])).toEqual(['en'])
    expect(visibleLanguages(['pcm'])).toEqual(['en', 'pcm'])
    expect(visibleLanguages(['ig', 'pcm', 'xx'])).toEqual(['en', 'pcm', 'ig'])
  })

  it('formats naira and dates in each language with a locale Intl knows', () => {
    for (const language of LANGUAGES) {
      expect(Intl.NumberFormat.supportedLocalesOf(language.intlLocale)).toEqual([language.intlLocale])
    }
    const march = new Intl.DateTimeFormat(languageOf('pcm').intlLocale, { month: 'long' })
    expect(march.format(new Date('2026-03-05T12:00:00Z'))).toBe('Mach')
  })
})

describe('the forms in Nigerian Pidgin', () => {
  it('refuses the same wait-list fields as in English, each in Pidgin', async () => {
    const pcm = await loadFormMessages('pcm')
    const english = validateApplication(emptyApplication())
    const pidgin = validateApplication(emptyApplication(), pcm.waitList)
    expect(Object.keys(pidgin).sort()).toEqual(Object.keys(english).sort())
    expect(pidgin.fullName).toBe('Abeg write your full name.')
    expect(pidgin.location).toBe('Abeg choose your state.')
    expect(english.fullName).toBe('Full name is required.')
    for (const field of Object.keys(english) as (keyof typeof english)[]) {
      expect(pidgin[field]).not.toBe(english[field])
    }
  })

  it('quotes the limits the rules enforce in Pidgin too', async () => {
    const pcm = await loadFormMessages('pcm')
    const tooLong = { ...emptyComment, name: 'a'.repeat(81), text: 'ok', email: '', consent: true }
    expect(validateComment(tooLong, pcm.comment)).toEqual({ name: 'Your name no fit pass 80 letters.' })
    expect(validateComment(tooLong)).toEqual({ name: 'Name must be at most 80 characters.' })
  })

  it('refuses a support ticket field by field in Pidgin', async () => {
    const pcm = await loadFormMessages('pcm')
    const refused = validateTicket(emptyTicket, pcm.support)
    expect(refused).toEqual({
      name: 'Abeg write your name.',
      email: 'Abeg put your email.',
      topic: 'Choose wetin your message concern.',
      message: 'Abeg write your message.',
      consent: 'You go first gree make we fit contact you about dis request.',
    })
  })

  it('gives every label and message of the three forms in Pidgin', async () => {
    const pcm = await loadFormMessages('pcm')
    for (const form of ['waitList', 'comment', 'support'] as const) {
      const keys = Object.keys(ENGLISH_FORM_MESSAGES[form])
      expect(Object.keys(pcm[form])).toEqual(keys)
      for (const key of keys) expect(pcm[form][key as never], `${form}.${key}`).toBeTruthy()
    }
    expect(pcm.waitList.successText).toContain('Escrova')
  })
})

describe('a language without its own form words', () => {
  it('speaks English, word for word', async () => {
    expect(hasOwnFormMessages('ha')).toBe(false)
    expect(hasOwnFormMessages('pcm')).toBe(true)
    const hausa = await loadFormMessages('ha')
    expect(hausa.waitList.consentLabel).toBe('I agree to provide feedback and test pre-release versions')
    expect(hausa.comment.consentLabel).toBe(
      'I agree that Escrova may show this comment and who wrote it on this page once a moderator approves it.',
    )
    expect(hausa.support.messageTooLong).toBe('Your message must be at most 5000 characters.')
  })
})

describe('the compiled catalogue', () => {
  it('is what FormatJS makes of the catalogue now (run `npm run messages` if this fails)', async () => {
    for (const code of ['en', 'pcm'] as const) {
      expect(await loadFormMessages(code), code).toEqual(compileFormMessages(code))
    }
    expect(ENGLISH_FORM_MESSAGES.waitList.fullNameTooLong).toBe('Full name must be at most 120 characters.')
  })

  it('leaves a run-time argument for formatMessage, which fills it in', async () => {
    const pcm = await loadFormMessages('pcm')
    expect(formatMessage(pcm.comment.refused, { reason: 'Too many comments.' })).toBe(
      'Your comment no go: Too many comments.',
    )
    expect(formatMessage(ENGLISH_FORM_MESSAGES.comment.refused, { reason: 'x' })).toBe(
      'Your comment could not be sent: x',
    )
  })
})
