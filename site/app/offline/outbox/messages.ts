/**
 * What the visitor reads about a submission kept on the phone while offline: the outbox's words in the language of the
 * page it was made on, which the form hands over with the submission (`@escrova/schemas/form-messages`, `outbox`), or
 * English, built in.
 */
import { outbox } from '@escrova/schemas/form-messages/compiled/en'
import type { OutboxWords } from './store.ts'

export function outboxWords(given: OutboxWords | undefined): OutboxWords {
  return given ?? outbox
}
