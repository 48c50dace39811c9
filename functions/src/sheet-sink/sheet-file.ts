/** The CSV file that stands for the spreadsheet: one header row, then one row per application. */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseCsv, toCsvLine } from '@escrova/schemas/csv'
import { SPREADSHEET_COLUMNS } from '@escrova/schemas/wait-list'

export const SHEET_COLUMNS = ['Id', 'ReceivedAt', ...SPREADSHEET_COLUMNS] as const

export type SheetRecord = Record<(typeof SHEET_COLUMNS)[number], string>

export function readRecords(csvPath: string): SheetRecord[] {
  if (!existsSync(csvPath)) return []
  const [, ...rows] = parseCsv(readFileSync(csvPath, 'utf8'))
  return rows.map(
    (row) => Object.fromEntries(SHEET_COLUMNS.map((column, i) => [column, row[i] ?? ''])) as SheetRecord,
  )
}

/** Creates the file with its header row unless it exists. */
export function ensureSheet(csvPath: string): void {
  mkdirSync(dirname(csvPath), { recursive: true })
  if (!existsSync(csvPath)) writeFileSync(csvPath, toCsvLine(SHEET_COLUMNS))
}

export function appendRecord(csvPath: string, row: Record<string, unknown>): void {
  const values = SHEET_COLUMNS.map((column) =>
    column === 'ReceivedAt' ? new Date().toISOString() : String(row[column] ?? ''),
  )
  appendFileSync(csvPath, toCsvLine(values))
}

/** The file is the sheet: it is rewritten whole, so an erased or corrected value leaves no trace in it. */
export function writeRecords(csvPath: string, records: SheetRecord[]): void {
  writeFileSync(
    csvPath,
    [SHEET_COLUMNS, ...records.map((record) => SHEET_COLUMNS.map((column) => record[column]))]
      .map((values) => toCsvLine(values))
      .join(''),
  )
}
