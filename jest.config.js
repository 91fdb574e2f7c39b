// One jest configuration, one project per layer. Everything is transformed by SWC (fast, keeps decorator
// metadata); type-checking is `npm run typecheck`, not jest's job.
const transform = { '^.+\\.(m?t|m?j)sx?$': ['@swc/jest'] };
// msw 2 and some of its dependencies ship ES modules only; jest must transform them too.
const transformIgnorePatterns = ['/node_modules/(?!(rettime|until-async|@open-draft|@mswjs|msw|@bundled-es-modules)/)'];

const project = (name, testMatch, extra = {}) => ({
  displayName: name,
  testEnvironment: 'node',
  testMatch,
  transform,
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'mjs', 'cjs', 'json'],
  ...extra,
});

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 30000,
  projects: [
    project('domain', ['<rootDir>/domain/**/*.test.ts']),
    project('application', ['<rootDir>/application/**/*.test.ts']),
    project('adapters', ['<rootDir>/adapters/**/*.test.ts']),
    project('server', ['<rootDir>/server/**/*.test.ts']),
    project('web', ['<rootDir>/web/**/*.test.{ts,tsx}'], {
      testEnvironment: 'jest-fixed-jsdom',
      setupFilesAfterEnv: ['<rootDir>/web/test-support/setup.ts'],
      // Blueprint's icon loader is the shop's, as in the build (vite.config.mts, issue 29).
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/web/test-support/style-stub.js', '^\\./iconLoader$': '<rootDir>/web/src/shell/icon-loader.ts' },
    }),
    // The pure parts of npm run bench (goals, tables, exit code, page checks); the bench itself is no test.
    project('bench', ['<rootDir>/test/bench/**/*.test.ts']),
    // The build's own scripts are ES modules (.mts, so Vite loads its config natively); TypeScript names them .mjs.
    project('architecture', ['<rootDir>/test/architecture/**/*.test.ts'], { moduleNameMapper: { '^(.*/scripts/.*)\\.mjs$': '$1.mts' } }),
    // Forks the compiled server (dist/server) twice against one database: npm test builds it first.
    project('concurrency', ['<rootDir>/test/concurrency/**/*.test.ts'], { testTimeout: 120000 }),
    // Spawns the compiled server with NODE_ENV=production and unsafe settings: npm test builds it first.
    project('startup', ['<rootDir>/test/startup/**/*.test.ts'], { testTimeout: 60000 }),
    project('e2e', ['<rootDir>/test/e2e/**/*.test.ts'], { testTimeout: 120000 }),
  ],
};
