/**
 * Pre-rendered build (spec: every route ships its content as HTML). `ssr: false` + `prerender` writes one HTML file per
 * static route plus one per published post, whose slugs are asked from the content API at build time. An unreachable
 * API must not break the build: the posts then fall back to the SPA shell (`__spa-fallback.html`) at run time.
 */
import type { Config } from '@react-router/dev/config'
import { STATIC_PRERENDER_PATHS } from './app/lib/static-paths.ts'
import { fetchPostSlugsForBuild } from './prerender/post-slugs.ts'

export default {
  appDirectory: 'app',
  // Tests build into their own folder so they never clobber `site/build` (see tests/support/site.ts).
  buildDirectory: process.env.SITE_BUILD_DIR || 'build',
  ssr: false,
  async prerender() {
    const slugs = await fetchPostSlugsForBuild()
    const postPaths = slugs.map((slug) => `/blogs/${encodeURIComponent(slug)}`)
    // React Router refuses a build where a route with a build-time `loader` has no pre-rendered path at all; with no
    // slugs (API down) one placeholder post page keeps the build going ('No content available, please reload.').
    if (postPaths.length === 0) postPaths.push('/blogs/_')
    return [...STATIC_PRERENDER_PATHS, ...postPaths]
  },
} satisfies Config
