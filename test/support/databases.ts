// The databases the persistence and HTTP suites run on. The implementation sits in adapters/persistence/testing
// so that the adapters' own tests can use it without breaking the dependency rule (adapters/ may not import
// test/); everything else imports it from here.
export { databasesUnderTest } from '../../adapters/persistence/testing/databases-under-test';
export type { OpenDatabase, TestDatabase } from '../../adapters/persistence/testing/databases-under-test';
