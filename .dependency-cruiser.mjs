/**
 * Which part may import which (checked by `npm test`, `scripts/test.ts`): imports run downward only. `schemas/` is
 * the contract every part shares and imports no part; the site, the Studio and the function read the contract and
 * never the lake (the lake is the local stand-in for Sanity's API and holds the development seed); the lake's seed
 * imports the default copy from the contract. Tests and benchmarks may import anything, so they are not checked.
 * Run alone: `npx depcruise site studio schemas functions lake`.
 */
const TESTS_AND_BENCHES = '(^|/)(test|tests|bench)/|\\.test\\.tsx?$'

/** A rule forbidding `from` (a top-level folder) to import any of `to`. */
const forbid = (name, from, to, why) => ({
  name,
  comment: why,
  severity: 'error',
  from: { path: `^${from}/`, pathNot: TESTS_AND_BENCHES },
  to: { path: `^(${to.join('|')})/` },
})

export default {
  forbidden: [
    forbid('site-not-to-lake', 'site', ['lake'], 'The site reads the contract (schemas/), never the lake.'),
    forbid(
      'studio-not-to-lake',
      'studio',
      ['lake'],
      'The Studio reads the contract (schemas/), never the lake.',
    ),
    forbid(
      'schemas-imports-no-part',
      'schemas',
      ['site', 'studio', 'functions', 'lake'],
      'schemas/ is the contract the parts share: it imports none of them.',
    ),
    forbid(
      'functions-not-to-site-studio-lake',
      'functions',
      ['site', 'studio', 'lake'],
      'The function reads the contract (schemas/), never another part.',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|\\.react-router|\\.tmp|\\.data|\\.sanity)/' },
    tsPreCompilationDeps: true,
    // Workspace packages (`@escrova/lake/server`) resolve through node_modules' symlinks to their real folders.
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
