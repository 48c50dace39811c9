/** A GROQ problem reported to the caller as `{error: {type: 'queryParseError', description, query, start, end}}`. */
export class QueryParseError extends Error {
  // Plain fields, not parameter properties: query workers load this file with Node's type stripping (`pool/`).
  readonly description: string
  readonly query: string
  readonly start: number
  readonly end: number

  constructor(description: string, query: string, start: number, end: number) {
    super(description)
    this.description = description
    this.query = query
    this.start = start
    this.end = end
  }

  toBody() {
    return {
      error: {
        type: 'queryParseError',
        description: this.description,
        query: this.query,
        start: this.start,
        end: this.end,
      },
    }
  }
}

/** A query that parsed but failed while running (hosted: `queryExecutionError`-like, 400). */
export class QueryExecutionError extends Error {
  toBody() {
    return { error: { type: 'queryExecutionError', description: this.message } }
  }
}

export type QueryLimit = 'time' | 'waited' | 'size' | 'memory'

/**
 * A query stopped at one of the lake's per-query limits (time, result size, memory; lake/README.md "Query limits"),
 * answered as hosted Sanity answers a query it will not finish: a 400 `queryExecutionError` whose description says
 * which limit and how to stay under it.
 */
export class QueryLimitError extends QueryExecutionError {
  /** Which limit (plain field: `pool/` loads this file with Node's type stripping). */
  readonly limit: QueryLimit

  constructor(limit: QueryLimit, description: string) {
    super(description)
    this.limit = limit
  }

  static time(limitMs: number): QueryLimitError {
    return new QueryLimitError(
      'time',
      `Query exceeded the time limit of ${limitMs} ms and was stopped: filter on fields such as _type or _id, slice ` +
        'the result ([0...20]) and avoid unfiltered *[] inside projections',
    )
  }

  static waited(limitMs: number): QueryLimitError {
    return new QueryLimitError(
      'waited',
      `Query exceeded the time limit of ${limitMs} ms waiting for its turn behind this client's other queries: ` +
        'send fewer costly queries at once',
    )
  }

  static resultSize(limitBytes: number): QueryLimitError {
    return new QueryLimitError(
      'size',
      `Query result exceeds the size limit of ${limitBytes} bytes: project fewer fields or page through it with a ` +
        'slice ([0...100])',
    )
  }

  static memory(): QueryLimitError {
    return new QueryLimitError(
      'memory',
      'Query exceeded the memory limit and was stopped: project fewer fields or page through it with a slice ([0...100])',
    )
  }
}
