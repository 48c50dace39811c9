// Starts once, runs argv[3] ms and crashes; every later start (the marker file exists) crashes at once with code 7,
// before it is ready: a service that can no longer start.
import { existsSync, writeFileSync } from 'node:fs'

const [marker, runMs] = [process.argv[2], Number(process.argv[3])]
if (existsSync(marker)) {
  console.error('cannot start: the port is still taken')
  process.exit(7)
}
writeFileSync(marker, String(process.pid))
console.log(`ready pid=${process.pid}`)
setTimeout(() => process.exit(7), runMs)
