/** Conformance of `data/listen` with Sanity's documentation (see conformance.test.ts for the other endpoints). */
import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'

let lake: TestLake
let client: SanityClient
let api: string
let auth: Record<string, string>

beforeAll(async () => {
  lake = await startTestLake()
  client = lake.client()
  api = `${lake.url}/v2025-01-08`
  auth = { authorization: `Bearer ${lake.tokens.write}` }
})
afterAll(() => lake.stop())

// https://www.sanity.io/docs/listening — "Listening": a `welcome` event first, then `mutation` events with
// documentId, transactionId, transition (appear / update / disappear), previousRev/resultRev and, by default,
// `result`; `includePreviousRevision` adds `previous`.
describe('HTTP API: listen', () => {
  it('streams welcome then mutation events in the documented shape', async () => {
    const controller = new AbortController()
    const response = await fetch(
      `${api}/data/listen/production?query=${encodeURIComponent('*[_type == "movie"]')}&includePreviousRevision=true`,
      { headers: auth, signal: controller.signal },
    )
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    let text = ''
    const next = async (pattern: RegExp) => {
      while (!pattern.test(text)) text += new TextDecoder().decode((await reader.read()).value)
    }
    await next(/event: welcome/)
    const created = await client.create({ _id: 'movie_new', _type: 'movie', title: 'New' })
    const updated = await client.patch('movie_new').set({ title: 'Newer' }).commit()
    await next(/"transition":"update"[\s\S]*\n\n/)
    controller.abort()
    const events = text
      .split('\n\n')
      .filter((block) => block.includes('event: mutation'))
      .map((block) =>
        JSON.parse(
          block
            .split('\n')
            .find((line) => line.startsWith('data: '))
            ?.slice(6) ?? '{}',
        ),
      )
    expect(events[0]).toMatchObject({
      documentId: 'movie_new',
      transition: 'appear',
      resultRev: created._rev,
    })
    expect(events[0].result).toMatchObject({ title: 'New' })
    expect(events[1]).toMatchObject({
      transition: 'update',
      previousRev: created._rev,
      resultRev: updated._rev,
      transactionId: updated._rev,
      previous: { title: 'New' },
      result: { title: 'Newer' },
    })
  })
})
