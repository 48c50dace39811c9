/**
 * A correction reaches the application's spreadsheet row, through the real function, lake and sheet sink: the
 * corrected cell changes in that row only; a sheet that is down gets it once it is back (and never loses it); a
 * correction made while the row itself is still on its way is not lost; a correction that changes no cell the
 * sheet holds (a ticket, or the same value again) sends nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { waitFor } from '../support/wait.ts'
import { type Harness, startHarness, validApplication, validTicket } from './harness.ts'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h?.stop())
beforeEach(async () => {
  await h.sheet.control('ok')
})

interface StoredApplication {
  email: string
  delivery: { status: string; attempts?: number; lastError?: string; columnsToUpdate?: string[] }
}

const correct = (body: unknown) =>
  fetch(`${h.fn.url}/api/privacy/correct`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${h.officer.token}` },
    body: JSON.stringify(body),
  })

const application = (id: string) => h.lake.client().getDocument<StoredApplication>(`waitList.${id}`)
const rowsFor = (id: string) => h.sheet.rows().filter((row) => row.Id === id)

/** An application whose row is in the sheet. */
async function deliveredApplication(email: string): Promise<string> {
  const response = await h.fn.post('/api/wait-list', validApplication({ email }))
  const { id } = (await response.json()) as { id: string }
  await h.fn.service.settle()
  expect((await application(id))?.delivery.status).toBe('delivered')
  expect(rowsFor(id)).toHaveLength(1)
  return id
}

const auditCorrections = (documentId: string) =>
  h.lake
    .client()
    .fetch<Array<{ field: string; detail?: string }>>(
      '*[_type == "auditLogEntry" && action == "correct" && $id in documentIds]{field, detail}',
      { id: documentId },
    )

describe('a correction reaches the spreadsheet row', () => {
  it('updates the corrected email in that row only, once, and audits the correction once', async () => {
    const id = await deliveredApplication('chidi@example.com')
    const otherId = await deliveredApplication('funmi@example.com')
    const othersBefore = h.sheet.rows().filter((row) => row.Id !== id)
    const updatedBefore = h.sheet.stats().updated

    const response = await correct({
      documentId: `waitList.${id}`,
      field: 'email',
      value: 'chidi.o@example.com',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      corrected: [`waitList.${id}`],
      field: 'email',
      sheetColumns: ['Email'],
    })
    await h.fn.service.settle()

    expect(rowsFor(id)).toHaveLength(1)
    expect(rowsFor(id)[0]).toMatchObject({ Email: 'chidi.o@example.com', Name: 'Adaeze Okafor' })
    expect(h.sheet.rows().filter((row) => row.Id !== id)).toEqual(othersBefore)
    expect(rowsFor(otherId)[0]?.Email).toBe('funmi@example.com')
    expect(h.sheet.stats().updated - updatedBefore).toBe(1)
    const stored = await application(id)
    expect(stored?.delivery.status).toBe('delivered')
    expect(stored?.delivery.columnsToUpdate).toBeUndefined()
    expect(await auditCorrections(`waitList.${id}`)).toEqual([
      { field: 'email', detail: 'spreadsheet row update queued: Email' },
    ])
  })

  it('keeps a correction made while the sheet is down and sends it once the sheet is back', async () => {
    const id = await deliveredApplication('emeka@example.com')
    await h.sheet.control('fail')
    const response = await correct({ documentId: `waitList.${id}`, field: 'phone', value: '0805 222 3333' })
    expect(response.status).toBe(200)
    await h.fn.service.settle()
    expect((await application(id))?.delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'spreadsheet answered HTTP 500',
      columnsToUpdate: ['Phone'],
    })
    // Still down: the schedule job retries and keeps it.
    await h.fn.service.runSchedule()
    expect((await application(id))?.delivery).toMatchObject({ status: 'pending', attempts: 2 })
    expect(rowsFor(id)[0]?.Phone).toBe('+234 803 123 4567')

    await h.sheet.control('ok')
    await h.fn.service.runSchedule()
    expect(rowsFor(id)).toHaveLength(1)
    expect(rowsFor(id)[0]?.Phone).toBe('0805 222 3333')
    const stored = await application(id)
    expect(stored?.delivery.status).toBe('delivered')
    expect(stored?.delivery.columnsToUpdate).toBeUndefined()
    expect(await auditCorrections(`waitList.${id}`)).toHaveLength(1)
  })

  it('does not lose a correction made while the row itself is still on its way', async () => {
    // The sheet writes the row, then answers late (within the function's 2 s timeout): the correction lands
    // between the row being written and its delivery being recorded.
    await h.sheet.control('slow', 1_000)
    const response = await h.fn.post('/api/wait-list', validApplication({ email: 'kemi@example.com' }))
    const { id } = (await response.json()) as { id: string }
    await waitFor(() => rowsFor(id).length === 1)
    expect(
      (await correct({ documentId: `waitList.${id}`, field: 'email', value: 'kemi.a@example.com' })).status,
    ).toBe(200)
    await h.fn.service.settle()
    await h.sheet.control('ok')
    // Should the answer have timed out on a loaded machine, the schedule job is what sends it: still no loss.
    await h.fn.service.runSchedule()
    expect(rowsFor(id)).toHaveLength(1)
    expect(rowsFor(id)[0]?.Email).toBe('kemi.a@example.com')
    expect((await application(id))?.delivery.status).toBe('delivered')
  })

  it('sends nothing for a correction that changes no cell of the sheet: a ticket, or the same value again', async () => {
    const id = await deliveredApplication('ife@example.com')
    const ticket = (await (
      await h.fn.post('/api/support', validTicket({ email: 'ife@example.com' }))
    ).json()) as { reference: string }
    const ticketId = await h.lake
      .client()
      .fetch<string>('*[_type == "supportTicket" && reference == $reference][0]._id', {
        reference: ticket.reference,
      })
    const rowsBefore = h.sheet.rows()
    const postsBefore = h.sheet.stats().posts

    const onTicket = await correct({ documentId: ticketId, field: 'email', value: 'ife.new@example.com' })
    expect(onTicket.status).toBe(200)
    expect(await onTicket.json()).toMatchObject({ sheetColumns: [] })
    const sameValue = await correct({
      documentId: `waitList.${id}`,
      field: 'email',
      value: 'ife@example.com',
    })
    expect(sameValue.status).toBe(200)
    expect(await sameValue.json()).toMatchObject({ sheetColumns: [] })
    await h.fn.service.settle()
    await h.fn.service.runSchedule()

    expect(h.sheet.stats().posts).toBe(postsBefore)
    expect(h.sheet.rows()).toEqual(rowsBefore)
    expect((await h.lake.client().getDocument<{ email: string }>(ticketId))?.email).toBe(
      'ife.new@example.com',
    )
    expect((await application(id))?.delivery).toMatchObject({ status: 'delivered' })
    expect(await auditCorrections(ticketId)).toEqual([{ field: 'email', detail: null }])
  })
})

