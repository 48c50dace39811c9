// A service that starts and stays up until stopped.
console.log(`ready pid=${process.pid}`)
setInterval(() => {}, 60_000)
