/** Home (docs/product-rules.md#home): the 13 sections in order. Latest posts are read on the server and refreshed in the browser. */

import { loadHomePage, loadPricing } from '../content/page-copy.server.ts'
import { DownloadAppSection, FeaturesSection } from '../features/home/features-download.tsx'
import { HeroSection } from '../features/home/hero-section.tsx'
import { AboutBlock, AppAdvantage, HowItWorks, WhyUseOurApp } from '../features/home/info-sections.tsx'
import type { LatestPost } from '../features/home/latest-posts.ts'
import { fetchLatestPosts } from '../features/home/latest-posts-fetch.ts'
import { LatestPostsSection } from '../features/home/latest-posts-section.tsx'
import { PartnersSection } from '../features/home/partners-section.tsx'
import { PricingCalculator } from '../features/home/pricing-calculator.tsx'
import { FaqSection, StatsBand } from '../features/home/stats-faq.tsx'
import { TestimonialsSection } from '../features/home/testimonials-section.tsx'
import { type ContentReader, contentReader } from '../lib/content-reader.ts'
import { pageMeta } from '../lib/page-meta.ts'
import { usePreviewCopy } from '../preview/use-preview-copy.ts'
import { usePreviewData } from '../preview/use-preview-data.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ path: '/' }, matches)

/**
 * An unreachable content API does not take the home page down: its copy falls back to the seeded copy (see
 * page-copy.server.ts), the latest posts section keeps its "on their way" note, and the reader marks the render
 * failed so the site server does not cache it.
 */
async function latestPostsOrNone(reader: ContentReader): Promise<LatestPost[]> {
  try {
    return await fetchLatestPosts(undefined, reader)
  } catch (error) {
    console.warn(`[home] latest posts unavailable: ${(error as Error).message}`)
    return []
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const reader = contentReader(context)
  const [copy, pricing, latestPosts] = await Promise.all([
    loadHomePage(reader),
    loadPricing(reader),
    latestPostsOrNone(reader),
  ])
  return { copy, pricing, latestPosts }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const copy = usePreviewCopy('homePage', loaderData.copy)
  const pricing = usePreviewCopy('pricing', loaderData.pricing)
  const previewPosts = usePreviewData<LatestPost[] | undefined>('latestPosts', {}, undefined)
  const { latestPosts } = loaderData
  return (
    <>
      <HeroSection hero={copy.hero} />
      <PartnersSection partners={copy.partners} />
      <AboutBlock about={copy.aboutBlock} />
      <HowItWorks howItWorks={copy.howItWorks} />
      <AppAdvantage advantage={copy.appAdvantage} />
      <WhyUseOurApp why={copy.whyUseOurApp} />
      <StatsBand stats={copy.stats} />
      <FaqSection faq={copy.faq} />
      <TestimonialsSection testimonials={copy.testimonials} />
      <FeaturesSection features={copy.features} />
      <PricingCalculator pricing={pricing} />
      <DownloadAppSection downloadApp={copy.downloadApp} />
      <LatestPostsSection head={copy.latestPosts} initialPosts={latestPosts} previewPosts={previewPosts} />
    </>
  )
}
