/** Seed copy (docs/product-rules.md#site-copy): privacy policy (docs/product-rules.md#legal-pages): last updated May 2024; the operating company is the data controller. */
import { BRAND_NAME, OPERATING_COMPANY } from '@escrova/schemas/settings'

export const PRIVACY_LAST_UPDATED = 'May 2024'

export interface PrivacySection {
  id: string
  heading: string
  body: (string | string[])[]
}

export const PRIVACY_SECTIONS: PrivacySection[] = [
  {
    id: 'collection',
    heading: 'How we collect your personal data',
    body: [
      'We collect the information you give us when you create an account, verify your identity, make or receive a payment, or contact support: your name, email address, phone number, date of birth, identity documents, bank details and the details of your transactions.',
      'We also collect information automatically when you use the app or this website, such as your device type, IP address and how you use our services.',
    ],
  },
  {
    id: 'use',
    heading: 'How we use your personal data',
    body: [
      [
        'To open and run your account and process your transactions.',
        'To verify your identity and prevent fraud, money laundering and other crime.',
        'To decide disputes between merchants and buyers.',
        'To send you service messages and, where you agree, news about our products.',
        'To improve our services and meet our legal obligations.',
      ],
    ],
  },
  {
    id: 'sharing',
    heading: 'How we share your personal data',
    body: [
      'We share personal data only as needed to provide the service or as the law requires, with:',
      [
        'companies in our group;',
        'our partners, such as banks and payment networks;',
        'service providers who host, support or operate parts of our service for us;',
        'identity-verification and screening firms;',
        'our professional advisers, such as lawyers, auditors and insurers.',
      ],
      'We never sell your personal data.',
    ],
  },
  {
    id: 'security',
    heading: 'Security',
    body: [
      'We protect your data with encryption in transit and at rest, strict access controls and regular security reviews. No system is perfectly secure, so keep your login details secret and tell us at once if you suspect misuse.',
    ],
  },
  {
    id: 'global-transfer',
    heading: 'Global transfer',
    body: [
      'Your personal data may be transferred to, stored and processed in countries outside your jurisdiction, where our group companies and service providers operate. By accepting this policy you agree to such transfers; we require every recipient to protect your data to the standard of this policy.',
    ],
  },
  {
    id: 'additional-matters',
    heading: 'Additional matters',
    body: [
      [
        'Retention: we keep personal data for as long as your account is open and afterwards for as long as the law requires.',
        'Incomplete data: if you do not give us information we need, we may be unable to provide some services.',
        'Your rights: you may ask to access, correct, delete or restrict the use of your personal data.',
        'Breach notification: if a breach affects your personal data, we will tell you and the regulator as the law requires.',
        'Card data: we do not store your full card details. They are held off-site by our payment vendor, which complies with the Payment Card Industry Data Security Standard (PCI DSS).',
        'Revisions: we may update this policy and will publish the new version on this page with its date.',
        'Contact: to exercise your rights or ask a question, open a support ticket with us.',
      ],
    ],
  },
]

export const PRIVACY_INTRO = `This policy explains how ${OPERATING_COMPANY}, the data controller for ${BRAND_NAME}, collects, uses and shares your personal data when you use our website, apps and services.`

/** The policy's own lines around its sections, written inline in `routes/privacy.tsx` before the move. */
export const PRIVACY_LINES = {
  contentsHeading: 'Contents',
  readAlso: { text: 'Please read it together with our', linkText: 'Terms and Conditions' },
  closing: {
    heading: 'Contact us',
    text: 'To exercise your rights or ask about this policy, open a support ticket through the app or',
    linkText: 'contact us',
  },
}
