/**
 * `npm start`: the whole system on this machine — the local Content Lake (seeded on first run), the spreadsheet sink,
 * the submissions function, the site server (built once, pages rendered on request and refreshed by the lake's live
 * events: a publish rebuilds nothing) and the built Studio — with every URL printed. Ctrl-C stops all.
 * `npm run dev` (`--dev`) runs the site and the Studio from their dev servers with hot reload instead.
 * `EDGE=1 npm start` puts the site behind the shared edge cache: two site replicas, Varnish with vmod xkey on the
 * site's port and the purger (site/edge/), as a CDN would run in production (docs/production.md §CDN).
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { EDITORIAL_AUDIT_ROUTE, EDITORIAL_AUDIT_WEBHOOK } from '@escrova/schemas/editorial-audit'
import { type MailCatcher, startMailCatcher } from '../lake/src/mail/mail-catcher.ts'
import { varnishMissing } from '../site/edge/varnish.ts'
import { runStep, type Service, startService, startupFinished, stopAll } from './start/processes.ts'
import { smtpServerOf, startSettings } from './start/settings.ts'
import {
  type StudioTarget,
  stampStudioBuild,
  studioBuiltFor,
  studioBuiltForOther,
  studioNeedsBuild,
} from './start/studio-build.ts'

const { dev, edge, dataDir, ports, urls, smtpUrl } = startSettings(process.env, process.argv)

/** A secret made once per machine (the comment client-hash salt), so restarts keep hashes comparable. */
function localSecret(name: string): string {
  const file = resolve(dataDir, name)
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

const clientHashSalt = process.env.CLIENT_HASH_SALT ?? localSecret('client-hash-salt')
const auditHashSecret = process.env.AUDIT_HASH_SECRET ?? localSecret('audit-hash-secret')
/** The lake signs its editorial-audit webhook with this; the function checks it (`@escrova/schemas/editorial-audit`). */
const editorialWebhookSecret = process.env.EDITORIAL_WEBHOOK_SECRET ?? localSecret('editorial-webhook-secret')
const siteEnv = {
  SANITY_API_HOST: urls.lake,
  VITE_FUNCTIONS_URL: urls.functions,
  VITE_SITE_URL: urls.site,
  SITE_FRAME_ANCESTORS: urls.siteFrameAncestors,
}
/** What the Studio's build inlines: where it finds the lake, the function and the site. */
const studioTarget: StudioTarget = {
  SANITY_STUDIO_API_HOST: urls.lakeTls,
  SANITY_STUDIO_FUNCTIONS_URL: urls.studioToFunction,
  SANITY_STUDIO_SITE_URL: urls.studioToSite,
}

/** Where invitation and password-reset mail goes: the local catcher, or the SMTP server `LAKE_SMTP_URL` names. */
type Mail = { to: 'catcher'; catcher: MailCatcher } | { to: 'smtp'; server: string }

process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))
// A closed terminal sends SIGHUP: stop the services rather than leave them running without a parent.
process.on('SIGHUP', () => void shutdown(0))
let stopping = false
/** The in-process mail catcher, when one was started. */
let stopMail: (() => Promise<void>) | undefined
async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  console.log('\nStopping every service...')
  await stopAll()
  await stopMail?.()
  process.exit(code)
}

/** Before anything starts: without Varnish there is no edge to run, and the reason should be the first thing said. */
function refuseEdgeWithoutVarnish() {
  const missing = edge && varnishMissing()
  if (missing) {
    console.error(`EDGE=1: ${missing}`)
    process.exit(1)
  }
}

async function startMail(): Promise<Mail> {
  if (smtpUrl) {
    const server = smtpServerOf(smtpUrl)
    console.log(`mail      to ${server} (LAKE_SMTP_URL); the local mail catcher is off`)
    return { to: 'smtp', server }
  }
  const catcher = await startMailCatcher({ smtpPort: ports.mailSmtp, inboxPort: ports.mailInbox })
  stopMail = catcher.close
  return { to: 'catcher', catcher }
}

