/**
 * The moderators' digest through the schedule job (clock injected) to the local sink: a burst of 50 comments is one
 * message with counts and Studio links; nothing is sent again within the interval; the next window's ticket is the
 * next message; the messages hold no names, emails or message text; the Studio's open tasks due today are announced
 * once that day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFunction, type TestFunction } from '../support/functions.ts'
import { startTestLake, type TestLake } from '../support/lake.ts'
import { startTestSheet, type TestSheet } from '../support/sheet.ts'
import { seedFunctionFixtures } from './fixtures.ts'
import { validComment, validTicket } from './harness.ts'

const T0 = new Date('2026-05-04T10:00:00.000Z')
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000)
let clock = T0
let lake: TestLake
let sheet: TestSheet
let fn: TestFunction
beforeAll(async () => {
  lake = await startTestLake()
  await seedFunctionFixtures(lake.client())
  sheet = await startTestSheet()
  fn = await startTestFunction(
    { lakeUrl: lake.url, writeToken: lake.tokens.write, sheetUrl: sheet.execUrl },
    {
      clock: () => clock,
      digest: { webhookUrl: `${sheet.url}/digest`, studioUrl: 'https://studio.escrova.test' },
    },
  )
})
afterAll(async () => {
  await fn?.close()
  await sheet?.stop()
  await lake?.stop()
})

describe('digest for moderators', () => {
  it('sends one message for a burst of 50 comments, then nothing more within the interval', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fn.post(
          '/api/comments',
          validComment({ name: `Reader${i}`, text: `Question number ${i} about escrow` }),
        ),
      ),
    )
    expect(responses.every((response) => response.status === 201)).toBe(true)

    const first = await fn.service.runSchedule(minutes(1))
    expect(first.digest).toEqual({ sent: true, counts: { comments: 50, tickets: 0, tasksDueToday: 0 } })
    for (const at of [2, 3, 10]) {
      expect((await fn.service.runSchedule(minutes(at))).digest).toMatchObject({ sent: false })
    }
    const messages = sheet.digests()
    expect(messages).toHaveLength(1)
    expect(messages[0]?.text).toContain('50 new comments await moderation')
    expect(messages[0]?.text).toContain('https://studio.escrova.test/structure/moderation;comments-pending')
  })

  it('announces the next window’s ticket once the interval has passed, with no personal data', async () => {
    clock = minutes(5)
    await fn.post('/api/support', validTicket({ name: 'Chiamaka Obi', email: 'chiamaka@example.com' }))
    expect((await fn.service.runSchedule(minutes(12))).digest).toEqual({ sent: false, reason: 'too-soon' })
    expect((await fn.service.runSchedule(minutes(17))).digest).toEqual({
      sent: true,
      counts: { comments: 0, tickets: 1, tasksDueToday: 0 },
    })
    expect((await fn.service.runSchedule(minutes(40))).digest).toEqual({ sent: false, reason: 'nothing-new' })
    const messages = sheet.digests()
    expect(messages).toHaveLength(2)
    expect(messages[1]?.text).toContain(
      '1 new support ticket: https://studio.escrova.test/structure/support;tickets-new',
    )
    const all = JSON.stringify(messages)
    for (const personal of [
      'Chiamaka',
      'chiamaka@example.com',
      'Reader1',
      'Question number',
      'data you hold',
    ]) {
      expect(all).not.toContain(personal)
    }
  })

  it('announces the Studio’s open tasks due today once that day', async () => {
    const setup = await fetch(`${lake.url}/v2025-02-19/comments/production/setup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${lake.tokens.write}` },
    })
    const tasks = lake
      .client()
      .withConfig({ dataset: ((await setup.json()) as { datasetName: string }).datasetName })
    const task = (id: string, more: object) => ({
      _id: id,
      _type: 'tasks.task',
      title: `Task ${id}`,
      status: 'open',
      dueBy: '2026-05-04',
      createdByUser: T0.toISOString(),
      ...more,
    })
    await tasks
      .transaction()
      .create(task('due-today', {}))
      .create(task('closed', { status: 'closed' }))
      .create(task('tomorrow', { dueBy: '2026-05-05' }))
      .create(task('still-being-written', { createdByUser: undefined }))
      .commit()

    expect((await fn.service.runSchedule(minutes(60))).digest).toEqual({
      sent: true,
      counts: { comments: 0, tickets: 0, tasksDueToday: 1 },
    })
    expect(sheet.digests().at(-1)?.text).toContain(
      '1 open task is due today: https://studio.escrova.test/structure?sidebar=tasks',
    )
    expect((await fn.service.runSchedule(minutes(90))).digest).toEqual({ sent: false, reason: 'nothing-new' })
    expect(sheet.digests()).toHaveLength(3)
  })
})
