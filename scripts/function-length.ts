// Lists every function, arrow and method whose body spans more than a bound of lines, in the parts' own source
// (tests, generated files and declaration files left out): the style rule "functions under 100 lines", measured.
// `npx tsx scripts/function-length.ts [bound]` prints the long ones and the longest; tests/system checks the bound.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'

export const PARTS = ['site', 'studio', 'functions', 'schemas', 'lake', 'scripts']
export const FUNCTION_LINES_BOUND = 100

/** Tests, declaration files and files a tool writes: not held to the bound. */
const LEFT_OUT = [
  /(^|\/)(test|tests|__tests__)\//,
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /\.d\.ts$/,
  /(^|\/)sanity\.types\.ts$/,
  /(^|\/)form-messages\/compiled\//,
]

export interface LongFunction {
  file: string
  line: number
  name: string
  lines: number
}

function nameOf(node: ts.Node): string {
  if (
    (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isFunctionExpression(node)) &&
    node.name
  )
    return node.name.getText()
  if (ts.isConstructorDeclaration(node)) return 'constructor'
  if ((ts.isGetAccessor(node) || ts.isSetAccessor(node)) && node.name) return node.name.getText()
  const parent = node.parent
  if (
    parent &&
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
  )
    return parent.name.getText()
  if (parent && ts.isCallExpression(parent))
    return `(callback of ${parent.expression.getText().slice(0, 40)})`
  return '(anonymous)'
}

/** The functions in one source text longer than `bound` lines, counted from the first line to the last. */
export function longFunctionsIn(file: string, text: string, bound = FUNCTION_LINES_BOUND): LongFunction[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: LongFunction[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = last - first + 1
      if (lines > bound) found.push({ file, line: first + 1, name: nameOf(node), lines })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The parts' tracked source files (git's list, so build output and node_modules never count). */
export function sourceFiles(root: string, parts = PARTS): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...parts], {
    cwd: root,
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !LEFT_OUT.some((pattern) => pattern.test(file)))
}

export function longFunctions(root: string, bound = FUNCTION_LINES_BOUND, parts = PARTS): LongFunction[] {
  return sourceFiles(root, parts)
    .flatMap((file) => longFunctionsIn(file, readFileSync(join(root, file), 'utf8'), bound))
    .sort((a, b) => b.lines - a.lines)
}

if (import.meta.main || process.argv[1]?.endsWith('function-length.ts')) {
  const bound = Number(process.argv[2] ?? FUNCTION_LINES_BOUND)
  const root = resolve(import.meta.dirname, '..')
  const all = longFunctions(root, 0)
  const long = all.filter((fn) => fn.lines > bound)
  for (const fn of long) console.log(`${String(fn.lines).padStart(4)}  ${fn.file}:${fn.line}  ${fn.name}`)
  const longest = all[0]
  console.log(
    `functions over ${bound} lines: ${long.length}; longest: ${longest?.lines} lines (${longest?.file} ${longest?.name})`,
  )
}
