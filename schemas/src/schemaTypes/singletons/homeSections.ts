import { defineArrayMember, defineField, type FieldDefinition } from 'sanity'
import {
  lineField,
  linesField,
  paragraphField,
  SITE_MESSAGES,
  sectionField,
  siteLinkField,
  uniqueBy,
} from '../fields/siteFields'

/** The home page's sections, one object field each, so the form reads top to bottom like the page. */

const section = (name: string, title: string, fields: FieldDefinition[], group = 'sections') =>
  sectionField(name, title, fields, group)

/** The small label over a section title, and the title itself. */
const head = () => [lineField('eyebrow', 'Eyebrow', 30), lineField('heading', 'Heading', 90)]

/** An ordered list of objects (drag to reorder) with a minimum and a maximum the design holds. */
function cardList(
  name: string,
  title: string,
  limits: { min: number; max: number },
  fields: FieldDefinition[],
) {
  return defineField({
    name,
    title,
    type: 'array',
    of: [
      defineArrayMember({
        type: 'object',
        name: `${name}Item`,
        fields,
        preview: { select: { title: fields[0]?.name ?? 'title', subtitle: fields[1]?.name ?? 'text' } },
      }),
    ],
    validation: (rule) => [
      rule.required().min(limits.min).error(`${title}: at least ${limits.min}.`),
      rule.max(limits.max).error(`${title}: at most ${limits.max} fit the design.`),
    ],
  })
}

/** Ordered references to documents editors keep elsewhere (FAQ items, testimonials, partners). */
function referenceList(name: string, title: string, to: string, limits: { min: number; max: number }) {
  return defineField({
    name,
    title,
    type: 'array',
    description: 'Drag to reorder: the page shows them in this order.',
    of: [defineArrayMember({ type: 'reference', to: [{ type: to }] })],
    validation: (rule) => [
      rule.required().min(limits.min).error(`${title}: pick at least ${limits.min}.`),
      rule.max(limits.max).error(`${title}: at most ${limits.max} fit the design.`),
      rule.custom(uniqueBy((item: { _ref?: string }) => item._ref, `${title}: each may appear once`)),
    ],
  })
}

export const heroSection = section(
  'hero',
  'Hero',
  [
    lineField('badge', 'Badge', 20, { description: 'The highlighted word, e.g. “News!”.' }),
    lineField('badgeText', 'Badge text', 80, { description: 'Links to the wait-list.' }),
    lineField('headline', 'Headline', 90),
    paragraphField('description', 'Description', 320, { rows: 4 }),
    lineField('activityTitle', 'Activity panel title', 30, {
      description: 'The heading over the sample activity cards, e.g. “Recent activity”.',
    }),
    cardList('activityCards', 'Sample activity cards', { min: 1, max: 3 }, [
      lineField('title', 'Title', 30),
      lineField('detail', 'Detail', 40),
      lineField('amount', 'Amount', 20, { description: 'As shown, e.g. ₦3,500.00.' }),
      lineField('status', 'Status', 20),
    ]),
  ],
  'hero',
)

export const partnersSection = section('partners', 'Partners', [
  lineField('heading', 'Heading', 60),
  referenceList('items', 'Partners', 'partner', { min: 1, max: 12 }),
])

export const aboutBlockSection = section('aboutBlock', 'About block', [
  ...head(),
  paragraphField('text', 'Text', 320),
  linesField('points', 'Points', { min: 1, max: 5, itemMax: 90 }),
])

export const howItWorksSection = section('howItWorks', 'How It Works', [
  ...head(),
  cardList('steps', 'Steps', { min: 1, max: 3 }, [
    lineField('title', 'Title', 40),
    paragraphField('text', 'Text', 140, { rows: 2 }),
  ]),
])

/** A store button's words (where it leads is the store redirect rule's). */
const buttonLabel = () =>
  lineField('buttonLabel', 'Button', 24, { description: 'The words of the button that opens the app store.' })

export const appAdvantageSection = section('appAdvantage', 'App Advantage', [
  ...head(),
  linesField('points', 'Points', { min: 1, max: 5, itemMax: 90 }),
  buttonLabel(),
])

export const whyUseOurAppSection = section('whyUseOurApp', 'Why use our app', [
  ...head(),
  cardList('cards', 'Cards', { min: 1, max: 4 }, [
    lineField('title', 'Title', 40),
    paragraphField('text', 'Text', 160, { rows: 3 }),
    siteLinkField('link', 'Learn more link'),
  ]),
])

export const statsSection = cardList('stats', 'Statistics band', { min: 1, max: 4 }, [
  lineField('label', 'Label', 40),
  defineField({
    name: 'value',
    title: 'Number',
    type: 'number',
    validation: (rule) => [
      rule.required().error(SITE_MESSAGES.required('Number')),
      rule.integer().min(0).max(99_999).error('A whole number from 0 to 99,999 (add “k” as the suffix).'),
    ],
  }),
  lineField('suffix', 'Suffix', 3, { optional: true, description: 'Shown right after the number: +, k, %.' }),
])

export const faqSection = section('faq', 'FAQ', [
  ...head(),
  referenceList('items', 'Questions', 'faqItem', { min: 1, max: 12 }),
])

export const testimonialsSection = section('testimonials', 'Testimonials', [
  ...head(),
  referenceList('items', 'Testimonials', 'testimonial', { min: 1, max: 12 }),
])

export const featuresSection = section('features', 'Features', [
  ...head(),
  cardList('items', 'Features', { min: 1, max: 4 }, [
    lineField('title', 'Title', 40),
    paragraphField('text', 'Text', 140, { rows: 2 }),
  ]),
  buttonLabel(),
])

/** The latest blog articles' heading; the articles themselves are the blog's newest posts. */
export const latestPostsSection = section('latestPosts', 'Latest articles', [
  ...head(),
  lineField('emptyText', 'Text when there are no articles', 80),
  lineField('emptyLinkText', 'Blog link after that text', 30),
])

export const downloadAppSection = section('downloadApp', 'Download the app', [
  lineField('heading', 'Heading', 60),
  paragraphField('text', 'Text', 200),
])
