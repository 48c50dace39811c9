/**
 * Sends one row to the spreadsheet web app the way Apps Script needs: POST to `/exec`, which runs `doPost` and
 * answers 302 to an echo URL; the echo is then read with a GET. Never re-POST to the echo URL: Apps Script answers
 * 405 there, and treating that as a failure and retrying would append the row again. Once the 302 has come back the
 * script has run, so the row is in, whatever the echo says afterwards (unless it reports a script error).
 */
import type { SpreadsheetColumn, SpreadsheetRow } from '@escrova/schemas/wait-list'

export class DeliveryError extends Error {
  override name = 'DeliveryError'
}

export type SheetRow = SpreadsheetRow & { Id: string }

/** Asks the script to delete the row with this Id (an erasure); the script answers as it does for a row. */
export interface SheetDelete {
  action: 'delete'
  Id: string
}

/**
 * Asks the script to set these cells of the row with this Id (a correction) and nothing else; the script answers
 * `{result: 'success', updated: 1}`, or `updated: 0` when no row has that Id.
 */
export type SheetUpdate = { action: 'update'; Id: string } & Partial<Record<SpreadsheetColumn, string>>

export type SheetRequest = SheetRow | SheetDelete | SheetUpdate

/** The script's JSON answer, when it sent one (`deleted` / `updated` counts for those actions). */
export interface SheetReply {
  result?: string
  error?: string
  deleted?: number
  updated?: number
}

export interface SheetReceipt {
  /** HTTP status of the POST (302 for Apps Script, 2xx for a plain endpoint). */
  status: number
  echoStatus?: number
  reply?: SheetReply
}

function describe(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timed out'
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))
}

async function readResult(response: Response): Promise<SheetReply | undefined> {
  const text = await response.text().catch(() => '')
  try {
    return JSON.parse(text) as SheetReply
  } catch {
    return undefined
  }
}

export async function postToSheet(url: string, row: SheetRequest, timeoutMs: number): Promise<SheetReceipt> {
  const signal = AbortSignal.timeout(timeoutMs)
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(row),
      redirect: 'manual',
      signal,
    })
  } catch (error) {
    throw new DeliveryError(`spreadsheet unreachable: ${describe(error)}`)
  }

  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => {})
    const location = response.headers.get('location')
    if (!location) return { status: response.status }
    try {
      const echo = await fetch(new URL(location, url), { method: 'GET', redirect: 'follow', signal })
      const result = echo.ok ? await readResult(echo) : undefined
      if (!echo.ok) await echo.body?.cancel().catch(() => {})
      if (result?.result === 'error')
        throw new DeliveryError(`spreadsheet script failed: ${result.error ?? 'error'}`)
      return { status: response.status, echoStatus: echo.status, reply: result }
    } catch (error) {
      if (error instanceof DeliveryError) throw error
      // The script ran (we have its 302); an unreadable echo does not undo the row.
      return { status: response.status }
    }
  }

  if (response.ok) {
    const result = await readResult(response)
    if (result?.result === 'error')
      throw new DeliveryError(`spreadsheet script failed: ${result.error ?? 'error'}`)
    return { status: response.status, reply: result }
  }
  await response.body?.cancel().catch(() => {})
  throw new DeliveryError(`spreadsheet answered HTTP ${response.status}`)
}
