/**
 * Live mode inside the Studio's Presentation frame (loaded lazily by `in-frame.tsx`). The site holds no token: the
 * Studio runs each registered query with the editor's own session (drafts perspective) and hands the results over
 * (`@sanity/react-loader` live mode); this client only configures stega, which turns the results' Content Source Maps
 * into invisible edit links that `<VisualEditing />` draws as click-to-edit overlays. Presentation refuses to talk to
 * a page whose origin is not in its `allowOrigins`, and the site server lets only the Studio's origins frame it.
 */
import { createClient } from '@sanity/client'
import { useLiveMode, useQuery } from '@sanity/react-loader'
import { VisualEditing } from '@sanity/visual-editing/react-router'
import { useEffect, useSyncExternalStore } from 'react'
import { withSeededSections } from '../content/copy-gaps.ts'
import { COPY_SHAPES } from '../content/copy-shapes.ts'
import { withLegalHtml } from '../features/legal/legal-html.ts'
import { siteContentConfig } from '../lib/content-config.ts'
import { PREVIEW_QUERIES } from './queries.ts'
import { type PreviewQuery, type PreviewQueryName, previewRegistry } from './registry.ts'

/** The framing Studio (the referrer of the frame); edit links only need it outside Presentation. */
function studioOrigin(): string {
  try {
    return new URL(document.referrer).origin
  } catch {
    return 'http://localhost:3333'
  }
}

/** Strings the page uses as more than text (an id, a `tel:` or `mailto:` target, an icon's name): never marked. */
const NOT_TEXT = new Set(['anchor', 'network', 'contactEmail', 'contactPhone'])

const client = createClient({
  ...siteContentConfig(),
  useCdn: false,
  stega: {
    enabled: true,
    studioUrl: studioOrigin(),
    filter: (props) => {
      const last = props.sourcePath.at(-1)
      return !(typeof last === 'string' && NOT_TEXT.has(last)) && props.filterDefault(props)
    },
  },
})

/** Answers the page takes in the loader's form: legal text as HTML, as its loader renders it. */
const asLoaded: Partial<Record<PreviewQueryName, (data: never) => unknown>> = {
  legalPage: withLegalHtml,
  privacyPage: withLegalHtml,
}

/**
 * A draft's copy section by section: a section with a gap keeps the loader's words, checked with the shape the loader
 * uses (`copy-shapes.ts`).
 */
previewRegistry.setReconcile((name, live, loaded) =>
  name in COPY_SHAPES
    ? withSeededSections(
        live as Record<string, unknown> | null,
        loaded as Record<string, unknown>,
        COPY_SHAPES[name as keyof typeof COPY_SHAPES],
      ).copy
    : live,
)

function LiveQuery({ entry }: { entry: PreviewQuery }) {
  const { data } = useQuery<unknown>(PREVIEW_QUERIES[entry.name], entry.params)
  useEffect(() => {
    if (data === undefined) return
    const transform = asLoaded[entry.name]
    previewRegistry.publish(entry.key, data && transform ? transform(data as never) : data)
  }, [entry.key, entry.name, data])
  return null
}

export default function LivePreview() {
  useLiveMode({ client })
  const queries = useSyncExternalStore(previewRegistry.subscribe, previewRegistry.queries, () => [])
  return (
    <>
      {queries.map((entry) => (
        <LiveQuery key={entry.key} entry={entry} />
      ))}
      <VisualEditing />
    </>
  )
}
