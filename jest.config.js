/** One jest run for every workspace: browser code under jsdom, the mock server under node. */
const esmOnly = [
  'ky',
  // msw 2's CommonJS build requires these ES-module-only packages (Node 22 could require them as is)
  'rettime',
  '@open-draft/deferred-promise',
  'until-async',
  'quill',
  'parchment',
  'react-quill-new',
  'lodash-es',
  'quill-delta',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }];
const jsTransform = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }];

const browserProject = (name, roots) => ({
  displayName: name,
  rootDir: __dirname,
  roots,
  testEnvironment: '<rootDir>/jest/jsdom-environment.js',
  setupFiles: ['<rootDir>/jest/setup-env.js'],
  setupFilesAfterEnv: ['<rootDir>/shared/test/setup-dom.ts'],
  transform: { '^.+\\.tsx?$': tsJest, '^.+\\.m?js$': jsTransform },
  transformIgnorePatterns,
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/style-stub.js' },
  testMatch: ['**/test/**/*.test.ts?(x)'],
});

/** The contract's suites: plain logic, under node. */
const contractProject = {
  displayName: 'contract',
  rootDir: __dirname,
  roots: ['<rootDir>/contract'],
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': tsJest },
  testMatch: ['**/test/**/*.test.ts'],
};

/** The repository scripts' suites (the product's static server): ES modules under node, untransformed. */
const scriptsProject = {
  displayName: 'scripts',
  rootDir: __dirname,
  roots: ['<rootDir>/scripts'],
  testEnvironment: 'node',
  transform: {},
  testMatch: ['**/test/**/*.test.mjs'],
};

/**
 * This run's folder of what its suites share (the seeded templates: test/helpers.ts), removed
 * when the run ends. Made once, in the process that reads this configuration; its workers inherit it.
 */
if (!process.env.TEST_RUN_DIR) {
  const fs = require('node:fs');
  const dir = fs.mkdtempSync(require('node:path').join(require('node:os').tmpdir(), 'jest-run-'));
  process.env.TEST_RUN_DIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
}

/** The server suites, on one database engine. */
const serverProject = (name, engine) => ({
  displayName: name,
  rootDir: __dirname,
  roots: ['<rootDir>/mock-server'],
  testEnvironment: 'node',
  setupFiles: engine === 'postgres' ? ['<rootDir>/jest/engine-postgres.js'] : [],
  // the run's template databases on the PostgreSQL server are dropped when it ends
  ...(engine === 'postgres' ? { globalTeardown: '<rootDir>/jest/postgres-teardown.js' } : {}),
  // each suite starts real servers on a real database engine
  setupFilesAfterEnv: ['<rootDir>/jest/setup-server.js'],
  transform: { '^.+\\.tsx?$': tsJest },
  testMatch: ['**/test/**/*.test.ts'],
});

/**
 * The PostgreSQL server the server suites also run on: TEST_DATABASE_URL (an administrator's
 * URL; .ci/run starts one), else a throwaway cluster started here and stopped when jest exits.
 */
async function postgresForTests() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL };
  // a run of the projects that need none (npm test runs the server suites' two engines apart)
  if (process.env.JEST_NO_POSTGRES) return { skipped: 'JEST_NO_POSTGRES is set' };
  const cluster = await require('@app/scripts/throwaway-postgres').start();
  if (cluster.stop) process.on('exit', () => cluster.stop());
  return cluster;
}

module.exports = async () => {
  const postgres = await postgresForTests();
  const servers = [serverProject('mock-server', 'pglite')];
  if (postgres.url) {
    process.env.TEST_DATABASE_URL = postgres.url;
    servers.push(serverProject('mock-server-postgres', 'postgres'));
  } else if (!process.env.JEST_NO_POSTGRES) {
    console.log(`The mock-server suites on a PostgreSQL server are skipped: ${postgres.skipped}`);
  }
  return {
    // tests run in a new order each run (the seed is printed): a test that needs another to run
    // first, or that leaves state behind for the next, fails instead of passing by luck
    randomize: true,
    projects: [
      contractProject,
      scriptsProject,
      browserProject('shared', ['<rootDir>/shared']),
      browserProject('shell', ['<rootDir>/shell']),
      browserProject('remotes', ['<rootDir>/remotes']),
      ...servers,
    ],
  };
};
