import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { runSaga, stdChannel, type Task } from 'redux-saga';
import { useApiServer } from '../../../test-support/api-server';
import { outletItem } from '../../../test-support/outlet-fixtures';
import { rootReducer, type RootState } from '../../app/root-reducer';
import { cartLineKey } from '../../domain';
import { cartActions } from '../cart/cart-slice';
import { outletActions } from '../outlet/outlet-slice';
import { productSaga } from './product-sagas';
import { selectProductView } from './product-selectors';
import { productActions } from './product-slice';
import { itemFails, itemsServed, itemUrl, outletDetail, variantsServed } from './product-test-support';

const server = useApiServer();
const tasks: Task[] = [];
afterEach(() => tasks.splice(0).forEach((task) => task.cancel()));

type AnyAction = { type: string; payload?: unknown };

/**
 * The real reducers and the product saga alone, with every action recorded: the assertions are about
 * what the page's saga dispatches, whatever the cart's own saga would then do with it.
 */
function recordingStore(...setup: AnyAction[]) {
  let state: RootState = setup.reduce(rootReducer, rootReducer(undefined, { type: '@@init' }));
  const actions: AnyAction[] = [];
  const channel = stdChannel();
  const dispatch = (action: AnyAction) => {
    actions.push(action);
    state = rootReducer(state, action);
    channel.put(action);
  };
  tasks.push(runSaga({ channel, dispatch, getState: () => state }, productSaga));
  return { dispatch, getState: () => state, actions, ofType: (type: string) => actions.filter((action) => action.type === type) };
}

const listLoaded = (items = [outletItem({ id: 501, sku: 'COAT-05', title: '羊毛大衣（清單）' })]) =>
  outletActions.loadSucceeded({ items, loadedAt: 1 });

