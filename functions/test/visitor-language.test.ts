/** The submission checkers speak the language they are given, and English by default, field for field. */
import { loadFormMessages } from '@escrova/schemas/form-messages/index'
import { describe, expect, it } from 'vitest'
import { checkComment } from '../src/comments/validate.ts'
import { checkTicket } from '../src/support/validate.ts'
import { checkApplication } from '../src/wait-list/validate.ts'

describe('the checkers in a language', () => {
  it('refuses the same fields in Pidgin as in English, each with its Pidgin words', async () => {
    const pcm = await loadFormMessages('pcm')
    const application = { fullName: 'Ada', email: 'ada@', phone: '', keyNeeds: [], platforms: ['Web'] }
    const english = checkApplication(application)
    const pidgin = checkApplication(application, pcm)
    expect(english).toEqual({
      ok: false,
      fields: {
        email: 'Enter a valid email address.',
        phone: 'Phone number is required.',
        location: 'Please select your state.',
        keyNeeds: 'Select at least one key need.',
        consent: 'You must agree before submitting.',
      },
    })
    expect(pidgin).toEqual({
      ok: false,
      fields: {
        email: 'Dis email no correct. Check am well.',
        phone: 'Abeg put your phone number.',
        location: 'Abeg choose your state.',
        keyNeeds: 'Pick at least one tin wey you need.',
        consent: 'You go first agree before you send am.',
      },
    })
  })

  it("says what is wrong with a field's shape in Pidgin too, beside the Pidgin rules", async () => {
    const pcm = await loadFormMessages('pcm')
    const comment = checkComment({ post: 'p1', name: 'Tunde', text: '', consent: true, colour: 'red' }, pcm)
    expect(comment).toEqual({
      ok: false,
      fields: { colour: 'We no know dis box.', text: 'Abeg write your comment.' },
    })
    const ticket = checkTicket(
      { name: 'Ngozi', email: 'n@example.com', topic: 'privacy', message: 'x', consent: true },
      pcm,
    )
    expect(ticket).toEqual({ ok: false, fields: { privacyRequest: 'Choose which kind privacy request.' } })
  })
})
