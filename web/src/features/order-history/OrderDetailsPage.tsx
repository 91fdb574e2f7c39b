import OrderConfirmationPage from '../orders/OrderConfirmationPage';

/** /order-details/{orderId} (spec 2 §2.5): the confirmation screen in details mode; the route is protected. */
export default function OrderDetailsPage() {
  return <OrderConfirmationPage mode="details" />;
}
