import * as t from 'io-ts';
import { OrderId, OrderIdParams, OrderItems, OrderView } from './checkout';
import { OrderPickupStoreResponse } from './logistics';
import { MessageResponse, Phone, type Endpoints } from './shared';

/**
 * Reading the whole order by proving it with its phone (issue 22). Its own file because it joins the checkout
 * context's order and items with the logistics context's shipment, and logistics.ts already imports checkout.ts.
 */
export const ProveOrderBody = t.type({ phone: Phone }, 'ProveOrderBody');

export const OrderDisclosure = t.type({ order: OrderView, items: OrderItems, shipment: OrderPickupStoreResponse }, 'OrderDisclosure');

/** The guest lookup's "send me the link" (issue 30): the same order number + phone as the proof. */
export const SendOrderLinkBody = t.type({ orderId: OrderId, phone: Phone }, 'SendOrderLinkBody');

export const orderDisclosureEndpoints = {
  proveOrder: {
    method: 'POST', path: '/api/ecpay/{orderId}/proof', summary: 'The whole order (order, items, shipment) for the order\'s phone (limited failures)',
    params: OrderIdParams, body: ProveOrderBody, responses: { 200: OrderDisclosure },
  },
  sendOrderLink: {
    method: 'POST', path: '/api/orders/send-link', summary: 'Mail the order\'s signed link to the order\'s e-mail when the phone matches (one neutral answer; the proof\'s limits)',
    body: SendOrderLinkBody, responses: { 200: MessageResponse },
  },
} as const satisfies Endpoints;
