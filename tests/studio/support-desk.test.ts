import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { startTestSheet, type TestSheet } from '../support/sheet.ts'
import { addMember, signIn } from '../support/team.ts'
import { poll } from '../support/wait.ts'
import { studioSuite } from './support/suite.ts'
import { retry } from './support/ui.ts'

/**
 * Staff at the Support desk and in Data rights, in the real Studio against the lake: new tickets listed with their
 * reference, age and (for privacy requests) due date, overdue first; the audit log listed for administrators only;
 * an administrator exports and erases one person's records through the real function.
 */
const ticket = (id: string, fields: Record<string, unknown>) => ({
  _id: `supportTicket.${id}`,
  _type: 'supportTicket',
  status: 'new',
  email: `${id}@example.ng`,
  message: 'Please help.',
  consent: true,
  ...fields,
})

const studio = studioSuite((writer) =>
  writer
    .transaction()
    .create(
      ticket('general', {
        reference: 'ESC-0000-0002',
        name: 'Tunde Bakare',
        topic: 'general',
        receivedAt: '2026-11-20T09:00:00.000Z',
      }),
    )
    .create(
      ticket('overdue', {
        reference: 'ESC-0000-0001',
        name: 'Ngozi Eze',
        topic: 'privacy',
        privacyRequest: 'access',
        receivedAt: '2026-09-01T09:00:00.000Z',
        dueAt: '2026-10-01T09:00:00.000Z',
      }),
    )
    .create(
      ticket('working', {
        reference: 'ESC-0000-0003',
        name: 'Bisi Ade',
        topic: 'account',
        status: 'inProgress',
        receivedAt: '2026-11-01T09:00:00.000Z',
      }),
    )
    .create({
      _id: 'waitList.amaka',
      _type: 'waitListApplication',
      fullName: 'Amaka Nwosu',
      email: 'amaka@example.ng',
      phone: '+234 803 123 4567',
      location: 'Lagos',
      keyNeeds: ['Escrow Service'],
      platforms: ['Web'],
      consent: true,
      submittedAt: '2026-11-20T09:30:00.000Z',
      reviewStatus: 'new',
    })
    // Her comment: it never holds her e-mail, so only her name finds it.
    .create({
      _id: 'comment-amaka',
      _type: 'comment',
      name: 'Amaka Nwosu',
      text: 'Does escrow cover phones bought on Instagram?',
      moderationStatus: 'approved',
      createdAt: '2026-11-21T09:30:00.000Z',
    })
    // Two erased applications' rows the spreadsheet has not confirmed deleting, as the function books them.
    .create({
      _id: 'privacy.sheetErasure.row-waiting',
      _type: 'sheetRowErasure',
      rowId: 'row-waiting',
      status: 'pending',
      attempts: 2,
      nextAttemptAt: '2026-11-25T10:00:00.000Z',
      lastError: 'spreadsheet answered HTTP 500',
    })
    .create({
      _id: 'privacy.sheetErasure.row-given-up',
      _type: 'sheetRowErasure',
      rowId: 'row-given-up',
      status: 'failed',
      attempts: 8,
      nextAttemptAt: '2026-11-26T10:00:00.000Z',
      lastError: 'spreadsheet answered HTTP 500',
    })
    .commit(),
)

let sheet: TestSheet
let fn: TestFunction
beforeAll(async () => {
  sheet = await startTestSheet()
  fn = await startTestFunction({
    lakeUrl: studio.harness.lake.url,
    writeToken: studio.harness.lake.tokens.write,
    sheetUrl: sheet.execUrl,
  })
}, 600_000)
afterAll(async () => {
  await fn?.close()
  await sheet?.stop()
})

