import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * "Real strength" for the secrets production refuses when weak (issues 23 and 28), estimated by zxcvbn-ts, a
 * kept library, not by hand: it knows the common passwords, keyboard walks, sequences, repeats, dates and l33t
 * that people type (`password1234`, `123456789012`, `0123456789abcdef` twice), which a count of characters
 * does not. Its `guesses` is how many tries an attacker who knows those patterns needs; the floors are in
 * powers of ten (docs/decisions.md, issue 28). The demo values and their words are given to it as user inputs, so a
 * value close to a demo value (`outlet-staff-demo2`, `Outlet-Staff-Demo-2026`) counts as a few guesses.
 * A floor against typed values, not a proof of randomness: the generators each refusal suggests pass by far
 * (32 random hex digits: about 10^32 guesses; `openssl rand -base64 12`: about 10^16).
 */
export interface SecretRule {
  minLength: number;
  /** zxcvbn's guesses must reach 10 to this power (10: its top score, 4). */
  minGuessesLog10: number;
  /** How to make a good one, said in the refusal. */
  advice: string;
}

/** TOKEN_SECRET: the HMAC key of every stored session and order token, which a leaked database lets one guess offline. */
export const TOKEN_SECRET_RULE: SecretRule = { minLength: 32, minGuessesLog10: 20, advice: 'e.g. openssl rand -base64 48' };
/** STAFF_SECRET_CODE: typed by staff once, and guessed at most 20 times an hour (register-staff.ts). */
export const STAFF_SECRET_CODE_RULE: SecretRule = { minLength: 12, minGuessesLog10: 10, advice: 'e.g. openssl rand -base64 18' };
/** SHOPIFY_WEBHOOK_SECRET: the app's client secret, made by Shopify (32 hex digits): this only catches a placeholder. */
export const WEBHOOK_SECRET_RULE: SecretRule = { minLength: 16, minGuessesLog10: 10, advice: 'the app\'s client secret from the Shopify dev dashboard' };
/** A 32-byte key from a random source has about 30 different bytes; fewer than this was typed or zero-filled. */
export const MIN_KEY_DISTINCT_BYTES = 16;

let estimator: ZxcvbnFactory | undefined;

/**
 * zxcvbn with the common dictionaries and keyboard graphs. Without its Levenshtein option: that one compares the
 * whole value with every dictionary word and took seconds for a 32-character secret on this size of machine,
 * and the user inputs (the demo values and their words) already catch a demo value with a few characters added.
 */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });
  return estimator;
}

/** The demo values and their words of three letters or more, for zxcvbn's user-inputs dictionary. */
function userInputsOf(demoValues: readonly string[]): string[] {
  const words = demoValues.flatMap((value) => value.toLowerCase().split(/[^a-z0-9]+/)).filter((word) => word.length >= 3);
  return [...new Set([...demoValues, ...words])];
}

/** zxcvbn's estimate of the value, with the demo values as user inputs. */
export function estimateSecret(value: string, demoValues: readonly string[] = []): ZxcvbnResult {
  return zxcvbn().check(value, userInputsOf(demoValues));
}

/**
 * Why the secret is too weak for the rule (never quoting it), or undefined when it is strong enough.
 * `demoValues`: the public demo values the secret must not be close to.
 */
export function secretWeakness(value: string, rule: SecretRule, demoValues: readonly string[] = []): string | undefined {
  const length = [...value].length;
  if (length < rule.minLength) return `it has ${length} characters, at least ${rule.minLength} are needed: ${rule.advice}`;
  const estimate = estimateSecret(value, demoValues);
  const log10 = Math.log10(estimate.guesses);
  if (log10 >= rule.minGuessesLog10) return undefined;
  const nearDemo = estimate.sequence.some((match) => 'dictionaryName' in match && match.dictionaryName === 'userInputs');
  const why = nearDemo ? 'it is close to a public demo value' : 'it is a common or patterned value';
  return `${why}, zxcvbn guesses it in about 10^${Math.floor(log10)} tries, at least 10^${rule.minGuessesLog10} are needed: ${rule.advice}`;
}

/** Why a 32-byte key is not random (all-zero, one repeated byte, a short pattern), or undefined. */
export function keyWeakness(key: Buffer): string | undefined {
  const distinct = new Set(key).size;
  if (distinct === 1) return `all its bytes are ${key[0].toString(16).padStart(2, '0')}: use e.g. openssl rand -hex 32`;
  if (distinct < MIN_KEY_DISTINCT_BYTES) return `it has only ${distinct} different bytes, a random key has about 30: use e.g. openssl rand -hex 32`;
  return undefined;
}
