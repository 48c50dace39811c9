// A service that starts, runs for argv[2] ms, then exits with code argv[3].
const [runMs, code] = process.argv.slice(2).map(Number)
console.log(`ready pid=${process.pid}`)
setTimeout(() => process.exit(code), runMs)
