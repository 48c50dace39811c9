import { POST_HAS_PAGE } from '@escrova/schemas/queries/visible-post'
import { defineQuery } from 'groq'
import {
  ABOUT_PAGE_QUERY,
  HOME_PAGE_QUERY,
  LEGAL_PAGE_QUERY,
  PRICING_QUERY,
  SERVICE_PAGE_QUERY,
  SERVICES_PAGE_QUERY,
  SITE_SETTINGS_QUERY,
} from '../content/queries.ts'
import {
  BLOG_LIST_QUERY,
  HOME_LATEST_POSTS_QUERY,
  POST_PAGE_FIELDS,
  POST_SIDEBAR_QUERY,
} from '../lib/queries.ts'

/**
 * A post as its page shows it, for live mode in the Studio's frame: the page's own POST_QUERY without the "due"
 * condition, so a draft or a post in a release previews at its future URL as it will look once published. It keeps the "has a page" condition the site applies (title, slug, a category): a post the
 * site would never show previews as the page not found it would be. The Studio runs it in the drafts perspective.
 */
export const POST_PREVIEW_QUERY = defineQuery(`*[${POST_HAS_PAGE} && slug.current == $slug][0]{
  "publishedAt": coalesce(publishedAt, _updatedAt),
  ${POST_PAGE_FIELDS}
}`)

/**
 * The queries pages may ask to keep live, by the name they register (`registry.ts`). The post page's sidebar, /blogs,
 * home's latest posts and the site's copy keep their own queries: in the drafts perspective they give what visitors
 * see, with the editors' edits applied.
 */
export const PREVIEW_QUERIES = {
  post: POST_PREVIEW_QUERY,
  postSidebar: POST_SIDEBAR_QUERY,
  blogList: BLOG_LIST_QUERY,
  latestPosts: HOME_LATEST_POSTS_QUERY,
  siteSettings: SITE_SETTINGS_QUERY,
  homePage: HOME_PAGE_QUERY,
  aboutPage: ABOUT_PAGE_QUERY,
  pricing: PRICING_QUERY,
  servicesPage: SERVICES_PAGE_QUERY,
  servicePage: SERVICE_PAGE_QUERY,
  legalPage: LEGAL_PAGE_QUERY,
  privacyPage: LEGAL_PAGE_QUERY,
} as const
