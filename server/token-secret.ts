/**
 * TOKEN_SECRET's demo value and minimum length, apart from config.ts so that the production refusals can
 * name the demo value without importing the loader that calls them.
 */

/**
 * The local demo's token secret: public (it is in the repository), so NODE_ENV=production refuses it. It only
 * keeps `npm start` a one-command affair.
 */
export const DEMO_TOKEN_SECRET = 'demo-token-secret-public-never-use-in-production';

/** An HMAC key shorter than 32 characters (about 190 bits as base64) is weaker than the tokens it guards. */
export const MIN_TOKEN_SECRET_LENGTH = 32;
