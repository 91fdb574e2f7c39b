import { cartLine } from '../../../test-support/cart-fixtures';
import { cartActions, cartReducer, initialCartState, type CartState } from './cart-slice';

const reduce = (state: CartState, ...actions: Parameters<typeof cartReducer>[1][]) => actions.reduce(cartReducer, state);
const item = { item_type: 'outlet' as const, item_id: 7, variant_id: null, title: 'T', price: 100, discount_price: 80, image_url: null, sku: 'S', display_sku: 'S', variant_details: null };

describe('cart slice', () => {
  it('init moves idle to initializing once; loaded completes it', () => {
    const started = reduce(initialCartState, cartActions.initRequested());
    expect(started.status).toBe('initializing');
    const done = reduce(started, cartActions.loaded({ lines: [], at: null }), cartActions.initRequested());
    expect(done.status).toBe('complete');
  });

  it('a saved phone must be a valid phone (digits, at least 8)', () => {
    expect(reduce(initialCartState, cartActions.phoneSaved('123')).phone).toBeNull();
    expect(reduce(initialCartState, cartActions.phoneSaved(' 0912345678 ')).phone).toBe('0912345678');
  });

  it('an add marks its item as adding until it succeeds or fails', () => {
    const adding = reduce(initialCartState, cartActions.addRequested({ item, phone: '0912345678' }));
    expect(adding.addingKeys).toEqual(['outlet:7:']);
    const added = reduce(adding, cartActions.addSucceeded({ line: cartLine({ id: 1, item_id: 7 }) }));
    expect(added.addingKeys).toEqual([]);
    expect(added.lines).toHaveLength(1);
    const failed = reduce(adding, cartActions.addFailed({ key: 'outlet:7:', message: 'no' }));
    expect(failed).toMatchObject({ addingKeys: [], error: 'no', lines: [] });
  });

  it('an add of a line already held keeps one line (duplicates dropped)', () => {
    const state = reduce(initialCartState, cartActions.loaded({ lines: [cartLine({ id: 1, item_id: 7 })], at: 5 }));
    expect(reduce(state, cartActions.addSucceeded({ line: cartLine({ id: 2, item_id: 7 }) })).lines.map((l) => l.id)).toEqual([1]);
  });

  it('loaded drops duplicates and records the server time only for server loads', () => {
    const lines = [cartLine({ id: 1, item_id: 3 }), cartLine({ id: 2, item_id: 3 })];
    const fromServer = reduce(initialCartState, cartActions.loaded({ lines, at: 1234 }));
    expect(fromServer.lines.map((l) => l.id)).toEqual([1]);
    expect(fromServer.lastServerLoadAt).toBe(1234);
    expect(reduce(fromServer, cartActions.loaded({ lines, at: null })).lastServerLoadAt).toBe(1234);
  });

  it('a settled remove drops the line but never a confirmed one; a settled clear keeps confirmed lines', () => {
    const confirmed = cartLine({ id: 1, reservation: { expires_at: null, is_confirmed: true } });
    const open = cartLine({ id: 2 });
    const state = reduce(initialCartState, cartActions.loaded({ lines: [confirmed, open], at: null }));
    expect(reduce(state, cartActions.removeSettled({ line: open })).lines).toEqual([confirmed]);
    expect(reduce(state, cartActions.removeSettled({ line: confirmed })).lines).toEqual([confirmed, open]);
    expect(reduce(state, cartActions.clearSettled()).lines).toEqual([confirmed]);
  });

  it('a failed load completes with the error and keeps the lines', () => {
    const state = reduce(initialCartState, cartActions.initRequested(), cartActions.loadFailed('down'));
    expect(state).toMatchObject({ status: 'complete', error: 'down', lines: [] });
  });
});
