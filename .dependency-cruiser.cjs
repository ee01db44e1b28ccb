// `pnpm lint` runs this after ESLint: no module may import its way back to itself (issue 40).
// Type-only imports count too (tsPreCompilationDeps): a cycle of types is still two modules
// that cannot be read, moved or tested apart. Who may import whom across packages is ESLint's
// (eslint.config.js).
const SERVER = '^packages/server/src/';
const ROUTES = `${SERVER}.+/routes/`;
const TEST = '\\.test\\.ts$';
const TESTING = `${SERVER}(testing|tracker/testing)/`;
const DEV_ONLY = `${SERVER}(bench|testing|tracker/testing|fakes|throwaway)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      // `pnpm lint` prints this under each cycle (err-long), so it says how to break one.
      comment:
        'A module imports its way back to itself: move the shared part into a module both import, ' +
        'or hand the lower module the narrow interface or callback it needs (docs/CONTRIBUTING.md).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'routes-on-top',
      severity: 'error',
      comment:
        "Only the app and other routes import a route module: a feature's service, queries and " +
        'plugin never reach up into HTTP handlers (issue 40).',
      from: { path: SERVER, pathNot: [ROUTES, `${SERVER}app\\.ts$`, TEST, DEV_ONLY] },
      to: { path: ROUTES },
    },
    {
      name: 'shared-layers-below-features',
      severity: 'error',
      comment:
        'db/ and http/ are what several features share: they import no feature (docs/ARCHITECTURE.md).',
      from: { path: `${SERVER}(db|http)/`, pathNot: [ROUTES, TEST] },
      to: { path: SERVER, pathNot: [`${SERVER}(db|http|throwaway)/`, `${SERVER}config\\.ts$`] },
    },
    {
      name: 'bench-and-testing-apart',
      severity: 'error',
      comment:
        'Benchmarks and test helpers share only fakes/ (stand-ins for outside services) and throwaway/.',
      from: { path: `${SERVER}bench/` },
      to: { path: TESTING },
    },
    {
      name: 'testing-and-bench-apart',
      severity: 'error',
      comment:
        'Test helpers and benchmarks share only fakes/ (stand-ins for outside services) and throwaway/.',
      from: { path: TESTING },
      to: { path: `${SERVER}bench/` },
    },
    {
      name: 'production-without-dev-code',
      severity: 'error',
      comment: 'Production code never imports benchmarks, test helpers or throwaway services.',
      from: { path: SERVER, pathNot: [DEV_ONLY, TEST] },
      to: { path: DEV_ONLY },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|storybook-static|\\.output|\\.wxt)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
