import type { WaitListApplicationInput } from '@escrova/schemas/wait-list'
import { submitJson } from '../comments/submit-client.ts'

export function sendApplication(application: WaitListApplicationInput, idempotencyKey: string) {
  return submitJson<{ id: string }>('/api/wait-list', application, idempotencyKey)
}
