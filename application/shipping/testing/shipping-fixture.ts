import { InMemoryCartStore } from '../../cart/testing/in-memory-cart-store';
import { InMemoryOrderStore } from '../../orders/testing/in-memory-order-store';
import { TransitionOrder } from '../../orders/transition-order';
import { FakeClock } from '../../shared/testing/fake-clock';
import { CreateShipment } from '../create-shipment';
import { CreateShipmentNow } from '../create-shipment-now';
import { ListShipmentsNeedingAttention } from '../list-shipments-needing-attention';
import { MarkDelivered } from '../mark-delivered';
import { RecordShipmentStatus } from '../record-shipment-status';
import { RunShipmentCreation } from '../run-shipment-creation';
import { shipmentCallbackUrlsAt } from '../shipment-callback-urls.port';
import { InMemoryShipmentStore } from './in-memory-shipment-store';
import { orderSeed, putOrder, type OrderSeed } from './order-seed';
import { ScriptedLogisticsGateway } from './scripted-logistics-gateway';

export const SHIPPING_T0 = '2026-11-29T02:00:00.000Z';

/**
 * What the shipping use-case tests share: orders and shipments in memory, a scripted ECPay, a clock that stands
 * still, and every shipping use case wired over them. `addOrder` puts an order straight in (a paid card order
 * unless told otherwise); `notify` is ECPay's verified status notification of an order's shipment.
 */
export function shippingFixture() {
  const clock = new FakeClock(SHIPPING_T0);
  const orders = new InMemoryOrderStore(new InMemoryCartStore());
  const shipments = new InMemoryShipmentStore(orders);
  const gateway = new ScriptedLogisticsGateway();
  const create = new CreateShipment(shipments, gateway, shipmentCallbackUrlsAt('https://shop.example/'), new TransitionOrder(orders, clock), clock);
  const record = new RecordShipmentStatus(shipments, clock);
  let orderNo = 0;
  const addOrder = (overrides: Partial<OrderSeed> = {}): string => {
    orderNo += 1;
    return putOrder(orders, orderSeed(`ORD-${String(20_000_000 + orderNo)}`, clock.now(), overrides));
  };
  const notify = async (orderId: string, code: number, at: Date, message?: string) => {
    const shipment = await shipments.findByOrderId(orderId);
    const verified = gateway.verifyStatusNotification(gateway.notificationForm(shipment?.merchantTradeNo ?? `${orderId}L`, code, at, message));
    if (!verified.ok) throw new Error(verified.rejection.code);
    return record.execute(verified.notification);
  };
  return {
    clock, orders, shipments, gateway, create, record, addOrder, notify,
    run: new RunShipmentCreation(shipments, create, clock),
    createNow: new CreateShipmentNow(shipments, create, clock),
    markDelivered: new MarkDelivered(shipments, clock),
    attention: new ListShipmentsNeedingAttention(shipments),
  };
}

export type ShippingFixture = ReturnType<typeof shippingFixture>;

/** An order shipped at ECPay already (created, order moved to PROCESSING), for the tests that start there. */
export async function shippedOrder(fixture: ShippingFixture, overrides: Partial<OrderSeed> = {}): Promise<string> {
  const orderId = fixture.addOrder(overrides);
  const answer = await fixture.createNow.execute(orderId);
  if (answer.result !== 'created') throw new Error(`not shipped: ${answer.result}`);
  return orderId;
}
