/**
 * The headers of a submission, sent now or later from the outbox: JSON, the idempotency key, and the page's language,
 * so the function refuses a field in the words the visitor reads (`functions/src/middleware/visitor-language.ts`).
 */
export function submissionHeaders(
  idempotencyKey: string,
  language: string | undefined,
): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'Idempotency-Key': idempotencyKey,
    ...(language ? { 'Accept-Language': language } : {}),
  }
}
