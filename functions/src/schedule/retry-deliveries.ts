/** Retries spreadsheet delivery for every pending application whose next attempt is due, oldest first. */
import { withStore } from '../content/client.ts'
import { DUE_DELIVERIES_QUERY } from '../content/queries.ts'
import { type DeliveryOutcome, deliverApplication } from '../delivery/deliver.ts'
import type { Services } from '../services.ts'
import { errorFields } from '../util/logger.ts'

export async function retryDueDeliveries(
  services: Services,
  now: Date,
): Promise<Record<string, DeliveryOutcome>> {
  const ids = await withStore(() => services.client.fetch(DUE_DELIVERIES_QUERY, { now: now.toISOString() }))
  const outcomes: Record<string, DeliveryOutcome> = {}
  // One at a time: a sheet that is struggling gets no burst from us.
  for (const id of ids) {
    try {
      outcomes[id] = await deliverApplication(services, id)
    } catch (error) {
      services.logger.error('delivery retry failed', { applicationId: id, ...errorFields(error) })
    }
  }
  return outcomes
}
