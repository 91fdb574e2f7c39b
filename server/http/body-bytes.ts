import type { IncomingMessage } from 'node:http';

/** 413 PAYLOAD_TOO_LARGE (errorMapping); closeUnreadBodies then closes the connection, as the rest is unread. */
class PayloadTooLargeError extends Error {
  readonly status = 413;
  readonly expose = true;
}

/**
 * A request body's bytes, at most maxBytes, else 413. A declared Content-Length above the limit is refused
 * before a byte is read (a 5 MB upload is not worth receiving to learn it is too large); a chunked body, or
 * one that lies about its length, is counted as it arrives. Either way the rest of the body is left unread and
 * closeUnreadBodies (unread-body.ts) answers with Connection: close.
 */
export async function readBytes(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new PayloadTooLargeError('request body too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBytes) throw new PayloadTooLargeError('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
