/**
 * A message with an argument only known when it is said (`refused` with the function's `{reason}`): ICU's simple
 * argument, left in place by the compiler and filled here, so the browser needs no ICU runtime.
 */
export function formatMessage(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}
