// One lint configuration for every package. `npm run lint` runs it with zero warnings allowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const REMOTES = ['admin', 'company', 'department', 'employee'];
/** The API server's resources: a folder each under mock-server/src. */
const SERVER_RESOURCES = [
  'auth',
  'companies',
  'departments',
  'drafts',
  'logs',
  'people',
  'performance',
  'projects',
  'reports',
  'tasks',
];
/** The company remote's features: a folder each under remotes/company/src/features (docs/ownership.md). */
const COMPANY_FEATURES = [
  'approvals',
  'audit',
  'chart',
  'imports',
  'moveConsultant',
  'parts',
  'people',
  'reports',
  'representedUnits',
  'tokens',
  'userDetails',
];
/** What composes the server: no resource and no part of the kernel imports it. */
const SERVER_TOP = ['app', 'main', 'seed', 'server'].map((name) => `../${name}`);
const browserCode = ['shared/src/**', 'shell/src/**', 'remotes/*/src/**'];
const browserTests = ['shared/test/**', 'shell/test/**', 'remotes/*/test/**', 'jest/setup-env.js'];

/**
 * Browser code outside @app/shared's main entry takes the contract through @app/shared, the
 * federation singleton that carries it: a direct import bundles another copy into each build.
 */
const CONTRACT_THROUGH_SHARED = {
  // except the rich-text policy, which only the employee remote's editor chunk reads: carried in
  // the shared singleton it would weigh on the login page
  regex: '^@app/contract(?!/rich-text-policy$)(/.*)?$',
  message: 'Import the contract through @app/shared (one copy, shared at run time).',
};

/** The import patterns of every app but `self` (a remote, or null for the shell and the kit). */
const otherAppsThan = (self) => [
  ...REMOTES.filter((other) => other !== self).flatMap((other) => [other, `${other}/*`]),
  ...(self === 'shell' ? [] : ['shell', 'shell/*']),
];

