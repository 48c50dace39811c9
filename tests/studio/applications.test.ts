import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { poll } from '../support/wait.ts'
import { studioSuite } from './support/suite.ts'
import { runDocumentAction, waitFor } from './support/ui.ts'

/** Product staff review beta applications: a status move takes effect at once, and the CSV export holds it. */
const application = (id: string, fullName: string, email: string) => ({
  _id: `waitList.${id}`,
  _type: 'waitListApplication',
  fullName,
  email,
  phone: '+234 803 123 4567',
  location: 'Lagos',
  keyNeeds: ['Escrow Service', 'Other'],
  otherNeed: 'Paying my tailor, safely',
  platforms: ['Android', 'Web'],
  consent: true,
  submittedAt: '2026-11-20T09:30:00.000Z',
  reviewStatus: 'new',
  delivery: { status: 'delivered', attempts: 1 },
  idempotencyKey: `key-${id}`,
})

const studio = studioSuite((writer) =>
  writer
    .transaction()
    .create(application('amaka', 'Amaka Nwosu', 'amaka@example.ng'))
    .create(application('tunde', 'Tunde Bakare', 'tunde@example.ng'))
    .create({
      _id: 'supportTicket.chip',
      _type: 'supportTicket',
      reference: 'ESC-0000-0042',
      name: 'Chidi Okafor',
      email: 'chidi@example.ng',
      topic: 'general',
      message: 'Where is my refund?',
      status: 'new',
      receivedAt: '2026-11-20T09:30:00.000Z',
    })
    .commit(),
)

describe('staff in the Studio', () => {
  it('opens a new application, moves it to Selected (no publish step), and exports CSV containing it', async () => {
    const { page } = await studio.harness.open('write', '/structure/applications;applications-new')
    await page.getByText('Amaka Nwosu').first().click()
    // Her application is open in the form before any action runs on it.
    const fullName = page.getByTestId('field-fullName').locator('input')
    await poll(() => fullName.inputValue({ timeout: 2000 }), { timeout: 90_000 }).toBe('Amaka Nwosu')
    // A private record: the header says "Private", never Sanity's green "Published" chip.
    await page.getByTestId('private-record-chip').waitFor()
    // Sanity's chip list is in the header (rendered with the chip), hidden.
    expect(await page.getByTestId('document-perspective-list').count()).toBe(1)
    expect(await page.getByTestId('document-perspective-list').isVisible()).toBe(false)
    expect(
      await page
        .getByTestId('document-pane')
        .getByText('Published', { exact: true })
        .filter({ visible: true })
        .count(),
    ).toBe(0)
    // Its review status as a badge, and the review moves as buttons at the top of the form, not in the "…" menu.
    const moves = page.getByTestId('review-moves')
    await moves.getByTestId('review-status').filter({ hasText: 'New' }).waitFor()
    await moves.getByRole('button', { name: 'Start review' }).waitFor()
    await moves.getByRole('button', { name: 'Select' }).click()
    await moves.getByTestId('review-status').filter({ hasText: 'Selected' }).waitFor()
    expect(await moves.getByRole('button', { name: 'Select' }).count()).toBe(0)
    // The footer carries the status as a badge too, and not Sanity's red "Live".
    const footer = page.getByTestId('pane-footer').last()
    await footer.getByText('Selected', { exact: true }).waitFor()
    expect(await footer.getByText('Live', { exact: true }).count()).toBe(0)

    const reader = studio.harness.lake.client('write')
    const selected = await waitFor(
      () => reader.getDocument('waitList.amaka'),
      (doc) => doc?.reviewStatus === 'selected',
    )
    expect(selected?.reviewStatus).toBe('selected')
    // Live edit: the change is on the application itself, no draft waiting to be published.
    expect(await reader.getDocument('drafts.waitList.amaka')).toBeUndefined()
    // And it is still private.
    expect(await studio.harness.lake.client(null).fetch('*[_id == "waitList.amaka"][0]')).toBeNull()
    // The move is in the "…" menu too, for whoever looks there (and is gone once made).
    const declined = async () => (await reader.getDocument('waitList.amaka'))?.reviewStatus === 'declined'
    await runDocumentAction(page, 'Decline', { done: declined })
    await moves.getByTestId('review-status').filter({ hasText: 'Declined' }).waitFor()
    await moves.getByRole('button', { name: 'Select' }).click()
    await waitFor(
      () => reader.getDocument('waitList.amaka'),
      (doc) => doc?.reviewStatus === 'selected',
    )

    await page.goto(`${studio.harness.studio.url}/structure/applications;applications-selected`)
    await page.getByText('Amaka Nwosu').first().waitFor()

    // The download button on an Applications list exports the same CSV.
    await page.goto(`${studio.harness.studio.url}/structure/applications;applications-all`)
    await page.getByText('Tunde Bakare').first().waitFor()
    const [fromList] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV of all applications' }).click(),
    ])
    const listCsv = await readFile(await fromList.path(), 'utf8')
    expect(listCsv).toContain('Amaka Nwosu,amaka@example.ng')
    expect(listCsv).toContain('Tunde Bakare,tunde@example.ng')

    await page.goto(`${studio.harness.studio.url}/applications-export`)
    await page.getByText('2 applications').waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    const [header, ...rows] = csv.trim().split('\r\n')
    expect(header).toBe(
      'Name,Email,Phone,Location,KeyNeeds,OtherNeed,Platforms,Consent,SubmittedAt,ReviewStatus,Delivery,StaffNotes,Id',
    )
    expect(rows).toHaveLength(2)
    const amaka = rows.find((row) => row.startsWith('Amaka Nwosu,'))
    expect(amaka).toBe(
      'Amaka Nwosu,amaka@example.ng,+234 803 123 4567,Lagos,"Escrow Service, Other","Paying my tailor, safely",' +
        '"Android, Web",Yes,2026-11-20T09:30:00.000Z,selected,delivered,,waitList.amaka',
    )
  }, 300_000)

  it('shows a support ticket as a private record too: "Private" in the header, no "Published" chip', async () => {
    const { page } = await studio.harness.open(
      'write',
      '/intent/edit/id=supportTicket.chip;type=supportTicket',
    )
    await page.getByTestId('private-record-chip').waitFor()
    // Sanity's chip list is in the header (rendered with the chip), hidden.
    expect(await page.getByTestId('document-perspective-list').count()).toBe(1)
    expect(await page.getByTestId('document-perspective-list').isVisible()).toBe(false)
    expect(
      await page
        .getByTestId('document-pane')
        .getByText('Published', { exact: true })
        .filter({ visible: true })
        .count(),
    ).toBe(0)
    // Still never readable anonymously.
    expect(await studio.harness.lake.client(null).fetch('*[_type == "supportTicket"]')).toEqual([])
  }, 180_000)
})
