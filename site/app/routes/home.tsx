/** Home (spec §2.3): the 13 sections in order. Latest posts are read on the server and refreshed in the browser. */

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
import { contentReader } from '../lib/content-reader.ts'
import { pageMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => pageMeta({ path: '/' })

/**
 * The home page is mostly the product's own copy, so an unreachable content API does not take it down: the section
 * keeps its "on their way" note, and the reader marks the render failed so the site server does not cache it.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<{ latestPosts: LatestPost[] }> {
  try {
    return { latestPosts: await fetchLatestPosts(undefined, contentReader(context)) }
  } catch (error) {
    console.warn(`[home] latest posts unavailable: ${(error as Error).message}`)
    return { latestPosts: [] }
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection />
      <PartnersSection />
      <AboutBlock />
      <HowItWorks />
      <AppAdvantage />
      <WhyUseOurApp />
      <StatsBand />
      <FaqSection />
      <TestimonialsSection />
      <FeaturesSection />
      <PricingCalculator />
      <DownloadAppSection />
      <LatestPostsSection initialPosts={loaderData?.latestPosts ?? []} />
    </>
  )
}
