import { ALT_TEXT_MESSAGES } from '@escrova/schemas/alt-text'
import { isSafeHref, LINK_MESSAGES } from '@escrova/schemas/links'
import { defineArrayMember, defineField, type FieldDefinition } from 'sanity'
import { altTextField } from '../objects/altText'

/**
 * Field builders shared by the site's copy (singletons and site documents). Each length limit is what the design
 * holds without breaking a line into an overflow; each message says which field and why, because editors see it
 * next to the field.
 */
export const SITE_MESSAGES = {
  required: (title: string) => `${title} is required: the page shows it.`,
  tooLong: (title: string, max: number) => `${title}: at most ${max} characters, so it fits the design.`,
  altRequired: ALT_TEXT_MESSAGES.required,
  httpsOnly: 'Use a full https:// address (for example https://play.google.com/...).',
  siteLink: `${LINK_MESSAGES.unsafe}`,
  anchor:
    'Lower-case letters, digits and hyphens only, starting with a letter (it becomes the #anchor in links).',
} as const

interface TextOptions {
  description?: string
  /** Optional fields may be empty; the page then leaves the line out. */
  optional?: boolean
  rows?: number
  group?: string
}

/** A one-line text with a required value (unless optional) and a maximum length. */
export function lineField(name: string, title: string, max: number, options: TextOptions = {}) {
  return defineField({
    name,
    title,
    type: 'string',
    description: options.description,
    group: options.group,
    validation: (rule) => [
      ...(options.optional ? [] : [rule.required().error(SITE_MESSAGES.required(title))]),
      rule.max(max).error(SITE_MESSAGES.tooLong(title, max)),
    ],
  })
}

/** A paragraph (multi-line text) with a required value (unless optional) and a maximum length. */
export function paragraphField(name: string, title: string, max: number, options: TextOptions = {}) {
  return defineField({
    name,
    title,
    type: 'text',
    rows: options.rows ?? 3,
    description: options.description,
    group: options.group,
    validation: (rule) => [
      ...(options.optional ? [] : [rule.required().error(SITE_MESSAGES.required(title))]),
      rule.max(max).error(SITE_MESSAGES.tooLong(title, max)),
    ],
  })
}

/** An ordered list of short lines (check-list points), drag to reorder. */
export function linesField(
  name: string,
  title: string,
  limits: { min: number; max: number; itemMax: number },
  options: { description?: string; group?: string; optional?: boolean } = {},
) {
  return defineField({
    name,
    title,
    type: 'array',
    description: options.description,
    group: options.group,
    of: [
      defineArrayMember({
        type: 'string',
        validation: (rule) => [
          rule.required().error(SITE_MESSAGES.required('Each line')),
          rule.max(limits.itemMax).error(SITE_MESSAGES.tooLong('Each line', limits.itemMax)),
        ],
      }),
    ],
    validation: (rule) =>
      options.optional
        ? [rule.max(limits.max).error(`${title}: at most ${limits.max} lines fit the design.`)]
        : [
            rule.required().min(limits.min).error(`${title}: at least ${limits.min} lines.`),
            rule.max(limits.max).error(`${title}: at most ${limits.max} lines fit the design.`),
          ],
  })
}

/** An image whose alternative text is required: the site never shows an image without one. */
export function imageWithAltField(name: string, title: string, options: { group?: string } = {}) {
  return defineField({
    name,
    title,
    type: 'image',
    group: options.group,
    options: { hotspot: true },
    fields: [altTextField()],
    validation: (rule) => rule.required().assetRequired().error(`${title}: upload an image.`),
  })
}

/** A full https:// URL (store links, social profiles): browsers open them outside the site. */
export function httpsUrlField(
  name: string,
  title: string,
  options: { description?: string; group?: string } = {},
) {
  return defineField({
    name,
    title,
    type: 'url',
    description: options.description,
    group: options.group,
    validation: (rule) => [
      rule.required().error(SITE_MESSAGES.required(title)),
      rule.uri({ scheme: ['https'] }).error(SITE_MESSAGES.httpsOnly),
    ],
  })
}

/** A link the site renders: a path on this site (/services/escrow, /all-services#voting) or a safe URL. */
export function siteLinkField(name: string, title: string, options: { optional?: boolean } = {}) {
  return defineField({
    name,
    title,
    type: 'string',
    description: 'A path on this site such as /services/escrow or /all-services#voting, or an https:// URL.',
    validation: (rule) => [
      ...(options.optional ? [] : [rule.required().error(SITE_MESSAGES.required(title))]),
      rule.custom((href: string | undefined) => (!href || isSafeHref(href) ? true : SITE_MESSAGES.siteLink)),
    ],
  })
}

const ANCHOR_PATTERN = /^[a-z][a-z0-9-]*$/

/** A stable #anchor: links from other pages and the table of contents point at it, so editors set it once. */
export function anchorField(
  name: string,
  title: string,
  options: { optional?: boolean; description?: string } = {},
) {
  return defineField({
    name,
    title,
    type: 'string',
    description: options.description ?? 'The #anchor links use. Change it only if no link points at it.',
    validation: (rule) => [
      ...(options.optional ? [] : [rule.required().error(SITE_MESSAGES.required(title))]),
      rule.custom((value: string | undefined) =>
        !value || ANCHOR_PATTERN.test(value) ? true : SITE_MESSAGES.anchor,
      ),
    ],
  })
}

/** Items of an array must not repeat a value (anchors on one page). */
export function uniqueBy<T>(key: (item: T) => string | undefined, message: string) {
  return (items: T[] | undefined) => {
    const seen = new Set<string>()
    for (const item of items ?? []) {
      const value = key(item)
      if (!value) continue
      if (seen.has(value)) return `${message} ("${value}" is used twice).`
      seen.add(value)
    }
    return true
  }
}

/** A required group of fields shown together (a page section, the footer's labels), open by default. */
export function sectionField(name: string, title: string, fields: FieldDefinition[], group?: string) {
  return defineField({
    name,
    title,
    type: 'object',
    group,
    options: { collapsible: true, collapsed: false },
    fields,
    validation: (rule) => rule.required().error(SITE_MESSAGES.required(title)),
  })
}

/** Short required labels (buttons, menu items, headings) under one section: `[name, title, max length]` each. */
export function labelsField(
  name: string,
  title: string,
  labels: readonly (readonly [name: string, title: string, max: number])[],
  options: { group?: string; description?: string } = {},
) {
  return {
    ...sectionField(
      name,
      title,
      labels.map(([labelName, labelTitle, max]) => lineField(labelName, labelTitle, max)),
      options.group,
    ),
    description: options.description,
  }
}

/** A page's heading (also the start of its browser-tab title) and what search engines and link previews show. */
export function pageTitleFields(options: { titleMax?: number } = {}) {
  return [
    lineField('title', 'Page title', options.titleMax ?? 40, {
      description: 'The page’s main heading and breadcrumb; the browser tab shows it before the brand name.',
    }),
    metaDescriptionField(),
  ]
}

export function metaDescriptionField() {
  return paragraphField('metaDescription', 'Search description', 160, {
    rows: 2,
    description: 'What search engines and link previews show for the page.',
  })
}
