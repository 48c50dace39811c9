/**
 * Server entry: renders each requested page to HTML. Waits for the whole tree (`allReady`) so the page is complete, as
 * crawlers and JavaScript-less visitors need, and because the site server caches whole pages anyway.
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
    onError(error: unknown) {
      status = 500
      console.error(error)
    },
  })
  await body.allReady
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(body, { headers: responseHeaders, status })
}
