/** A legal text as its loader rendered it (`legal-html.ts`), inside the page's own section markup. */
export function LegalBlocks({ html }: { html: string }) {
  if (!html) return null
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server from Portable Text, text escaped
  return <div className="legal-text" dangerouslySetInnerHTML={{ __html: html }} />
}

/** `2024-05-01` → `May 2024`, as the page has always shown it (UTC, so the server and the browser agree). */
export function monthAndYear(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
