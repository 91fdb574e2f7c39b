import { createCipheriv, createDecipheriv } from 'node:crypto';

/** The e-invoice account's keys: AES-128 needs a 16-byte HashKey and a 16-byte HashIV. */
export interface EinvoiceKeys {
  hashKey: string;
  hashIv: string;
}

/**
 * PHP's urlencode, which ECPay's SDK applies before encrypting (research ecpay-einvoice.md section 2):
 * [A-Za-z0-9._-] stay, a space becomes '+', every other UTF-8 byte is %XX in upper-case hex.
 * encodeURIComponent leaves !'()*~ alone, which urlencode does not.
 */
export function phpUrlencode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, '+')
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The inverse of phpUrlencode; accepts upper- and lower-case hex (ECPay answers in lower case) and '+' for spaces. */
export function phpUrldecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

function checkKeys(keys: EinvoiceKeys): void {
  if (Buffer.byteLength(keys.hashKey) !== 16 || Buffer.byteLength(keys.hashIv) !== 16) {
    throw new RangeError('ECPay e-invoice HashKey and HashIV must be 16 bytes each');
  }
}

/** Data of a request: JSON -> urlencode -> AES-128-CBC (PKCS7) -> Base64. */
export function encryptData(data: unknown, keys: EinvoiceKeys): string {
  return encryptText(phpUrlencode(JSON.stringify(data)), keys);
}

/** The already urlencoded text, encrypted: the simulator uses it to encode its answers in ECPay's lower-case hex. */
export function encryptText(encoded: string, keys: EinvoiceKeys): string {
  checkKeys(keys);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keys.hashKey), Buffer.from(keys.hashIv));
  return Buffer.concat([cipher.update(encoded, 'utf8'), cipher.final()]).toString('base64');
}

/** Thrown when Data does not decrypt, decode or parse: the other side has other keys, or the text is garbled. */
export class UndecryptableData extends Error {}

/** Data of an answer (or, in the simulator, of a request): Base64 -> AES -> urldecode -> JSON. */
export function decryptData(base64: string, keys: EinvoiceKeys): unknown {
  checkKeys(keys);
  try {
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(keys.hashKey), Buffer.from(keys.hashIv));
    const plain = Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
    return JSON.parse(phpUrldecode(plain));
  } catch (error) {
    throw new UndecryptableData(`Data does not decrypt: ${(error as Error).message}`);
  }
}
