/**
 * What brought each application: the landing page, source and campaign of its visit (the visit's first page view)
 * and the last post read before it. A visit is a visitor's day, so an application's page views are at most a day
 * older than it; only the applicants' page views are joined (a hash join of every page view would cost the period).
 */
import { CONVERSIONS, POST_SLUG_SQL } from '@escrova/schemas/insights'

const postOf = (column: string) => POST_SLUG_SQL.replace('path', column)

export interface Attribution {
  id: string
  landing: string
  source: string
  campaign: string
  post: string
}

/** The applications `applications` keeps (a condition on `events`), each with what its visit had before it. */
export function attributionSql(applications: string, pageviews: string): string {
  const applied = `SELECT id, visitor, time, path FROM events
    WHERE name = '${CONVERSIONS.application}' AND ${applications}`
  return `SELECT c.id AS id, c.path AS path,
      argMinIf(p.path, p.time, p.time <= c.time) AS landing,
      argMinIf(p.source, p.time, p.time <= c.time) AS source,
      argMinIf(p.campaign, p.time, p.time <= c.time) AS campaign,
      argMaxIf(${postOf('p.path')}, p.time, p.time <= c.time AND ${postOf('p.path')} != '') AS post
    FROM (${applied}) AS c
    LEFT JOIN (SELECT visitor, time, path, source, campaign FROM events
          WHERE name = 'pageview' AND ${pageviews} AND visitor IN (SELECT visitor FROM (${applied}))
          ) AS p ON p.visitor = c.visitor
    GROUP BY c.id, c.path`
}

/** How applications are credited: each counts once for each of these of its visit. */
export const CREDITS = {
  byLanding: 'landing',
  byPost: 'post',
  bySource: 'source',
  byCampaign: 'campaign',
} as const
export type CreditList = keyof typeof CREDITS

/** The applications' credits as lists (`dimension` one of `CREDITS`, `visitors` the applications). */
export const creditListsSql = (applications: string, pageviews: string) =>
  `SELECT dimension, key, count() AS visitors, toUInt64(0) AS pageviews FROM (${attributionSql(applications, pageviews)})
   ARRAY JOIN [${Object.keys(CREDITS)
     .map((name) => `'${name}'`)
     .join(', ')}] AS dimension, [${Object.values(CREDITS).join(', ')}] AS key
   GROUP BY dimension, key`
