/** Set in localStorage while anything waits in the outbox, so a page load opens IndexedDB only when there is work. */
export const OUTBOX_FLAG = 'escrova-outbox'
/** Where the service worker announces outcomes to open pages. */
export const OUTBOX_CHANNEL = 'escrova-outbox'
/** The Background Sync tag the worker sends the outbox on. */
export const OUTBOX_SYNC_TAG = 'escrova-outbox'