function startLake(mail: Mail): Service {
  return startService('lake', 'tsx', ['lake/src/main.ts'], {
    readyWhen: /^LAKE_READY /,
    describeReady: () => `ready at http://127.0.0.1:${ports.lake}, data in ${resolve(dataDir, 'lake')}`,
    env: {
      LAKE_PORT: String(ports.lake),
      LAKE_TLS_PORT: String(ports.lakeTls),
      LAKE_DATA_DIR: resolve(dataDir, 'lake'),
      // One member per role, passwords in <data>/lake/demo-team.json (lake/src/cli/demo-team.ts).
      LAKE_DEMO_TEAM: 'true',
      STUDIO_URL: urls.studio,
      ...(mail.to === 'catcher' ? { LAKE_SMTP_URL: mail.catcher.smtpUrl } : {}),
      // A backup of the local data every day (into .data/lake-backups, 7 kept); never during start-up.
      LAKE_BACKUP_SCHEDULE: process.env.LAKE_BACKUP_SCHEDULE ?? '@daily',
      // One webhook: editorial decisions, by person, into the function's audit log. (The site server follows the
      // lake's live events itself.) Deliveries are retried while the function starts.
      LAKE_WEBHOOKS: JSON.stringify({
        ...EDITORIAL_AUDIT_WEBHOOK,
        url: `${urls.functions}${EDITORIAL_AUDIT_ROUTE}`,
        secret: editorialWebhookSecret,
      }),
    },
  })
}

function startSheet(): Service {
  const csv = resolve(dataDir, 'sheet/applications.csv')
  return startService('sheet', 'tsx', ['functions/src/sheet-sink/main.ts'], {
    readyWhen: /Spreadsheet sink/,
    describeReady: () => `ready at ${urls.sheet}, rows go to ${csv}`,
    env: { SHEET_PORT: String(ports.sheet), SHEET_CSV: csv },
  })
}

function startFunction(writeToken: string): Service {
  return startService(
    'function',
    'tsx',
    dev ? ['watch', 'functions/src/node.ts'] : ['functions/src/node.ts'],
    {
      readyWhen: /function listening/,
      describeReady: () => 'ready',
      env: {
        ...siteEnv,
        FUNCTION_PORT: String(ports.functions),
        SANITY_API_HOST: urls.lake,
        SANITY_WRITE_TOKEN: writeToken,
        SHEET_URL: urls.sheet,
        STUDIO_URL: urls.studio,
        CLIENT_HASH_SALT: clientHashSalt,
        AUDIT_HASH_SECRET: auditHashSecret,
        EDITORIAL_WEBHOOK_SECRET: editorialWebhookSecret,
        // The sheet sink also records the moderators' digest (functions/src/digest/sink.ts).
        DIGEST_WEBHOOK_URL: urls.sheet.replace(/\/exec$/, '/digest'),
        // Insights on chDB in .data/insights, unless INSIGHTS_CLICKHOUSE_URL names a ClickHouse server.
        INSIGHTS_DATA_DIR: resolve(dataDir, 'insights'),
      },
    },
  )
}

/** `--dev`: the site and the Studio from their dev servers, with hot reload. */
function startDevServers(): Service[] {
  const site = startService('site', 'npx', ['react-router', 'dev', 'site', '--port', String(ports.site)], {
    readyWhen: /Local:/,
    env: { ...siteEnv, VITE_SANITY_API_HOST: urls.lake },
  })
  const studioArgs = ['run', 'dev', '-w', '@escrova/studio', '--', '--port', String(ports.studio)]
  const studio = startService('studio', 'npm', studioArgs, {
    readyWhen: /(ready|running) (in|at)/i,
    env: { ...studioTarget },
  })
  return [site, studio]
}

/** The Studio's build, made again only when its sources or the addresses it inlines changed. */
async function buildStudio() {
  if (process.env.START_SKIP_STUDIO_BUILD === '1') {
    if (studioBuiltForOther(studioTarget))
      console.warn(
        `studio: START_SKIP_STUDIO_BUILD=1 keeps a build made for ${studioBuiltFor() ?? 'nothing (no build)'}`,
      )
    return
  }
  if (!studioNeedsBuild(studioTarget)) return
  await runStep('studio', 'npm', ['run', 'build', '-w', '@escrova/studio'], { ...studioTarget }, 'built')
  stampStudioBuild(studioTarget)
}

function startSiteServer(name: string, port: number, env: NodeJS.ProcessEnv, describe: string): Service {
  return startService(name, 'tsx', ['site/server/serve.ts'], {
    readyWhen: /^site: http:\/\//,
    describeReady: () => describe,
    env: { ...siteEnv, NODE_ENV: 'production', SITE_PORT: String(port), ...env },
  })
}

