import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  FUNCTION_LINES_BOUND,
  longFunctions,
  longFunctionsIn,
  sourceFiles,
} from '../../scripts/function-length.ts'

// The style rule "functions under 100 lines", measured with the TypeScript parser over the parts' own source
// (tests, declaration files and generated files left out): the tree keeps it, and a planted long one is named.
const ROOT = resolve(import.meta.dirname, '../..')

/** A component of `lines` lines in all, the way a form grows. */
function plantedComponent(lines: number): string {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  const field${i} = ${i}`)
  return ['export function GrownForm() {', ...body, '}', 'const short = () => 1', ''].join('\n')
}

describe('the function-length rule', () => {
  it(`finds no function, arrow or method over ${FUNCTION_LINES_BOUND} lines outside tests`, () => {
    const long = longFunctions(ROOT).map((fn) => `${fn.file}:${fn.line} ${fn.name} (${fn.lines} lines)`)
    expect(long).toEqual([])
  })

  it('reads the parts and leaves out tests and generated files', () => {
    const files = sourceFiles(ROOT)
    expect(files).toContain('site/app/features/support/support-form.tsx')
    expect(files).toContain('lake/src/server/server.ts')
    expect(files).toContain('scripts/start.ts')
    expect(files.filter((file) => /\.test\.|sanity\.types\.ts|form-messages\/compiled\//.test(file))).toEqual(
      [],
    )
  })

  it('names a planted function one line over the bound, and passes one at the bound', () => {
    const over = longFunctionsIn('site/app/grown-form.tsx', plantedComponent(FUNCTION_LINES_BOUND + 1))
    expect(over).toEqual([
      { file: 'site/app/grown-form.tsx', line: 1, name: 'GrownForm', lines: FUNCTION_LINES_BOUND + 1 },
    ])
    expect(longFunctionsIn('site/app/grown-form.tsx', plantedComponent(FUNCTION_LINES_BOUND))).toEqual([])
  })

  it('counts arrows and methods by the name they are given', () => {
    const body = Array.from({ length: FUNCTION_LINES_BOUND }, (_, i) => `    step${i}()`).join('\n')
    const text = `export const route = () => {\n${body}\n}\nclass Store {\n  commit() {\n${body}\n  }\n}\n`
    expect(longFunctionsIn('lake/src/store/planted.ts', text).map((fn) => [fn.name, fn.lines])).toEqual([
      ['route', FUNCTION_LINES_BOUND + 2],
      ['commit', FUNCTION_LINES_BOUND + 2],
    ])
  })
})
