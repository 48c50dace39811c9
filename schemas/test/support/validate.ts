import { schemaTypes } from '@escrova/schemas/schemaTypes/index'
import { CONTENT_API } from '@escrova/schemas/settings'
import { createClient, type SanityClient } from '@sanity/client'
import type { DocumentValidationMarker, ValidationSource } from '@sanity/validation'
import i18next from 'i18next'
import { createSchema, usEnglishLocale, validateDocument } from 'sanity'

/** The schema exactly as the Studio compiles it. */
export const schema = createSchema({ name: 'default', types: schemaTypes })

/** A real client that is never reached: for documents whose validators make no requests. */
export const offlineClient = createClient({
  ...CONTENT_API,
  apiHost: 'http://127.0.0.1:9',
  useProjectHostname: false,
  useCdn: false,
})

/**
 * The Studio's English validation messages ("Slug is already in use"), from the locale bundle the Studio itself loads;
 * the Studio builds the same kind of i18next source for each workspace.
 */
async function studioMessages(): Promise<ValidationSource['i18n']> {
  const bundle = usEnglishLocale.bundles?.find(
    (item) => 'namespace' in item && item.namespace === 'validation',
  )
  if (!bundle || !('resources' in bundle)) throw new Error('the Studio locale has no validation bundle')
  const loaded = typeof bundle.resources === 'function' ? await bundle.resources() : bundle.resources
  const messages = 'default' in loaded ? loaded.default : loaded
  const i18n = i18next.createInstance()
  await i18n.init({
    lng: usEnglishLocale.id,
    ns: ['validation'],
    resources: { [usEnglishLocale.id]: { validation: messages } },
    interpolation: { escapeValue: false },
  })
  return {
    currentLocale: { id: usEnglishLocale.id },
    loadNamespaces: (ns) => i18n.loadNamespaces(ns),
    t: i18n.t,
  }
}
const messages = studioMessages()

export function lakeClient(url: string, token: string): SanityClient {
  return createClient({ ...CONTENT_API, apiHost: url, useProjectHostname: false, useCdn: false, token })
}

/** Runs Sanity's own document validation, custom validators included; returns the failures. */
export async function validate(
  document: { _id: string; _type: string } & Record<string, unknown>,
  client: SanityClient = offlineClient,
): Promise<DocumentValidationMarker[]> {
  // The Studio's own validation (the form's rule levels: a taken slug is an error there, a warning in the CLI's
  // headless path), with the client the Studio would hand custom validators.
  return validateDocument({
    document: { _createdAt: '', _updatedAt: '', _rev: '', ...document },
    workspace: {
      schema,
      getClient: ({ apiVersion }) => client.withConfig({ apiVersion }),
      i18n: await messages,
    },
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