/** EDGE=1: two replicas on the next ports, Varnish (+ the purger) on the site's own port in front of them. */
async function startEdge(): Promise<Service[]> {
  const replicaPorts = [ports.site + 1, ports.site + 2]
  const replicas = replicaPorts.map((port, i) =>
    startSiteServer(`site-${i + 1}`, port, { SITE_EDGE: '1' }, `ready at http://127.0.0.1:${port}`),
  )
  await Promise.all(replicas.map((replica) => replica.ready))
  const varnish = startService('edge', 'tsx', ['site/edge/main.ts'], {
    readyWhen: /^edge: http:\/\//,
    describeReady: () => `Varnish + purger at ${urls.site}, in front of ports ${replicaPorts.join(' and ')}`,
    env: {
      SANITY_API_HOST: urls.lake,
      EDGE_PORT: String(ports.site),
      EDGE_ORIGINS: replicaPorts.map((p) => `http://127.0.0.1:${p}`).join(' '),
    },
  })
  return [...replicas, varnish]
}

/** The built site (once per start; publishing never rebuilds it) and the built Studio. */
async function startBuilt(): Promise<Service[]> {
  await buildStudio()
  await runStep('site', 'npm', ['run', 'build', '-w', '@escrova/site'], siteEnv, 'built')
  const site = edge ? await startEdge() : [startSiteServer('site', ports.site, {}, 'ready')]
  // The Sanity CLI finds its project from the working directory.
  const studio = startService(
    'studio',
    resolve('node_modules/.bin/sanity'),
    ['preview', 'dist', '--port', String(ports.studio)],
    { readyWhen: /localhost|running at/i, describeReady: () => 'ready', cwd: resolve('studio') },
  )
  return [...site, studio]
}

function printSummary(mail: Mail) {
  const tlsHost = `https://escrova.localhost:${ports.lakeTls}`
  const demoFile = resolve(dataDir, 'lake/demo-team.json')
  const demo = existsSync(demoFile)
    ? (JSON.parse(readFileSync(demoFile, 'utf8')) as Array<{ role: string; email: string }>)
    : []
  const people = demo.map((person) => `    ${person.role.padEnd(15)} ${person.email}`).join('\n')
  const inbox =
    mail.to === 'catcher'
      ? `${mail.catcher.inboxUrl} (SMTP ${mail.catcher.smtpUrl})`
      : `off: mail goes to ${mail.server} (LAKE_SMTP_URL)`
  console.log(`
Escrova is running${dev ? ' (dev, hot reload)' : ''}:
  Site                 ${urls.site}${edge ? ' (through the edge cache: Varnish + purger)' : ''}
  Studio               ${urls.studio} (sign in with e-mail and password)
  Submissions function ${urls.functions}/api/health
  Content Lake (HTTP)  ${urls.lake}/v2025-01-08/data/query/production?query=count(*)
  Content Lake (Studio, HTTP/2 + TLS) ${tlsHost}
  Spreadsheet (CSV)    ${resolve(dataDir, 'sheet/applications.csv')}
  Lake tokens          ${resolve(dataDir, 'lake/tokens.json')} (robots: the function's write token, a read token)
  Mail inbox           ${inbox}

Demo team (one person per role; passwords in ${demoFile}, readable by you alone):
${people || '    (none: this lake already had members; npm run lake -- members list)'}
Invite, change roles, remove: npm run lake -- members ... (lake/README.md).

One-time step for the Studio: your browser must trust the lake's local certificate. Either open
  ${tlsHost}/v1/ping  and accept the warning once, or add
  ${resolve(dataDir, 'lake/tls/localhost-cert.pem')}  to your browser's trusted certificates (see studio/README.md).
Press Ctrl-C to stop everything.`)
}

async function start() {
  refuseEdgeWithoutVarnish()
  const mail = await startMail()
  const lake = startLake(mail)
  const sheet = startSheet()
  await lake.ready
  const tokens = JSON.parse(readFileSync(resolve(dataDir, 'lake/tokens.json'), 'utf8')) as { write: string }
  await sheet.ready
  const services = [startFunction(tokens.write), ...(dev ? startDevServers() : await startBuilt())]
  await Promise.all(services.map((service) => service.ready))
  startupFinished()
  printSummary(mail)
}

try {
  await start()
} catch (error) {
  console.error(`\nStart failed: ${(error as Error).message}`)
  await shutdown(1)
}
