/** The wait-list's modal texts (docs/product-rules.md#states, #errors); the field messages come from `@escrova/schemas/wait-list`. */
import { BRAND_NAME } from '@escrova/schemas/settings'

export const WAIT_LIST_OUTCOMES = {
  successTitle: 'Submission Successful!',
  successText: `Your application for the beta program of ${BRAND_NAME} has been received. We'll reach out to selected testers soon.`,
  failureTitle: 'Submission Failed',
  failureText: 'Something went wrong while submitting. Please check your connection and try again.',
} as const
