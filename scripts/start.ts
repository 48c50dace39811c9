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
import { DEFAULT_PORTS } from '@escrova/schemas/settings'
import { startMailCatcher } from '../lake/src/team/mail-catcher.ts'
import { varnishMissing } from '../site/edge/varnish.ts'
import { runStep, startService, startupFinished, stopAll } from './start/processes.ts'
import { stampStudioBuild, studioBuiltFor, studioNeedsBuild } from './start/studio-build.ts'

const dev = process.argv.includes('--dev')
/** `EDGE=1 npm start`: the site behind the shared edge cache (Varnish + xkey, site/edge/), as in production's CDN. */
const edge = /^(1|true|yes|on)$/i.test(process.env.EDGE ?? '') && !dev
const dataDir = resolve(process.env.DATA_DIR ?? '.data')
const port = (name: keyof typeof DEFAULT_PORTS, env: string) =>
  Number(process.env[env] ?? DEFAULT_PORTS[name])
const ports = {
  lake: port('lake', 'LAKE_PORT'),
  lakeTls: port('lakeTls', 'LAKE_TLS_PORT'),
  functions: port('functions', 'FUNCTION_PORT'),
  sheet: port('sheet', 'SHEET_PORT'),
  mailSmtp: port('mailSmtp', 'MAIL_SMTP_PORT'),
  mailInbox: port('mailInbox', 'MAIL_INBOX_PORT'),
  site: port('site', 'SITE_PORT'),
  studio: port('studio', 'STUDIO_PORT'),
}
const urls = {
  lake: `http://127.0.0.1:${ports.lake}`,
  functions: `http://localhost:${ports.functions}`,
  sheet: `http://127.0.0.1:${ports.sheet}/exec`,
  site: `http://localhost:${ports.site}`,
  studio: `http://localhost:${ports.studio}`,
}

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
}

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

if (edge) {
  // Before anything starts: without Varnish there is no edge to run, and the reason should be the first thing said.
  const missing = varnishMissing()
  if (missing) {
    console.error(`EDGE=1: ${missing}`)
    process.exit(1)
  }
}

