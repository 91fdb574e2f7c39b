import { Card } from '@blueprintjs/core';
import { shippingStatusWords, type FulfilmentStage } from '../../domain';
import { ShippingStatusBlock } from '../order-history/ShippingStatusBlock';
import { formatTaipeiTime } from '../../app/taipei-time';
import type { OrderShipment } from './order-confirmation-slice';

/**
 * The order page's logistics status block (spec 1 §4, issue 12): the same block as the order history, fed by
 * GET /api/ecpay/logistics/order/{orderId}, with the shipment's history below it (ECPay's own words per step,
 * oldest first) once there is one.
 */
export function ShipmentCard({ shipment, stage }: { shipment: OrderShipment; stage: FulfilmentStage }) {
  return (
    <Card className="order-card shipment-card" data-testid="shipment-card">
      <ShippingStatusBlock
        stage={stage}
        screen="confirmation"
        order={{
          shipping_status: shipment.shipping_status, tracking_number: shipment.tracking_number, payment_no: shipment.payment_no,
          shipped_at: shipment.shipped_at, logistics_id: shipment.logistics_id, cvs_store_id: shipment.store_id || null, store_name: shipment.store_name || null,
        }}
      />
      {shipment.history.length > 0 && (
        <ol className="shipment-history" data-testid="shipment-history">
          {shipment.history.map((step, index) => (
            <li key={`${step.occurred_at}-${step.status_code ?? 'manual'}-${index}`} data-testid="shipment-step">
              <span className="order-muted">{formatTaipeiTime(step.occurred_at) || step.occurred_at}</span>{' '}
              <span>{step.message || shippingStatusWords(step.shipping_status, step.status_code, 'confirmation')}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