describe('the Support desk', () => {
  it('lists new tickets with reference, age and due date, the overdue privacy request first', async () => {
    const { page } = await studio.harness.open('write', '/structure/support;tickets-new')
    await page.getByText('ESC-0000-0002 · Tunde Bakare').first().waitFor()
    const overdue = page.getByText('ESC-0000-0001 · Ngozi Eze').first()
    await overdue.waitFor()
    const [first, second] = await Promise.all([
      overdue.boundingBox(),
      page.getByText('ESC-0000-0002 · Tunde Bakare').first().boundingBox(),
    ])
    expect(first?.y).toBeLessThan(second?.y ?? 0)
    await page
      .getByText(/Privacy: Access \(a copy of my data\) · \d+ days old · OVERDUE, was due 2026-10-01/)
      .first()
      .waitFor()
    await page
      .getByText(/General question · \d+ days? old/)
      .first()
      .waitFor()
    // The in-progress ticket is in its own list, not here.
    expect(await page.getByText('ESC-0000-0003').count()).toBe(0)
    await page.goto(`${studio.harness.studio.url}/structure/support`)
    await page.getByText('New (2)').first().waitFor()
    await page.getByText('Audit log').first().waitFor()
  }, 300_000)

  it('lists the spreadsheet rows still to erase, the ones to delete by hand first', async () => {
    const { page } = await studio.harness.open('write', '/structure/support;sheet-erasures')
    const givenUp = page.getByText('Row row-given-up').first()
    const waiting = page.getByText('Row row-waiting').first()
    await givenUp.waitFor()
    await waiting.waitFor()
    const [first, second] = await Promise.all([givenUp.boundingBox(), waiting.boundingBox()])
    expect(first?.y).toBeLessThan(second?.y ?? 0)
    await page
      .getByText('Gave up: delete this row from the spreadsheet by hand · 8 attempt(s)')
      .first()
      .waitFor()
    await page
      .getByText('Waiting for the spreadsheet (retried automatically) · 2 attempt(s)')
      .first()
      .waitFor()
  }, 300_000)

  it('shows an application’s erase date, 12 months after receipt by default', async () => {
    const { page } = await studio.harness.open('write', '/structure/applications;applications-new')
    await page.getByText('Amaka Nwosu').first().click()
    await page.getByText('Kept until 2027-11-20').first().waitFor()
  }, 300_000)

  it('does not list the audit log for staff, who answer tickets', async () => {
    const { lake } = studio.harness
    const staff = await addMember(lake, 'sade@escrova.test', ['staff'])
    const token = await signIn(lake, staff.email, staff.password)
    const { page } = await studio.harness.open({ token }, '/structure/support')
    await page.getByText('Privacy settings').first().waitFor()
    expect(await page.getByText('Audit log').count()).toBe(0)
  }, 300_000)
})

describe('Data rights', () => {
  it('lets the privacy officer export and erase one person’s records, a comment found by name once confirmed', async () => {
    const { lake } = studio.harness
    const officer = await addMember(lake, 'pelumi@escrova.test', ['privacyOfficer'])
    const token = await signIn(lake, officer.email, officer.password)
    const { page, context } = await studio.harness.open({ token }, '/data-rights')
    // The Studio is built for the function's default address; this test's function listens elsewhere.
    await context.route('http://127.0.0.1:8787/**', (route) =>
      route.continue({ url: route.request().url().replace('http://127.0.0.1:8787', fn.url) }),
    )
    // The tool can mount again while the Studio finishes loading, dropping what was typed: type and search in one
    // attempt, until the answer shows.
    await retry(async () => {
      await page.getByLabel('Email address').fill('amaka@example.ng', { timeout: 5_000 })
      await page.getByLabel('Name they gave (finds comments)').fill('Amaka Nwosu', { timeout: 5_000 })
      await page.getByRole('button', { name: 'Find records' }).click({ timeout: 5_000 })
      await page
        .getByText("2 record(s) found. 1 found by name only: tick those that are this person's.")
        .waitFor({ timeout: 15_000 })
    }, 120_000)
    await page.getByText(/waitListApplication · waitList\.amaka · Amaka Nwosu .*· by e-mail/).waitFor()
    const comment = page.getByLabel(/comment · comment-amaka · Amaka Nwosu .*by name only/)
    expect(await comment.isChecked()).toBe(false)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export JSON' }).click(),
    ])
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      records: Array<{ _id: string; email: string }>
    }
    expect(exported.records.map((record) => record._id)).toEqual(['waitList.amaka'])

    // The officer confirms the comment is hers.
    await comment.check()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Erase ticked' }).click()
    await page.getByText(/Erased 2 document\(s\)/).waitFor()
    const reader = studio.harness.lake.client('write')
    expect(await reader.getDocument('waitList.amaka')).toBeUndefined()
    expect(await reader.getDocument('comment-amaka')).toBeUndefined()
    await poll(() => reader.fetch('count(*[_type == "auditLogEntry" && action == "erase"])')).toBe(1)
    // The log names the person who erased, by member id.
    expect(await reader.fetch('*[_type == "auditLogEntry" && action == "erase"][0].actor.id')).toBe(
      officer.id,
    )
    // Other people's tickets are untouched.
    expect(await reader.fetch('count(*[_type == "supportTicket"])')).toBe(3)
  }, 300_000)
})
