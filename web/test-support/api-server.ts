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

/** GET /api/shop-settings as the demo answers it (issue 28): the spec's banner, the demo and its mail outbox. */
export const DEMO_SHOP_SETTINGS = { banner: { text: null, chatAccount: null }, demo: true, mailOutbox: true };
export const shopSettingsReturns = (settings: object = DEMO_SHOP_SETTINGS) => http.get('*/api/shop-settings', () => HttpResponse.json(settings));

/**
 * One msw server per test file: listen before, reset after each, close after all. The shop settings answer as
 * the demo's unless a test says otherwise (an initial handler: it survives the reset).
 */
export function useApiServer() {
  const server = setupServer(shopSettingsReturns());
  beforeAll(() => {
    configureApiClient({ baseUrl: TEST_API_BASE });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
