/**
 * Serving the app on Node (`@hono/node-server`), with the every-minute schedule (croner) when asked. Used by the
 * `node.ts` entry point, `npm start`, the test support and the benchmark.
 */
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { Cron } from 'croner'
import { createService, type FunctionService } from './app.ts'
import type { AppDeps } from './config.ts'
import { scheduleDidWork } from './schedule/run.ts'
import { errorFields } from './util/logger.ts'

const LISTEN_BACKLOG = 4096

export interface NodeServerOptions {
  port?: number
  /** Loopback by default; set 0.0.0.0 deliberately to serve a network. */
  hostname?: string
  /** Run the schedule job every minute (croner). Tests call `service.runSchedule()` themselves instead. */
  schedule?: boolean
}

export interface RunningFunction {
  url: string
  port: number
  service: FunctionService
  close(): Promise<void>
}

export function startNodeServer(deps: AppDeps, options: NodeServerOptions = {}): Promise<RunningFunction> {
  const service = createService(deps)
  const logger = service.services.logger
  const cron = options.schedule
    ? new Cron(
        '*/1 * * * *',
        { protect: true, catch: (error) => logger.error('schedule crashed', errorFields(error)) },
        async () => {
          const report = await service.runSchedule()
          if (scheduleDidWork(report)) logger.info('schedule ran', { ...report })
        },
      )
    : undefined

  // A burst of visitors opens many connections at once: Node's default listen backlog (511) would reset the rest.
  const server = createAdaptorServer({ fetch: service.app.fetch })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(
      { port: options.port ?? 0, host: options.hostname ?? '127.0.0.1', backlog: LISTEN_BACKLOG },
      () => {
        const info = server.address() as AddressInfo
        const url = `http://127.0.0.1:${info.port}`
        resolve({
          url,
          port: info.port,
          service,
          async close() {
            cron?.stop()
            await new Promise<void>((done) => {
              server.close(() => done())
              // Idle keep-alive sockets would hold close() open.
              ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
            })
            await service.close()
          },
        })
      },
    )
  })
}
