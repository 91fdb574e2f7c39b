import * as t from 'io-ts';
import { delay, http, HttpResponse } from 'msw';
import { useApiServer } from '../../test-support/api-server';
import { messages } from '../i18n/messages';
import { ApiRequestError, apiRequest, toApiError } from './client';

const server = useApiServer();
const DEFAULT = '預設錯誤訊息';

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => localStorage.clear());

describe('apiRequest', () => {
  it('prefixes the configured base and returns the JSON body', async () => {
    server.use(http.get('http://localhost/api/ping', () => HttpResponse.json({ ok: true })));
    await expect(apiRequest('/api/ping', { defaultMessage: DEFAULT, decode: t.unknown })).resolves.toEqual({ ok: true });
  });

  it('sends JSON bodies with a content type', async () => {
    let received: unknown;
    let contentType: string | null = null;
    server.use(
      http.post('*/api/echo', async ({ request }) => {
        contentType = request.headers.get('content-type');
        received = await request.json();
        return HttpResponse.json({ done: true });
      }),
    );
    await apiRequest('/api/echo', { method: 'POST', body: { phone: '0912345678' }, defaultMessage: DEFAULT, decode: t.unknown });
    expect(contentType).toBe('application/json');
    expect(received).toEqual({ phone: '0912345678' });
  });

  it('normalises a server error to { status, code, message } with the server message', async () => {
    server.use(http.get('*/api/x', () => HttpResponse.json({ code: 'NOT_FOUND', message: '找不到商品' }, { status: 404 })));
    const error = await failureOf(apiRequest('/api/x', { defaultMessage: DEFAULT, decode: t.unknown }));
    expect(toApiError(error, DEFAULT)).toEqual({ status: 404, code: 'NOT_FOUND', message: '找不到商品' });
  });

  it("falls back to the caller's default message when the server sends none", async () => {
    server.use(http.get('*/api/x', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    const error = await failureOf(apiRequest('/api/x', { defaultMessage: DEFAULT, decode: t.unknown }));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: DEFAULT });
  });

  it('reports a network failure with the no-connection message', async () => {
    server.use(http.get('*/api/x', () => HttpResponse.error()));
    const error = await failureOf(apiRequest('/api/x', { defaultMessage: DEFAULT, decode: t.unknown }));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', message: messages.api.noConnection });
  });

  it('gives up after the timeout', async () => {
    server.use(
      http.get('*/api/slow', async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    const error = await failureOf(apiRequest('/api/slow', { defaultMessage: DEFAULT, decode: t.unknown, timeoutMs: 50 }));
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: messages.api.noConnection });
  });

  it('aborts when the caller aborts', async () => {
    server.use(
      http.get('*/api/slow', async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const pending = failureOf(apiRequest('/api/slow', { defaultMessage: DEFAULT, decode: t.unknown, signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ code: 'ABORTED' });
  });

  it('sends the customer bearer token only when one is stored', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/me', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    await apiRequest('/api/me', { defaultMessage: DEFAULT, decode: t.unknown });
    localStorage.setItem('customerToken', 'abc.def');
    await apiRequest('/api/me', { defaultMessage: DEFAULT, decode: t.unknown });
    expect(seen).toEqual([null, 'Bearer abc.def']);
  });

  it('treats an empty success body as a failure with the default message', async () => {
    server.use(http.get('*/api/empty', () => new HttpResponse(null, { status: 200 })));
    const error = await failureOf(apiRequest('/api/empty', { defaultMessage: DEFAULT, decode: t.unknown }));
    expect(error).toMatchObject({ code: 'NO_DATA', message: DEFAULT });
  });
});

describe('toApiError', () => {
  it('turns anything unknown into the default message', () => {
    expect(toApiError(new TypeError('boom'), DEFAULT)).toEqual({ status: 0, code: 'UNKNOWN', message: DEFAULT });
  });
});
