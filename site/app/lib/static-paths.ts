/**
 * The sitemap's pages with one fixed URL, from the route map (`@escrova/schemas/routes`): aliases and the form left
 * out, one canonical URL per page. The per-document pages (service pages, posts) are listed from the published
 * documents by `sitemap-documents.ts`.
 */
import { LISTED_STATIC_PATHS } from '@escrova/schemas/routes'

export const SITEMAP_STATIC_PATHS = LISTED_STATIC_PATHS
