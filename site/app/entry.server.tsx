/**
 * Server entry: renders each requested page to HTML. Waits for the whole tree (`allReady`) so the page is complete, as
 * crawlers and JavaScript-less visitors need, and because the site server caches whole pages anyway.
 *
 * Every Suspense boundary is written in place (`progressiveChunkSize` unbounded). By default React moves a boundary
 * that finishes after the first ~12 KB into a hidden element at the end of the HTML and reveals it by script, up to
 * 300 ms later; the post page's comment form is such a boundary (`site/app/features/comments/lazy-comment-form.tsx`). Without
 * JavaScript it would stay hidden, and hydration meeting it before that reveal gives up the server's form at the first
 * router update (React Router's route discovery after every load), which downloads the form's code at once.
 * The whole page is sent at once anyway, so streaming pieces of it later gains nothing.
 */
import { renderToReadableStream } from 'react-dom/server'
import type { EntryContext } from 'react-router-dom'
import { ServerRouter } from 'react-router-dom'

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500
      console.error(error)
    },
  })
  await body.allReady
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(body, { headers: responseHeaders, status })
}