describe('an erasure reaches the spreadsheet row even when the sheet is down', () => {
  const erase = (email: string) =>
    fetch(`${h.fn.url}/api/privacy/erase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${h.officer.token}` },
      body: JSON.stringify({ email }),
    })
  const markers = () =>
    h.lake
      .client()
      .fetch<Array<Record<string, unknown>>>('*[_type == "sheetRowErasure"]', {}, { perspective: 'raw' })

  it('erases the records at once, keeps the row deletion booked and sends it once the sheet is back', async () => {
    const id = await deliveredApplication('tobi@example.com')
    const otherId = await deliveredApplication('uche@example.com')
    await h.sheet.control('fail')
    const response = await erase('tobi@example.com')
    expect(response.status).toBe(200)
    const result = (await response.json()) as {
      sheetRows: string[]
      sheetRowsPending: string[]
      problems: string[]
    }
    expect(result.sheetRows).toEqual([])
    expect(result.sheetRowsPending).toEqual([id])
    expect(result.problems).toEqual([
      `spreadsheet row ${id}: spreadsheet answered HTTP 500; the schedule job retries until the sheet deletes it`,
    ])
    // The person is gone from the lake at once; what stays is the row's opaque Id, booked for deletion.
    expect(await application(id)).toBeUndefined()
    const booked = await markers()
    expect(booked).toHaveLength(1)
    expect(booked[0]).toMatchObject({ rowId: id, status: 'pending', attempts: 1 })
    expect(JSON.stringify(booked)).not.toContain('tobi@example.com')
    expect(rowsFor(id)).toHaveLength(1)

    // Still down: the schedule job tries again and keeps it.
    await h.fn.service.runSchedule()
    expect((await markers())[0]).toMatchObject({ status: 'pending', attempts: 2 })
    expect(rowsFor(id)).toHaveLength(1)

    await h.sheet.control('ok')
    const report = await h.fn.service.runSchedule()
    expect(report.sheetErasures).toEqual({ [id]: 'deleted' })
    expect(rowsFor(id)).toHaveLength(0)
    expect(rowsFor(otherId)).toHaveLength(1)
    expect(await markers()).toEqual([])
    // Nothing left to do: the next run sends nothing.
    const postsBefore = h.sheet.stats().posts
    expect((await h.fn.service.runSchedule()).sheetErasures).toEqual({})
    expect(h.sheet.stats().posts).toBe(postsBefore)
  })
})
