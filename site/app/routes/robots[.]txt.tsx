/** /robots.txt, pre-rendered: everything allowed, pointing at the sitemap. */
import { renderRobots } from '../lib/sitemap.ts'

export function loader() {
  return new Response(renderRobots(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
