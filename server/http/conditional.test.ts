import { matchesIfNoneMatch } from './conditional';

describe('matchesIfNoneMatch', () => {
  const etag = 'W/"1f-abc"';
  it.each([
    ['W/"1f-abc"', true],
    ['"1f-abc"', true],
    ['"other", W/"1f-abc"', true],
    ['*', true],
    ['', false],
    ['W/"1f-abd"', false],
    ['"1f-abc', false],
  ])('%j -> %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});
