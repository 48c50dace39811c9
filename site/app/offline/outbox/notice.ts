/**
 * A notice for an outbox outcome when no form is open to show it (the page was closed and opened again): plain DOM,
 * so this rarely needed code stays out of every page's React bundle. Styled from the site's theme variables.
 */
const STYLE =
  'position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:1000;max-width:32rem;margin:0 auto;padding:1rem 1.25rem;border-radius:12px;background:var(--surface,#f5f2ff);color:var(--text,#17132b);border:1px solid var(--primary,#5b21b6);box-shadow:0 8px 24px rgb(0 0 0 / .2);font:1rem/1.5 system-ui,sans-serif'

export function showOutboxNotice({
  title,
  lines,
  close: closeLabel,
}: {
  title: string
  lines: string[]
  close: string
}) {
  const box = document.createElement('div')
  box.className = 'outbox-notice'
  box.setAttribute('role', 'status')
  box.setAttribute('style', STYLE)
  const heading = document.createElement('p')
  heading.style.fontWeight = '700'
  heading.style.margin = '0 0 .25rem'
  heading.textContent = title
  box.append(heading)
  for (const line of lines) {
    const text = document.createElement('p')
    text.style.margin = '0 0 .25rem'
    text.textContent = line
    box.append(text)
  }
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = closeLabel
  close.className = 'button button-primary'
  close.addEventListener('click', () => box.remove())
  box.append(close)
  document.body.append(box)
}
