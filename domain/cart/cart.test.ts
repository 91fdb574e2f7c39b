import fc from 'fast-check';
import { cartLine } from '../test-support/builders';
import { addCartLine, canRemoveCartLine, dedupeCartLines, isInCart, mergeCartLines, removeCartLine, updateCartLineQuantity } from './cart';
import { cartLineKey, type CartLine } from './cart-line';

const lineArb: fc.Arbitrary<CartLine> = fc
  .record({
    id: fc.integer({ min: 1, max: 1000 }),
    item_id: fc.integer({ min: 1, max: 4 }),
    item_type: fc.constantFrom('outlet' as const, 'shopee' as const),
    variant_id: fc.option(fc.integer({ min: 1, max: 2 }), { nil: null }),
  })
  .map((fields) => cartLine(fields));

describe('adding to the cart', () => {
  it("spec 1 §5: adding an item already in the cart is refused with 'This item is already in your cart.'", () => {
    const lines = [cartLine({ id: 1, item_id: 10 })];
    const outcome = addCartLine(lines, cartLine({ id: 2, item_id: 10 }));
    expect(outcome).toEqual({ ok: false, code: 'CART_ITEM_DUPLICATE' });
  });

  it('spec 1 §5: the same item in another variant or type is a new line, added with quantity 1', () => {
    const lines = [cartLine({ id: 1, item_id: 10 })];
    const outcome = addCartLine(lines, cartLine({ id: 2, item_id: 10, variant_id: 5, quantity: 4 }));
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      expect(outcome.lines).toHaveLength(2);
      expect(outcome.lines[1].quantity).toBe(1);
    }
    expect(lines).toHaveLength(1); // the input is not mutated
  });
});

describe('quantity', () => {
  const lines = [cartLine({ id: 1, item_id: 10 }), cartLine({ id: 2, item_id: 11 })];

  it('spec 1 §5: quantity is fixed at 1: updates above 1 are ignored', () => {
    expect(updateCartLineQuantity(lines, lines[0], 5)).toEqual(lines);
    expect(updateCartLineQuantity(lines, lines[0], 1)).toEqual(lines);
  });

  it('spec 1 §5: zero or less removes the item', () => {
    expect(updateCartLineQuantity(lines, lines[0], 0).map((l) => l.id)).toEqual([2]);
    expect(updateCartLineQuantity(lines, lines[1], -3).map((l) => l.id)).toEqual([1]);
  });

  it('spec 2 §5: a zero update does not remove a confirmed outlet line either', () => {
    const confirmed = [cartLine({ id: 1, reservation: { expires_at: null, is_confirmed: true } })];
    expect(updateCartLineQuantity(confirmed, confirmed[0], 0)).toEqual(confirmed);
  });
});

describe('removing', () => {
  it("spec 2 §5: a confirmed outlet line cannot be removed ('Confirmed items cannot be removed from the cart')", () => {
    const line = cartLine({ reservation: { expires_at: '2024-01-01T00:00:00Z', is_confirmed: true } });
    expect(removeCartLine([line], line)).toEqual({ ok: false, code: 'CART_ITEM_CONFIRMED' });
    expect(canRemoveCartLine(line)).toBe(false);
  });

  it('spec 2 §4: removing an unconfirmed outlet line asks for its reservation to be released', () => {
    const line = cartLine({ reservation: { expires_at: '2024-01-01T00:00:00Z', is_confirmed: false } });
    const outcome = removeCartLine([line], line);
    expect(outcome).toEqual({ ok: true, lines: [], removed: line, releaseReservation: true });
  });

  it('spec 2 §4: a Shopee line has nothing to release', () => {
    const line = cartLine({ item_type: 'shopee' });
    const outcome = removeCartLine([line], line);
    expect(outcome.ok && outcome.releaseReservation).toBe(false);
    expect(canRemoveCartLine(line)).toBe(true);
  });

  it('spec 1 §4: removing a line that is not there still succeeds and changes nothing', () => {
    const lines = [cartLine({ id: 1 })];
    expect(removeCartLine(lines, { item_type: 'shopee', item_id: 1, variant_id: null })).toEqual({ ok: true, lines, removed: null, releaseReservation: false });
  });
});

describe('de-duplication', () => {
  it('spec 1 §5: duplicates are dropped, the first wins and order is kept', () => {
    const a = cartLine({ id: 1, item_id: 10, title: 'server' });
    const b = cartLine({ id: 2, item_id: 11 });
    const a2 = cartLine({ id: 3, item_id: 10, title: 'local' });
    expect(dedupeCartLines([a, b, a2])).toEqual([a, b]);
  });

  it('spec 1 §4: server lines come first and win over local lines', () => {
    const server = [cartLine({ id: 1, item_id: 10, title: 'server' })];
    const local = [cartLine({ id: 9, item_id: 10, title: 'local' }), cartLine({ id: 8, item_id: 12 })];
    expect(mergeCartLines(server, local).map((l) => l.title)).toEqual(['server', 'Item 8']);
  });

  it('spec 1 §5 (property): no two kept lines share an identity, every identity survives, first occurrences in order', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), (lines) => {
        const kept = dedupeCartLines(lines);
        const keys = kept.map(cartLineKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(lines.map(cartLineKey)));
        const firsts = lines.filter((line, i) => lines.findIndex((other) => cartLineKey(other) === cartLineKey(line)) === i);
        expect(kept).toEqual(firsts);
      }),
    );
  });

  it('spec 1 §5 (property): de-duplication is idempotent and merging keeps every server line', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 15 }), fc.array(lineArb, { maxLength: 15 }), (server, local) => {
        const serverUnique = dedupeCartLines(server);
        const merged = mergeCartLines(serverUnique, local);
        expect(dedupeCartLines(merged)).toEqual(merged);
        expect(merged.slice(0, serverUnique.length)).toEqual(serverUnique);
        for (const line of local) expect(isInCart(merged, line)).toBe(true);
      }),
    );
  });

  it('spec 1 §5 (property): after a successful add the cart holds the line exactly once; a second add is refused', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 10 }), lineArb, (raw, line) => {
        const lines = dedupeCartLines(raw);
        const first = addCartLine(lines, line);
        if (!first.ok) {
          expect(isInCart(lines, line)).toBe(true);
          return;
        }
        expect(first.lines.filter((l) => cartLineKey(l) === cartLineKey(line))).toHaveLength(1);
        expect(addCartLine(first.lines, line).ok).toBe(false);
      }),
    );
  });
});
