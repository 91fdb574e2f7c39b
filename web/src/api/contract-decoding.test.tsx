import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { outletListReturns, outletListUrl, useApiServer } from '../../test-support/api-server';
import { cartLine, PHONE } from '../../test-support/cart-fixtures';
import { fakeCartServer } from '../../test-support/cart-server';
import { outletItem } from '../../test-support/outlet-fixtures';
import { renderApp } from '../../test-support/render-app';
import { cartEndpoints } from '../../../application/contracts/cart';
import { catalogueEndpoints } from '../../../application/contracts/catalogue';
import { checkoutEndpoints } from '../../../application/contracts/checkout';
import { createAppStore } from '../app/store';
import { cartActions } from '../features/cart/cart-slice';
import { orderMessages } from '../features/orders/order-messages';
import { fakeOrderServer, ORDER_ID, orderDetails } from '../features/orders/order-test-support';
import { messages } from '../i18n/messages';
import { callApi } from './call-api';

const fetchOrder = (orderId: string) => callApi(checkoutEndpoints.getOrder, { params: { orderId }, defaultMessage: orderMessages.loadError });
const fetchServerCart = (phone: string) => callApi(cartEndpoints.getCart, { params: { phone }, defaultMessage: messages.cart.loadFailed });
const fetchOutletList = () => callApi(catalogueEndpoints.listOutletItems, { defaultMessage: messages.outlet.loadError });

/**
 * Issue 10 §1: the storefront decodes every answer with the contract's codec (application/contracts/) and
 * fails closed. A body with a missing field or a field of the wrong type is an error (BAD_RESPONSE, the
 * caller's default message, the path and io-ts's report on the console), never data on the screen.
 */
const server = useApiServer();
let cleanup: () => void = () => {};
let consoleError: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

/** What the client logged about a body that did not decode. */
const reported = () => consoleError.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('does not match its contract'));

const { masked: _masked, ...orderWithoutMasked } = orderDetails({ customer_name: '不該出現的名字' });
const { discount_price: _discount, ...lineWithoutDiscount } = cartLine({ id: 70, item_id: 71, title: '不該出現的外套' });

describe('the order read (GET /api/ecpay/{orderId})', () => {
  it('an order without `masked` is BAD_RESPONSE with the default message, reported with the path and the field', async () => {
    server.use(http.get('*/api/ecpay/:orderId', () => HttpResponse.json(orderWithoutMasked)));
    await expect(fetchOrder(ORDER_ID)).rejects.toMatchObject({ status: 200, code: 'BAD_RESPONSE', message: orderMessages.loadError });
    expect(reported()).toHaveLength(1);
    expect(reported()[0]).toContain(`GET /api/ecpay/${ORDER_ID}`);
    expect(reported()[0]).toContain('masked: expected boolean, got undefined');
  });

  it('an order with a total that is text is refused too', async () => {
    server.use(http.get('*/api/ecpay/:orderId', () => HttpResponse.json({ ...orderDetails(), total_amount: '2280' })));
    await expect(fetchOrder(ORDER_ID)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    expect(reported()[0]).toContain('total_amount: expected number, got "2280"');
  });

  it('the confirmation screen shows the load error, not the malformed order', async () => {
    const { handlers } = fakeOrderServer();
    server.use(outletListReturns([]), ...handlers);
    server.use(http.get('*/api/ecpay/:orderId', () => HttpResponse.json(orderWithoutMasked))); // later use() answers first
    const app = renderApp({ path: `/order-confirmation/${ORDER_ID}` });
    cleanup = app.cleanup;
    expect(within(await screen.findByTestId('order-error')).getByRole('alert')).toHaveTextContent(orderMessages.loadError);
    expect(screen.queryByText('不該出現的名字')).not.toBeInTheDocument();
  });
});

describe('the cart (GET /api/cart/{phone})', () => {
  it('a line without discount_price is BAD_RESPONSE with the default message', async () => {
    server.use(http.get('*/api/cart/:phone', () => HttpResponse.json({ success: true, phone: PHONE, items: [lineWithoutDiscount], totals: { itemCount: 1, total: 800 } })));
    await expect(fetchServerCart(PHONE)).rejects.toMatchObject({ code: 'BAD_RESPONSE', message: messages.cart.loadFailed });
    expect(reported()[0]).toContain(`GET /api/cart/${PHONE}`);
    expect(reported()[0]).toContain('items.0.discount_price: expected number, got undefined');
  });

  it('a cart whose totals are missing is refused, and its lines never reach the store', async () => {
    const cart = fakeCartServer({
      onLoad: () => HttpResponse.json({ success: true, phone: PHONE, items: [cartLine({ id: 80, title: '不該出現的外套' })] }),
    });
    server.use(outletListReturns([]), ...cart.handlers);
    const { store, sagaTask } = createAppStore();
    try {
      store.dispatch(cartActions.initRequested());
      store.dispatch(cartActions.phoneSaved(PHONE));
      await waitFor(() => expect(store.getState().cart.error).toBe(messages.cart.loadFailed));
      expect(store.getState().cart.lines.map((line) => line.title)).not.toContain('不該出現的外套');
      expect(reported().some((text) => text.includes('totals: expected CartTotals, got undefined'))).toBe(true);
    } finally {
      sagaTask.cancel();
    }
  });
});

describe('the outlet list (GET /api/outlet/list)', () => {
  it('a row whose price is text is BAD_RESPONSE with the default message', async () => {
    server.use(http.get(outletListUrl, () => HttpResponse.json([{ ...outletItem({ id: 5 }), price: '1000' }])));
    await expect(fetchOutletList()).rejects.toMatchObject({ code: 'BAD_RESPONSE', message: messages.outlet.loadError });
    expect(reported()[0]).toContain('GET /api/outlet/list');
    expect(reported()[0]).toContain('0.price: expected number, got "1000"');
  });

  it('the home page shows the load error and no card for a list with a row missing its sku', async () => {
    const { sku: _sku, ...withoutSku } = outletItem({ id: 6, title: '不該出現的大衣' });
    server.use(http.get(outletListUrl, () => HttpResponse.json([withoutSku])));
    const app = renderApp({});
    cleanup = app.cleanup;
    expect(await screen.findByText(messages.outlet.loadError)).toBeInTheDocument();
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    expect(screen.queryByText('不該出現的大衣')).not.toBeInTheDocument();
  });
});
