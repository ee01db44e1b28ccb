// `pnpm lint` runs this after ESLint: no module may import its way back to itself (issue 40).
// Type-only imports count too (tsPreCompilationDeps): a cycle of types is still two modules
// that cannot be read, moved or tested apart. Who may import whom across packages is ESLint's
// (eslint.config.js).
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
