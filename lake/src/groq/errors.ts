/** A GROQ problem reported to the caller as `{error: {type: 'queryParseError', description, query, start, end}}`. */
export class QueryParseError extends Error {
  constructor(
    readonly description: string,
    readonly query: string,
    readonly start: number,
    readonly end: number,
  ) {
    super(description)
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
