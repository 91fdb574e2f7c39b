import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Koa from 'koa';
import {
  ApplicationError, ConflictError, ForbiddenError, NotFoundError, ProviderUnavailableError, UnauthorizedError, ValidationError,
} from '../../application/errors';
import { RecordingEventLog } from '../../application/shared/testing/recording-event-log';
import { errorMapping } from './error-mapping';
import { jsonBody } from './json-body';
import { requestId } from './request-id';

/** A bare Koa app with the edge middleware and one handler that throws what the test says. */
async function serveThrowing(thrown: () => unknown) {
  const logger = new RecordingEventLog();
  const app = new Koa();
  app.silent = true;
  app.use(requestId());
  app.use(errorMapping(logger));
  app.use(jsonBody(64));
  app.use((ctx) => {
    ctx.set('ETag', '"should-be-cleared"');
    const error = thrown();
    if (error !== undefined) throw error;
    ctx.body = { received: ctx.request.body ?? null };
  });
  const server: Server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, logger, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('errorMapping', () => {
  it.each<[string, ApplicationError, number]>([
    ['validation', new ValidationError('BAD_PHONE', 'PHONE_TW_INVALID', { phone: { code: 'PHONE_FORMAT', message: '請輸入 09 開頭的 10 碼手機號碼' } }), 400],
    ['unauthorized', new UnauthorizedError('TOKEN_EXPIRED', 'SESSION_EXPIRED'), 401],
    ['forbidden', new ForbiddenError('NOT_YOUR_ORDER', 'CART_OTHER_CUSTOMER'), 403],
    ['not_found', new NotFoundError('OUTLET_ITEM_NOT_FOUND', 'OUTLET_ITEM_NOT_FOUND'), 404],
    ['conflict', new ConflictError('SOLD_OUT', 'OUTLET_ITEM_SOLD_OUT'), 409],
    ['provider_unavailable', new ProviderUnavailableError('ECPAY_DOWN', 'PAYMENT_PROVIDER_UNAVAILABLE'), 503],
  ])('maps %s to its status with { code, message, fields? }', async (_kind, error, status) => {
    const server = await serveThrowing(() => error);
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(status);
      expect(response.headers.get('etag')).toBeNull();
      const expected: Record<string, unknown> = { code: error.code, message: error.message };
      if (error.fields) expected.fields = error.fields;
      expect(await response.json()).toEqual(expected);
      // Client errors are the client's business; a provider outage (503) is the operator's, so it is logged.
      expect(server.logger.errors).toHaveLength(status >= 500 ? 1 : 0);
    } finally {
      await server.close();
    }
  });

  it('answers an unexpected error 500 INTERNAL_ERROR in zh-TW, logs it with the request id, and leaks no stack', async () => {
    const server = await serveThrowing(() => new Error('SQLITE_ERROR: no such table: secret_internal_table'));
    try {
      const response = await fetch(server.url, { headers: { 'X-Request-Id': 'req-42' } });
      expect(response.status).toBe(500);
      expect(response.headers.get('x-request-id')).toBe('req-42');
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ code: 'INTERNAL_ERROR', message: '系統發生錯誤，請稍後再試。' });
      expect(text).not.toMatch(/secret_internal_table|at .*\.ts|Error:/);
      expect(server.logger.errors).toHaveLength(1);
      expect(server.logger.errors[0].details).toMatchObject({ requestId: 'req-42', status: 500, error: expect.stringContaining('secret_internal_table') });
    } finally {
      await server.close();
    }
  });

  it('treats a thrown non-Error value as unexpected too', async () => {
    const server = await serveThrowing(() => 'a string');
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ code: 'INTERNAL_ERROR', message: '系統發生錯誤，請稍後再試。' });
    } finally {
      await server.close();
    }
  });

  it('refuses a malformed JSON body with 400 MALFORMED_JSON and passes a valid one through', async () => {
    const server = await serveThrowing(() => undefined);
    try {
      const bad = await fetch(server.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"phone": 09' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ code: 'MALFORMED_JSON', message: '請求內容不是有效的 JSON 格式。' });
      const good = await fetch(server.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"phone":"0912345678"}' });
      expect(await good.json()).toEqual({ received: { phone: '0912345678' } });
    } finally {
      await server.close();
    }
  });

  it('refuses a body above the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const server = await serveThrowing(() => undefined);
    try {
      const response = await fetch(server.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: 'x'.repeat(100) }) });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    } finally {
      await server.close();
    }
  });

  it('gives each request an id, and replaces an unsafe incoming one', async () => {
    const server = await serveThrowing(() => undefined);
    try {
      const generated = (await fetch(server.url)).headers.get('x-request-id');
      expect(generated).toMatch(/^[0-9a-f-]{36}$/);
      const replaced = (await fetch(server.url, { headers: { 'X-Request-Id': 'bad id\twith spaces' } })).headers.get('x-request-id');
      expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await server.close();
    }
  });
});
