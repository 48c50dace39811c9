import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, loadEnv } from 'vite'
import { contentClientConfig, viteContentSettings } from './app/lib/content-config.ts'

// One setting for the build and the browser: `SANITY_*` (as the function reads them) also feed the browser client
// when the `VITE_SANITY_*` form is not given. Only non-secret values are copied; a token never is.
for (const name of ['API_HOST', 'PROJECT_ID', 'DATASET', 'API_VERSION']) {
  const plain = process.env[`SANITY_${name}`]
  if (plain && !process.env[`VITE_SANITY_${name}`]) process.env[`VITE_SANITY_${name}`] = plain
}

/**
 * Chunks by what loads together: React, React DOM and the router are on every page, so they are one file; the app's
 * small modules shared by several routes (layout, settings, hooks, the forms' words provider) are one more, instead of a dozen
 * sub-kilobyte files each with its own request and gzip overhead (the offline outbox's entry points included: its
 * bulk loads on demand). The preview (`preview/live-preview.tsx`) and
 * anything only one route uses keep their own chunks, and so do shared modules no page needs on every load: the
 * missing-page screen (`components/go-home.tsx`, the service and catch-all routes), the copy's gap check
 * (`content/copy-gaps.ts`, a service page's draft and the preview) and the inner pages' hero
 * (`features/layout/page-hero.tsx`, not on home) and the parts the comment and support forms share
 * (`components/form-parts.tsx`, `field-messages.tsx`: the contact page and the comment form, which a post page loads
 * late) and the blog's small helpers (`lib/dates.ts`, `lib/safe-href.ts`, `components/spinner.tsx`) and its GROQ
 * (`lib/queries.ts`: the blog pages' browser reads, the comments and home's refresh, never a first load of home), which
 * would otherwise ride in every page's shell. The browser's
 * content reads (`lib/content-fetch.ts`) are one chunk of their own: home needs them only when its latest posts
 * refresh, after load.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/
const SHARED_APP_MODULE =
  /[\\/]site[\\/]app[\\/](?!components[\\/](go-home|loading-screen|form-parts|field-messages|spinner)|lib[\\/](image-params|dates|safe-href|submission-headers|queries)|content[\\/]copy-|features[\\/]layout[\\/]page-hero|lib[\\/]content-(fetch|config))(lib|components|content|features[\\/]layout|preview[\\/](registry|use-preview-|in-frame)|offline[\\/]outbox[\\/](names|keep-for-later))/

/**
 * What home, the blog list and the post page all show besides the shell: image URLs (`lib/image-params.ts`)
 * and the shared rules' small modules their cards and links use (`pathFor`, the alt text), and the dates' and
 * amounts' `Intl` locale (`language-format`: the blog's dates, home's calculator), and the length rules in characters
 * (`characters`: home's latest posts and the forms' validation). One file for them,
 * neither in `shell` (pages without images or links to posts never load it) nor a file each, with its own request
 * and gzip overhead.
 */
const CARD_PARTS =
  /([\\/]site[\\/]app[\\/]lib[\\/]image-params|[\\/]schemas[\\/]src[\\/](paths|alt-attribute|language-format|characters))\.ts$/

/**
 * The forms' one run-time formatter (`form-messages/format.ts`, under 100 bytes), used by the offline outbox and the
 * comment form: in the shell, not a file the worker precaches on every first visit at the cost of a request.
 */
const SHARED_SCHEMA_MODULE = /[\\/]schemas[\\/]src[\\/]form-messages[\\/]format\.ts$/

/** The browser's content reads (blog pages, comments, home's live latest posts), one chunk where they are needed. */
const BROWSER_CONTENT_READS = /[\\/]site[\\/]app[\\/]lib[\\/]content-(fetch|config)\.ts$/

export default defineConfig(({ mode }) => ({
  plugins: [reactRouter()],
  define: {
    // The content settings resolved here, once: the bundles carry the result, not the resolver.
    __SITE_CONTENT_CONFIG__: JSON.stringify(
      contentClientConfig(
        viteContentSettings({
          ...loadEnv(mode, import.meta.dirname, 'VITE_'),
          PROD:
            (process.env.NODE_ENV ?? (mode === 'production' ? 'production' : 'development')) === 'production',
        }),
      ),
    ),
  },
  resolve: { tsconfigPaths: true },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            {
              name: 'shell',
              test: (id: string) => SHARED_APP_MODULE.test(id) || SHARED_SCHEMA_MODULE.test(id),
              minShareCount: 2,
              priority: 1,
            },
            { name: 'card-parts', test: CARD_PARTS, minShareCount: 2, priority: 1 },
            { name: 'content-fetch', test: BROWSER_CONTENT_READS, priority: 1 },
          ],
        },
      },
    },
  },
}))
