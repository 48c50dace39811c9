/**
 * What counts as a whole copy for each page (`copy-gaps.ts`): the loaders check the dataset's copy with these before
 * showing it, and live preview checks an editor's draft with the same ones, so a field emptied while typing shows the
 * page's last good words rather than a blank.
 */
import { FEE_PERCENT_LIMITS } from '@escrova/schemas/pricing-limits'
import type { CopyShape } from './copy-gaps.ts'

/** Rates outside the schema's bounds would make the calculator lie: treat them as a gap. */
const RATE_KEYS = ['escrowHandlingChargePercent', 'sellerChargePercent', 'buyerExtraChargePercent'] as const

/** The privacy policy's own lines: the terms have none, so there they may be empty. */
export const PRIVACY_LINES = ['contentsHeading', 'readAlso', 'closing'] as const

export const COPY_SHAPES = {
  siteSettings: {} as CopyShape<never, never>,
  homePage: { optional: ['suffix'] } as CopyShape<'suffix', never>,
  aboutPage: {} as CopyShape<never, never>,
  pricing: {
    check: (value) =>
      RATE_KEYS.filter((key) => {
        const rate = value[key]
        return typeof rate !== 'number' || rate < FEE_PERCENT_LIMITS.min || rate > FEE_PERCENT_LIMITS.max
      }),
  } as CopyShape<never, never>,
  /** Service pages not linked from the list yet: usually none. */
  servicesPage: { optional: ['link', 'moreServicePages'] } as CopyShape<'link' | 'moreServicePages', never>,
  servicePage: { optional: ['anchor', 'points'] } as CopyShape<'anchor' | 'points', never>,
  /** The terms (or any legal page without the privacy policy's own lines). */
  legalPage: { optional: ['intro', ...PRIVACY_LINES], opaque: ['intro', 'body'] } as CopyShape<
    'intro' | (typeof PRIVACY_LINES)[number],
    'intro' | 'body'
  >,
  /** The privacy policy, whose contents heading, pointer to the terms and contact section the page shows. */
  privacyPage: { optional: ['intro'], opaque: ['intro', 'body'] } as CopyShape<'intro', 'intro' | 'body'>,
} as const

export type CopyName = keyof typeof COPY_SHAPES
