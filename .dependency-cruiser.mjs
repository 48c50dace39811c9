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

// ---- lake: layers inside the lake (lake/README.md "Layers") ----------------------------------------------------
/**
 * The lake's folders from the top down. A module may import its own folder and any folder in a later entry, never
 * an earlier one, nor another folder of its own entry: so imports run downward and no two folders import each other.
 */
const LAKE_LAYERS = [
  ['main.ts', 'seed.ts'],
  ['cli'],
  ['server'],
  ['routes'],
  ['http'],
  ['migrations', 'io', 'backup', 'webhooks', 'studio-addons', 'account', 'history'],
  ['actions', 'assets'],
  ['releases'],
  ['runtime'],
  ['presence', 'listen', 'live'],
  ['auth'],
  ['sign-in'],
  ['members', 'mail'],
  ['mutate'],
  ['groq'],
  ['store'],
  ['shared'],
]

/** A folder (`groq` → `lake/src/groq/…`) or a file at the top of lake/src (`main.ts`). */
const lakePath = (names) =>
  `^lake/src/(${names.map((name) => (name.endsWith('.ts') ? `${name.replaceAll('.', '\\.')}$` : `${name}/`)).join('|')})`

const lakeLayerRules = LAKE_LAYERS.flatMap((layer, index) =>
  layer.map((name) => {
    const above = [...LAKE_LAYERS.slice(0, index).flat(), ...layer.filter((other) => other !== name)]
    return {
      name: 'lake-imports-climb',
      comment: `lake/src/${name} may import only the layers below it (lake/README.md "Layers"), not ${above.join(', ')}.`,
      severity: 'error',
      from: { path: lakePath([name]) },
      to: { path: lakePath(above) },
    }
  }),
)

const lakeRules = [
  ...lakeLayerRules,
  {
    name: 'lake-folder-without-layer',
    comment:
      'Every folder of lake/src has a place in LAKE_LAYERS (.dependency-cruiser.mjs) and in lake/README.md.',
    severity: 'error',
    from: { path: '^lake/src/', pathNot: lakePath(LAKE_LAYERS.flat()) },
    to: {},
  },
]
// ---- end of lake --------------------------------------------------------------------------------------------------

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
    ...lakeRules,
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
