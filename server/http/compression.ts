import { constants } from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';

/**
 * Compression of what the server writes as it answers (issue 29, "Weight"): JSON answers, index.html, the
 * server-rendered HTML, SVG pictures. koa-compress does the work; this file only holds its settings.
 *
 * - Below COMPRESS_THRESHOLD_BYTES an answer goes as it is: gzip's own frame (about 20 bytes) and the CPU cost
 *   are not worth it for a small error body or a cart count.
 * - An answer that already carries Content-Encoding is left alone: the hashed build files that koa-send serves
 *   from their precompressed .br/.gz siblings, and the read models' cached gzip lists (serialized-answer.ts).
 *   A .br or .gz file asked for by its own name has a type (application/gzip, application/octet-stream) that
 *   is not compressible, so it is not compressed twice either.
 * - Streams are flushed after every write (Z_SYNC_FLUSH, BROTLI_OPERATION_FLUSH): a streamed HTML page
 *   (renderToPipeableStream) reaches the browser chunk by chunk, its shell first, instead of waiting in the
 *   compressor's window until the whole page is written. A buffer or string body is one write, so the flush
 *   costs it nothing; a file stream is flushed per 64 KB read, a negligible loss of ratio.
 * - Brotli at quality 4 (koa-compress's default for answers made on the fly: about gzip's speed, smaller);
 *   the build's files are compressed once at build time at brotli's best (vite.config.mts).
 * Vary: Accept-Encoding is set on every answer that passes through, so a shared cache keeps the variants apart.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export function compressAnswers(): Middleware {
  return compress({
    threshold: COMPRESS_THRESHOLD_BYTES,
    gzip: { flush: constants.Z_SYNC_FLUSH },
    deflate: { flush: constants.Z_SYNC_FLUSH },
    br: { flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Node 20 has no zstd; on a newer Node it would be chosen for Chrome without a flush setting here.
    zstd: false,
  });
}
