/** Home (spec §2.3): the 13 sections in order. Latest posts are read at build time and refreshed in the browser. */

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
import { pageMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => pageMeta({ path: '/' })

/** Build time only (pre-render). An unreachable API leaves the section with its "on their way" note. */
export async function loader(): Promise<{ latestPosts: LatestPost[] }> {
  try {
    return { latestPosts: await fetchLatestPosts() }
  } catch (error) {
    console.warn(`[home] latest posts unavailable at build time: ${(error as Error).message}`)
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
