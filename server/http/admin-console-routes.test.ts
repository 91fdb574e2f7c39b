import type { Knex } from 'knex';
import { KnexOutletCatalogue } from '../../adapters/persistence/outlet/knex-outlet-catalogue';
import { SHIPMENT_ACTIONS, type ShipmentActions } from '../../application/admin/shipment-actions.port';
import { NotFoundError, ProviderUnavailableError } from '../../application/errors';
import { FakeClock } from '../../application/shared/testing/fake-clock';
import { formatMessage } from '../../domain/messages';
import { apiCalls, expectStaffOnly, registerCustomer, registerStaff } from '../../test/support/api-calls';
import { databasesUnderTest, type OpenDatabase } from '../../test/support/databases';
import { override } from '../container';
import { serveApp, type ServedApp } from './testing/serve-app';

const T0 = '2026-11-29T08:00:00.000Z';
const STAFF_SECRET = 'admin-console-staff-secret';
const STAFF_ROUTES: Array<[string, string]> = [
  ['GET', '/api/admin/orders'], ['GET', '/api/admin/orders/ORD-00000001'], ['POST', '/api/admin/orders/ORD-00000001/shipment'],
  ['POST', '/api/admin/orders/ORD-00000001/mark-delivered'], ['POST', '/api/admin/orders/ORD-00000001/refund'],
  ['GET', '/api/admin/inventory'], ['PUT', '/api/admin/inventory/category'], ['GET', '/api/admin/audit'],
];

const logisticsUnavailable = () => new ProviderUnavailableError('LOGISTICS_UNAVAILABLE', 'LOGISTICS_UNAVAILABLE');

/** The shipment use cases as the console sees them: recorded calls, or ECPay's logistics unavailable (503), or an unknown order. */
class FakeShipmentActions implements ShipmentActions {
  mode: 'ok' | 'unavailable' = 'ok';
  readonly calls: string[] = [];
  async createOrRetry(orderId: string) {
    if (this.mode === 'unavailable') throw logisticsUnavailable();
    // Like CreateShipmentNow: the first press creates the logistics order, a later one finds it there.
    const outcome = this.calls.includes(`ship ${orderId}`) ? 'already_created' as const : 'created' as const;
    this.calls.push(`ship ${orderId}`);
    return { outcome };
  }
  async markDelivered(orderId: string) {
    if (this.mode === 'unavailable') throw logisticsUnavailable();
    if (orderId === 'ORD-99999999') throw new NotFoundError('ORDER_NOT_FOUND', 'ORDER_NOT_FOUND');
    this.calls.push(`delivered ${orderId}`);
    return { changed: true };
  }
}

const at = (iso: string) => new Date(iso);

async function insertOrder(knex: Knex, id: string, fields: { status?: string; phone?: string; source?: string; createdAt: string; total?: number }) {
  const created = at(fields.createdAt);
  await knex('orders').insert({
    id, status: fields.status ?? 'PAID', status_message: null, customer_name: '王小明', customer_phone: fields.phone ?? '0912345678',
    total_amount: fields.total ?? 1200, delivery_method: 'pickup', payment_method: 'credit_card', store_id: '131386', store_name: '建盛門市',
    store_address: '台北市', logistics_sub_type: 'UNIMARTC2C', order_source: fields.source ?? 'outlet', access_token_hash: 'a'.repeat(64),
    created_at: created, updated_at: created,
  });
  await knex('order_items').insert({
    order_id: id, item_type: 'outlet', item_id: 1, variant_id: null, title: '亞麻襯衫', sku: 'OL-1', price: 2000, discount_price: fields.total ?? 1200,
    quantity: 1, image_url: null, reservation_id: null,
  });
  await knex('order_status_events').insert([
    { order_id: id, from_status: null, to_status: 'PENDING_PAYMENT', reason: 'checkout', created_at: created },
    ...(fields.status === 'PENDING_PAYMENT' ? [] : [{ order_id: id, from_status: 'PENDING_PAYMENT', to_status: fields.status ?? 'PAID', reason: 'paid', created_at: new Date(created.getTime() + 60_000) }]),
  ]);
}

