// The architecture as rules (docs/architecture.md explains them): `npm run check:architecture` prints every
// import that breaks one, and `npm test` runs it. Type-only imports count: a circle of types is still a
// circle a reader must untangle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle anywhere in src, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-internals',
      comment: 'A server module is reached by other modules only through its index.ts.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/([^/]+)/.+',
        pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'module-entry',
      comment: 'Outside the modules, a module is reached only through its index.ts.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: '^src/server/modules/' },
      to: {
        path: '^src/server/modules/[^/]+/.+',
        pathNot: '^src/server/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'infrastructure-knows-no-module',
      comment:
        'The infrastructure (Deps and what it is built from) imports no module: modules build on it.',
      severity: 'error',
      from: {
        path: '^src/server/(deps|config|i18n|db|http|ledger|sessions|files|task-runner|providers|defaults|plugins|net|knowledge|knowledge-store)\\b',
      },
      to: { path: '^src/server/modules/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'src/shared is imported by every part and imports none of them.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|main|preload|renderer)/' },
    },
    {
      name: 'page-to-page',
      comment: 'A page imports features and components, never another page.',
      severity: 'error',
      from: { path: '^src/renderer/src/pages/([^/]+)/' },
      to: { path: '^src/renderer/src/pages/([^/]+)/', pathNot: '^src/renderer/src/pages/$1/' },
    },
    {
      name: 'tool-to-tool',
      comment: 'A tool folder imports features and components, never another tool.',
      severity: 'error',
      from: { path: '^src/renderer/src/tools/([^/]+)/' },
      to: { path: '^src/renderer/src/tools/([^/]+)/', pathNot: '^src/renderer/src/tools/$1/' },
    },
    {
      name: 'features-and-components-below-pages',
      comment: 'Features and components serve pages and tools; they never import one.',
      severity: 'error',
      from: { path: '^src/renderer/src/(features|components)/' },
      to: { path: '^src/renderer/src/(pages|tools)/' },
    },
    {
      name: 'process-boundaries',
      comment:
        'The renderer, the desktop main process, the preload and the server share only src/shared.',
      severity: 'error',
      from: { path: '^src/(renderer|main|preload|server)/' },
      to: { path: '^src/(renderer|main|preload|server)/', pathNot: '^src/$1/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.test\\.tsx?$', '/test/'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
