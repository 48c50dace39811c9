/**
 * /contact: how to reach support (linked from the privacy policy's "contact by support ticket" and the footer).
 * The header's Contact item still scrolls to the footer's Contact Us block. Below the channels, the support-ticket form.
 */
import { ContactPage } from '../features/contact/contact-page.tsx'
import { SupportSection } from '../features/support/support-form.tsx'
import { pageMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/contact'

/** Title and description: site settings → Other pages → Contact. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ settingsPage: 'contactPage', path: '/contact' }, matches)

export default function ContactRoute() {
  return (
    <ContactPage>
      <SupportSection />
    </ContactPage>
  )
}