async function insertAttempt(knex: Knex, orderId: string, attemptNo: number, fields: { status: string; attention?: string | null }): Promise<number> {
  const created = at(T0);
  const [id] = await knex('payment_attempts').insert({
    order_id: orderId, merchant_trade_no: `${orderId.replace('-', '')}R${attemptNo}`, attempt_no: attemptNo, amount: 1200, status: fields.status,
    rtn_code: fields.status === 'paid' ? 1 : 10100058, rtn_msg: fields.status === 'paid' ? '交易成功' : '付款失敗', provider_trade_no: `2611290800${attemptNo}`,
    trade_amt: 1200, paid_at: fields.status === 'paid' ? created : null, result_source: 'notification', result_at: created,
    attention: fields.attention ?? null, attention_at: fields.attention ? created : null, created_at: created, updated_at: created,
  });
  return Number(id);
}

describe.each(databasesUnderTest)('staff console API on $name', (database) => {
  let db: OpenDatabase;
  let app: ServedApp;
  const clock = new FakeClock(T0);
  const shipments = new FakeShipmentActions();

  const call = apiCalls(() => app.url);
  const staffToken = (name?: string) => registerStaff(call, STAFF_SECRET, name);
  const audit = async (token: string, target: string) =>
    (await call('GET', `/api/admin/audit?target=${encodeURIComponent(target)}`, { token })).body.entries as Array<{ action: string; staffId: number; staffName: string | null; details: unknown }>;

  beforeAll(async () => {
    db = await database.open();
    app = await serveApp(db.knex, { clock, staffSecret: STAFF_SECRET, overrides: [override(SHIPMENT_ACTIONS, shipments)] });

    await insertOrder(db.knex, 'ORD-10000001', { createdAt: '2026-11-27T15:59:59.000Z', phone: '0911111111' }); // 2026-11-27 in Taipei
    await insertOrder(db.knex, 'ORD-10000002', { createdAt: '2026-11-27T16:00:00.000Z', phone: '0911111111', source: 'mixed' }); // 2026-11-28 00:00 Taipei
    await insertOrder(db.knex, 'ORD-10000003', { createdAt: '2026-11-28T10:00:00.000Z', status: 'PENDING_PAYMENT', phone: '0922222222' });
    await insertOrder(db.knex, 'ORD-10000004', { createdAt: '2026-11-29T01:00:00.000Z', phone: '0933333333' });
    for (let index = 0; index < 25; index += 1) {
      await insertOrder(db.knex, `ORD-2000${String(index).padStart(4, '0')}`, { createdAt: `2026-11-20T0${index % 10}:00:${String(10 + index).padStart(2, '0')}.000Z`, phone: '0944444444', status: 'PROCESSING' });
    }
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });
  beforeEach(() => {
    shipments.mode = 'ok';
  });

  it('every console route: no token 401, a customer token 403 STAFF_ONLY, a dead token 401', async () => {
    await expectStaffOnly(call, STAFF_ROUTES, await registerCustomer(call), { bodyOf: (method) => (method === 'GET' ? undefined : { attemptId: 1 }), deadToken: 's_dead' });
    expect(shipments.calls).toEqual([]);
  });

  it('lists orders newest first with paging, and filters by status, source, Taiwan dates, an order id or a phone', async () => {
    const { token } = await staffToken();
    const ids = async (query: string) => {
      const answer = await call('GET', `/api/admin/orders?${query}`, { token });
      expect([query, answer.status]).toEqual([query, 200]);
      return answer.body.orders.map((order: { orderId: string }) => order.orderId);
    };
    const first = await call('GET', '/api/admin/orders', { token });
    expect(first.cache).toBe('no-store');
    expect(first.body.pagination).toEqual({ page: 1, limit: 20, total: 29, totalPages: 2 });
    expect(first.body.orders.slice(0, 4).map((order: { orderId: string }) => order.orderId)).toEqual(['ORD-10000004', 'ORD-10000003', 'ORD-10000002', 'ORD-10000001']);
    expect(first.body.orders[0]).toEqual({
      orderId: 'ORD-10000004', status: 'PAID', customerName: '王小明', customerPhone: '0933333333', totalAmount: 1200, paymentMethod: 'credit_card',
      deliveryMethod: 'pickup', orderSource: 'outlet', createdAt: '2026-11-29T01:00:00.000Z', updatedAt: '2026-11-29T01:00:00.000Z', fulfilmentStage: 'pending',
    });
    expect((await ids('page=2&limit=20')).length).toBe(9);
    expect(await ids('page=3')).toEqual([]);
    expect(await ids('status=PENDING_PAYMENT')).toEqual(['ORD-10000003']);
    expect(await ids('source=mixed')).toEqual(['ORD-10000002']);
    // A Taiwan day: 2026-11-28 runs from 2026-11-27T16:00Z to 2026-11-28T16:00Z.
    expect(await ids('from=2026-11-28&to=2026-11-28')).toEqual(['ORD-10000003', 'ORD-10000002']);
    expect(await ids('from=2026-11-28')).toEqual(['ORD-10000004', 'ORD-10000003', 'ORD-10000002']);
    expect(await ids('to=2026-11-27&status=PAID')).toEqual(['ORD-10000001']);
    expect(await ids('q=ord-10000003')).toEqual(['ORD-10000003']);
    expect(await ids('q=0911-111-111')).toEqual(['ORD-10000002', 'ORD-10000001']);
    expect(await ids('q=0911111111&from=2026-11-28')).toEqual(['ORD-10000002']);
    expect(await ids('q=0999999999')).toEqual([]);
    expect(await ids('status=&source=&q=')).toHaveLength(20);
  });

  it('bad filters are 400 with a field error each', async () => {
    const { token } = await staffToken();
    const cases: Array<[string, string[]]> = [
      ['status=SHIPPED', ['status']], ['source=amazon', ['source']], ['from=2026-02-30', ['from']], ['to=yesterday', ['to']],
      ['q=王小明', ['q']], ['q=ORD-123', ['q']], [`q=${'1'.repeat(101)}`, ['q']], ['page=0', ['page']], ['limit=101', ['limit']],
      ['page=-1&limit=x', ['limit', 'page']], ['status=PAID&status=PROCESSING', ['status']],
    ];
    for (const [query, fields] of cases) {
      const answer = await call('GET', `/api/admin/orders?${query}`, { token });
      expect([query, answer.status, answer.body.code, Object.keys(answer.body.fields ?? {}).sort()]).toEqual([query, 400, 'VALIDATION_FAILED', fields]);
    }
    expect((await call('GET', '/api/admin/inventory?limit=500', { token })).status).toBe(400);
    expect((await call('GET', `/api/admin/audit?target=${'x'.repeat(129)}`, { token })).status).toBe(400);
  });

  it('the order page: items, every payment attempt with its result, status history, and no shipment before one exists; unknown 404, malformed 400', async () => {
    const { token } = await staffToken();
    const failed = await insertAttempt(db.knex, 'ORD-10000004', 1, { status: 'failed' });
    const paid = await insertAttempt(db.knex, 'ORD-10000004', 2, { status: 'paid' });
    const answer = await call('GET', '/api/admin/orders/ORD-10000004', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ orderId: 'ORD-10000004', status: 'PAID', customerName: '王小明', customerPhone: '0933333333', storeName: '建盛門市' });
    expect(answer.body.items).toEqual([expect.objectContaining({ title: '亞麻襯衫', sku: 'OL-1', price: 2000, discountPrice: 1200, quantity: 1 })]);
    expect(answer.body.payments.map((attempt: { attemptId: number; status: string; rtnCode: number }) => [attempt.attemptId, attempt.status, attempt.rtnCode]))
      .toEqual([[failed, 'failed', 10100058], [paid, 'paid', 1]]);
    expect(answer.body.history.map((event: { fromStatus: string | null; toStatus: string }) => [event.fromStatus, event.toStatus])).toEqual([[null, 'PENDING_PAYMENT'], ['PENDING_PAYMENT', 'PAID']]);
    expect(answer.body.shipment).toBeNull();

    const unknown = await call('GET', '/api/admin/orders/ORD-99999999', { token });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const malformed = await call('GET', '/api/admin/orders/ORD-1', { token });
    expect([malformed.status, Object.keys(malformed.body.fields)]).toEqual([400, ['orderId']]);
  });

  it('reads the shipment and its history (the shipment part of issue 12)', async () => {
    const { token } = await staffToken();
    // The tables of migration 20261129_1101 (merged: the database under test has them).
    const [shipmentId] = await db.knex('shipments').insert({
      order_id: 'ORD-10000001', merchant_trade_no: 'ORD10000001L', sub_type: 'UNIMARTC2C', status: 'created', attempts: 1, logistics_id: '1718546',
      payment_no: 'F0000123', validation_no: '4567', status_code: 2068, shipping_status: 'shipped', shipped_at: at('2026-11-28T02:00:00.000Z'),
      created_at: at('2026-11-28T01:00:00.000Z'), updated_at: at('2026-11-28T02:00:00.000Z'),
    });
    const id = Number(shipmentId);
    await db.knex('shipment_events').insert([
      { shipment_id: id, status_code: 2068, message: '交貨便收件', source: 'notification', occurred_at: at('2026-11-28T02:00:00.000Z'), received_at: at('2026-11-28T02:00:01.000Z') },
      { shipment_id: id, status_code: 300, message: '訂單處理中', source: 'create', occurred_at: at('2026-11-28T01:00:00.000Z'), received_at: at('2026-11-28T01:00:00.000Z') },
    ]);
    const answer = await call('GET', '/api/admin/orders/ORD-10000001', { token });
    expect(answer.body.shipment).toMatchObject({
      status: 'created', shippingStatus: 'shipped', statusCode: '2068', logisticsId: '1718546', paymentNo: 'F0000123', validationNo: '4567',
      trackingNumber: 'F00001234567', shippedAt: '2026-11-28T02:00:00.000Z', deliveredAt: null, attempts: 1,
    });
    expect(answer.body.shipment.events.map((event: { statusCode: string; source: string }) => [event.statusCode, event.source])).toEqual([['300', 'create'], ['2068', 'notification']]);
    expect((await call('GET', '/api/admin/orders/ORD-10000002', { token })).body.shipment).toBeNull();

    // FamilyMart: the tracking number is CVSPaymentNo alone, as the buyer's pages show it (domain trackingNumberOf).
    await db.knex('shipments').insert({
      order_id: 'ORD-10000002', merchant_trade_no: 'ORD10000002L', sub_type: 'FAMIC2C', status: 'created', attempts: 1, logistics_id: '1718547',
      payment_no: '12345678901', validation_no: '0099', status_code: 3024, shipping_status: 'shipped', created_at: at('2026-11-28T01:00:00.000Z'),
      updated_at: at('2026-11-28T02:00:00.000Z'),
    });
    expect((await call('GET', '/api/admin/orders/ORD-10000002', { token })).body.shipment).toMatchObject({ paymentNo: '12345678901', trackingNumber: '12345678901' });
  });

  it('shipment and mark-delivered call the shipment use cases and write the audit log; 503 LOGISTICS_UNAVAILABLE writes nothing', async () => {
    const staff = await staffToken('Ben Lin');
    const created = await call('POST', '/api/admin/orders/ORD-10000003/shipment', { token: staff.token });
    expect([created.status, created.body]).toEqual([200, { success: true, message: formatMessage('ADMIN_SHIPMENT_CREATED'), orderId: 'ORD-10000003', outcome: 'created' }]);
    // Issue 22: pressed again, staff are told the order already had one (not that one was sent).
    const again = await call('POST', '/api/admin/orders/ORD-10000003/shipment', { token: staff.token });
    expect([again.status, again.body]).toEqual([200, { success: true, message: formatMessage('ADMIN_SHIPMENT_ALREADY_CREATED'), orderId: 'ORD-10000003', outcome: 'already_created' }]);
    const delivered = await call('POST', '/api/admin/orders/ORD-10000003/mark-delivered', { token: staff.token });
    expect([delivered.status, delivered.body.changed]).toEqual([200, true]);
    expect(shipments.calls.filter((entry) => entry.endsWith('ORD-10000003'))).toEqual(['ship ORD-10000003', 'ship ORD-10000003', 'delivered ORD-10000003']);
    expect((await audit(staff.token, 'order:ORD-10000003')).map((entry) => [entry.action, entry.staffId, entry.staffName])).toEqual([
      ['order.mark_delivered', staff.id, 'Ben Lin'], ['shipment.create', staff.id, 'Ben Lin'], ['shipment.create', staff.id, 'Ben Lin'],
    ]);

    // ORD-10000001 has a shipment row (previous test on this database, or none if run alone): then it is a retry.
    const hasShipment = Boolean((await call('GET', '/api/admin/orders/ORD-10000001', { token: staff.token })).body.shipment);
    await call('POST', '/api/admin/orders/ORD-10000001/shipment', { token: staff.token });
    expect((await audit(staff.token, 'order:ORD-10000001'))[0].action).toBe(hasShipment ? 'shipment.retry' : 'shipment.create');

    shipments.mode = 'unavailable';
    for (const action of ['shipment', 'mark-delivered']) {
      const answer = await call('POST', `/api/admin/orders/ORD-10000002/${action}`, { token: staff.token });
      expect([action, answer.status, answer.body]).toEqual([action, 503, { code: 'LOGISTICS_UNAVAILABLE', message: formatMessage('LOGISTICS_UNAVAILABLE') }]);
    }
    expect(await audit(staff.token, 'order:ORD-10000002')).toEqual([]);

    shipments.mode = 'ok';
    for (const action of ['shipment', 'mark-delivered']) {
      const unknown = await call('POST', `/api/admin/orders/ORD-99999999/${action}`, { token: staff.token });
      expect([action, unknown.status, unknown.body.code]).toEqual([action, 404, 'ORDER_NOT_FOUND']);
    }
    expect(shipments.calls.some((entry) => entry.endsWith('ORD-99999999'))).toBe(false);
  });

  it('records the refund of a second charge of THIS order through the payment attention, audited; anything else 404 or 400', async () => {
    const staff = await staffToken('Cat Wu');
    await insertAttempt(db.knex, 'ORD-10000002', 1, { status: 'paid' });
    const duplicate = await insertAttempt(db.knex, 'ORD-10000002', 2, { status: 'paid', attention: 'duplicate_payment' });
    const mismatch = await insertAttempt(db.knex, 'ORD-10000002', 3, { status: 'amount_mismatch', attention: 'amount_mismatch' });

    const wrongOrder = await call('POST', '/api/admin/orders/ORD-10000001/refund', { token: staff.token, body: { attemptId: duplicate } });
    expect([wrongOrder.status, wrongOrder.body.code]).toEqual([404, 'REFUND_NOT_APPLICABLE']);
    const notDuplicate = await call('POST', '/api/admin/orders/ORD-10000002/refund', { token: staff.token, body: { attemptId: mismatch } });
    expect([notDuplicate.status, notDuplicate.body.code]).toEqual([404, 'REFUND_NOT_APPLICABLE']);
    for (const body of [{}, { attemptId: 0 }, { attemptId: 'x' }, { attemptId: 1.5 }]) {
      const bad = await call('POST', '/api/admin/orders/ORD-10000002/refund', { token: staff.token, body });
      expect([body, bad.status, Object.keys(bad.body.fields ?? {})]).toEqual([body, 400, ['attemptId']]);
    }
    expect((await call('POST', '/api/admin/orders/ORD-99999999/refund', { token: staff.token, body: { attemptId: duplicate } })).status).toBe(404);

    const recorded = await call('POST', '/api/admin/orders/ORD-10000002/refund', { token: staff.token, body: { attemptId: duplicate } });
    expect([recorded.status, recorded.body]).toEqual([200, {
      success: true, message: formatMessage('ADMIN_REFUND_RECORDED'), orderId: 'ORD-10000002', attemptId: duplicate, resolvedAt: T0,
    }]);
    // The hardening issue's record: the staff list of payments that need a person shows it resolved.
    const attention = await call('GET', '/api/admin/payments/attention', { token: staff.token });
    expect(attention.body.items.find((item: { attemptId: number }) => item.attemptId === duplicate)).toMatchObject({ resolvedAt: T0 });
    const page = await call('GET', '/api/admin/orders/ORD-10000002', { token: staff.token });
    expect(page.body.payments.find((attempt: { attemptId: number }) => attempt.attemptId === duplicate)).toMatchObject({ attention: 'duplicate_payment', resolvedAt: T0 });
    expect((await audit(staff.token, 'order:ORD-10000002')).map((entry) => [entry.action, entry.details])).toEqual([
      ['payment.refund_recorded', { attemptId: duplicate, merchantTradeNo: 'ORD10000002R2', amount: 1200, alreadyRecorded: false }],
    ]);

    // Resolving the amount mismatch from the payments card is audited too.
    expect((await call('POST', `/api/admin/payments/attention/${mismatch}/resolve`, { token: staff.token })).status).toBe(200);
    expect((await audit(staff.token, 'order:ORD-10000002'))[0]).toMatchObject({ action: 'payment.attention_resolved', staffName: 'Cat Wu', details: { attemptId: mismatch, reason: 'amount_mismatch' } });
  });

  it('inventory: total, reserved, sold and available by the storefront\'s own availability, searchable and paged', async () => {
    const { token } = await staffToken();
    const now = clock.now();
    const base = { variant_title: '', variant_details: 'Default', price: 2000, discount_price: 1200, image_url: '', all_images: '[]', description: '', created_at: now, updated_at: now };
    await db.knex('outlet_items').insert([
      { ...base, sku: 'INV-LINEN', display_sku: 'INV-LINEN', title: 'Linen shirt', total_quantity: 5 },
      { ...base, sku: 'INV-WOOL', display_sku: 'INV-WOOL', title: '羊毛大衣', total_quantity: 1 },
    ]);
    const linen = (await db.knex('outlet_items').where('sku', 'INV-LINEN').first('id')).id as number;
    const wool = (await db.knex('outlet_items').where('sku', 'INV-WOOL').first('id')).id as number;
    const hold = (itemId: number, fields: { expiresIn: number; confirmed?: boolean; released?: boolean }) => ({
      outlet_item_id: itemId, reserved_by: '0911111111', created_at: now, expires_at: new Date(now.getTime() + fields.expiresIn),
      confirmed_at: fields.confirmed ? now : null, released_at: fields.released ? now : null, released_reason: fields.released ? 'removed' : null,
    });
    await db.knex('outlet_reservations').insert([
      hold(linen, { expiresIn: 3_600_000 }), // reserved
      hold(linen, { expiresIn: -1, confirmed: true }), // sold (a sale counts forever)
      hold(linen, { expiresIn: -1 }), // lapsed: counts nowhere
      hold(linen, { expiresIn: 3_600_000, released: true }), // released: counts nowhere
      hold(wool, { expiresIn: -1, confirmed: true }), hold(wool, { expiresIn: 3_600_000 }), // more taken than stock: available 0
    ]);
    const answer = await call('GET', '/api/admin/inventory?q=inv-&limit=1', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(answer.body.items).toEqual([{
      id: linen, sku: 'INV-LINEN', displaySku: 'INV-LINEN', title: 'Linen shirt', variantDetails: 'Default', price: 2000, discountPrice: 1200,
      total: 5, reserved: 1, sold: 1, available: 3, category: null,
    }]);
    const second = await call('GET', '/api/admin/inventory?q=INV-&limit=1&page=2', { token });
    expect(second.body.items[0]).toMatchObject({ id: wool, total: 1, reserved: 1, sold: 1, available: 0 });
    expect((await call('GET', `/api/admin/inventory?q=${encodeURIComponent('羊毛')}`, { token })).body.items.map((item: { id: number }) => item.id)).toEqual([wool]);
    expect((await call('GET', '/api/admin/inventory?q=LINEN SHIRT', { token })).body.items.map((item: { id: number }) => item.id)).toEqual([linen]);

    // The same availability the shop shows, at the same instant; and once the reservation expires the unit is back.
    const shop = await new KnexOutletCatalogue(db.knex, clock).listItems();
    for (const item of [...answer.body.items, ...second.body.items]) {
      expect(shop.find((listed) => listed.id === item.id)?.available_count).toBe(item.available);
    }
    clock.advance(3_600_000);
    expect((await call('GET', '/api/admin/inventory?q=INV-LINEN', { token })).body.items[0]).toMatchObject({ reserved: 0, sold: 1, available: 4 });
    clock.set(T0);
  });

  it('the audit log pages newest first across targets', async () => {
    const staff = await staffToken('Dee Ho');
    await call('POST', '/api/admin/orders/ORD-10000004/shipment', { token: staff.token });
    await call('POST', '/api/admin/orders/ORD-10000004/mark-delivered', { token: staff.token });
    const first = await call('GET', '/api/admin/audit?limit=1', { token: staff.token });
    expect(first.cache).toBe('no-store');
    expect(first.body.entries).toEqual([{
      id: expect.any(Number), staffId: staff.id, staffName: 'Dee Ho', action: 'order.mark_delivered', target: 'order:ORD-10000004', details: { changed: true }, at: T0,
    }]);
    expect(first.body.pagination.total).toBeGreaterThanOrEqual(2);
    const second = await call('GET', '/api/admin/audit?limit=1&page=2', { token: staff.token });
    expect(second.body.entries[0]).toMatchObject({ action: 'shipment.create', target: 'order:ORD-10000004' });
  });

  it('issue 22: the order page names the variant of every line (label and own SKU) for the packer; a line sold before has none', async () => {
    const { token } = await staffToken();
    await insertOrder(db.knex, 'ORD-10000022', { createdAt: '2026-11-20T08:00:00.000Z' });
    await db.knex('order_items').insert(['黑色 / L|BK-L', '深藍 / M|NV-M'].map((variant, index) => ({
      order_id: 'ORD-10000022', item_type: 'outlet', item_id: 10 + index, variant_id: String(10 + index), title: '男款機能防潑水連帽外套', sku: 'OL-JK-1024',
      variant_name: variant.split('|')[0], variant_sku: `OL-JK-1024-${variant.split('|')[1]}`, price: 3280, discount_price: 1290, quantity: 1, image_url: null, reservation_id: null,
    })));
    const answer = await call('GET', '/api/admin/orders/ORD-10000022', { token });
    expect(answer.body.items.map((item: { title: string; sku: string; variantId: string | null; variantName: string | null; variantSku: string | null }) =>
      [item.title, item.sku, item.variantId, item.variantName, item.variantSku])).toEqual([
      ['亞麻襯衫', 'OL-1', null, null, null],
      ['男款機能防潑水連帽外套', 'OL-JK-1024', '10', '黑色 / L', 'OL-JK-1024-BK-L'],
      ['男款機能防潑水連帽外套', 'OL-JK-1024', '11', '深藍 / M', 'OL-JK-1024-NV-M'],
    ]);
  });
});