/** The import rules every package shares, plus its own patterns. */
function restrictImports(patterns, { jotai = false } = {}) {
  return [
    'error',
    {
      paths: jotai
        ? []
        : ['jotai', 'jotai/utils', 'jotai/react'].map((name) => ({
            name,
            message: 'Only the state module (shared/src/state) imports jotai; use its hooks.',
          })),
      patterns: [
        ...patterns,
        {
          // declared entry points (exports maps): the dev harness, the allow-list as plain JS for the
          // Node scripts, the scripts package's entries (webpack config, budgets, throwaway PostgreSQL)
          group: [
            '@app/*/*',
            '!@app/shared/areas',
            '!@app/shared/csv',
            '!@app/shared/days',
            '!@app/shared/policy',
            '!@app/shared/dev',
            '!@app/shared/query',
            '!@app/shared/target-flag',
            '!@app/shared/testing',
            '!@app/shared/weeks',
            '!@app/shared/audit',
            '!@app/shared/tokens',
            '!@app/shared/imports',
            '!@app/shared/lists',
            '!@app/shared/money',
            '!@app/shared/releases',
            '!@app/contract/access-policy',
            '!@app/contract/days',
            '!@app/contract/policy',
            '!@app/contract/weeks',
            '!@app/contract/audit',
            '!@app/contract/csv',
            '!@app/contract/tokens',
            '!@app/contract/imports',
            '!@app/contract/money',
            '!@app/contract/releases',
            '!@app/contract/text',
            '!@app/contract/package.json',
            '!@app/contract/rich-text-policy',
            '!@app/contract/server-rules',
            '!@app/scripts/*',
          ],
          message: 'Import a package by its name, not a path inside it.',
        },
        { group: ['**/shared/src', '**/shared/src/**'], message: 'Import @app/shared by name.' },
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/.data/**',
      'bench/results/**',
      'e2e/test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // the TypeScript sources are read too (import-x/no-cycle follows their imports)
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // a relative import never leaves its package: other packages are imported by name
      'import-x/no-relative-packages': 'error',
      // modules that import each other cannot be read, tested or loaded one at a time; a chain
      // through a dynamic import() is a chunk loaded later (both modules are evaluated by then)
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: browserCode, languageOptions: { globals: globals.browser } },
  {
    files: browserTests,
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
  {
    files: [
      'mock-server/**',
      'scripts/**',
      'bench/**',
      'e2e/**',
      'jest/**',
      '*.js',
      '*.mjs',
      '**/webpack.config.js',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.commonjs } },
  // a remote depends only on shared packages; another remote's feature its code loads through
  // federation (remoteFeature of @app/shared/areas), naming its module's types only (erased from
  // the build); its tests import none
  ...REMOTES.flatMap((remote) =>
    ['src', 'test'].map((folder) => ({
      files: [`remotes/${remote}/${folder}/**`],
      rules: {
        'no-restricted-imports': restrictImports([
          {
            group: [...otherAppsThan(remote)],
            allowTypeImports: folder === 'src',
            message:
              folder === 'src'
                ? "A remote loads another remote's feature through federation (remoteFeature), never by import."
                : 'A remote imports only shared packages.',
          },
          CONTRACT_THROUGH_SHARED,
        ]),
      },
    })),
  ),
  {
    files: ['shell/**', 'shared/**', 'mock-server/**', 'e2e/**', 'bench/**', 'scripts/**', 'jest/**'],
    rules: { 'no-restricted-imports': restrictImports([]) },
  },
  {
    files: ['shell/src/**'],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: otherAppsThan('shell'),
          allowTypeImports: true,
          message: "The shell loads a remote's feature through federation (remoteFeature), never by import.",
        },
        CONTRACT_THROUGH_SHARED,
      ]),
    },
  },
  {
    files: ['shared/src/areas/**', 'shared/src/query/**'],
    rules: { 'no-restricted-imports': restrictImports([CONTRACT_THROUGH_SHARED]) },
  },
  // the kit knows no remote: it is what they are built of
  {
    files: ['shared/src/**'],
    ignores: ['shared/src/areas/**', 'shared/src/query/**'],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: [...REMOTES.flatMap((o) => [o, `${o}/*`]), 'shell', 'shell/*'],
          message: 'The kit imports no remote.',
        },
      ]),
    },
  },
  // a company feature uses another feature only through its index.ts, never its internals
  ...COMPANY_FEATURES.map((feature) => ({
    files: [`remotes/company/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: COMPANY_FEATURES.filter((other) => other !== feature).map((other) => `../${other}/*`),
          message: 'Import another feature through its index.ts (what it offers), never its internals.',
        },
        CONTRACT_THROUGH_SHARED,
      ]),
    },
  })),
  // the contract is what the browser and the server share: no UI, state or browser-only library
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: [
            'react',
            'react-*',
            'react/*',
            'jotai',
            'jotai/*',
            'ky',
            'crypto-js',
            'crypto-js/*',
            '@app/*',
          ],
          message: '@app/contract pulls in no React, no state, no browser-only code and no other package.',
        },
      ]),
    },
  },
  // a server resource uses the kernel (kernel/, db/) and another resource only through its
  // index.ts, never its internals nor what composes the server
  ...SERVER_RESOURCES.map((resource) => ({
    files: [`mock-server/src/${resource}/**`],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: SERVER_RESOURCES.filter((other) => other !== resource).map((other) => `../${other}/*`),
          message: 'Import another resource through its index.ts (what it offers), never its internals.',
        },
        { group: SERVER_TOP, message: 'A resource does not import what composes the server.' },
      ]),
    },
  })),
  // the server's kernel serves every resource and knows none
  {
    files: ['mock-server/src/kernel/**', 'mock-server/src/db/**'],
    rules: {
      'no-restricted-imports': restrictImports([
        {
          group: SERVER_RESOURCES.flatMap((resource) => [
            `../${resource}`,
            `../${resource}/*`,
            `../../${resource}`,
            `../../${resource}/*`,
          ]),
          message: 'The kernel imports no resource.',
        },
        { group: SERVER_TOP, message: 'The kernel does not import what composes the server.' },
      ]),
    },
  },
  // the state module is the one place that knows the state library
  {
    files: ['shared/src/state/**'],
    rules: { 'no-restricted-imports': restrictImports([], { jotai: true }) },
  },
  prettier,
);
