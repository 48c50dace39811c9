/** The home page's copy as its loader reads it from the content API (docs/product-rules.md#site-copy); the sections render it. */
import type { loadHomePage, loadPricing } from '../../content/page-copy.server.ts'

export type HomeCopy = Awaited<ReturnType<typeof loadHomePage>>
export type PricingCopy = Awaited<ReturnType<typeof loadPricing>>
