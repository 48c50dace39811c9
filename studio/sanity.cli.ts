import { defineCliConfig } from 'sanity/cli'
import { CONTENT_API } from '../schemas/src/settings'

/**
 * CLI settings. `sanity build` bundles the Studio offline into `dist/`; `npm run typegen` extracts the schema and
 * writes the types of the site's and the function's GROQ queries to `schemas/src/sanity.types.ts`.
 */
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || CONTENT_API.projectId,
    dataset: process.env.SANITY_STUDIO_DATASET || CONTENT_API.dataset,
  },
  server: { hostname: process.env.STUDIO_HOST || 'localhost', port: Number(process.env.STUDIO_PORT) || 3333 },
  deployment: { autoUpdates: false },
  typegen: {
    path: ['../site/app/lib/queries.ts', '../functions/src/**/*.ts'],
    schema: './schema.json',
    generates: '../schemas/src/sanity.types.ts',
    overloadClientMethods: true,
  },
})
