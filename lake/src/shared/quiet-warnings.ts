/**
 * `node:sqlite` prints an ExperimentalWarning on first use. It is stable enough for us (docs/product-rules.md#platform); keep the CLI's
 * output to the lines people need. Imported first by the entry points.
 */
const emitWarning = process.emitWarning.bind(process)
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const text = typeof warning === 'string' ? warning : warning.message
  if (text.includes('SQLite is an experimental feature')) return
  ;(emitWarning as (...args: unknown[]) => void)(warning, ...rest)
}) as typeof process.emitWarning
