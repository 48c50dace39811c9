/** Home (docs/product-rules.md#home): the 13 sections in order. Latest posts are read on the server and refreshed in the browser. */

import { DEFAULT_LANGUAGE, type LanguageCode } from '@escrova/schemas/languages'
import { InEnglish, shownInEnglish } from '../components/in-english.tsx'
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
import { languageOfRequest } from '../lib/language.ts'
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
async function latestPostsOrNone(reader: ContentReader, language: LanguageCode): Promise<LatestPost[]> {
  try {
    return await fetchLatestPosts(language, undefined, reader)
  } catch (error) {
    console.warn(`[home] latest posts unavailable: ${(error as Error).message}`)
    return []
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const reader = contentReader(context)
  const language = languageOfRequest(request)
  const [copy, pricing, latestPosts] = await Promise.all([
    loadHomePage(reader, language),
    loadPricing(reader, language),
    latestPostsOrNone(reader, language),
  ])
  return { copy, pricing, latestPosts }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const copy = usePreviewCopy('homePage', loaderData.copy)
  const pricing = usePreviewCopy('pricing', loaderData.pricing)
  const previewPosts = usePreviewData<LatestPost[] | undefined>(
    'latestPosts',
    { language: DEFAULT_LANGUAGE },
    undefined,
  )
  const { latestPosts } = loaderData
  // Each section not translated yet is marked English (the loader names them).
  const english = (section: string) => shownInEnglish(loaderData.copy, section)
  return (
    <>
      <InEnglish when={english('hero')}>
        <HeroSection hero={copy.hero} />
      </InEnglish>
      <PartnersSection partners={copy.partners} />
      <InEnglish when={english('aboutBlock')}>
        <AboutBlock about={copy.aboutBlock} />
      </InEnglish>
      <InEnglish when={english('howItWorks')}>
        <HowItWorks howItWorks={copy.howItWorks} />
      </InEnglish>
      <InEnglish when={english('appAdvantage')}>
        <AppAdvantage advantage={copy.appAdvantage} />
      </InEnglish>
      <InEnglish when={english('whyUseOurApp')}>
        <WhyUseOurApp why={copy.whyUseOurApp} />
      </InEnglish>
      <StatsBand stats={copy.stats} />
      <InEnglish when={english('faq')}>
        <FaqSection faq={copy.faq} />
      </InEnglish>
      <InEnglish when={english('testimonials')}>
        <TestimonialsSection testimonials={copy.testimonials} />
      </InEnglish>
      <InEnglish when={english('features')}>
        <FeaturesSection features={copy.features} />
      </InEnglish>
      <InEnglish when={loaderData.pricing.untranslated === true}>
        <PricingCalculator pricing={pricing} />
      </InEnglish>
      <InEnglish when={english('downloadApp')}>
        <DownloadAppSection downloadApp={copy.downloadApp} />
      </InEnglish>
      <InEnglish when={english('latestPosts')}>
        <LatestPostsSection head={copy.latestPosts} initialPosts={latestPosts} previewPosts={previewPosts} />
      </InEnglish>
    </>
  )
}
