/**
 * A small `npm start` for tests: starts the services named in argv[2] (JSON) through scripts/start/processes.ts,
 * prints SUPERVISOR_READY once all are ready, and on SIGINT/SIGTERM stops them as scripts/start.ts does.
 */
import { join } from 'node:path'
import { type ServiceOptions, startService, stopAll } from '../../../../scripts/start/processes.ts'

interface ServiceSpec {
  name: string
  /** A script in this folder, run with this Node. */
  script: string
  args?: string[]
  restart?: ServiceOptions['restart']
}

const specs = JSON.parse(process.argv[2] ?? '[]') as ServiceSpec[]

let stopping = false
async function shutdown(code: number) {
  if (stopping) return
  stopping = true
  console.log('SUPERVISOR_STOPPING')
  await stopAll(2_000)
  console.log('SUPERVISOR_STOPPED')
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

try {
  const services = specs.map((spec) =>
    startService(
      spec.name,
      process.execPath,
      [join(import.meta.dirname, spec.script), ...(spec.args ?? [])],
      {
        readyWhen: /^ready pid=/,
        timeoutMs: 30_000,
        restart: spec.restart,
      },
    ),
  )
  await Promise.all(services.map((service) => service.ready))
  console.log('SUPERVISOR_READY')
} catch (error) {
  console.log(`SUPERVISOR_FAILED ${(error as Error).message}`)
  await shutdown(1)
}