describe('loading a product', () => {
  it('shows the list row at once when the outlet list holds the id, then fills the detail fields', async () => {
    const asked: number[] = [];
    server.use(itemsServed([outletDetail({ id: 501, description: '詳細說明' })], asked), variantsServed([]));
    const store = recordingStore(listLoaded());
    store.dispatch(productActions.loadRequested(501));

    // Synchronously, before any answer: the list row is the product.
    expect(store.getState().product.status).toBe('succeeded');
    expect(selectProductView(store.getState())?.title).toBe('羊毛大衣（清單）');
    await waitFor(() => expect(selectProductView(store.getState())?.description).toBe('詳細說明'));
    expect(asked).toEqual([501]);
  });

  it('keeps the list row when the detail call fails for a reason other than 404', async () => {
    const asked: number[] = [];
    server.use(itemFails(500, asked), variantsServed([]));
    const store = recordingStore(listLoaded());
    store.dispatch(productActions.loadRequested(501));
    await waitFor(() => expect(asked).toEqual([501]));
    await new Promise((resolve) => setTimeout(resolve, 30)); // let the failed answer reach the saga
    expect(store.ofType(productActions.loadFailed.type)).toEqual([]);
    expect(store.getState().product.status).toBe('succeeded');
  });

  it('a 404 wins over a stale list row: the item is gone', async () => {
    server.use(itemsServed([]), variantsServed([]));
    const store = recordingStore(listLoaded());
    store.dispatch(productActions.loadRequested(501));
    await waitFor(() => expect(store.getState().product.error).toBe('not-found'));
  });

  it('fetches the item when the list does not hold it', async () => {
    const asked: number[] = [];
    server.use(itemsServed([outletDetail({ id: 777, title: '直接開啟的商品' })], asked), variantsServed([]));
    const store = recordingStore();
    store.dispatch(productActions.loadRequested(777));
    expect(selectProductView(store.getState())).toBeNull();
    await waitFor(() => expect(selectProductView(store.getState())?.title).toBe('直接開啟的商品'));
    expect(asked).toEqual([777]);
  });

  it('tells 404 (not found) from any other failure (failed)', async () => {
    server.use(itemsServed([]));
    const store = recordingStore();
    store.dispatch(productActions.loadRequested(9));
    await waitFor(() => expect(store.getState().product.error).toBe('not-found'));

    server.use(itemFails(503));
    store.dispatch(productActions.loadRequested(10));
    await waitFor(() => expect(store.getState().product.error).toBe('failed'));
  });

  it('answers an id that cannot exist as not found without calling the server', async () => {
    const asked: number[] = [];
    server.use(itemsServed([], asked));
    const store = recordingStore();
    for (const id of [Number.NaN, 0, -3, 1.5]) {
      store.dispatch(productActions.loadRequested(id));
      expect(store.getState().product.error).toBe('not-found');
    }
    expect(asked).toEqual([]);
  });

  it('loads the variants of the sku and seeds them from the list meanwhile', async () => {
    const small = outletItem({ id: 601, sku: 'TEE-9', variant_details: 'S' });
    const medium = outletItem({ id: 602, sku: 'TEE-9', variant_details: 'M' });
    const large = outletItem({ id: 603, sku: 'TEE-9', variant_details: 'L' });
    server.use(itemsServed([outletDetail({ id: 601, sku: 'TEE-9' })]), variantsServed([small, medium, large], 40));
    const store = recordingStore(listLoaded([small, medium]));
    store.dispatch(productActions.loadRequested(601));
    expect(store.getState().product.variants.map((variant) => variant.id)).toEqual([601, 602]);
    await waitFor(() => expect(store.getState().product.variants.map((variant) => variant.id)).toEqual([601, 602, 603]));
  });

  it('switching to a sibling variant finds it among the variants without a list', async () => {
    const small = outletItem({ id: 611, sku: 'CAP', variant_details: 'S', title: '棒球帽' });
    const medium = outletItem({ id: 612, sku: 'CAP', variant_details: 'M', title: '棒球帽' });
    server.use(itemsServed([outletDetail({ id: 611, sku: 'CAP' })]), variantsServed([small, medium]));
    const store = recordingStore();
    store.dispatch(productActions.loadRequested(611));
    await waitFor(() => expect(store.getState().product.variants).toHaveLength(2));

    server.use(http.get(itemUrl, async () => {
      await delay(50);
      return HttpResponse.json(outletDetail({ id: 612, sku: 'CAP' }));
    }));
    store.dispatch(productActions.loadRequested(612));
    // At once, from the variants already held; the chips stay.
    expect(selectProductView(store.getState())).toMatchObject({ id: 612, variant_details: 'M' });
    expect(store.getState().product.variants).toHaveLength(2);
  });

  it('a newer request wins over a slower older one', async () => {
    server.use(
      http.get(itemUrl, async ({ params }) => {
        if (params.id === '1') await delay(60);
        return HttpResponse.json(outletDetail({ id: Number(params.id), title: `商品 ${String(params.id)}` }));
      }),
      variantsServed([]),
    );
    const store = recordingStore();
    store.dispatch(productActions.loadRequested(1));
    store.dispatch(productActions.loadRequested(2));
    await waitFor(() => expect(selectProductView(store.getState())?.title).toBe('商品 2'));
    await new Promise((resolve) => setTimeout(resolve, 90));
    expect(selectProductView(store.getState())?.title).toBe('商品 2');
  });
});

