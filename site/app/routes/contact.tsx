/**
 * /contact: how to reach support (linked from the privacy policy's "contact by support ticket" and the footer).
 * The header's Contact item still scrolls to the footer's Contact Us block. Below the channels, the support-ticket form.
 */
import { ContactPage } from '../features/contact/contact-page.tsx'
import { SupportSection } from '../features/support/support-form.tsx'
import { browserFormWords } from '../lib/browser-form-words.ts'
import { formWordsOf } from '../lib/page-form-words.ts'
import { pageMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/contact'

/** Title and description: site settings → Other pages → Contact. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ settingsPage: 'contactPage', path: '/contact' }, matches)

/** The support form's words in the page's language (none on an English page: the form says its own). */
export const loader = ({ request }: Route.LoaderArgs) => formWordsOf(request, 'contact')
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => browserFormWords(request, 'contact')

export default function ContactRoute() {
  return (
    <ContactPage>
      <SupportSection />
    </ContactPage>
  )
}
