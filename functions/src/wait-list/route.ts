/**
 * `POST /api/wait-list`: a beta application, checked with the shared rules, stored privately (`waitList.<id>`,
 * review status new, delivery pending) and answered 201 as soon as it is stored. Delivery to the spreadsheet runs
 * after the response; the schedule job retries it until it succeeds or reaches the cap.
 */
import { consentRecord } from '@escrova/schemas/consent'
import { CONVERSIONS, WAIT_LIST_PATH } from '@escrova/schemas/insights'
import { Hono } from 'hono'
import { deliverApplication } from '../delivery/deliver.ts'
import type { AppEnv } from '../http/types.ts'
import { checkedSubmission } from '../middleware/submission.ts'
import type { Services } from '../services.ts'
import type { BackgroundTasks } from '../util/background.ts'
import { checkApplication } from './validate.ts'

export function waitListRoute(services: Services, background: BackgroundTasks) {
  const { clock } = services
  const writer = services.createWriter()
  const route = new Hono<AppEnv>()

  route.post('/', checkedSubmission('wait-list', checkApplication), async (c) => {
    const { id, key, checked: check } = c.get('submission')
    const documentId = `waitList.${id}`
    const submittedAt = clock()
    await writer.createIfNotExists({
      _id: documentId,
      _type: 'waitListApplication',
      ...check.value,
      consentRecord: await consentRecord(c.get('formMessages').waitList.consentLabel, submittedAt),
      submittedAt: submittedAt.toISOString(),
      reviewStatus: 'new',
      delivery: { status: 'pending', attempts: 0 },
      ...(key ? { idempotencyKey: key } : {}),
    })
    c.get('log').info('application stored', { applicationId: documentId })
    services.insights?.recordConversion(c, CONVERSIONS.application, documentId, { path: WAIT_LIST_PATH })
    background.run(
      () => services.runDelivery(() => deliverApplication(services, documentId)),
      'application delivery',
      c,
    )
    return c.json({ id, status: 'received' as const }, 201)
  })

  return route
}
