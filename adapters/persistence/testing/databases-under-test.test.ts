import { selectDatabases } from './databases-under-test';

describe('selectDatabases', () => {
  it('runs on SQLite and MySQL when MYSQL_URL is set', () => {
    const note = jest.fn();
    const names = selectDatabases({ MYSQL_URL: 'mysql://root@127.0.0.1:3306/test', CI: 'true' }, note).map((db) => db.name);
    expect(names).toEqual(['sqlite', 'mysql']);
    expect(note).not.toHaveBeenCalled();
  });

  it('keeps MySQL under CI without MYSQL_URL, and opening it fails with a clear error', async () => {
    const databases = selectDatabases({ CI: 'true' }, jest.fn());
    const mysql = databases.find((db) => db.name === 'mysql');
    expect(mysql).toBeDefined();
    await expect(mysql?.open()).rejects.toThrow('MYSQL_URL is required under CI');
  });

  it('leaves MySQL out outside CI and says so in one line', () => {
    const note = jest.fn();
    const names = selectDatabases({ CI: 'false' }, note).map((db) => db.name);
    expect(names).toEqual(['sqlite']);
    expect(note).toHaveBeenCalledTimes(1);
    expect(note.mock.calls[0][0]).toMatch(/MYSQL_URL/);
  });
});
