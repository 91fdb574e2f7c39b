// Lint: typescript-eslint's recommended rules everywhere, plus the dependency rule of the hexagon
// (docs/architecture.md). The rule is expressed with ESLint's own no-restricted-imports so that a wrong
// import fails `npm run lint` (and therefore CI) without any resolver plugin.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');

// A relative import that climbs out to one of the outer top-level folders.
const OUTER = (dirs) => ({ regex: `^(\\.\\./)+(${dirs.join('|')})(/|$)`, message: 'breaks the dependency rule (docs/architecture.md)' });
// Test support (fakes, fixtures, the databases under test) lives in `testing/` folders next to what it stands
// in for, subject to its layer's rule, and out of the production build (tsconfig.build.json). Shipped code
// never imports it.
const TESTING = { regex: '(^|/)testing(/|$)', message: 'test support (a testing/ folder) is for tests only, never shipped code (docs/architecture.md)' };
const APPLICATION_ONLY = { regex: '^(?!\\.|inversify$)', message: 'application/ imports only domain/ and inversify (docs/architecture.md)' };

// `as unknown as T` and `<T><unknown>x`: a double cast (issue 10 §1, §6).
const NO_DOUBLE_CAST = [
  { selector: 'TSAsExpression > TSAsExpression.expression[typeAnnotation.type="TSUnknownKeyword"]', message: 'no `as unknown as` in web: decode the value (issue 10)' },
  { selector: 'TSTypeAssertion > TSTypeAssertion.expression[typeAnnotation.type="TSUnknownKeyword"]', message: 'no `<T><unknown>` double assertion in web: decode the value (issue 10)' },
];
// order-api.ts casts two order answers until the shared response codecs (application/contracts, issue 10 §1)
// decode them; remove it from this list when they do.
const WEB_CAST_EXEMPT = ['web/src/features/orders/order-api.ts'];

module.exports = tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // domain/ imports nothing but domain/: no package at all (so no framework), no outer folder.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^[^.]', message: 'domain/ is pure TypeScript: it imports no package (docs/architecture.md)' },
          OUTER(['application', 'adapters', 'server', 'web', 'test']),
          TESTING,
        ],
      }],
    },
  },
  {
    // application/ imports domain/ and Inversify's decorators only.
    files: ['application/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [APPLICATION_ONLY, OUTER(['adapters', 'server', 'web', 'test']), TESTING],
      }],
    },
  },
  {
    // application/contracts/: the HTTP contract, shared with the browser bundle: domain/, io-ts and fp-ts only
    // (no inversify, no use case, no port).
    files: ['application/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(?!\\.|io-ts$|fp-ts(/|$))', message: 'application/contracts/ imports only domain/, io-ts and fp-ts (docs/architecture.md)' },
          { regex: '^\\.\\./(?!\\.\\./domain/)', message: 'application/contracts/ imports only domain/, io-ts and fp-ts (docs/architecture.md)' },
        ],
      }],
    },
  },
  {
    // The fakes of application/<context>/testing/ stand in for adapters in the use-case and HTTP tests: they may
    // use each other, but they stay pure application code (domain/ and inversify only: no knex, no node:).
    files: ['application/**/testing/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [APPLICATION_ONLY, OUTER(['adapters', 'server', 'web', 'test'])] }],
    },
  },
  {
    // adapters/ implement application ports; they never reach the driving side.
    files: ['adapters/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OUTER(['server', 'web', 'test']), TESTING] }] },
  },
  {
    // The adapters' tests (the port contract suites among them) and their test support may use the fakes.
    files: ['adapters/**/*.test.ts', 'adapters/**/testing/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OUTER(['server', 'web', 'test'])] }] },
  },
  {
    // The server may import every inner layer, but not their test support.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [TESTING] }] },
  },
  {
    // The browser bundle must not pull in server code or server-side drivers.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [OUTER(['application', 'adapters', 'server']),
          { group: ['koa', '@koa/*', 'knex', 'objection', 'mysql2', 'better-sqlite3', 'inversify'], message: 'server-side package in the web bundle' }],
      }],
    },
  },
  {
    // web/ decodes what it reads; it never launders a value through `unknown` into another type (issue 10 §1,
    // §6). Caught in both spellings: `x as unknown as T` and `<T><unknown>x`.
    files: ['web/**/*.{ts,tsx}'],
    ignores: WEB_CAST_EXEMPT,
    rules: { 'no-restricted-syntax': ['error', ...NO_DOUBLE_CAST] },
  },
  {
    // The web client's shipped code reads the time from the clock its sagas get in saga context
    // (web/src/app/clock.ts), so tests control it. Exempt: the clock itself, and useNow, the component-side
    // ticker of the checkout countdown. no-restricted-syntax is repeated whole: a later object replaces it.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [...WEB_CAST_EXEMPT, 'web/src/app/clock.ts', 'web/src/features/checkout/use-now.ts', 'web/src/**/*.test.{ts,tsx}', 'web/src/**/*test-support.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...NO_DOUBLE_CAST,
        { selector: 'NewExpression[callee.name="Date"][arguments.length=0]', message: 'read the time from the injected clock (web/src/app/clock.ts: yield call(now))' }],
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'read the time from the injected clock (web/src/app/clock.ts: yield call(now))' }],
    },
  },
  {
    // Tests of the pure layers may use test tooling (fast-check, node:fs to inspect the sources) and
    // test support; the rules above are about what the shipped code depends on.
    files: ['domain/**/*.test.ts', 'application/**/*.test.ts', 'domain/test-support/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
