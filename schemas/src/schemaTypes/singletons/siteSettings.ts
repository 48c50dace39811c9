import { isValidEmail, isValidPhone, WAIT_LIST_MESSAGES } from '@escrova/schemas/wait-list'
import { CogIcon } from '@sanity/icons/Cog'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { languageField } from '../fields/language'
import {
  httpsUrlField,
  labelsField,
  lineField,
  linesField,
  pageTitleFields,
  paragraphField,
  SITE_MESSAGES,
  sectionField,
} from '../fields/siteFields'

export const SOCIAL_NETWORKS = ['Facebook', 'X', 'Instagram', 'LinkedIn'] as const

/** Facts every page shows (header, footer, contact block, store buttons): one document, id `siteSettings`. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'brand', title: 'Brand', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'links', title: 'Stores and socials' },
    { name: 'labels', title: 'Buttons and menus' },
    { name: 'pages', title: 'Other pages' },
  ],
  fields: [
    languageField,
    lineField('brandName', 'Brand name', 40, { group: 'brand' }),
    lineField('companyName', 'Operating company', 80, {
      group: 'brand',
      description: 'Named in the footer’s copyright line, the About page and the legal pages.',
    }),
    paragraphField('footerTagline', 'Footer tagline', 140, { group: 'brand', rows: 2 }),
    paragraphField('defaultDescription', 'Default page description', 240, {
      group: 'brand',
      rows: 3,
      description:
        'What search engines and link previews show for a page without its own description (the home page). The brand name above ends every page title.',
    }),
    linesField(
      'noFees',
      'No-fee promises',
      { min: 1, max: 4, itemMax: 40 },
      { group: 'brand', description: 'The short promises in the footer, in order.' },
    ),
    lineField('feesNote', 'Fees note', 80, { group: 'brand', description: 'The footer’s last line.' }),
    defineField({
      name: 'contactEmail',
      title: 'Contact email',
      type: 'string',
      group: 'contact',
      validation: (rule) => [
        rule.required().error(WAIT_LIST_MESSAGES.emailRequired),
        rule.custom((value: string | undefined) =>
          !value || isValidEmail(value) ? true : WAIT_LIST_MESSAGES.emailInvalid,
        ),
      ],
    }),
    defineField({
      name: 'contactPhone',
      title: 'Contact phone',
      type: 'string',
      group: 'contact',
      description: 'As visitors should read it, e.g. +234 800 372 7768; the call link drops the spaces.',
      validation: (rule) => [
        rule.required().error(WAIT_LIST_MESSAGES.phoneRequired),
        rule.custom((value: string | undefined) =>
          !value || isValidPhone(value) ? true : WAIT_LIST_MESSAGES.phoneInvalid,
        ),
      ],
    }),
    lineField('contactAddress', 'Address', 120, { group: 'contact' }),
    lineField('supportHours', 'Support hours', 40, {
      group: 'contact',
      description:
        'Shown in the footer after the support line’s lead (Buttons and menus → Footer headings and links).',
    }),
    httpsUrlField('androidStoreUrl', 'Google Play link', { group: 'links' }),
    httpsUrlField('iosStoreUrl', 'App Store link', { group: 'links' }),
    defineField({
      name: 'socials',
      title: 'Social profiles',
      type: 'array',
      group: 'links',
      description: 'In the order the footer shows them.',
      of: [
        defineArrayMember({
          name: 'socialLink',
          title: 'Social profile',
          type: 'object',
          fields: [
            defineField({
              name: 'network',
              title: 'Network',
              type: 'string',
              options: { list: [...SOCIAL_NETWORKS] },
              validation: (rule) => rule.required().error(SITE_MESSAGES.required('Network')),
            }),
            httpsUrlField('url', 'Profile link'),
          ],
          preview: { select: { title: 'network', subtitle: 'url' } },
        }),
      ],
      validation: (rule) => rule.max(SOCIAL_NETWORKS.length).error('At most one profile per network.'),
    }),
    lineField('getStartedLabel', 'Get Started button', 24, {
      group: 'labels',
      description:
        'The main button in the header, the mobile menu, the About page and each service page; it opens the app store.',
    }),
    lineField('skipLinkLabel', 'Skip link', 30, {
      group: 'labels',
      description:
        'The first link on every page, seen only when reached with the keyboard: it takes keyboard and screen-reader users past the menu to the page’s content.',
    }),
    lineField('breadcrumbHomeLabel', 'Breadcrumb: home link', 20, {
      group: 'labels',
      description: 'The first link of the breadcrumb under each page’s heading; it leads to the home page.',
    }),
    lineField('allServicesLabel', 'All services button', 24, {
      group: 'labels',
      description: 'The second button at the end of each service page; it opens the list of all services.',
    }),
    labelsField(
      'storeBadges',
      'Store badges',
      [
        ['appStoreLead', 'App Store badge: small line', 24],
        ['appStoreName', 'App Store badge: store name', 20],
        ['googlePlayLead', 'Google Play badge: small line', 24],
        ['googlePlayName', 'Google Play badge: store name', 20],
      ],
      {
        group: 'labels',
        description:
          'The two store buttons read “small line” then “store name” (Download on the / App Store); screen readers hear both.',
      },
    ),
    labelsField(
      'navLabels',
      'Header menu',
      [
        ['home', 'Home (theme menu)', 20],
        ['aboutUs', 'About Us', 20],
        ['services', 'Services (menu)', 20],
        ['escrowCheckout', 'Services menu: Escrow Checkout', 32],
        ['paymentLinks', 'Services menu: Payment Links/Invoicing', 32],
        ['billing', 'Services menu: Billing', 32],
        ['pricing', 'Pricing', 20],
        ['blogs', 'Blogs', 20],
        ['ourApp', 'Our App', 20],
        ['contact', 'Contact', 20],
      ],
      {
        group: 'labels',
        description: 'The words of the header and mobile menu; where each item leads is fixed by the site.',
      },
    ),
    labelsField(
      'footerLabels',
      'Footer headings and links',
      [
        ['pagesHeading', 'Heading: Pages', 30],
        ['home', 'Link: Home', 30],
        ['aboutUs', 'Link: About Us', 30],
        ['services', 'Link: Services', 30],
        ['ourApp', 'Link: Our App', 30],
        ['blog', 'Link: Blog', 30],
        ['utilityHeading', 'Heading: Utility Pages', 30],
        ['privacy', 'Link: Privacy Policy', 30],
        ['terms', 'Link: Terms', 30],
        ['voting', 'Link: Voting', 30],
        ['billing', 'Link: Billing', 30],
        ['contactHeading', 'Heading: Contact Us', 30],
        ['supportLead', 'Support line: lead (Support:)', 20],
        ['rightsReserved', 'Copyright line: end (All rights reserved.)', 40],
      ],
      {
        group: 'labels',
        description:
          'Where each footer link leads is fixed by the site. The support line is the lead then the support hours (Support: 24 hours); the copyright line is ©, the year and the operating company, then its end.',
      },
    ),
    sectionField('blogsPage', 'Blog list (/blogs)', pageTitleFields(), 'pages'),
    sectionField('waitListPage', 'Beta sign-up (/wait-list)', pageTitleFields(), 'pages'),
    sectionField(
      'contactPage',
      'Contact (/contact)',
      [
        ...pageTitleFields(),
        paragraphField('lead', 'Lead', 240, {
          rows: 2,
          description:
            'The line above the support channels; the channels themselves are the Contact group’s.',
        }),
        lineField('channelsHeading', 'Heading: support channels', 60),
        lineField('addressLabel', 'Label: address', 30),
        lineField('emailLabel', 'Label: email', 30),
        lineField('phoneLabel', 'Label: phone', 30),
        lineField('hoursLabel', 'Label: support hours', 30),
        lineField('socialsHeading', 'Heading: social profiles', 60),
      ],
      'pages',
    ),
    sectionField(
      'inviteFriendsPage',
      'Invite redirect (/invite-friends)',
      [
        lineField('title', 'Browser tab title', 40, {
          description:
            'The page that sends visitors to their app store shows this only in the browser tab, before the brand name.',
        }),
      ],
      'pages',
    ),
    sectionField(
      'rssFeed',
      'RSS feed (/rss.xml)',
      [
        lineField('title', 'Feed title', 60, {
          description: 'The name feed readers show for the blog’s feed.',
        }),
        paragraphField('description', 'Feed description', 160, {
          rows: 2,
          description: 'What feed readers show about the feed.',
        }),
      ],
      'pages',
    ),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
