import { describe, expect, it } from 'vitest'
import {
  contentClientOptions,
  HOSTED_API_HOST,
  LOCAL_LAKE_API_HOST,
  LOCAL_LAKE_TLS_API_HOST,
  resolveContentEndpoint,
} from '../src/content-endpoint.ts'

describe('resolveContentEndpoint: what SANITY_API_HOST (and its browser and Studio forms) means', () => {
  it('unset or blank: the local lake, no project host name', () => {
    const lake = { hosted: false, apiHost: LOCAL_LAKE_API_HOST, useProjectHostname: false }
    expect(resolveContentEndpoint(undefined)).toEqual(lake)
    expect(resolveContentEndpoint('  ')).toEqual(lake)
    expect(resolveContentEndpoint(undefined, { localLake: LOCAL_LAKE_TLS_API_HOST }).apiHost).toBe(
      LOCAL_LAKE_TLS_API_HOST,
    )
  })

  it('`hosted` and the hosted API’s URLs are one endpoint: api.sanity.io with the project host name', () => {
    const hosted = { hosted: true, apiHost: HOSTED_API_HOST, useProjectHostname: true }
    for (const setting of [
      'hosted',
      'https://api.sanity.io',
      'https://api.sanity.io/',
      'https://abc123.api.sanity.io',
    ]) {
      expect(resolveContentEndpoint(setting), setting).toEqual(hosted)
    }
    expect(resolveContentEndpoint('https://api.sanity.work')).toEqual({
      hosted: true,
      apiHost: 'https://api.sanity.work',
      useProjectHostname: true,
    })
  })

  it('any other URL is used as it is', () => {
    expect(resolveContentEndpoint('http://127.0.0.1:7700/')).toEqual({
      hosted: false,
      apiHost: 'http://127.0.0.1:7700',
      useProjectHostname: false,
    })
    expect(resolveContentEndpoint('https://content.example.com/api').apiHost).toBe(
      'https://content.example.com/api',
    )
    // Not the hosted API because a host name merely ends like it.
    expect(resolveContentEndpoint('https://evilapi.sanity.io.example.com').hosted).toBe(false)
  })

  it.each(['Hosted', 'api.sanity.io', 'ftp://example.com', 'localhost:7700'])(
    'refuses %j, naming the variable',
    (setting) => {
      expect(() => resolveContentEndpoint(setting, { name: 'SANITY_STUDIO_API_HOST' })).toThrow(
        /SANITY_STUDIO_API_HOST must be unset .* "hosted"/,
      )
    },
  )
})

describe('contentClientOptions', () => {
  it('fills the defaults and uses the CDN only for the hosted API when the caller may', () => {
    expect(contentClientOptions({})).toEqual({
      projectId: 'escrova',
      dataset: 'production',
      apiVersion: '2025-01-08',
      apiHost: LOCAL_LAKE_API_HOST,
      useProjectHostname: false,
      useCdn: false,
    })
    expect(contentClientOptions({}, { cdn: true }).useCdn).toBe(false)
    expect(contentClientOptions({ apiHost: 'hosted' }, { cdn: true }).useCdn).toBe(true)
    expect(contentClientOptions({ apiHost: 'hosted' }).useCdn).toBe(false)
  })
})
