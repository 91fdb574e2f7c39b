import { withStyleSources } from './security-headers';

/** Decision 38: a painted page's inlined stylesheets are allowed by hash in its style-src; nothing else changes. */
describe('withStyleSources', () => {
  const policy = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self';img-src 'self' data:;frame-ancestors 'none'";
  const hash = "'sha256-AAAA'";

  it('adds the hashes to style-src only, keeping every other directive as it was', () => {
    expect(withStyleSources(policy, [hash, "'sha256-BBBB'"]))
      .toBe("default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'sha256-AAAA' 'sha256-BBBB';img-src 'self' data:;frame-ancestors 'none'");
  });

  it('never adds a source twice, and never unsafe-inline', () => {
    const once = withStyleSources(policy, [hash]);
    expect(withStyleSources(once, [hash])).toBe(once);
    expect(once).not.toContain('unsafe-inline');
  });

  it('a policy without style-src gets one with default-src\'s sources, so what was allowed stays allowed', () => {
    expect(withStyleSources("default-src 'self';object-src 'none'", [hash])).toBe("default-src 'self';object-src 'none';style-src 'self' 'sha256-AAAA'");
  });
});
