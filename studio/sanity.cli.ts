import { defineCliConfig } from 'sanity/cli'
import { CONTENT_API, DEFAULT_PORTS } from '../schemas/src/settings'

/**
 * CLI settings. `sanity build` bundles the Studio offline into `dist/`; `npm run typegen` extracts the schema and
 * writes the types of every GROQ query (the query modules below) to `schemas/src/sanity.types.ts`.
 */
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || CONTENT_API.projectId,
    dataset: process.env.SANITY_STUDIO_DATASET || CONTENT_API.dataset,
  },
  server: {
    hostname: process.env.STUDIO_HOST || 'localhost',
    port: Number(process.env.STUDIO_PORT) || DEFAULT_PORTS.studio,
  },
  deployment: { autoUpdates: false },
  typegen: {
    // The query modules: every GROQ the site, the function, the Studio and the schema send is defined in one of them
    // (studio/test/query-modules.test.ts fails on a query written elsewhere).
    path: [
      '../site/app/lib/queries.ts',
      '../site/app/content/queries.ts',
      '../site/app/preview/queries.ts',
      '../functions/src/content/queries.ts',
      './lib/queries.ts',
      '../schemas/src/queries/authors.ts',
      '../schemas/src/queries/slugs.ts',
      '../schemas/src/queries/translations.ts',
    ],
    // Overridable so studio/test/typegen.test.ts can generate into a temp dir and compare with the committed file.
    schema: process.env.SANITY_TYPEGEN_SCHEMA || './schema.json',
    generates: process.env.SANITY_TYPEGEN_GENERATES || '../schemas/src/sanity.types.ts',
    overloadClientMethods: true,
  },
})
