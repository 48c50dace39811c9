/**
 * Footer (docs/product-rules.md#shared-elements): Pages, Utility Pages, Contact Us (the Contact nav target, id `contact`; its heading links the
 * /contact page), store buttons, the no-fees statements and a copyright line naming the operating company. Headings, link words and the support and
 * copyright lines' own words are the Studio's (site settings → Footer headings and links); where each link leads is
 * the site's.
 */

import { CheckIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons.tsx'
import { englishLang } from '../../components/in-english.tsx'
import { Link } from '../../components/local-link.tsx'
import { SocialLinks } from '../../components/social-links.tsx'
import { StoreBadges } from '../../components/store-badges.tsx'
import { StoreLink } from '../../components/store-link.tsx'
import { Wordmark } from '../../components/wordmark.tsx'
import { useSiteSettings } from '../../content/site-settings.tsx'
import { DataSaverToggle } from '../../offline/data-saver-toggle.tsx'

export function SiteFooter() {
  const year = new Date().getFullYear()
  const settings = useSiteSettings()
  const labels = settings.footerLabels
  return (
    <footer id="contact" className="site-footer" lang={englishLang(settings, 'footerLabels')}>
      <div className="container footer-grid">
        <div className="footer-brand">
          <Wordmark />
          <p>{settings.footerTagline}</p>
          <ul className="no-fees">
            {settings.noFees.map((text) => (
              <li key={text}>
                <CheckIcon width={16} height={16} /> {text}
              </li>
            ))}
          </ul>
          <SocialLinks />
        </div>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className="footer-heading">
            {labels.pagesHeading}
          </h2>
          <ul>
            <li>
              <Link to="/">{labels.home}</Link>
            </li>
            <li>
              <Link to="/about-us">{labels.aboutUs}</Link>
            </li>
            <li>
              <Link to="/all-services">{labels.services}</Link>
            </li>
            <li>
              <StoreLink>{labels.ourApp}</StoreLink>
            </li>
            <li>
              <Link to="/blogs">{labels.blog}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-utility">
          <h2 id="footer-utility" className="footer-heading">
            {labels.utilityHeading}
          </h2>
          <ul>
            <li>
              <Link to="/privacy-policy">{labels.privacy}</Link>
            </li>
            <li>
              <Link to="/terms">{labels.terms}</Link>
            </li>
            <li>
              <Link to="/services/voting">{labels.voting}</Link>
            </li>
            <li>
              <Link to="/services/billing">{labels.billing}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">
            <Link to="/contact">{labels.contactHeading}</Link>
          </h2>
          <address className="footer-contact">
            <p>
              <PinIcon width={16} height={16} /> {settings.contactAddress}
            </p>
            <p>
              <MailIcon width={16} height={16} />{' '}
              <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
            </p>
            <p>
              <PhoneIcon width={16} height={16} />{' '}
              <a href={`tel:${settings.contactPhone.replace(/\s+/g, '')}`}>{settings.contactPhone}</a>
            </p>
            <p>
              <ClockIcon width={16} height={16} /> {labels.supportLead} {settings.supportHours}
            </p>
          </address>
          <StoreBadges />
        </div>
      </div>
      <div className="container footer-bottom">
        {/* First, on the left: the floating scroll-top button holds the bottom right corner. */}
        <DataSaverToggle />
        <p>
          © {year} {settings.companyName}. {labels.rightsReserved}
        </p>
        <p>{settings.feesNote}</p>
      </div>
    </footer>
  )
}
