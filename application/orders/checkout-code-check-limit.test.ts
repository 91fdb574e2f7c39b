import { ScriptedEinvoiceGateway } from '../invoicing/testing/scripted-einvoice-gateway';
import { DEFAULT_ABUSE_LIMITS } from '../shared/abuse-limits';
import { ValidationError } from '../errors';
import type { CheckoutCartInput } from './checkout-cart';
import { errorOf, orderFixture } from './testing/test-fixture';

/**
 * Issue 30: checkout asks ECPay's CheckBarcode / CheckLoveCode at most invoiceCodeChecksPerClient times per IP and
 * invoiceCodeChecksPerPhone times per phone per window. Over a limit the code is not asked and the order is placed
 * as when the ministry's service is down; a choice that asks nothing counts nothing.
 */
const { invoiceCodeChecksPerClient: PER_CLIENT, invoiceCodeChecksPerPhone: PER_PHONE } = DEFAULT_ABUSE_LIMITS;
const UNKNOWN = '9999999';
const donation = { kind: 'donation', loveCode: UNKNOWN };

function limitFixture() {
  // Only the code checks are called at checkout; their answers do not depend on the clock.
  const codes = new ScriptedEinvoiceGateway(() => new Date(0));
  codes.unknownCodes.add(UNKNOWN);
  const f = orderFixture([{ id: 1, total_quantity: 1000, title: '背包', sku: 'OL-1', price: 1500, discount_price: 990 }], codes);
  let serial = 0;
  const newPhone = () => `09${String(10_000_000 + (serial += 1)).slice(-8)}`;
  /** A cart of one item on `phone` (a failed checkout keeps it), checked out with `extra`: undefined, or the error thrown. */
  const tryCheckout = async (extra: Partial<CheckoutCartInput>, phone = newPhone()) => {
    if (await f.cart.countLines(phone) === 0) await f.add(1, phone);
    return errorOf(f.checkout.execute(f.checkoutInput({ phone, ...extra })));
  };
  const asked = () => codes.count('check-love-code') + codes.count('check-barcode');
  return { ...f, codes, tryCheckout, newPhone, asked };
}

describe('CheckoutCart: the limits of ECPay\'s code checks', () => {
  it(`the ${PER_CLIENT + 1}th check from one IP is not sent: the order is placed, no field error; a new IP is checked again`, async () => {
    const f = limitFixture();
    for (let i = 0; i < PER_CLIENT; i += 1) {
      expect(await f.tryCheckout({ invoice: donation, clientIp: '203.0.113.7' })).toBeInstanceOf(ValidationError);
    }
    expect(f.asked()).toBe(PER_CLIENT);

    const phone = f.newPhone();
    expect(await f.tryCheckout({ invoice: donation, clientIp: '203.0.113.7' }, phone)).toBeUndefined();
    expect(f.asked()).toBe(PER_CLIENT);
    expect([...f.orders.orders.values()].filter((order) => order.customerPhone === phone)).toHaveLength(1);
    expect(f.events).toContainEqual({ level: 'info', message: 'invoice code not checked: too many checks', details: { phone: expect.stringContaining('*'), clientIp: '203.0.113.7', limitedBy: 'client' } });

    const barcodeFromNewIp = await f.tryCheckout({ invoice: { kind: 'mobile-barcode', barcode: '/ABC1234' }, clientIp: '198.51.100.2' });
    expect(barcodeFromNewIp).toBeUndefined();
    expect(f.codes.count('check-barcode')).toBe(1);
    expect(await f.tryCheckout({ invoice: donation, clientIp: '198.51.100.2' })).toBeInstanceOf(ValidationError);
    expect(f.asked()).toBe(PER_CLIENT + 2);
  });

  it(`one phone from ever-new IPs gets ${PER_PHONE} checks, then its orders go on unchecked`, async () => {
    const f = limitFixture();
    const phone = f.newPhone();
    for (let i = 0; i < PER_PHONE; i += 1) {
      const error = await f.tryCheckout({ invoice: donation, clientIp: `192.0.2.${i + 1}` }, phone);
      expect((error as ValidationError).fields).toEqual({ 'invoice.loveCode': expect.objectContaining({ code: 'INVOICE_LOVE_CODE_UNKNOWN' }) });
    }
    expect(await f.tryCheckout({ invoice: donation, clientIp: '192.0.2.100' }, phone)).toBeUndefined();
    expect(f.asked()).toBe(PER_PHONE);
    expect(f.events.at(-1)?.details).toMatchObject({ limitedBy: 'phone' });
  });

  it('a company invoice or the member carrier asks nothing and counts nothing', async () => {
    const f = limitFixture();
    for (let i = 0; i < PER_CLIENT + 2; i += 1) {
      const invoice = i % 2 === 0 ? { kind: 'company', taxId: '04595257', title: '好物有限公司' } : undefined;
      expect(await f.tryCheckout({ invoice, clientIp: '203.0.113.9' })).toBeUndefined();
    }
    expect(f.asked()).toBe(0);
    // The IP's budget is whole: every one of its checks is still sent.
    for (let i = 0; i < PER_CLIENT; i += 1) expect(await f.tryCheckout({ invoice: donation, clientIp: '203.0.113.9' })).toBeInstanceOf(ValidationError);
    expect(f.asked()).toBe(PER_CLIENT);
  });

  it('a caller without a cart of the phone counts nothing', async () => {
    const f = limitFixture();
    for (let i = 0; i < PER_CLIENT + 1; i += 1) {
      expect(await errorOf(f.checkout.execute(f.checkoutInput({ phone: f.newPhone(), invoice: donation, clientIp: '203.0.113.11', cartVisible: false })))).toMatchObject({ code: 'CART_EMPTY' });
    }
    expect(f.asked()).toBe(0);
    expect(await f.tryCheckout({ invoice: donation, clientIp: '203.0.113.11' })).toBeInstanceOf(ValidationError);
  });
});
