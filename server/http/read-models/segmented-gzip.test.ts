import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { chainSegments, deflatedSegment, gzipOfSegments } from './segmented-gzip';

/** Whatever the segments hold, the assembled body is one gzip member of exactly their concatenation. */
describe('gzipOfSegments', () => {
  const gzipOf = (parts: Buffer[]) => gzipOfSegments(chainSegments(parts));

  it('inflates to the concatenation of the segments, UTF-8 text and incompressible bytes alike', async () => {
    const parts = [Buffer.from('[{"title":"男款機能防潑水連帽外套"}'), randomBytes(70_000), Buffer.from(',{"a":1}'.repeat(5000)), Buffer.from(']')];
    const body = await gzipOf(parts);
    expect(gunzipSync(body).equals(Buffer.concat(parts))).toBe(true);
  });

  it('is a valid gzip for one segment and for an empty body', async () => {
    expect(gunzipSync(await gzipOf([Buffer.from('[]')])).toString()).toBe('[]');
    expect(gunzipSync(await gzipOf([])).length).toBe(0);
  });

  it('the dictionary must be the bytes before the segment, and the trailer is checked against the whole body', async () => {
    const parts = [Buffer.from('abc'.repeat(100)), Buffer.from('abcdef'.repeat(100))];
    const inflated = (body: Buffer) => {
      try {
        return gunzipSync(body);
      } catch {
        return undefined;
      }
    };
    // Deflated against other bytes than the inflater's window holds there: back-references land on the wrong bytes.
    const wrong = await gzipOfSegments([deflatedSegment(parts[0]), deflatedSegment(parts[1], Buffer.from('abcdef'.repeat(50)))]);
    expect(inflated(wrong)?.equals(Buffer.concat(parts))).not.toBe(true);
    const right = await gzipOf(parts);
    expect(inflated(right)?.equals(Buffer.concat(parts))).toBe(true);
    const corrupted = Buffer.from(right);
    corrupted[corrupted.length - 8] ^= 1;
    expect(inflated(corrupted)).toBeUndefined();
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
