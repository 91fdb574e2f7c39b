import * as t from 'io-ts';
import { OrderIdParams, OrderItems, OrderView } from './checkout';
import { OrderPickupStoreResponse } from './logistics';
import { Phone, type Endpoints } from './shared';

/**
 * Reading the whole order by proving it with its phone (issue 22). Its own file because it joins the checkout
 * context's order and items with the logistics context's shipment, and logistics.ts already imports checkout.ts.
 */
export const ProveOrderBody = t.type({ phone: Phone }, 'ProveOrderBody');

export const OrderDisclosure = t.type({ order: OrderView, items: OrderItems, shipment: OrderPickupStoreResponse }, 'OrderDisclosure');

export const orderDisclosureEndpoints = {
  proveOrder: {
    method: 'POST', path: '/api/ecpay/{orderId}/proof', summary: 'The whole order (order, items, shipment) for the order\'s phone (limited failures)',
    params: OrderIdParams, body: ProveOrderBody, responses: { 200: OrderDisclosure },
  },
} as const satisfies Endpoints;
