/**
 * Every GROQ query the project sends lives in a query module that `sanity typegen generate` reads (the `typegen.path`
 * of `studio/sanity.cli.ts`), so TypeGen types them all. A string that starts a document scan (`*[`) or a `groq`
 * tagged template anywhere else in the source fails here, with its file and line.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import cliConfig from '../sanity.cli.ts'

const rootDir = path.resolve(import.meta.dirname, '../..')
const studioDir = path.join(rootDir, 'studio')

/** The source of the parts; tests, benchmarks and seed content write their own queries to set up and check. */
const SCANNED = /^(site\/(app|server|edge)|functions\/src|studio|schemas\/src|lake\/src)\//
const NOT_SCANNED = /(^|\/)(test|tests|bench|dist|node_modules|seed)\//

/**
 * The lake evaluates queries rather than sending them: a webhook's filter and a role's grant filter
 * (`@escrova/schemas/roles`) are configuration, wrapped in `*[...]`.
 */
const NOT_A_PROJECT_QUERY = new Set(['lake/src/webhooks/payload.ts', 'lake/src/groq/read-scope.ts'])

/** `*[` at the start of a string or after a space or an opening bracket: a document scan, not a regular expression. */
const DOCUMENT_SCAN = /(^|[\s(:,{[])\*\[/

function queryModules(): Set<string> {
  const paths = cliConfig.typegen?.path
  const list = Array.isArray(paths) ? paths : paths ? [paths] : []
  return new Set(list.map((entry) => path.relative(rootDir, path.resolve(studioDir, entry))))
}

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: rootDir,
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.endsWith('sanity.types.ts'))
    .filter((file) => SCANNED.test(file) && !NOT_SCANNED.test(file))
}

/** Lines of `file` holding a GROQ query: string and template texts (comments are not looked at), `groq` tags. */
export function queryLines(file: string, source: string): number[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const lines: number[] = []
  const lineOf = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(tree) === 'groq') lines.push(lineOf(node))
    else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      DOCUMENT_SCAN.test(node.text)
    )
      lines.push(lineOf(node))
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return lines
}

describe('query modules', () => {
  const modules = queryModules()

  it("TypeGen reads the site's, the function's, the Studio's and the schema's query modules", () => {
    expect([...modules]).toEqual(
      expect.arrayContaining([
        'site/app/lib/queries.ts',
        'site/app/content/queries.ts',
        'site/app/preview/queries.ts',
        'functions/src/content/queries.ts',
        'studio/lib/queries.ts',
        'schemas/src/queries/authors.ts',
      ]),
    )
  })

  it('finds a query in a string, a template and a groq tag, and not in a comment or a regular expression', () => {
    const source = [
      '// *[_type == "post"] in a comment',
      'const a = \'*[_type == "post"]\'',
      'const b = `count(*[_type == "post"])`',
      'const c = groq`{"n": 1}`',
      'const d = \'(?:[^\\\\s<>"]*[^\\\\s<>".,])\'',
    ].join('\n')
    expect(queryLines('example.ts', source)).toEqual([2, 3, 4])
  })

  it('no GROQ query is written outside them', () => {
    const outside = sourceFiles()
      .filter((file) => !modules.has(file) && !NOT_A_PROJECT_QUERY.has(file))
      .flatMap((file) =>
        queryLines(file, readFileSync(path.join(rootDir, file), 'utf8')).map((line) => `${file}:${line}`),
      )
    expect(outside).toEqual([])
  })
})
