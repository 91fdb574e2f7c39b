import { createHash } from 'node:crypto';
import * as zlib from 'node:zlib';

const { constants, crc32, deflateRawSync, gzipSync } = zlib;

/** zlib.deflateRaw looked up at each call (not bound at load), so a test can count the segments deflated. */
function deflateRaw(bytes: Buffer, options: zlib.ZlibOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zlib.deflateRaw(bytes, options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * A gzip body made of independently deflated segments, so that a change to one part of a large body re-deflates that
 * part alone (issue 29, "the gzip list under about 50 adds/s": re-gzipping the whole 655 KB list after every add was
 * most of what an add cost the list). The technique is pigz's (its parallel mode): zlib deflates each segment as a
 * raw deflate stream ended by a sync flush (byte-aligned, not final), so the segments' outputs concatenate into one
 * valid deflate stream; an empty final block ends it; the gzip header and the CRC-32 and length trailer of RFC 1952
 * frame it. Like pigz, each segment is deflated with the last 32 KB of the segment before it as its preset
 * dictionary: that is exactly the window an inflater holds at that point, so back-references may reach into the
 * previous segment and the ratio stays that of one gzip of the whole (without it, a list whose items repeat each
 * other's words came out more than twice as big). A segment is therefore deflated again when its bytes or the tail
 * of the segment before it change. Any inflater (browsers, curl, Node) reads one ordinary gzip member.
 * zlib does all the compressing and the checksum; only the 18 framing bytes are put together here, taken from zlib's
 * own output at load so that they are exactly what zlib writes.
 */
export interface DeflatedSegment {
  /** The segment's uncompressed bytes. */
  readonly bytes: Buffer;
  /** The tail of the segment before it, its preset dictionary (none for the first). */
  readonly dictionary: Buffer | undefined;
  /** Its raw deflate, not final, ending byte-aligned (Z_SYNC_FLUSH): made on first demand, then kept. */
  deflated(): Promise<Buffer>;
  /** SHA-1 of its bytes, made on first demand, then kept: a body's validator hashes these, not the whole body. */
  digest(): Buffer;
}

/** What zlib writes for an empty body: the gzip header (10 bytes) and, in raw deflate, an empty final block. */
const EMPTY_GZIP = gzipSync(Buffer.alloc(0));
const GZIP_HEADER = EMPTY_GZIP.subarray(0, 10);
const FINAL_EMPTY_BLOCK = deflateRawSync(Buffer.alloc(0));

/** Deflate's window: the most a back-reference reaches, so the most of the previous segment worth a dictionary. */
const WINDOW_BYTES = 32 * 1024;

/**
 * The segments of `parts` (a body's bytes in order), each with the tail of the one before as its dictionary; a
 * segment of `previous` at the same place with the same bytes and the same dictionary is reused, with its deflate.
 */
export function chainSegments(parts: readonly Buffer[], previous: readonly DeflatedSegment[] = []): DeflatedSegment[] {
  return parts.map((bytes, index) => {
    const before = parts[index - 1];
    const dictionary = before === undefined ? undefined : before.subarray(Math.max(0, before.length - WINDOW_BYTES));
    const old = previous[index];
    const same = old !== undefined && sameBytes(old.bytes, bytes) && (old.dictionary === undefined ? dictionary === undefined : dictionary !== undefined && sameBytes(old.dictionary, dictionary));
    return same ? old : deflatedSegment(bytes, dictionary);
  });
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a === b || a.equals(b);
}

export function deflatedSegment(bytes: Buffer, dictionary?: Buffer): DeflatedSegment {
  let deflated: Promise<Buffer> | undefined;
  let digest: Buffer | undefined;
  return {
    bytes,
    dictionary,
    digest: () => {
      digest ??= createHash('sha1').update(bytes).digest();
      return digest;
    },
    deflated: () => {
      if (!deflated) {
        deflated = deflateRaw(bytes, dictionary ? { finishFlush: constants.Z_SYNC_FLUSH, dictionary } : { finishFlush: constants.Z_SYNC_FLUSH });
        // A failed compression is retried by the next request rather than remembered.
        deflated.catch(() => { deflated = undefined; });
      }
      return deflated;
    },
  };
}

/**
 * The gzip of the segments' bytes in order: their deflates, the final block, and the trailer of the whole (CRC-32,
 * carried from segment to segment, then the length modulo 2^32, both little-endian).
 */
export async function gzipOfSegments(segments: readonly DeflatedSegment[]): Promise<Buffer> {
  const deflates = await Promise.all(segments.map((segment) => segment.deflated()));
  let crc = 0;
  let length = 0;
  for (const segment of segments) {
    crc = crc32(segment.bytes, crc);
    length += segment.bytes.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...deflates, FINAL_EMPTY_BLOCK, trailer]);
}
