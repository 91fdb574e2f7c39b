import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient } from '../src/api/client';
import type { OutletListItem } from '../src/domain';

/** jsdom has no origin for relative URLs; the client gets an absolute base in tests. */
export const TEST_API_BASE = 'http://localhost';

export const outletListUrl = '*/api/outlet/list';

export const outletListReturns = (items: OutletListItem[]) => http.get(outletListUrl, () => HttpResponse.json(items));
export const outletListFails = (status = 500, body: object = { code: 'INTERNAL', message: '伺服器忙碌中' }) =>
  http.get(outletListUrl, () => HttpResponse.json(body, { status }));

/** One msw server per test file: listen before, reset after each, close after all. */
export function useApiServer() {
  const server = setupServer();
  beforeAll(() => {
    configureApiClient({ baseUrl: TEST_API_BASE });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
