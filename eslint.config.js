import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_IMPORTS = {
  group: [
    '@pricetrail/ui',
    '@pricetrail/services',
    '@pricetrail/pages',
    '@pricetrail/site',
    'react',
    'react-dom',
  ],
  message: 'server may import only core (DESIGN.md).',
};

const SERVICES_IMPORT_ONLY_CORE = {
  group: ['@pricetrail/ui', '@pricetrail/pages', '@pricetrail/server', '@pricetrail/site'],
  message: 'services may import only core (DESIGN.md).',
};

/**
 * Who may import whom (DESIGN.md): each entry lists what a package must never import. A later
 * entry replaces an earlier one for the files both match (services/src/react may use React).
 */
const BOUNDARIES = {
  'packages/core/src/**': [
    { group: ['@pricetrail/*'], message: 'core imports nothing of ours (DESIGN.md).' },
    {
      group: ['react', 'react-dom', 'mobx', 'superagent', 'node:*'],
      message: 'core is pure TypeScript.',
    },
  ],
  'packages/ui/src/**': [
    {
      group: [
        'mobx',
        'mobx-*',
        '@pricetrail/services',
        '@pricetrail/pages',
        '@pricetrail/server',
        '@pricetrail/site',
        'superagent',
      ],
      message: 'ui is presentational: props in, callbacks out (DESIGN.md).',
    },
  ],
  'packages/services/src/**': [
    SERVICES_IMPORT_ONLY_CORE,
    {
      group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'mobx-react-lite'],
      message: 'The React binding of the stores lives only in services/src/react (STYLE.md).',
    },
  ],
  'packages/services/src/react/**': [SERVICES_IMPORT_ONLY_CORE],
  'packages/pages/src/**': [
    {
      group: ['@pricetrail/server', '@pricetrail/site'],
      message: 'pages may import ui, services and core (DESIGN.md).',
    },
  ],
  'packages/server/src/**': [SERVER_IMPORTS],
  // Later entries replace earlier ones for the files they match, so this one repeats the server's.
  'packages/server/src/db/migrations/**': [
    SERVER_IMPORTS,
    {
      group: ['@pricetrail/*', '../*', '!../schema.js', '../../**'],
      message: 'A migration imports no live code: it copies what it needs, so it never changes.',
    },
  ],
  'site/src/**': [
    { group: ['@pricetrail/server'], message: 'the site talks to the server over HTTP only.' },
  ],
  'packages/extension/src/**': [
    {
      group: ['@pricetrail/pages', '@pricetrail/server', '@pricetrail/site'],
      message: 'extension may import core, ui and services (DESIGN.md).',
    },
  ],
};

/** The `./testing` entries (fakes, sample data, story decorators): never in production code. */
const TESTING_ENTRY = {
  group: ['@pricetrail/*/testing', '**/testing', '**/testing/*'],
  message: 'testing entries are for stories and tests only; production code never imports them.',
};

/** Files that may import the testing entries (benchmarks too: they run on this machine only). */
const TESTING_FILES = [
  '**/*.stories.tsx',
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  '**/testing.ts',
  '**/bench/**',
];

const NO_ENUMS = {
  selector: 'TSEnumDeclaration',
  message: 'Use a union or an `as const` object, not a TS enum.',
};

// A route file checks the request, calls its feature's module and answers; the queries live in
// the feature (issue 40), where the other doors reuse them and tests reach them without HTTP.
const NO_QUERIES_IN_ROUTES = [
  {
    selector: "MemberExpression[property.name='kysely']",
    message: "A route does not query the database: call its feature's module.",
  },
  {
    selector: 'ImportDeclaration[source.value=/db\\/statements\\.js$/]',
    message: "A route does not query the database: call its feature's module.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'packages/core/src/wire/openapi.ts',
      'packages/extension/.wxt/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', NO_ENUMS],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'site/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.stories.tsx',
      'site/src/routes/**',
      'site/src/main.tsx',
      'packages/server/src/cli.ts',
      // WXT reads each entrypoint's default export.
      'packages/extension/src/entrypoints/**',
    ],
    rules: {
      'no-restricted-exports': [
        'error',
        {
          restrictDefaultExports: {
            direct: true,
            named: true,
            defaultFrom: true,
            namedFrom: true,
            namespaceFrom: true,
          },
        },
      ],
    },
  },
  ...Object.entries(BOUNDARIES).flatMap(([files, patterns]) => [
    {
      files: [files],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          { patterns: [...patterns, TESTING_ENTRY] },
        ],
      },
    },
    {
      // Stories and tests may use the fakes, sample data and decorators.
      files: TESTING_FILES.map((testing) => [files, testing]),
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
    },
  ]),
  {
    files: ['packages/server/src/**/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_ENUMS, ...NO_QUERIES_IN_ROUTES] },
  },
  {
    files: ['scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // CommonJS files exist only where a tool `require`s them (autocannon's worker threads).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      // A type-level test (`expectTypeOf`) asserts through `pnpm typecheck`.
      'vitest/expect-expect': [
        'error',
        { assertFunctionNames: ['expect', 'assert', 'expectTypeOf'] },
      ],
    },
  },
  {
    files: ['**/*.test.tsx'],
    ignores: ['**/*.browser.test.tsx', 'tests/visual/**'],
    ...testingLibrary.configs['flat/react'],
  },
);
