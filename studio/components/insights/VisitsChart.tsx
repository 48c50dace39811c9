/** Visitors and page views over time, the previous period beside them (recharts, a maintained chart library). */
import { Card, Text } from '@sanity/ui'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { bucketLabel, type Overview } from '../../lib/insights'

export function VisitsChart({ overview }: { overview: Overview }) {
  // Each bucket beside the bucket one period earlier.
  const length = Date.parse(overview.period.to) - Date.parse(overview.period.from)
  const previous = new Map(
    overview.previousSeries.map((bucket) => [Date.parse(bucket.bucket) + length, bucket]),
  )
  const data = overview.series.map((bucket) => ({
    bucket: bucketLabel(bucket.bucket, overview.interval),
    visitors: bucket.visitors,
    pageviews: bucket.pageviews,
    previousVisitors: previous.get(Date.parse(bucket.bucket))?.visitors ?? 0,
  }))
  return (
    <Card padding={3} radius={2} border data-testid="visits-chart">
      <Text weight="semibold">Visitors and page views</Text>
      <div style={{ width: '100%', height: 260 }}>
        <ResponsiveContainer>
          <LineChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="bucket" fontSize={11} />
            <YAxis allowDecimals={false} fontSize={11} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="visitors" name="Visitors" stroke="#5b21b6" />
            <Line type="monotone" dataKey="pageviews" name="Page views" stroke="#0ea5e9" />
            <Line
              type="monotone"
              dataKey="previousVisitors"
              name="Visitors, previous period"
              stroke="#9ca3af"
              strokeDasharray="4 4"
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </Card>
  )
}
