import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Context } from 'koa';
import { matchesIfNoneMatch } from '../conditional';

const gzip = promisify(gzipCallback);
const JSON_TYPE = 'application/json; charset=utf-8';

/** A JSON answer as bytes on the wire, computed once and then served from memory by a read model. */
export interface SerializedAnswer {
  /** UTF-8 JSON of the encoded answer. */
  readonly json: Buffer;
  /** Weak ETag: identity and gzip bodies are the same representation, so one validator serves both. */
  readonly etag: string;
  /** The gzip body, compressed on first demand (clients without Accept-Encoding never need it) and then kept. */
  gzipped(): Promise<Buffer>;
}

/** `wire` is the answer already encoded by its contract codec (what respond() would have sent). */
export function serializeAnswer(wire: unknown): SerializedAnswer {
  const json = Buffer.from(JSON.stringify(wire), 'utf8');
  const etag = `W/"${json.length.toString(16)}-${createHash('sha1').update(json).digest('base64url')}"`;
  let compressed: Promise<Buffer> | undefined;
  return {
    json,
    etag,
    gzipped: () => {
      if (!compressed) {
        compressed = gzip(json);
        // A failed compression is retried by the next request rather than remembered.
        compressed.catch(() => { compressed = undefined; });
      }
      return compressed;
    },
  };
}

/**
 * Sends a serialized answer: Cache-Control and ETag always (a 304 carries them too), 304 when If-None-Match
 * names the ETag, gzip when the client accepts it, identity otherwise.
 */
export async function sendSerialized(ctx: Context, answer: SerializedAnswer, cacheControl: string): Promise<void> {
  ctx.set('Cache-Control', cacheControl);
  ctx.set('Vary', 'Accept-Encoding');
  ctx.set('ETag', answer.etag);
  if (matchesIfNoneMatch(ctx.get('If-None-Match'), answer.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.set('Content-Type', JSON_TYPE);
  if (acceptsGzip(ctx)) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = await answer.gzipped();
  } else {
    ctx.body = answer.json;
  }
}

/** Only negotiates when the header is present: a client that sends none gets identity, as HTTP says. */
function acceptsGzip(ctx: Context): boolean {
  return ctx.get('Accept-Encoding') !== '' && ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
}
