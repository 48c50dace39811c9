import { HERO } from '@escrova/schemas/default-copy/home'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  loadAboutPage,
  loadHomePage,
  loadLegalPage,
  loadPricing,
  loadPrivacyPage,
  loadServicePage,
  loadServicesPage,
  loadSiteSettings,
} from '../../site/app/content/page-copy.server.ts'
import { seededCopyEvaluations } from '../../site/app/content/seeded-copy.server.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'

// The fallback copy costs nothing per request: the loaders read the default copy only when the fetched copy has a
// gap, and each query's default copy is evaluated (groq-js) once per process, then shared. The counter is the real
// module's own; this file runs in its own process, so it starts at zero.
let lake: TestLake
const anonymous = () => lake.client(null)

beforeAll(async () => {
  lake = await startTestLake({ seed: true })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(async () => {
  vi.restoreAllMocks()
  await lake?.stop()
})

describe('the default copy as a fallback', () => {
  it('is never evaluated while every document is whole', async () => {
    const reader = anonymous()
    for (let round = 0; round < 3; round++) {
      await loadSiteSettings(reader)
      await loadHomePage(reader)
      await loadAboutPage(reader)
      await loadPricing(reader)
      await loadServicesPage(reader)
      await loadServicePage(reader, 'escrow')
      await loadLegalPage(reader, 'terms')
      await loadPrivacyPage(reader)
    }
    expect(seededCopyEvaluations()).toBe(0)
  })

  it('fills a gap from one evaluation, and later requests reuse it', async () => {
    await lake
      .client()
      .patch('homePage')
      .unset(['hero.headline'])
      .set({ 'faq.heading': 'Questions, answered' })
      .commit()
    const first = await loadHomePage(anonymous())
    expect(first.hero.headline).toBe(HERO.headline)
    expect(first.faq.heading).toBe('Questions, answered')
    expect(seededCopyEvaluations()).toBe(1)

    for (let request = 0; request < 20; request++) {
      const again = await loadHomePage(anonymous())
      expect(again.hero.headline).toBe(HERO.headline)
      expect(again.faq.heading).toBe('Questions, answered')
    }
    expect(seededCopyEvaluations()).toBe(1)
  })

  it('answers an unreachable content API from one evaluation per page', async () => {
    const down = { fetch: () => Promise.reject(new Error('connect ECONNREFUSED')) }
    const before = seededCopyEvaluations()
    const terms = await loadLegalPage(down, 'terms')
    expect(terms.title).toBe('Terms and Conditions')
    expect(seededCopyEvaluations()).toBe(before + 1)
    for (let request = 0; request < 5; request++) {
      expect((await loadLegalPage(down, 'terms')).title).toBe('Terms and Conditions')
    }
    expect(seededCopyEvaluations()).toBe(before + 1)
  })

  it('spends no evaluation on a slug the default copy lacks', async () => {
    const before = seededCopyEvaluations()
    const down = { fetch: () => Promise.reject(new Error('connect ECONNREFUSED')) }
    for (const slug of ['no-such-service', 'made-up-1', 'made-up-2']) {
      expect(await loadServicePage(anonymous(), slug)).toBeNull()
      expect(await loadServicePage(down, slug)).toBeNull()
    }
    expect(seededCopyEvaluations()).toBe(before)
  })
})
