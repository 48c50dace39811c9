// Like `tsx`: a wrapper process whose child does the work (listens on port argv[2]). Killing only the wrapper leaves
// the child holding the port unless the supervisor cleans up the whole process group.
import { spawn } from 'node:child_process'

const child = spawn(
  process.execPath,
  [
    '-e',
    `
  require('node:net').createServer().listen(${Number(process.argv[2])}, '127.0.0.1', function () {
    console.log('ready pid=' + process.pid)
  }).on('error', (error) => { console.error(error.message); process.exit(9) })
  setInterval(() => {}, 60000)
`,
  ],
  { stdio: 'inherit' },
)
child.on('exit', (code) => process.exit(code ?? 1))
