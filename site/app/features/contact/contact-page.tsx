/**
 * /contact: the support channels from the Studio's site settings (address, email, phone, hours, socials), under
 * the page's own words (site settings → Other pages → Contact). Further sections (a support-ticket form) go in as
 * `children`, after the channels, each bringing its own `<section>`.
 */
import type { ReactNode } from 'react'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons.tsx'
import { SocialLinks } from '../../components/social-links.tsx'
import { useSiteSettings } from '../../content/site-settings.tsx'
import { PageHero } from '../layout/page-hero.tsx'

/** The dialable form of a phone number as editors write it (`+234 800 372 7768`). */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

export function ContactChannels() {
  const settings = useSiteSettings()
  const copy = settings.contactPage
  return (
    <section className="section" aria-labelledby="contact-channels-title">
      <div className="container">
        <div className="section-head">
          <h2 id="contact-channels-title">{copy.channelsHeading}</h2>
          <p className="lead">{copy.lead}</p>
        </div>
        <dl className="contact-channels grid grid-2">
          <div className="card">
            <dt>
              <MailIcon width={20} height={20} /> {copy.emailLabel}
            </dt>
            <dd>
              <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            </dd>
          </div>
          <div className="card">
            <dt>
              <PhoneIcon width={20} height={20} /> {copy.phoneLabel}
            </dt>
            <dd>
              <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a>
            </dd>
          </div>
          <div className="card">
            <dt>
              <PinIcon width={20} height={20} /> {copy.addressLabel}
            </dt>
            <dd>
              <address>{settings.contactAddress}</address>
            </dd>
          </div>
          <div className="card">
            <dt>
              <ClockIcon width={20} height={20} /> {copy.hoursLabel}
            </dt>
            <dd>{settings.supportHours}</dd>
          </div>
        </dl>
        <h3 className="contact-socials-title">{copy.socialsHeading}</h3>
        <SocialLinks />
      </div>
    </section>
  )
}

export function ContactPage({ children }: { children?: ReactNode }) {
  const { contactPage } = useSiteSettings()
  return (
    <>
      <PageHero title={contactPage.title} />
      <ContactChannels />
      {children}
    </>
  )
}
