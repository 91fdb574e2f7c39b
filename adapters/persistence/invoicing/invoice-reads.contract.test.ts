import type { CartStore } from '../../../application/cart/cart-store.port';
import { InMemoryCartStore } from '../../../application/cart/testing/in-memory-cart-store';
import type { InvoiceReads } from '../../../application/invoicing/invoice-reads.port';
import { InMemoryInvoiceReads } from '../../../application/invoicing/testing/in-memory-invoice-reads';
import type { CheckoutCartRequest, OrderStore } from '../../../application/orders/order-store.port';
import { InMemoryOrderStore } from '../../../application/orders/testing/in-memory-order-store';
import { KnexCartStore } from '../cart/knex-cart-store';
import { KnexOrderStore } from '../orders/knex-order-store';
import { describePortContract, fakeMaker, insertOutletItem, knexMakers, unique, uniquePhone } from '../testing/port-contract';
import { KnexInvoiceReads } from './knex-invoice-reads';

/**
 * The InvoiceReads port (application/invoicing/invoice-reads.port.ts) on the fake, SQLite and MySQL, over the rows
 * OrderStore.checkoutCart writes in its transaction (issue 30): the order's invoice and the member's last choice.
 */
interface InvoiceSubject {
  orders: OrderStore;
  cart: CartStore;
  invoices: InvoiceReads;
  addItem(): Promise<number>;
}

const T0 = new Date('2026-12-03T04:00:00.000Z');
const HOUR = 3_600_000;
const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市', logisticsSubType: 'UNIMARTC2C' as const };
const ITEM = { total_quantity: 3, title: '外套', price: 3280, discount_price: 1290, image_url: '/images/demo/coat.svg', variant_details: 'Default' };
const COMPANY = { kind: 'company', taxId: '04595257', title: '好物有限公司' } as const;

describePortContract<InvoiceSubject>('InvoiceReads', [
  fakeMaker(() => {
    const cart = new InMemoryCartStore();
    const orders = new InMemoryOrderStore(cart);
    return {
      cart, orders, invoices: new InMemoryInvoiceReads(orders),
      addItem: async () => { const id = unique(); const sku = `OL-${id}`; cart.items.set(id, { id, ...ITEM, sku, display_sku: sku }); return id; },
    };
  }),
  ...knexMakers<InvoiceSubject>((knex) => ({
    cart: new KnexCartStore(knex), orders: new KnexOrderStore(knex), invoices: new KnexInvoiceReads(knex),
    addItem: () => { const sku = `OL-${unique()}`; return insertOutletItem(knex, { ...ITEM, sku, display_sku: sku }); },
  })),
], (subject) => {
  /** One item in a fresh phone's cart checked out with `overrides`; returns the order id (or the refusal's code). */
  const checkout = async (overrides: Partial<CheckoutCartRequest> = {}, now = T0) => {
    const { cart, orders, addItem } = subject();
    const phone = uniquePhone();
    await cart.reserveOutletLine({ phone, itemId: await addItem(), now: T0, expiresAt: new Date(T0.getTime() + 2 * HOUR) });
    const id = `ORD-${String(unique()).padStart(8, '0').slice(-8)}`;
    const outcome = await orders.checkoutCart({
      phone, customerName: '王小明', deliveryMethod: 'pickup', paymentMethod: 'store_cod', status: 'PENDING', store: STORE,
      accessTokenHash: 'a'.repeat(64), now, orderIdCandidate: () => id, ...overrides,
    });
    return outcome.kind === 'created' ? outcome.order.id : outcome.code;
  };

  it('an order\'s invoice is its choice, not issued yet; no choice is the member carrier', async () => {
    const company = await checkout({ invoice: COMPANY });
    const plain = await checkout();
    const found = await subject().invoices.findByOrderIds([company, plain, 'ORD-00000000']);
    expect(found.sort((a, b) => a.orderId.localeCompare(b.orderId))).toEqual([
      { orderId: company, choice: COMPANY, state: 'NOT_ISSUED', number: null, issuedAt: null, randomCode: null },
      { orderId: plain, choice: { kind: 'member-carrier' }, state: 'NOT_ISSUED', number: null, issuedAt: null, randomCode: null },
    ].sort((a, b) => a.orderId.localeCompare(b.orderId)));
    expect(await subject().invoices.findByOrderIds([])).toEqual([]);
  });

  it('each kind reads back as written', async () => {
    for (const choice of [
      { kind: 'mobile-barcode', barcode: '/ABC1234' }, { kind: 'certificate', certificate: 'AB12345678901234' }, { kind: 'donation', loveCode: '168001' },
    ] as const) {
      const id = await checkout({ invoice: choice });
      expect((await subject().invoices.findByOrderIds([id]))[0]?.choice).toEqual(choice);
    }
  });

  it('a customer\'s last choice is remembered (one per customer); a guest\'s is not', async () => {
    const customerId = unique();
    expect(await subject().invoices.findCustomerChoice(customerId)).toBeNull();
    await checkout({ customerId, invoice: COMPANY });
    expect(await subject().invoices.findCustomerChoice(customerId)).toEqual(COMPANY);
    await checkout({ customerId, invoice: { kind: 'donation', loveCode: '168001' } });
    expect(await subject().invoices.findCustomerChoice(customerId)).toEqual({ kind: 'donation', loveCode: '168001' });
    await checkout({ customerId: null, invoice: COMPANY });
    expect(await subject().invoices.findCustomerChoice(customerId)).toEqual({ kind: 'donation', loveCode: '168001' });
  });

  it('a refused checkout writes no invoice and remembers nothing', async () => {
    const customerId = unique();
    expect(await checkout({ customerId, invoice: COMPANY }, new Date(T0.getTime() + 3 * HOUR))).toBe('CART_HAS_EXPIRED_ITEMS');
    expect(await subject().invoices.findCustomerChoice(customerId)).toBeNull();
  });

  it('the order keeps the e-mail its mails go to; none is absent', async () => {
    const withMail = await checkout({ email: 'amy@example.com' });
    expect((await subject().orders.findOrder(withMail))?.email).toBe('amy@example.com');
    expect(await subject().orders.findOrder(await checkout())).not.toHaveProperty('email');
  });
});
