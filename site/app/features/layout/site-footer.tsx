/**
 * Footer (spec §2.2): Pages, Utility Pages, Contact Us (the Contact nav target, id `contact`), store buttons, the
 * no-fees statements and a copyright line naming the operating company.
 */
import { Link } from 'react-router-dom'
import { CheckIcon, ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons.tsx'
import { SocialLinks } from '../../components/social-links.tsx'
import { StoreBadges } from '../../components/store-badges.tsx'
import { StoreLink } from '../../components/store-link.tsx'
import { Wordmark } from '../../components/wordmark.tsx'
import { useSiteSettings } from './site-settings.tsx'

export function SiteFooter() {
  const year = new Date().getFullYear()
  const settings = useSiteSettings()
  return (
    <footer id="contact" className="site-footer">
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
            Pages
          </h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/about-us">About Us</Link>
            </li>
            <li>
              <Link to="/all-services">Services</Link>
            </li>
            <li>
              <StoreLink>Our App</StoreLink>
            </li>
            <li>
              <Link to="/blogs">Blog</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-utility">
          <h2 id="footer-utility" className="footer-heading">
            Utility Pages
          </h2>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms &amp; Condition</Link>
            </li>
            <li>
              <Link to="/services/voting">Voting</Link>
            </li>
            <li>
              <Link to="/services/billing">Billing</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">Contact Us</h2>
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
              <ClockIcon width={16} height={16} /> Support: {settings.supportHours}
            </p>
          </address>
          <StoreBadges />
        </div>
      </div>
      <div className="container footer-bottom">
        <p>
          © {year} {settings.companyName}. All rights reserved.
        </p>
        <p>{settings.feesNote}</p>
      </div>
    </footer>
  )
}
