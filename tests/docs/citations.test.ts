/**
 * No comment cites what a newcomer cannot open: the design note and the spec the project started from are outside the
 * repository (the product rules the code relies on are in docs/product-rules.md, by anchor), issue numbers go stale,
 * and a comment naming a file that does not exist sends the reader nowhere.
 */
import { describe, expect, it } from 'vitest'
import { citationProblems, commentsOf, fileExists, readmeProblems, ruleAnchors } from './citations.ts'

describe('citations in comments', () => {
  it('every comment in the tree cites only files that exist and product-rule anchors that exist', () => {
    const problems = citationProblems().map((p) => `${p.file}:${p.line}: ${p.problem}\n    ${p.text}`)
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('the product rules have the anchors the code cites most', () => {
    const anchors = ruleAnchors()
    for (const anchor of [
      'routes',
      'pricing',
      'validation',
      'constants',
      'privacy',
      'site-copy',
      'visible-posts',
    ])
      expect(anchors.has(anchor), anchor).toBe(true)
  })
})

describe('file names in the READMEs', () => {
  it("every file and folder the root README and the parts' READMEs name exists", () => {
    const problems = readmeProblems().map((p) => `${p.file}:${p.line}: ${p.problem}\n    ${p.text}`)
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('fails on a README naming a missing file or folder', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs')
    const { join, relative } = await import('node:path')
    const { ROOT } = await import('./citations.ts')
    const dir = mkdtempSync(join(ROOT, 'tests/docs/planted-'))
    const readme = join(dir, 'README.md')
    writeFileSync(
      readme,
      [
        'The rate limit: `functions/src/comments/limit.ts`.',
        'Fields live in `schemas/src/schemaTypes/fields/scheduledPublishAt/`.',
        'Fine: `functions/src/app.ts`, `site/server/`, `tests/support/wait.ts`.',
      ].join('\n'),
    )
    try {
      const found = readmeProblems([relative(ROOT, readme)]).map((p) => [p.line, p.problem])
      expect(found).toEqual([
        [1, 'names functions/src/comments/limit.ts, which does not exist'],
        [2, 'names the folder schemas/src/schemaTypes/fields/scheduledPublishAt/, which does not exist'],
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the checker', () => {
  it('finds comments, not strings or regular expressions, in TypeScript and JSX', () => {
    const source = [
      "const url = 'https://example.com/a.ts' // a comment",
      '/** A block',
      ' * over two lines */',
      'const re = /\\/\\/ not a comment/',
      '<p>{/* JSX comment */}</p>',
    ].join('\n')
    expect(commentsOf('x.tsx', source).map((c) => [c.line, c.text.trim()])).toEqual([
      [1, '// a comment'],
      [2, '/** A block'],
      [3, '* over two lines */'],
      [5, '/* JSX comment */'],
    ])
  })

  it('fails on DESIGN.md, spec sections, issue numbers, a missing file and a missing anchor', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs')
    const { join, relative } = await import('node:path')
    const { ROOT } = await import('./citations.ts')
    const dir = mkdtempSync(join(ROOT, 'tests/docs/planted-'))
    const file = join(dir, 'planted.ts')
    writeFileSync(
      file,
      [
        '// As DESIGN.md says.',
        '/** The messages of spec §5. */',
        '// Fixed in issue 12, see also (#6).',
        '// Read site/app/nowhere/missing.ts first.',
        '// Pricing: docs/product-rules.md#no-such-rule.',
        '// Fine: docs/product-rules.md#pricing, #constants and tests/support/wait.ts.',
        "const s = 'spec §5 in a string is not a comment'",
      ].join('\n'),
    )
    try {
      const { citationProblems: check } = await import('./citations.ts')
      const found = check([relative(ROOT, file)]).map((p) => [p.line, p.problem.split(':')[0].split(',')[0]])
      expect(found).toEqual([
        [1, 'cites DESIGN.md'],
        [2, 'cites the spec by section'],
        [3, 'cites an issue by number'],
        [4, 'names site/app/nowhere/missing.ts'],
        [5, 'cites docs/product-rules.md#no-such-rule'],
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('takes names relative to the root, to the file, or to a package', () => {
    expect(fileExists('tests/support/wait.ts', 'x.ts')).toBe(true)
    expect(fileExists('./wait.ts', 'tests/support/site.ts')).toBe(true)
    expect(fileExists('server/serve.ts', 'site/README.md')).toBe(true)
    expect(fileExists('server/nothing.ts', 'site/README.md')).toBe(false)
  })
})
