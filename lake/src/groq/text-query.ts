import { addQueryPreprocessor, type QueryInput } from './hooks.ts'

/**
 * `text::query()` for groq-js, which does not implement it. The Studio's search (`groq2024` strategy) sends
 * `field match text::query($__query)`; this rewrites each call into a parameter holding `match` patterns, which
 * groq-js evaluates with the same word and prefix (`word*`) semantics:
 * - words and "quoted phrases" must all match (a phrase as its words);
 * - `-word` (exclusion) is dropped, so it widens rather than narrows the results;
 * - no terms at all match everything, as an empty search lists every document.
 */
const CALL = /text::query\(\s*(\$[A-Za-z_][A-Za-z0-9_]*|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*\)/g

export function textQueryPatterns(text: string): string[] {
  const patterns: string[] = []
  const tokens = text.match(/-?"[^"]*"|\S+/g) ?? []
  for (const token of tokens) {
    if (token.startsWith('-')) continue
    const words = token
      .replace(/^"|"$/g, '')
      .split(/[^\p{L}\p{N}*_]+/u)
      .filter((word) => word !== '' && word !== '*')
    patterns.push(...words.map((word) => word.toLowerCase()))
  }
  return patterns.length > 0 ? [...new Set(patterns)] : ['*']
}

function literal(source: string): string {
  if (source.startsWith("'")) return source.slice(1, -1).replace(/\\(.)/g, '$1')
  return JSON.parse(source) as string
}

export function rewriteTextQuery(input: QueryInput): QueryInput {
  if (!input.query.includes('text::query')) return input
  const params = { ...input.params }
  let counter = 0
  const query = input.query.replace(CALL, (_match, argument: string) => {
    const value = argument.startsWith('$') ? params[argument.slice(1)] : literal(argument)
    const name = `__textQuery${counter++}`
    params[name] = textQueryPatterns(typeof value === 'string' ? value : '')
    return `$${name}`
  })
  return { ...input, query, params }
}

let installed = false

/** Registers the rewrite once per process (every lake in it shares the query path). */
export function installTextQuery(): void {
  if (installed) return
  installed = true
  addQueryPreprocessor(rewriteTextQuery)
}
