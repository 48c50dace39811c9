import { author } from './documents/author'
import { category } from './documents/category'
import { comment } from './documents/comment'
import { post } from './documents/post'
import { tag } from './documents/tag'
import { waitListApplication } from './documents/waitListApplication'
import { applicationDelivery } from './objects/applicationDelivery'
import { blockContent } from './objects/blockContent'
import { spamSignals } from './objects/spamSignals'

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

/** Every type the Studio registers, documents first. */
export const schemaTypes = [
  // Documents
  post,
  author,
  category,
  tag,
  comment,
  waitListApplication,
  // Objects
  blockContent,
  spamSignals,
  applicationDelivery,
]
