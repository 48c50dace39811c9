/**
 * The browser's data saver (`Save-Data: on`, sent with every request while the visitor has it on). The site server
 * renders such requests as a variant of the page (smaller images, no decorative ones, no autoplay) and caches it apart
 * (`Vary: Save-Data`); server/serve.ts and the root loader both read the header through this one rule.
 */
export const SAVE_DATA_HEADER = 'save-data'

/** Only the token `on` asks for the lighter page (the header's one defined value; anything else is the normal page). */
export function wantsSaveData(value: string | null | undefined): boolean {
  return value?.trim().toLowerCase() === 'on'
}
