/** Shaping query results for the Studio: funnel rates, and applications credited to what their visit had. */
import type { Attribution, CreditList } from '../../events/store/attribution.ts'

export interface FunnelStep {
  step: string
  visitors: number
  /** Of the step before (the first step: 1). */
  rate: number
}

export function funnelSteps(names: readonly string[], visitors: readonly number[]): FunnelStep[] {
  return names.map((step, index) => {
    const before = index === 0 ? visitors[0] : visitors[index - 1]
    return { step, visitors: visitors[index] ?? 0, rate: before ? (visitors[index] ?? 0) / before : 0 }
  })
}

export interface Credit {
  key: string
  applications: number
}

const byCount = (a: Credit, b: Credit) => b.applications - a.applications || a.key.localeCompare(b.key)

const tally = (values: string[]): Credit[] => {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].map(([key, applications]) => ({ key, applications })).sort(byCount)
}

export type ApplicationCredits = { total: number } & Record<CreditList, Credit[]>

/** Each application counts once for its visit's landing page, its last post read, its source and its campaign. */
export function creditApplications(attributions: readonly Attribution[]): ApplicationCredits {
  return {
    total: attributions.length,
    byLanding: tally(attributions.map((a) => a.landing)),
    byPost: tally(attributions.map((a) => a.post)),
    bySource: tally(attributions.map((a) => a.source)),
    byCampaign: tally(attributions.map((a) => a.campaign)),
  }
}

/** `credits` with kept days' credit lists added (`visitors` counts applications there). */
export function addCredits(
  credits: ApplicationCredits,
  kept: ReadonlyArray<{ dimension: string; key: string; visitors: number }>,
): ApplicationCredits {
  const lists = Object.keys(credits).filter((name) => name !== 'total') as CreditList[]
  const merged = Object.fromEntries(
    lists.map((list) => {
      const counts = new Map(credits[list].map((credit) => [credit.key, credit.applications]))
      for (const row of kept)
        if (row.dimension === list) counts.set(row.key, (counts.get(row.key) ?? 0) + row.visitors)
      return [list, [...counts].map(([key, applications]) => ({ key, applications })).sort(byCount)]
    }),
  ) as Record<CreditList, Credit[]>
  const keptTotal = kept
    .filter((row) => row.dimension === 'byLanding')
    .reduce((sum, row) => sum + row.visitors, 0)
  return { total: credits.total + keptTotal, ...merged }
}
