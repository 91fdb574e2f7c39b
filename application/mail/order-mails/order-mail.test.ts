import { orderMail } from './order-mail';
import type { OrderMailFacts } from './order-mail-facts';

const STORE = { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市大安區建國南路一段 1 號', logisticsSubType: 'UNIMARTC2C' as const };
const LINK = 'https://shop.example/order-confirmation/ORD-12345678?link=v1.ORD-12345678.1767225600.abc';

function facts(overrides: Partial<OrderMailFacts> = {}): OrderMailFacts {
  return {
    to: 'wang@example.com',
    order: { id: 'ORD-12345678', customerName: '王小明', totalAmount: 2280, paymentMethod: 'credit_card', deliveryMethod: 'pickup', store: STORE },
    items: [
      { title: '羊毛外套', variantName: '黑色 / L', quantity: 1, discountPrice: 1290 },
      { title: '帆布背包', variantName: null, quantity: 1, discountPrice: 990 },
    ],
    shipment: null,
    invoice: null,
    link: LINK,
    ...overrides,
  };
}

describe('orderMail (issue 30: the order mails in Traditional Chinese)', () => {
  it('card paid: subject, greeting, the lines with colour and size, the totals, the store and the signed link, in both parts', () => {
    const mail = orderMail('card_paid', facts());
    expect(mail.to).toBe('wang@example.com');
    expect(mail.subject).toBe('【好物選品】訂單 ORD-12345678 付款成功');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('王小明 您好：');
      expect(part).toContain('信用卡付款');
      expect(part).toContain('羊毛外套 × 1：NT$1,290');
      expect(part).toContain('顏色／尺寸：黑色 / L');
      expect(part).toContain('帆布背包 × 1：NT$990');
      expect(part).toContain('商品小計：NT$2,280');
      expect(part).toContain('訂單總額：NT$2,280');
      expect(part).toContain('取貨門市：建盛門市（台北市大安區建國南路一段 1 號）');
      expect(part).toContain('30 天內有效');
    }
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.text).not.toMatch(/發票號碼|物流編號/);
  });

  it('store payment placed: says the amount to pay at the store', () => {
    const mail = orderMail('store_order_placed', facts({ order: { ...facts().order, paymentMethod: 'store_cod' } }));
    expect(mail.subject).toBe('【好物選品】訂單 ORD-12345678 已成立');
    expect(mail.text).toContain('請於取貨時在門市付款 NT$2,280');
  });

  it('handed in: the tracking number and the parcel code (7-ELEVEN: payment no + validation no)', () => {
    const mail = orderMail('handed_in', facts({ shipment: { trackingNumber: '1718297', pickupCode: 'F01234567890', pickupDeadline: null } }));
    expect(mail.subject).toBe('【好物選品】訂單 ORD-12345678 已出貨');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('物流編號：1718297');
      expect(part).toContain('寄貨編號：F01234567890');
    }
  });

  it('at the store: the pickup deadline in Taiwan time when known, the amount to pay for store payment; no deadline when unknown', () => {
    const shipment = { trackingNumber: '1718297', pickupCode: 'F01234567890', pickupDeadline: new Date('2026-12-10T15:59:00.000Z') };
    const mail = orderMail('at_store', facts({ shipment, order: { ...facts().order, paymentMethod: 'store_cod' } }));
    expect(mail.subject).toBe('【好物選品】訂單 ORD-12345678 已送達取貨門市');
    expect(mail.text).toContain('請於台灣時間 2026/12/10 23:59 前取貨');
    expect(mail.text).toContain('取貨時請付款 NT$2,280');
    const paid = orderMail('at_store', facts({ shipment: { ...shipment, pickupDeadline: null } }));
    expect(paid.text).not.toContain('前取貨');
    expect(paid.text).not.toContain('取貨時請付款');
  });

  it('picked up, with the invoice once issued: its number, issue time and random code', () => {
    const mail = orderMail('picked_up', facts({ invoice: { number: 'AB12345678', issuedAt: new Date('2026-12-03T02:00:00.000Z'), randomCode: '6371' } }));
    expect(mail.subject).toBe('【好物選品】訂單 ORD-12345678 已完成取貨');
    for (const part of [mail.text, mail.html]) expect(part).toContain('發票號碼 AB12345678，開立於台灣時間 2026/12/03 10:00，隨機碼 6371');
  });

  it('escapes every value in the HTML part (a guest types the name; titles are data)', () => {
    const mail = orderMail('card_paid', facts({
      order: { ...facts().order, customerName: '<img src=x onerror=alert(1)>' },
      items: [{ title: 'T恤 "A&B" <b>', variantName: '<i>紅</i>', quantity: 1, discountPrice: 100 }],
      link: 'https://shop.example/order-confirmation/ORD-1?link=a"onmouseover="x',
    }));
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).not.toContain('"onmouseover');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('T恤 &quot;A&amp;B&quot; &lt;b&gt;');
    expect(mail.text).toContain('<img src=x onerror=alert(1)> 您好：');
  });
});
