import { author } from './documents/author'
import { category } from './documents/category'
import { comment } from './documents/comment'
import { faqItem } from './documents/faqItem'
import { legalPage } from './documents/legalPage'
import { partner } from './documents/partner'
import { post } from './documents/post'
import { service } from './documents/service'
import { servicePage } from './documents/servicePage'
import { tag } from './documents/tag'
import { testimonial } from './documents/testimonial'
import { waitListApplication } from './documents/waitListApplication'
import { applicationDelivery } from './objects/applicationDelivery'
import { blockContent } from './objects/blockContent'
import { legalSection, legalText } from './objects/legalSection'
import { spamSignals } from './objects/spamSignals'
import { privacyTypes } from './privacyTypes'
import { singletonTypes } from './singletons/index'

export {
  applicationDelivery,
  author,
  blockContent,
  category,
  comment,
  post,
  spamSignals,
  tag,
  waitListApplication,
}

/** The blog: posts, then what posts point at (the Studio's Blog section lists them). */
export const blogTypes = [post, author, category, tag]

/** The site's copy (docs/product-rules.md#site-copy): documents where there are many, singletons where there is one. */
export const siteContentTypes = [
  ...singletonTypes,
  faqItem,
  testimonial,
  partner,
  service,
  servicePage,
  legalPage,
  legalSection,
  legalText,
]

/** Every type the Studio registers, documents first. */
export const schemaTypes = [
  // Documents
  ...blogTypes,
  comment,
  waitListApplication,
  // Objects
  blockContent,
  spamSignals,
  applicationDelivery,
  ...privacyTypes,
  // The site's copy
  ...siteContentTypes,
]
