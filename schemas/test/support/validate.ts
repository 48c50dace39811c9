import { schemaTypes } from '@escrova/schemas/schemaTypes/index'
import { CONTENT_API } from '@escrova/schemas/settings'
import { createClient, type SanityClient } from '@sanity/client'
import type { DocumentValidationMarker } from '@sanity/validation'
// A private entry point on purpose: the public `validateDocument` (here and in `sanity`) validates as the CLI does,
// which reports the Studio's errors (a taken slug, whole-object rules) as warnings; only this one takes
// `environment: 'studio'` without a whole Studio workspace (which needs the hosted API to build).
import { validateDocumentInternal } from '@sanity/validation/_internal'
import { createSchema } from 'sanity'

/** The schema exactly as the Studio compiles it. */
export const schema = createSchema({ name: 'default', types: schemaTypes })

/** A real client that is never reached: for documents whose validators make no requests. */
export const offlineClient = createClient({
  ...CONTENT_API,
  apiHost: 'http://127.0.0.1:9',
  useProjectHostname: false,
  useCdn: false,
})

export function lakeClient(url: string, token: string): SanityClient {
  return createClient({ ...CONTENT_API, apiHost: url, useProjectHostname: false, useCdn: false, token })
}

/** Runs Sanity's own document validation, custom validators included; returns the failures. */
export async function validate(
  document: { _id: string; _type: string } & Record<string, unknown>,
  client: SanityClient = offlineClient,
): Promise<DocumentValidationMarker[]> {
  // The Studio's own path: environment 'studio' keeps rule levels as the form shows them (the 'cli' path turns
  // whole object rules into warnings), and getClient hands custom validators the client the Studio would.
  return validateDocumentInternal({
    schema,
    environment: 'studio',
    getClient: ({ apiVersion }) => client.withConfig({ apiVersion }),
    document: { _createdAt: '', _updatedAt: '', _rev: '', ...document },
    // Reference existence is the lake's business; these tests are about the fields.
    getDocumentExists: async () => true,
  })
}

/** Error messages reported for one top-level field (or a nested path joined with '.'). */
export function errorsAt(markers: DocumentValidationMarker[], path: string): string[] {
  return markers
    .filter((marker) => marker.level === 'error')
    .filter(
      (marker) =>
        marker.path.map((segment) => (typeof segment === 'object' ? '*' : segment)).join('.') === path,
    )
    .map((marker) => marker.message)
}
