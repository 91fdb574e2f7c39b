import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { outletListFails, outletListReturns, outletListUrl, useApiServer } from '../../../test-support/api-server';
import { outletItem, sampleCatalogue } from '../../../test-support/outlet-fixtures';
import { createAppStore } from '../../app/store';
import { messages } from '../../i18n/messages';
import { OUTLET_AUTO_REFRESH_MS } from './outlet-sagas';
import { outletActions } from './outlet-slice';

const server = useApiServer();
const stores: ReturnType<typeof createAppStore>[] = [];

/** A real store with real sagas; the auto-refresh interval is shortened only where a test is about it. */
function makeStore(autoRefreshMs = OUTLET_AUTO_REFRESH_MS) {
  const created = createAppStore({ sagas: { outlet: { autoRefreshMs } } });
  stores.push(created);
  return created.store;
}

afterEach(() => {
  stores.splice(0).forEach(({ sagaTask }) => sagaTask.cancel());
});

/** Counts list calls and answers each with the given items. */
function countingList(items = sampleCatalogue()) {
  const calls: number[] = [];
  server.use(
    http.get(outletListUrl, () => {
      calls.push(Date.now());
      return HttpResponse.json(items);
    }),
  );
  return calls;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('load on page entry', () => {
  it('loads the list and records when', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const store = makeStore();
    const before = Date.now();
    store.dispatch(outletActions.pageEntered());
    expect(store.getState().outlet.status).toBe('loading');
    await waitFor(() => expect(store.getState().outlet.status).toBe('succeeded'));
    const { items, lastLoadedAt, error } = store.getState().outlet;
    expect(items).toHaveLength(4);
    expect(error).toBeNull();
    expect(lastLoadedAt).toBeGreaterThanOrEqual(before);
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it("stores the server's message when the first load fails", async () => {
    server.use(outletListFails(503, { code: 'PROVIDER_UNAVAILABLE', message: '系統維護中' }));
    const store = makeStore();
    store.dispatch(outletActions.pageEntered());
    await waitFor(() => expect(store.getState().outlet.status).toBe('failed'));
    expect(store.getState().outlet.error).toBe('系統維護中');
  });

  it('falls back to the load error message when the server gives none', async () => {
    server.use(http.get(outletListUrl, () => new HttpResponse(null, { status: 500 })));
    const store = makeStore();
    store.dispatch(outletActions.pageEntered());
    await waitFor(() => expect(store.getState().outlet.error).toBe(messages.outlet.loadError));
  });

  it('rejects a body that is not a list', async () => {
    server.use(http.get(outletListUrl, () => HttpResponse.json({ items: [] })));
    const store = makeStore();
    store.dispatch(outletActions.pageEntered());
    await waitFor(() => expect(store.getState().outlet.error).toBe(messages.outlet.loadError));
  });
});

describe('manual refresh', () => {
  it('replaces the items and toasts success', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const store = makeStore();
    store.dispatch(outletActions.pageEntered());
    await waitFor(() => expect(store.getState().outlet.items).toHaveLength(4));

    server.use(outletListReturns([outletItem({ id: 900 })]));
    store.dispatch(outletActions.loadRequested('manual'));
    expect(store.getState().outlet.refreshing).toBe(true);
    await waitFor(() => expect(store.getState().outlet.items.map((item) => item.id)).toEqual([900]));
    expect(store.getState().outlet.refreshing).toBe(false);
    expect(store.getState().ui.toasts).toEqual([expect.objectContaining({ message: messages.outlet.refreshed, intent: 'success' })]);
  });

  it('on failure keeps the cards and toasts the error instead of replacing the page', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const store = makeStore();
    store.dispatch(outletActions.pageEntered());
    await waitFor(() => expect(store.getState().outlet.items).toHaveLength(4));

    server.use(outletListFails(500, { code: 'INTERNAL', message: '伺服器忙碌中' }));
    store.dispatch(outletActions.loadRequested('manual'));
    await waitFor(() => expect(store.getState().outlet.refreshing).toBe(false));
    expect(store.getState().outlet.items).toHaveLength(4);
    expect(store.getState().ui.toasts).toEqual([expect.objectContaining({ message: '伺服器忙碌中', intent: 'danger' })]);
  });
});

describe('silent auto-refresh', () => {
  it('refreshes on its interval while the page is entered and stops when it is left', async () => {
    const calls = countingList();
    const store = makeStore(40);
    store.dispatch(outletActions.pageEntered());
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(3), { timeout: 2000 });

    store.dispatch(outletActions.pageLeft());
    await sleep(20); // let a request already on its way land
    const afterLeave = calls.length;
    await sleep(200);
    expect(calls.length).toBe(afterLeave);
    // Silent refreshes never toast.
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('a failing silent refresh keeps the cards and says nothing', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const store = makeStore(30);
    store.dispatch(outletActions.pageEntered());
    await waitFor(() => expect(store.getState().outlet.items).toHaveLength(4));
    server.use(outletListFails());
    await waitFor(() => expect(store.getState().outlet.status).toBe('failed'));
    expect(store.getState().outlet.items).toHaveLength(4);
    expect(store.getState().ui.toasts).toEqual([]);
    store.dispatch(outletActions.pageLeft());
  });

  it('coming back to a loaded list refreshes silently (no loading state)', async () => {
    server.use(outletListReturns(sampleCatalogue()));
    const store = makeStore();
    store.dispatch(outletActions.pageEntered());
    await waitFor(() => expect(store.getState().outlet.status).toBe('succeeded'));
    store.dispatch(outletActions.pageLeft());
    const firstLoad = store.getState().outlet.lastLoadedAt ?? 0;
    await sleep(5);
    store.dispatch(outletActions.pageEntered());
    expect(store.getState().outlet.status).toBe('succeeded');
    await waitFor(() => expect(store.getState().outlet.lastLoadedAt).toBeGreaterThan(firstLoad));
  });

  it('uses 60 000 ms by default (spec 2 §9)', async () => {
    expect(OUTLET_AUTO_REFRESH_MS).toBe(60_000);
    const calls = countingList();
    const store = makeStore(); // the production interval
    store.dispatch(outletActions.pageEntered());
    await waitFor(() => expect(store.getState().outlet.status).toBe('succeeded'));
    await sleep(150);
    expect(calls).toHaveLength(1);
  });
});

describe('overlapping loads', () => {
  it('a manual refresh replaces a running load; a silent one never interrupts', async () => {
    let release: () => void = () => {};
    let calls = 0;
    server.use(
      http.get(outletListUrl, async () => {
        calls += 1;
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(calls === 1 ? [outletItem({ id: 1 })] : [outletItem({ id: 2 })]);
      }),
    );
    const store = makeStore();
    store.dispatch(outletActions.loadRequested('initial'));
    await waitFor(() => expect(calls).toBe(1));
    store.dispatch(outletActions.loadRequested('silent')); // ignored: a load is in flight
    await sleep(20);
    expect(calls).toBe(1);
    store.dispatch(outletActions.loadRequested('manual')); // cancels the first
    await waitFor(() => expect(store.getState().outlet.items.map((item) => item.id)).toEqual([2]));
    release();
    await sleep(20);
    expect(store.getState().outlet.items.map((item) => item.id)).toEqual([2]);
    expect(store.getState().ui.toasts).toEqual([expect.objectContaining({ message: messages.outlet.refreshed })]);
  });
});
