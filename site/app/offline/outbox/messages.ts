/** What the visitor reads while a submission made without a connection waits on the phone. */
export const QUEUED_TITLE = 'Saved on this phone'
export const QUEUED_MESSAGE = "Saved on this phone: we'll send it when you're back online."
