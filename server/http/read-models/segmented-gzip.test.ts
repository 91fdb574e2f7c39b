import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { deflatedSegment, gzipOfSegments } from './segmented-gzip';

/** Whatever the segments hold, the assembled body is one gzip member of exactly their concatenation. */
describe('gzipOfSegments', () => {
  const gzipOf = (parts: Buffer[]) => gzipOfSegments(Buffer.concat(parts), parts.map((part) => deflatedSegment(part)));

  it('inflates to the concatenation of the segments, UTF-8 text and incompressible bytes alike', async () => {
    const parts = [Buffer.from('[{"title":"男款機能防潑水連帽外套"}'), randomBytes(70_000), Buffer.from(',{"a":1}'.repeat(5000)), Buffer.from(']')];
    const body = await gzipOf(parts);
    expect(gunzipSync(body).equals(Buffer.concat(parts))).toBe(true);
  });

  it('is a valid gzip for one segment and for an empty body', async () => {
    expect(gunzipSync(await gzipOf([Buffer.from('[]')])).toString()).toBe('[]');
    expect(gunzipSync(await gzipOf([])).length).toBe(0);
  });

  it('a wrong trailer is refused by the inflater: the CRC-32 and length are those of the whole body', async () => {
    const parts = [Buffer.from('abc'), Buffer.from('def')];
    const body = await gzipOfSegments(Buffer.from('abcdeX'), parts.map((part) => deflatedSegment(part)));
    expect(() => gunzipSync(body)).toThrow();
  });

  it('deflates a segment once however often it is asked, and costs little ratio against one gzip of the whole', async () => {
    const segment = deflatedSegment(Buffer.from('x'.repeat(10_000)));
    expect(segment.deflated()).toBe(segment.deflated());
    const text = Array.from({ length: 2000 }, (_, i) => `{"id":${i},"title":"商品 ${i}","price":${1000 + (i % 7)}}`).join(',');
    const whole = Buffer.from(text);
    const parts = Array.from({ length: 16 }, (_, i) => whole.subarray(Math.floor((i * whole.length) / 16), Math.floor(((i + 1) * whole.length) / 16)));
    expect((await gzipOf(parts)).length).toBeLessThan(gzipSync(whole).length * 1.1);
  });
});
