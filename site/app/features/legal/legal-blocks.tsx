/** A legal text as its loader rendered it (`legal-html.ts`), inside the page's own section markup. */
export function LegalBlocks({ html }: { html: string }) {
  if (!html) return null
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server from Portable Text, text escaped
  return <div className="legal-text" dangerouslySetInnerHTML={{ __html: html }} />
}
