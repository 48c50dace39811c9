/**
 * The range the Studio accepts for a pricing rate, and its message. Apart from the calculator (`pricing.ts`) so the
 * site's copy check, which needs only the range, does not share a chunk with the calculator (nor load it).
 */

/** Editors enter rates as percentages (2 = 2%); this range keeps a typo (150, or 0.02 meant as 2%) off the site. */
export const FEE_PERCENT_LIMITS = { min: 0, max: 20 } as const
export const FEE_PERCENT_MESSAGE = `Enter a percentage between ${FEE_PERCENT_LIMITS.min} and ${FEE_PERCENT_LIMITS.max} (2 means 2%).`
