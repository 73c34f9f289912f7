/** One jest run for every workspace: browser code under jsdom, the mock server under node. */
const esmOnly = ['ky', 'quill', 'parchment', 'react-quill-new', 'lodash-es', 'quill-delta'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }];
const jsTransform = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }];

const browserProject = (name, roots) => ({
  displayName: name,
  rootDir: __dirname,
  roots,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/jest/setup-env.js'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.ts'],
  transform: { '^.+\\.tsx?$': tsJest, '^.+\\.m?js$': jsTransform },
  transformIgnorePatterns,
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/style-stub.js' },
  testMatch: ['**/test/**/*.test.ts?(x)'],
});

module.exports = {
  projects: [
    browserProject('shared', ['<rootDir>/shared']),
    browserProject('shell', ['<rootDir>/shell']),
    browserProject('remotes', ['<rootDir>/remotes']),
    {
      displayName: 'mock-server',
      rootDir: __dirname,
      roots: ['<rootDir>/mock-server'],
      testEnvironment: 'node',
      // each suite starts real servers on a real database engine
      setupFilesAfterEnv: ['<rootDir>/jest/setup-server.js'],
      transform: { '^.+\\.tsx?$': tsJest },
      testMatch: ['**/test/**/*.test.ts'],
    },
  ],
};
