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
import { SITE_FACTS } from '../../lib/site-facts.ts'

export const NO_FEES = ['No hidden charges', 'No maintenance costs', 'No setup fees'] as const

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer id="contact" className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Wordmark />
          <p>Secure escrow payments for merchants and shoppers across Nigeria.</p>
          <ul className="no-fees">
            {NO_FEES.map((text) => (
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
              <PinIcon width={16} height={16} /> {SITE_FACTS.address}
            </p>
            <p>
              <MailIcon width={16} height={16} />{' '}
              <a href={`mailto:${SITE_FACTS.email}`}>{SITE_FACTS.email}</a>
            </p>
            <p>
              <PhoneIcon width={16} height={16} />{' '}
              <a href={`tel:${SITE_FACTS.phone.replace(/\s+/g, '')}`}>{SITE_FACTS.phone}</a>
            </p>
            <p>
              <ClockIcon width={16} height={16} /> Support: {SITE_FACTS.hours}
            </p>
          </address>
          <StoreBadges />
        </div>
      </div>
      <div className="container footer-bottom">
        <p>
          © {year} {SITE_FACTS.company}. All rights reserved.
        </p>
        <p>Fees exclude VAT.</p>
      </div>
    </footer>
  )
}
