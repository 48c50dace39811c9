/**
 * `npm run lake`: the local Content Lake on its own. Settings from env: LAKE_PORT (7700), LAKE_HOST (127.0.0.1),
 * LAKE_TLS_PORT (7743, `false` to disable), LAKE_DATA_DIR (.data/lake), LAKE_WRITE_TOKEN / LAKE_READ_TOKEN (else
 * generated once into <dataDir>/tokens.json), LAKE_CORS_ORIGINS (comma list), LAKE_WEBHOOKS (JSON array),
 * LAKE_SEED (`false` to start empty), LAKE_BACKUP_* (src/backup/settings.ts), LAKE_SMTP_URL / LAKE_MAIL_FROM
 * (invitation mail), LAKE_DEMO_TEAM (`true`: one member per role, `npm start`). `backup` / `restore <backup>` /
 * `migrate scheduled-drafts` as the first arguments run those commands instead of the lake; `members ...` manages the
 * team (`cli/members.ts`).
 */
import './shared/quiet-warnings.ts'

// `npm run lake -- backup`, `npm run lake -- restore <backup>` and `npm run lake -- migrate scheduled-drafts`
// (src/cli/backup.ts, src/cli/restore.ts, src/cli/migrate.ts).
const command = process.argv[2]
if (command === 'backup' || command === 'restore' || command === 'migrate') {
  process.argv.splice(2, 1)
  await import(`./cli/${command}.ts`)
  process.exit(process.exitCode ?? 0)
}
// `npm run lake -- members ...` (src/cli/members.ts).
if (command === 'members') {
  const { membersCli } = await import('./cli/members.ts')
  process.exit(await membersCli(process.argv.slice(3)))
}

import { resolve } from 'node:path'
import { tokenFilePath } from '@escrova/schemas/local-lake-tokens'
import { DEFAULT_PORTS } from '@escrova/schemas/settings'

// Loaded after quiet-warnings: static imports would load node:sqlite (and its warning) before the filter is set.
const { startLake } = await import('./server/server.ts')

const dataDir = resolve(process.env.LAKE_DATA_DIR ?? '.data/lake')
const tlsEnv = process.env.LAKE_TLS_PORT
const lake = await startLake({
  port: Number(process.env.LAKE_PORT ?? DEFAULT_PORTS.lake),
  host: process.env.LAKE_HOST ?? '127.0.0.1',
  tlsPort: tlsEnv === 'false' ? false : Number(tlsEnv ?? DEFAULT_PORTS.lakeTls),
  dataDir,
  seed: process.env.LAKE_SEED !== 'false',
})

console.log(`lake ready: ${lake.url}`)
if (lake.tlsUrl) console.log(`lake (HTTP/2 + TLS): ${lake.tlsUrl}`)
console.log(`lake data: ${dataDir}`)
console.log(`lake tokens: ${tokenFilePath(dataDir)}`)
if (process.env.LAKE_DEMO_TEAM === 'true') {
  const { demoTeamFile, ensureDemoTeam } = await import('./cli/demo-team.ts')
  const people = await ensureDemoTeam(lake.runtime.team, dataDir)
  if (people) {
    console.log(`lake demo team (passwords in ${demoTeamFile(dataDir)}, readable by you alone):`)
    for (const person of people) console.log(`  ${person.role.padEnd(15)} ${person.email}`)
  }
}
// Machine-readable line for tests and scripts that spawn the lake.
console.log(`LAKE_READY ${JSON.stringify({ url: lake.url, tlsUrl: lake.tlsUrl, pid: process.pid })}`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void lake.close().then(() => process.exit(0))
  })
}