try {
  // Invitation and password-reset mail: to real SMTP when LAKE_SMTP_URL is set, else to a local catcher.
  const mail = process.env.LAKE_SMTP_URL
    ? undefined
    : await startMailCatcher({ smtpPort: ports.mailSmtp, inboxPort: ports.mailInbox })
  stopMail = mail?.close
  const lake = startService('lake', 'tsx', ['lake/src/main.ts'], {
    readyWhen: /^LAKE_READY /,
    describeReady: () => `ready at http://127.0.0.1:${ports.lake}, data in ${resolve(dataDir, 'lake')}`,
    env: {
      LAKE_PORT: String(ports.lake),
      LAKE_TLS_PORT: String(ports.lakeTls),
      LAKE_DATA_DIR: resolve(dataDir, 'lake'),
      // One member per role, passwords in <data>/lake/demo-team.json (lake/src/team/demo-team.ts).
      LAKE_DEMO_TEAM: 'true',
      STUDIO_URL: urls.studio,
      ...(mail ? { LAKE_SMTP_URL: mail.smtpUrl } : {}),
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
  const sheet = startService('sheet', 'tsx', ['functions/src/sheet-sink/main.ts'], {
    readyWhen: /Spreadsheet sink/,
    describeReady: () => `ready at ${urls.sheet}, rows go to ${resolve(dataDir, 'sheet/applications.csv')}`,
    env: { SHEET_PORT: String(ports.sheet), SHEET_CSV: resolve(dataDir, 'sheet/applications.csv') },
  })
  await lake.ready
  const tokens = JSON.parse(readFileSync(resolve(dataDir, 'lake/tokens.json'), 'utf8')) as {
    write: string
    read: string
  }
  await sheet.ready

  const functions = startService(
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
        SANITY_WRITE_TOKEN: tokens.write,
        SHEET_URL: urls.sheet,
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

  const services = [functions]
  // The Studio talks to the lake's HTTP/2 + TLS listener; the build inlines its address.
  const studioApiHost = `https://localhost:${ports.lakeTls}`
  if (dev) {
    services.push(
      startService('site', 'npx', ['react-router', 'dev', 'site', '--port', String(ports.site)], {
        readyWhen: /Local:/,
        env: { ...siteEnv, VITE_SANITY_API_HOST: urls.lake },
      }),
    )
    services.push(
      startService(
        'studio',
        'npm',
        ['run', 'dev', '-w', '@escrova/studio', '--', '--port', String(ports.studio)],
        {
          readyWhen: /(ready|running) (in|at)/i,
          env: { SANITY_STUDIO_API_HOST: studioApiHost },
        },
      ),
    )
  } else {
    if (process.env.START_SKIP_STUDIO_BUILD === '1') {
      if (studioBuiltFor() !== studioApiHost) {
        console.warn(
          `studio: START_SKIP_STUDIO_BUILD=1 keeps a build made for ${studioBuiltFor() ?? 'nothing (no build)'}`,
        )
      }
    } else if (studioNeedsBuild(studioApiHost)) {
      await runStep(
        'studio',
        'npm',
        ['run', 'build', '-w', '@escrova/studio'],
        { SANITY_STUDIO_API_HOST: studioApiHost },
        'built',
      )
      stampStudioBuild(studioApiHost)
    }
    // Built once per start; publishing never rebuilds it.
    await runStep('site', 'npm', ['run', 'build', '-w', '@escrova/site'], siteEnv, 'built')
    if (!edge) {
      services.push(
        startService('site', 'tsx', ['site/server/serve.ts'], {
          readyWhen: /^site: http:\/\//,
          describeReady: () => 'ready',
          env: { ...siteEnv, NODE_ENV: 'production', SITE_PORT: String(ports.site) },
        }),
      )
    } else {
      // EDGE=1: two replicas on the next ports, Varnish (+ the purger) on the site's own port in front of them.
      const replicaPorts = [ports.site + 1, ports.site + 2]
      const replicas = replicaPorts.map((replicaPort, i) =>
        startService(`site-${i + 1}`, 'tsx', ['site/server/serve.ts'], {
          readyWhen: /^site: http:\/\//,
          describeReady: () => `ready at http://127.0.0.1:${replicaPort}`,
          env: { ...siteEnv, NODE_ENV: 'production', SITE_PORT: String(replicaPort), SITE_EDGE: '1' },
        }),
      )
      services.push(...replicas)
      await Promise.all(replicas.map((replica) => replica.ready))
      services.push(
        startService('edge', 'tsx', ['site/edge/main.ts'], {
          readyWhen: /^edge: http:\/\//,
          describeReady: () =>
            `Varnish + purger at ${urls.site}, in front of ports ${replicaPorts.join(' and ')}`,
          env: {
            SANITY_API_HOST: urls.lake,
            EDGE_PORT: String(ports.site),
            EDGE_ORIGINS: replicaPorts.map((p) => `http://127.0.0.1:${p}`).join(' '),
          },
        }),
      )
    }
    // The Sanity CLI finds its project from the working directory.
    services.push(
      startService(
        'studio',
        resolve('node_modules/.bin/sanity'),
        ['preview', 'dist', '--port', String(ports.studio)],
        {
          readyWhen: /localhost|running at/i,
          describeReady: () => 'ready',
          cwd: resolve('studio'),
        },
      ),
    )
  }
  await Promise.all(services.map((service) => service.ready))
  startupFinished()

  const tlsHost = `https://escrova.localhost:${ports.lakeTls}`
  const demoFile = resolve(dataDir, 'lake/demo-team.json')
  const demo = existsSync(demoFile)
    ? (JSON.parse(readFileSync(demoFile, 'utf8')) as Array<{ role: string; email: string }>)
    : []
  const people = demo.map((person) => `    ${person.role.padEnd(15)} ${person.email}`).join('\n')
  console.log(`
Escrova is running${dev ? ' (dev, hot reload)' : ''}:
  Site                 ${urls.site}${edge ? ' (through the edge cache: Varnish + purger)' : ''}
  Studio               ${urls.studio} (sign in with e-mail and password)
  Submissions function ${urls.functions}/api/health
  Content Lake (HTTP)  ${urls.lake}/v2025-01-08/data/query/production?query=count(*)
  Content Lake (Studio, HTTP/2 + TLS) ${tlsHost}
  Spreadsheet (CSV)    ${resolve(dataDir, 'sheet/applications.csv')}
  Lake tokens          ${resolve(dataDir, 'lake/tokens.json')} (robots: the function's write token, a read token)
  Mail inbox           ${mail ? `${mail.inboxUrl} (SMTP ${mail.smtpUrl})` : `sent through LAKE_SMTP_URL`}

Demo team (one person per role; passwords in ${demoFile}, readable by you alone):
${people || '    (none: this lake already had members; npm run lake -- members list)'}
Invite, change roles, remove: npm run lake -- members ... (lake/README.md).

One-time step for the Studio: your browser must trust the lake's local certificate. Either open
  ${tlsHost}/v1/ping  and accept the warning once, or add
  ${resolve(dataDir, 'lake/tls/localhost-cert.pem')}  to your browser's trusted certificates (see studio/README.md).
Press Ctrl-C to stop everything.`)
} catch (error) {
  console.error(`\nStart failed: ${(error as Error).message}`)
  await shutdown(1)
}
