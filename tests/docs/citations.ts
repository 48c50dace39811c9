/**
 * What comments may cite: the product rules by anchor (`docs/product-rules.md#<anchor>`) and files that exist. Not a
 * design note or a spec that lives outside the repository (or its section numbers), nor an issue number a newcomer
 * cannot open.
 * Read by `citations.test.ts`, which `npm test` runs.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')
export const RULES_DOC = 'docs/product-rules.md'

const CODE = /\.(ts|tsx|js|mjs|cjs|css|toml|vcl|sh)$/
const SCRIPT = /(^|\/)(run|before-stop)$/

/** The repository's tracked code files (and files about to be added), as git sees them. */
export function codeFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter((file) => (CODE.test(file) || SCRIPT.test(file)) && existsSync(join(ROOT, file)))
    .filter((file) => !file.endsWith('sanity.types.ts') && !file.includes('/golden/'))
}

export interface Comment {
  line: number
  text: string
}

/**
 * The comments of a source file: `//` and `/* … *\/` (JSX's `{/* … *\/}` too) in script and style files, `#` lines in
 * TOML, VCL and shell. Strings are skipped so a URL's `//` is not taken for a comment.
 */
export function commentsOf(file: string, source: string): Comment[] {
  const comments: Comment[] = []
  if (/\.(toml|vcl|sh)$/.test(file) || SCRIPT.test(file)) {
    for (const [index, text] of source.split('\n').entries()) {
      const at = text.search(/(^|\s)#/)
      if (at >= 0) comments.push({ line: index + 1, text: text.slice(at) })
    }
    if (!file.endsWith('.vcl')) return comments
  }
  let line = 1
  let i = 0
  const css = file.endsWith('.css')
  while (i < source.length) {
    const char = source[i]
    const next = source[i + 1]
    if (char === '\n') {
      line++
      i++
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2)
      const stop = end < 0 ? source.length : end + 2
      const text = source.slice(i, stop)
      for (const [offset, part] of text.split('\n').entries())
        comments.push({ line: line + offset, text: part })
      line += text.split('\n').length - 1
      i = stop
    } else if (char === '/' && next === '/' && !css) {
      const end = source.indexOf('\n', i)
      const stop = end < 0 ? source.length : end
      comments.push({ line, text: source.slice(i, stop) })
      i = stop
    } else if (char === '"' || char === "'" || char === '`') {
      // Skip the string (template literals included, without nesting: good enough for citations).
      let j = i + 1
      while (j < source.length && source[j] !== char) {
        if (source[j] === '\\') j++
        else if (source[j] === '\n') {
          if (char !== '`') break
          line++
        }
        j++
      }
      i = j + 1
    } else if (char === '/' && !css && /[(,=:[!&|?{};]\s*$/.test(source.slice(Math.max(0, i - 20), i))) {
      // A regular expression literal: skip to its closing slash on the same line.
      let j = i + 1
      let inClass = false
      while (j < source.length && source[j] !== '\n') {
        if (source[j] === '\\') j++
        else if (source[j] === '[') inClass = true
        else if (source[j] === ']') inClass = false
        else if (source[j] === '/' && !inClass) break
        j++
      }
      i = j + 1
    } else i++
  }
  return comments
}

/** Citations a newcomer cannot open. */
const UNOPENABLE: Array<[RegExp, string]> = [
  [/DESIGN\.md/, 'cites DESIGN.md, which is not in the repository: cite docs/product-rules.md#<anchor>'],
  [
    /\b[Ss]pec(ification)?\s*§|(?<!\.md`?)\s§\s?\d|^§|\(§\s?\d/,
    'cites the spec by section: cite docs/product-rules.md#<anchor>',
  ],
  [
    /\b[Ii]ssues?\s+#?\d+|\(#\d+\)/,
    'cites an issue by number: say the rule, or cite docs/product-rules.md#<anchor>',
  ],
]

/** A path-like word naming a file: `dir/name.ext` (or `./name.ext`), optionally followed by `#anchor`. */
const FILE_NAME =
  /(?<![\w.@/:$-])((?:\.{1,2}\/|[\w@.-]+\/)[\w@./-]*\.(?:ts|tsx|js|mjs|json|md|css|toml|ndjson|vcl|txt|html|svg|yml|yaml|sh))(#[\w-]+)?(?![\w/-])/g

/** Every tracked file, for names written relative to a package or folder (`app/routes/home.tsx`). */
let tracked: string[] | undefined
function trackedFiles(): string[] {
  tracked ??= execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
  return tracked
}

/** Whether a file name written in `from` names a file: from the root, from the file's folder, or as a path's tail. */
export function fileExists(name: string, from: string): boolean {
  if (/[<>*{}$]/.test(name)) return true // a pattern or placeholder, not one file
  const clean = name.replace(/^\.\//, '')
  if (existsSync(join(ROOT, clean)) || existsSync(resolve(ROOT, dirname(from), name))) return true
  if (clean.startsWith('../')) return false
  // Build output and generated files are named for what they will be; they are not in the tree (the sources are
  // TypeScript: a `.js` name is a build's).
  if (/(^|\/)(dist|build|node_modules|\.tmp|\.react-router|\.data)\//.test(clean) || /\.m?js$/.test(clean))
    return true
  return trackedFiles().some((file) => file === clean || file.endsWith(`/${clean}`))
}

/** The `{#anchor}` headings of the product rules. */
export function ruleAnchors(): Set<string> {
  const text = readFileSync(join(ROOT, RULES_DOC), 'utf8')
  return new Set([...text.matchAll(/\{#([\w-]+)\}/g)].map((match) => match[1]))
}

export interface Problem {
  file: string
  line: number
  problem: string
  text: string
}

/** Every citation problem in the repository's comments. */
export function citationProblems(files = codeFiles()): Problem[] {
  const anchors = ruleAnchors()
  const problems: Problem[] = []
  for (const file of files) {
    const source = readFileSync(join(ROOT, file), 'utf8')
    for (const { line, text } of commentsOf(file, source)) {
      const report = (problem: string) => problems.push({ file, line, problem, text: text.trim() })
      for (const [pattern, problem] of UNOPENABLE) if (pattern.test(text)) report(problem)
      for (const match of text.matchAll(FILE_NAME)) {
        const [, name, anchor] = match
        if (/^https?:/.test(text.slice(Math.max(0, (match.index ?? 0) - 8), match.index))) continue
        if (!fileExists(name, file)) report(`names ${name}, which does not exist`)
        if (name.endsWith(RULES_DOC) && anchor && !anchors.has(anchor.slice(1)))
          report(`cites ${name}${anchor}: no such anchor in ${RULES_DOC}`)
      }
      // A list after a citation of the rules: `docs/product-rules.md#pricing, #constants`.
      for (const list of text.matchAll(/product-rules\.md#[\w-]+((?:\s*(?:,|and|or)\s*#[\w-]+)+)/g)) {
        for (const extra of list[1].matchAll(/#([\w-]+)/g)) {
          if (!anchors.has(extra[1])) report(`cites #${extra[1]}: no such anchor in ${RULES_DOC}`)
        }
      }
    }
  }
  return problems
}

/** The READMEs a newcomer reads: the root's and each part's (the lake's is checked by its own suite's owners too). */
export const READMES = [
  'README.md',
  'schemas/README.md',
  'site/README.md',
  'functions/README.md',
  'studio/README.md',
  'tests/README.md',
]

/** A folder written in backticks: `site/server/`, `src/queries/`. */
const FOLDER_NAME = /`((?:\.{1,2}\/)?[\w@.[\]-]+(?:\/[\w@.[\]-]+)*\/)`/g

/** Run-time data and build output are named for what they will be; they are not in the tree. */
const GENERATED = /^\.?\/?(\.data|\.tmp|dist|build|node_modules)\/|\/(dist|build|\.react-router)\//

function folderExists(name: string, from: string): boolean {
  if (/[<>*{}$]/.test(name) || GENERATED.test(name)) return true
  if (existsSync(join(ROOT, name)) || existsSync(resolve(ROOT, dirname(from), name))) return true
  return trackedFiles().some((file) => file.includes(`/${name}`))
}

/**
 * Every file and folder a README names that does not exist. The root README names files from the root (a newcomer
 * opens them as written); a part's README may also name them from its own folder or by their path's tail.
 */
export function readmeProblems(files = READMES): Problem[] {
  const problems: Problem[] = []
  for (const file of files) {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n')
    const fromRoot = !file.includes('/')
    lines.forEach((text, index) => {
      const report = (problem: string) => problems.push({ file, line: index + 1, problem, text: text.trim() })
      for (const match of text.matchAll(FILE_NAME)) {
        const name = match[1]
        if (/^https?:/.test(text.slice(Math.max(0, (match.index ?? 0) - 8), match.index))) continue
        const exists = fromRoot
          ? /[<>*{}$]/.test(name) || GENERATED.test(name) || existsSync(join(ROOT, name))
          : fileExists(name, file)
        if (!exists) report(`names ${name}, which does not exist`)
      }
      for (const match of text.matchAll(FOLDER_NAME)) {
        const name = match[1]
        const exists = fromRoot
          ? GENERATED.test(name) || existsSync(join(ROOT, name))
          : folderExists(name, file)
        if (!exists) report(`names the folder ${name}, which does not exist`)
      }
    })
  }
  return problems
}
