/**
 * The committed `schemas/src/sanity.types.ts` must be what `sanity typegen generate` writes for today's schema and
 * queries: a query or schema change without `npm run typegen -w @escrova/studio` fails here. Runs the same two
 * commands as that script, but into a temp dir (sanity.cli.ts reads SANITY_TYPEGEN_SCHEMA / SANITY_TYPEGEN_GENERATES),
 * so the working tree is never touched.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as functionQueries from '../../functions/src/content/queries.ts'
import * as schemaQueries from '../../schemas/src/queries/authors.ts'
import * as siteCopyQueries from '../../site/app/content/queries.ts'
import * as siteQueries from '../../site/app/lib/queries.ts'
import * as previewQueries from '../../site/app/preview/queries.ts'
import * as studioQueries from '../lib/queries.ts'

const run = promisify(execFile)
const studioDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const rootDir = path.dirname(studioDir)
const committedFile = path.join(rootDir, 'schemas/src/sanity.types.ts')

let tempDir: string
let generated: string
let committed: string

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'escrova-typegen-'))
  // `sanity schema extract --path` is resolved against the studio folder even when absolute.
  const schemaPath = path.relative(studioDir, path.join(tempDir, 'schema.json'))
  const generatesPath = path.join(tempDir, 'sanity.types.ts')
  const env = {
    ...process.env,
    // The project's Node 24 (the CLI refuses older ones) and its `sanity` bin.
    PATH: `${path.join(rootDir, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    SANITY_TELEMETRY_DISABLED: '1',
    SANITY_TYPEGEN_SCHEMA: schemaPath,
    SANITY_TYPEGEN_GENERATES: generatesPath,
  }
  const sanity = path.join(rootDir, 'node_modules/.bin/sanity')
  await run(sanity, ['schema', 'extract', '--path', schemaPath, '--force'], { cwd: studioDir, env })
  await run(sanity, ['typegen', 'generate'], { cwd: studioDir, env })
  // The only line that names the schema file's location; the committed file names `schema.json`.
  generated = (await readFile(generatesPath, 'utf8')).replace(
    `// Source: ${schemaPath}\n`,
    '// Source: schema.json\n',
  )
  committed = await readFile(committedFile, 'utf8')
}, 180_000)

afterAll(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true })
})

describe('sanity typegen', () => {
  it('the committed schemas/src/sanity.types.ts is up to date (else run `npm run typegen -w @escrova/studio`)', () => {
    expect(committed).toBe(generated)
  })

  it('types every query of the query modules (site, function, Studio, schema)', () => {
    const modules = [
      siteQueries,
      siteCopyQueries,
      previewQueries,
      functionQueries,
      studioQueries,
      schemaQueries,
    ]
    const names = modules.flatMap((module) => Object.keys(module)).filter((name) => name.endsWith('_QUERY'))
    expect(names).toContain('POST_QUERY')
    expect(names).toContain('POST_PREVIEW_QUERY')
    expect(names).toContain('RELEASE_SCHEDULED_BY_QUERY')
    expect(names).toContain('DIGEST_COUNTS_QUERY')
    expect(names).toContain('APPLICATIONS_QUERY')
    expect(names).toContain('USERNAME_TAKEN_QUERY')
    for (const name of names) expect(committed).toContain(`export type ${name}_RESULT =`)
  })

  it("overloads the client's fetch for those queries", () => {
    expect(committed).toContain('interface SanityQueries {')
    expect(committed).toContain('declare module "@sanity/client"')
  })
})
