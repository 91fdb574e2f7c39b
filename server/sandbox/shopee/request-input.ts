import type { Context } from 'koa';
import { readBytes } from '../../http/body-bytes';

/** Reading a Shopee request: query parameters (possibly repeated) and the JSON body of the POST calls. */

/** The first value of a query parameter (Shopee reads the first of a repeated common parameter). */
export function queryOne(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Every value of a repeated parameter (item_status=NORMAL&item_status=UNLIST). */
export function queryAll(ctx: Context, name: string): string[] {
  const value = ctx.query[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A non-negative decimal integer of at most 16 digits (every Shopee id and timestamp), else undefined. */
export function parseId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || !/^(0|[1-9]\d{0,15})$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

export const MALFORMED = Symbol('malformed JSON');
const MAX_JSON_BYTES = 64 * 1024;

/**
 * The JSON body of a POST. Inside the shop, server/http/json-body.ts has already parsed it (and refused
 * malformed JSON with the shop's 400); mounted alone (tests), it is read here. Another content type reads
 * as no body. Above 64 kB: 413.
 */
export async function readJson(ctx: Context): Promise<unknown> {
  const parsed = (ctx.request as { body?: unknown }).body;
  if (parsed !== undefined) return parsed;
  if (!ctx.is('application/json', '+json') || ctx.req.readableEnded) return undefined;
  const text = (await readBytes(ctx.req, MAX_JSON_BYTES)).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
