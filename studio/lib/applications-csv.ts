/**
 * CSV export of wait-list applications: the spreadsheet's columns (docs/product-rules.md#calls, from `@escrova/schemas/wait-list`)
 * followed by what staff track in the Studio. One module for the Applications tool and the list menu.
 */
import { neutraliseFormula, toCsvLine } from '@escrova/schemas/csv'
import type { WaitListApplication } from '@escrova/schemas/sanity.types'
import { SPREADSHEET_COLUMNS, toSpreadsheetRow } from '@escrova/schemas/wait-list'
import type { SanityClient } from 'sanity'
import { APPLICATIONS_QUERY } from './queries'

/** An application as the CSV query returns it: the generated schema type, narrowed to the query's projection. */
export type ApplicationRecord = Pick<
  WaitListApplication,
  | '_id'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'location'
  | 'keyNeeds'
  | 'otherNeed'
  | 'platforms'
  | 'consent'
  | 'submittedAt'
  | 'reviewStatus'
  | 'staffNotes'
  | 'delivery'
>

export const CSV_COLUMNS = [
  ...SPREADSHEET_COLUMNS,
  'SubmittedAt',
  'ReviewStatus',
  'Delivery',
  'StaffNotes',
  'Id',
] as const

export function applicationsToCsv(applications: ApplicationRecord[]): string {
  const rows = applications.map((application) => {
    const sheet = toSpreadsheetRow({
      fullName: application.fullName ?? '',
      email: application.email ?? '',
      phone: application.phone ?? '',
      location: application.location ?? '',
      keyNeeds: application.keyNeeds ?? [],
      otherNeed: application.otherNeed ?? '',
      platforms: application.platforms ?? [],
      consent: application.consent === true,
    })
    return [
      ...SPREADSHEET_COLUMNS.map((column) => sheet[column]),
      application.submittedAt ?? '',
      application.reviewStatus ?? '',
      application.delivery?.status ?? '',
      application.staffNotes ?? '',
      application._id,
    ]
  })
  return [CSV_COLUMNS, ...rows.map((row) => row.map(neutraliseFormula))].map(toCsvLine).join('')
}

export async function fetchApplicationsCsv(client: SanityClient): Promise<string> {
  const applications = await client.fetch<ApplicationRecord[]>(APPLICATIONS_QUERY, {}, { perspective: 'raw' })
  return applicationsToCsv(applications)
}

/** Saves the CSV through the browser's download, named by date so exports don't overwrite each other. */
export function downloadCsv(
  csv: string,
  fileName = `applications-${new Date().toISOString().slice(0, 10)}.csv`,
) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export async function exportApplications(client: SanityClient): Promise<void> {
  downloadCsv(await fetchApplicationsCsv(client))
}
