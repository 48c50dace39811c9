/**
 * The default page description as `site/app/lib/page-meta.ts` wrote it before it read the site settings from the
 * Studio (issue 12), frozen for the seed-equality test.
 */
export const DEFAULT_DESCRIPTION =
  'Escrova holds the buyer’s funds until the terms of a deal are met, then pays the seller. Escrow checkout, payment links, invoicing, bill payments and virtual cards for merchants and shoppers in Nigeria.'