describe('add flow', () => {
  const detail = outletDetail({ id: 501, sku: 'COAT-05', display_sku: 'COAT-05-M', title: '羊毛大衣', price: 3000, discount_price: 1800, image_url: '/images/coat.jpg', variant_details: 'M' });
  const expectedItem = {
    item_type: 'outlet',
    item_id: 501,
    variant_id: null,
    title: '羊毛大衣',
    price: 3000,
    discount_price: 1800,
    image_url: '/images/coat.jpg',
    sku: 'COAT-05',
    display_sku: 'COAT-05-M',
    variant_details: 'M',
  };

  async function loaded(...setup: AnyAction[]) {
    server.use(itemsServed([detail]), variantsServed([]));
    const store = recordingStore(...setup);
    store.dispatch(productActions.loadRequested(501));
    await waitFor(() => expect(store.getState().product.detail).not.toBeNull());
    return store;
  }

  it('without a saved phone, opens the phone dialog and adds nothing', async () => {
    const store = await loaded();
    store.dispatch(productActions.addClicked());
    expect(store.getState().product.phoneDialogOpen).toBe(true);
    expect(store.ofType(cartActions.addRequested.type)).toEqual([]);
  });

  it('an invalid saved phone also asks', async () => {
    const store = await loaded(cartActions.phoneSaved('12-34'));
    store.dispatch(productActions.addClicked());
    expect(store.getState().product.phoneDialogOpen).toBe(true);
    expect(store.ofType(cartActions.addRequested.type)).toEqual([]);
  });

  it('with a valid saved phone, adds at once with the page item', async () => {
    const store = await loaded(cartActions.phoneSaved('0912345678'));
    store.dispatch(productActions.addClicked());
    expect(store.getState().product.phoneDialogOpen).toBe(false);
    expect(store.ofType(cartActions.addRequested.type)).toEqual([cartActions.addRequested({ item: expectedItem as never, phone: '0912345678', place: 'product' })]);
  });

  it('the dialog phone is saved, then the item added with it', async () => {
    const store = await loaded();
    store.dispatch(productActions.addClicked());
    store.dispatch(productActions.phoneConfirmed('0987654321'));
    const cartTypes = store.actions.map((action) => action.type).filter((type) => type.startsWith('cart/'));
    expect(cartTypes).toEqual([cartActions.phoneSaved.type, cartActions.addRequested.type]);
    expect(store.ofType(cartActions.phoneSaved.type)[0].payload).toBe('0987654321');
    expect(store.ofType(cartActions.addRequested.type)[0].payload).toEqual({ item: expectedItem, phone: '0987654321', place: 'product' });
    expect(store.getState().product.phoneDialogOpen).toBe(false);
  });

  it('an invalid dialog phone neither saves nor adds, and the dialog stays open', async () => {
    const store = await loaded();
    store.dispatch(productActions.addClicked());
    store.dispatch(productActions.phoneConfirmed('1234567'));
    expect(store.actions.filter((action) => action.type.startsWith('cart/'))).toEqual([]);
    expect(store.getState().product.phoneDialogOpen).toBe(true);
  });

  it('ignores a click while the item is already in the cart or out of stock', async () => {
    const inCart = await loaded(cartActions.phoneSaved('0912345678'), cartActions.addSucceeded({ line: { ...expectedItem, id: 501, quantity: 1 } as never }));
    inCart.dispatch(productActions.addClicked());
    expect(inCart.ofType(cartActions.addRequested.type)).toEqual([]);

    server.use(itemsServed([{ ...detail, available_count: 0 }]));
    const soldOut = recordingStore(cartActions.phoneSaved('0912345678'));
    soldOut.dispatch(productActions.loadRequested(501));
    await waitFor(() => expect(soldOut.getState().product.detail).not.toBeNull());
    soldOut.dispatch(productActions.addClicked());
    expect(soldOut.ofType(cartActions.addRequested.type)).toEqual([]);
  });

  it('refreshes the stock line once the add of this item settles', async () => {
    const store = await loaded(cartActions.phoneSaved('0912345678'));
    server.use(itemsServed([{ ...detail, available_count: 4 }]));
    store.dispatch(cartActions.addFailed({ key: cartLineKey({ item_type: 'outlet', item_id: 501, variant_id: null }), message: '已被搶先' }));
    await waitFor(() => expect(selectProductView(store.getState())?.stock).toBe(4));
  });
});
