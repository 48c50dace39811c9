/** Shaping query results for the Studio: funnel rates, and applications credited to what their visit had. */
import type { Attribution } from './queries.ts'

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

const tally = (values: string[]): Credit[] => {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts]
    .map(([key, applications]) => ({ key, applications }))
    .sort((a, b) => b.applications - a.applications || a.key.localeCompare(b.key))
}

/** Each application counts once for its visit's landing page, its last post read, its source and its campaign. */
export function creditApplications(attributions: readonly Attribution[]) {
  return {
    total: attributions.length,
    byLanding: tally(attributions.map((a) => a.landing)),
    byPost: tally(attributions.map((a) => a.post)),
    bySource: tally(attributions.map((a) => a.source)),
    byCampaign: tally(attributions.map((a) => a.campaign)),
  }
}
