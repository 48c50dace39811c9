// The parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    connections?: number
    pipelining?: number
    duration?: number
    /** Per-request changes (a fresh body each time). */
    requests?: Array<{ setupRequest?: (request: { body?: string }) => { body?: string } }>
  }
  interface Histogram {
    average: number
    mean: number
    p50: number
    p99: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
