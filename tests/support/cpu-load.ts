import { Worker } from 'node:worker_threads'

/**
 * Keeps `threads` CPU cores busy until the returned stop function is called: a loaded machine, as CI's shared runners
 * are, for tests whose bugs show under load (writes and listener events arriving late and out of step).
 */
export function startCpuLoad(threads = 2): () => Promise<void> {
  const workers = Array.from(
    { length: threads },
    () =>
      new Worker(
        `const { parentPort } = require('node:worker_threads')
        let busy = true
        parentPort.on('message', () => { busy = false })
        const spin = () => { const until = Date.now() + 50; while (Date.now() < until) {} if (busy) setImmediate(spin) }
        spin()`,
        { eval: true },
      ),
  )
  return async () => {
    await Promise.all(
      workers.map(async (worker) => {
        worker.postMessage('stop')
        await worker.terminate()
      }),
    )
  }
}
