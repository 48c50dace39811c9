/** Retries spreadsheet delivery for every pending application whose next attempt is due, oldest first. */
import { withStore } from '../content/client.ts'
import { type DeliveryOutcome, deliverApplication } from '../delivery/deliver.ts'
import type { Services } from '../services.ts'
import { errorFields } from '../util/logger.ts'

const DUE_DELIVERIES_QUERY = `*[_type == "waitListApplication" && delivery.status == "pending"
  && (!defined(delivery.nextAttemptAt) || delivery.nextAttemptAt <= $now)] | order(submittedAt asc) [0...100]._id`

export async function retryDueDeliveries(
  services: Services,
  now: Date,
): Promise<Record<string, DeliveryOutcome>> {
  const ids = await withStore(() =>
    services.client.fetch<string[]>(DUE_DELIVERIES_QUERY, { now: now.toISOString() }),
  )
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
