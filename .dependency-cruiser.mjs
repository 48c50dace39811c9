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
// ---- Layers inside the site and the function (the lake's own layers are a block of their own) ----------------------
// Each part reads top to bottom; an import may go down or sideways, never up. `climbs` forbids the lower layers
// (`from`, a path pattern) to import the upper ones (`to`).

/** A rule forbidding files matching `from` (not tests or benchmarks) to import files matching `to`. */
const climbs = (name, from, to, why) => ({
  name,
  comment: why,
  severity: 'error',
  from: { path: from, pathNot: TESTS_AND_BENCHES },
  to: { path: to },
})

/*
 * The site, top to bottom:
 *   site/edge, site/scripts, the build configs   Varnish in front, build steps
 *   site/server                                  the running site's composition root (serve.ts)
 *   site/app: root.tsx, routes.ts, routes/       the app shell and its pages
 *             preview/                           the Studio's live preview over the pages' data
 *             features/<feature>/                what one page or section shows and does
 *             components/, offline/              UI parts and the offline machinery features share
 *             content/, lib/                     reading the content, small helpers
 */
const SITE_SHELL = '^site/app/(routes/|root\\.tsx$|routes\\.ts$|entry\\.server\\.tsx$)'
const siteLayers = [
  climbs(
    'site-app-not-to-server',
    '^site/app/',
    '^site/(server|edge|scripts)/',
    'The app is served by site/server, not the reverse.',
  ),
  climbs(
    'site-server-not-to-edge',
    '^site/server/',
    '^site/(edge|scripts)/',
    'The edge and the build scripts sit above the server.',
  ),
  climbs(
    'site-shell-on-top',
    '^site/app/(preview|features|components|offline|content|lib)/',
    SITE_SHELL,
    'Routes and the root compose the app; nothing below them imports them.',
  ),
  climbs(
    'site-features-not-to-preview',
    '^site/app/(features|components|offline|content|lib)/',
    '^site/app/preview/',
    'A route reads the live preview and hands it to the feature as data.',
  ),
  climbs(
    'site-shared-not-to-features',
    '^site/app/(components|offline|content|lib)/',
    '^site/app/features/',
    'Components, offline, content and lib serve the features; what two features share moves down to them.',
  ),
  climbs(
    'site-content-lib-at-bottom',
    '^site/app/(content|lib)/',
    '^site/app/(components|offline)/',
    'content/ and lib/ are the bottom layer.',
  ),
]

/*
 * The function, top to bottom:
 *   node.ts, node-server.ts, worker.ts, workers/, sheet-sink/   entry points (Node, Workers, the development Sheet)
 *   app.ts, error-answers.ts                                    the composition root: middleware and routes mounted
 *   <feature>/route.ts, middleware/, schedule/                  the routes, their middleware, the scheduled jobs
 *   comments/, support/, wait-list/, privacy/, delivery/, …     services: what each route and job does
 *   content/, shared-state/, events/, services.ts, config.ts    the lake client, shared stores, the insight event store, settings
 *   http/, util/                                                errors, field checks, logging, hashing
 */
const FN = '^functions/src/'
const FN_ENTRIES = `${FN}((node|node-server|worker)\\.ts$|workers/|sheet-sink/)`
const FN_ROOT = `${FN}(app|error-answers)\\.ts$`
const FN_ROUTES = `${FN}([^/]+/route\\.ts$|middleware/|schedule/)`
const FN_STORAGE = `${FN}((content|shared-state|events)/|(services|config)\\.ts$)`
const FN_BASE = `${FN}(http|util)/`
const FN_SERVICES = `${FN}(?!(content|shared-state|events|http|util|middleware|schedule|workers|sheet-sink)/)[^/]+/`
const functionLayers = [
  climbs(
    'functions-entries-on-top',
    `${FN}(?!(node|node-server|worker)\\.ts$|workers/|sheet-sink/)`,
    FN_ENTRIES,
    'Only an entry point starts the function; nothing below imports one.',
  ),
  climbs(
    'functions-root-above-routes',
    `${FN}(?!(node|node-server|worker|app|error-answers)\\.ts$|workers/|sheet-sink/)`,
    FN_ROOT,
    'app.ts mounts the routes; routes and services never import it.',
  ),
  {
    ...climbs(
      'functions-services-not-to-routes',
      `(${FN_SERVICES})|(${FN_STORAGE})|(${FN_BASE})`,
      FN_ROUTES,
      'Services, the lake client and the toolkit serve the routes and jobs, never the reverse.',
    ),
    from: {
      path: `(${FN_SERVICES})|(${FN_STORAGE})|(${FN_BASE})`,
      pathNot: `${TESTS_AND_BENCHES}|/route\\.ts$`,
    },
  },
  climbs(
    'functions-storage-not-to-services',
    `(${FN_STORAGE})|(${FN_BASE})`,
    FN_SERVICES,
    'The lake client, the stores and the toolkit know nothing of what the services do with them.',
  ),
  climbs('functions-base-at-bottom', FN_BASE, FN_STORAGE, 'http/ and util/ are the bottom layer.'),
]
// ---- end of the site's and the function's layers ------------------------------------------------------------------

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
    ...siteLayers,
    ...functionLayers,
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
