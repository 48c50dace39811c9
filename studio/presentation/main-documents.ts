import { defineDocuments } from 'sanity/presentation'

/**
 * Opening a page in Presentation opens the document it is about: `/blogs/<slug>` opens that post's form, `/` the home
 * page's, a service or legal page its own.
 */
export const mainDocuments = defineDocuments([
  { route: '/', filter: `_id == "homePage"` },
  { route: '/about-us', filter: `_id == "aboutPage"` },
  { route: '/all-services', filter: `_id == "servicesPage"` },
  { route: '/services/:slug', filter: `_type == "servicePage" && slug.current == $slug` },
  { route: '/terms', filter: `_type == "legalPage" && slug.current == "terms"` },
  { route: '/privacy-policy', filter: `_type == "legalPage" && slug.current == "privacy-policy"` },
  { route: '/blogs/:slug', filter: `_type == "post" && slug.current == $slug` },
])
