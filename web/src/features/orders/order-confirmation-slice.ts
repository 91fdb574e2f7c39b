import type * as t from 'io-ts';
/**
 * The order confirmation screen (spec 2 §2.5, §4). Public API:
 *
 *   state.orderConfirmation: OrderConfirmationState (below)
 *
 *   orderConfirmationActions.opened({ orderId, returnState?, providerTradeNo?, returnedWithoutPaying?, holdsToken? })
 *       // the page shows /order-confirmation/{orderId}; returnState is what ?payment= (or RtnCode) said;
 *       // returnedWithoutPaying: ?payment=back, the shopper came back from the card page without paying;
 *       // holdsToken: this browser holds the order's token (issue 28: the actions show before the order is read)
 *   orderConfirmationActions.closed()                     // the page left: the saga stops (and polling with it)
 *   orderConfirmationActions.longProcessingDismissed()    // 'Try later'
 *   orderConfirmationActions.restoreCartRequested()       // put the order's items back in the cart
 *   orderConfirmationActions.proofRequested({ phone })    // a stranger's view (masked): prove the order with its phone
 *   orderConfirmationActions.handedOver({ order, items, shipment, phone })
 *       // issue 30: the guest lookup proved the order with its phone; the next opened() of that order shows it unread
 *
 * The rest (orderLoaded, loadFailed, statusPolled, invoiceRefreshed, longProcessingReached, restoreSettled, proofFailed) are the saga's own.
 * The screen state is the server's status mapped by the domain (STATUS_TO_SCREEN) once it is known; until then
 * (or when the server sends a status the domain does not know) the return parameters' state shows.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { paymentScreenState, type PaymentQueryState, type PaymentScreenState } from '../../domain';
import type { OrderItems, OrderView } from '../../../../application/contracts/checkout';
import type { OrderInvoiceView } from '../../../../application/contracts/invoicing';
import type { OrderPickupStoreResponse } from '../../../../application/contracts/logistics';

/**
 * GET /api/ecpay/{orderId}: spec 2 §3 "Order as read from the server" (docs/api.md "Reading an order").
 * Without the buyer's token (or the owner's sign-in) `masked` is true: a stranger's view (issue 22) with the
 * name and phone masked and no store; the screen then offers the phone proof.
 */
export type OrderDetails = OrderView;
/** GET /api/ecpay/{orderId}/items: spec 2 §3 "Order item". */
export type OrderItem = t.TypeOf<typeof OrderItems>[number];
/** GET /api/ecpay/logistics/order/{orderId}: the pickup store and the shipment (status, numbers, history; issue 12). */
export type OrderShipment = t.TypeOf<typeof OrderPickupStoreResponse>;

export type OrderLoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
/** missing-id: no order id in the path ('Order ID is missing'); not-found: 404 or an id that cannot exist. */
export type OrderErrorKind = 'missing-id' | 'not-found' | 'failed';
export type CartRestore = 'idle' | 'restoring' | 'restored';
/** The phone proof of a stranger's view (issue 22): the server's refusal shows under the field. */
export interface OrderProofState {
  status: 'idle' | 'proving' | 'failed';
  message: string | null;
}

export interface OrderConfirmationState {
  orderId: string | null;
  status: OrderLoadStatus;
  error: OrderErrorKind | null;
  order: OrderDetails | null;
  items: OrderItem[];
  /** The items call failed: the order is still shown, the items card says so. */
  itemsFailed: boolean;
  /** The shipment read (issue 12); null until loaded or when it failed (the status block is then left out). */
  shipment: OrderShipment | null;
  /** What ?payment= (or the provider's RtnCode) said on arrival. */
  returnState: PaymentQueryState | null;
  /** The provider's MerchantTradeNo from the return parameters, if any. */
  providerTradeNo: string | null;
  /** The server status mapped by the domain; null until known. */
  serverState: PaymentScreenState | null;
  /** Polls made so far while processing (spec 2 §4: at most 10). */
  pollAttempts: number;
  /** 10 polls and still processing: the long-processing notice shows. */
  longProcessing: boolean;
  /** 'Try later' hid the notice (the retry button stays in the button row). */
  longProcessingDismissed: boolean;
  /** ?payment=back: back from the card page without paying (issue #9); the cancelled banner shows at once (issue 22). */
  returnedWithoutPaying: boolean;
  /** 'Restore items to cart' of the red payment banners. */
  cartRestore: CartRestore;
  proof: OrderProofState;
  /**
   * The phone that proved the order on this page (issue 28: no token here, not its signed-in owner): the retry's
   * prepare-payment is proven with it. In memory only; another visit proves again.
   */
  provenPhone: string | null;
  /** This browser holds the order's token (kept at checkout): until the order is read, the actions show at once. */
  holdsToken: boolean;
  /**
   * Issue 30: the order the guest lookup just proved (POST /api/ecpay/{id}/proof), waiting for its page to open. In
   * memory only and taken once: the page shows it without reading the order again; a reload proves again.
   */
  handover: OrderHandover | null;
}

/** The proof's answer, handed from the lookup page to the order page. */
export interface OrderHandover {
  order: OrderDetails;
  items: OrderItem[];
  shipment: OrderShipment;
  phone: string;
}

export const initialOrderConfirmationState: OrderConfirmationState = {
  orderId: null,
  status: 'idle',
  error: null,
  order: null,
  items: [],
  itemsFailed: false,
  shipment: null,
  returnState: null,
  providerTradeNo: null,
  serverState: null,
  pollAttempts: 0,
  longProcessing: false,
  longProcessingDismissed: false,
  returnedWithoutPaying: false,
  cartRestore: 'idle',
  proof: { status: 'idle', message: null },
  provenPhone: null,
  holdsToken: false,
  handover: null,
};

const slice = createSlice({
  name: 'orderConfirmation',
  initialState: initialOrderConfirmationState,
  reducers: {
    opened(
      current,
      action: PayloadAction<{
        orderId: string | null; returnState?: PaymentQueryState | null; providerTradeNo?: string | null; returnedWithoutPaying?: boolean; holdsToken?: boolean;
      }>,
    ) {
      const orderId = action.payload.orderId?.trim() || null;
      const { handover } = current;
      if (orderId && handover && handover.order.order_id === orderId) {
        return {
          ...initialOrderConfirmationState, orderId, status: 'succeeded', order: handover.order, items: handover.items, shipment: handover.shipment,
          serverState: paymentScreenState(handover.order.status, handover.order.payment_method), provenPhone: handover.phone,
        };
      }
      return {
        ...initialOrderConfirmationState,
        orderId,
        returnState: action.payload.returnState ?? null,
        providerTradeNo: action.payload.providerTradeNo ?? null,
        returnedWithoutPaying: action.payload.returnedWithoutPaying ?? false,
        holdsToken: action.payload.holdsToken ?? false,
        status: orderId ? 'loading' : 'failed',
        error: orderId ? null : 'missing-id',
      };
    },
    closed() {},
    orderLoaded(state, action: PayloadAction<{ order: OrderDetails; items: OrderItem[]; itemsFailed: boolean; shipment?: OrderShipment | null; provenPhone?: string | null }>) {
      if (action.payload.order.order_id && action.payload.order.order_id !== state.orderId) return;
      state.status = 'succeeded';
      state.error = null;
      state.order = action.payload.order;
      state.items = action.payload.items;
      state.itemsFailed = action.payload.itemsFailed;
      state.shipment = action.payload.shipment ?? null;
      state.serverState = paymentScreenState(action.payload.order.status, action.payload.order.payment_method);
      state.proof = initialOrderConfirmationState.proof;
      state.provenPhone = action.payload.order.masked === true ? null : action.payload.provenPhone ?? null;
    },
    loadFailed(state, action: PayloadAction<Exclude<OrderErrorKind, 'missing-id'>>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** One poll of GET /api/orders/{id}; a failed poll (status null) counts as an attempt and changes nothing else. */
    statusPolled(state, action: PayloadAction<{ attempt: number; status: OrderDetails['status'] | null; statusMessage?: string | null }>) {
      state.pollAttempts = action.payload.attempt;
      const { status } = action.payload;
      const next = paymentScreenState(status, state.order?.payment_method);
      if (next === null || status === null || !state.order) return;
      state.order.status = status;
      if (action.payload.statusMessage !== undefined) state.order.status_message = action.payload.statusMessage;
      state.serverState = next;
    },
    /** Issue 30: a read of the order for its invoice (a paid card order's, issued a moment after PAID); nothing else changes. */
    invoiceRefreshed(state, action: PayloadAction<{ orderId: string; invoice: OrderInvoiceView }>) {
      if (!state.order || action.payload.orderId !== state.orderId) return;
      state.order.invoice = action.payload.invoice;
    },
    longProcessingReached(state) {
      state.longProcessing = true;
    },
    longProcessingDismissed(state) {
      state.longProcessingDismissed = true;
    },
    restoreCartRequested(state) {
      state.cartRestore = 'restoring';
    },
    restoreSettled(state, action: PayloadAction<boolean>) {
      state.cartRestore = action.payload ? 'restored' : 'idle';
    },
    proofRequested(state, _action: PayloadAction<{ phone: string }>) {
      state.proof = { status: 'proving', message: null };
    },
    proofFailed(state, action: PayloadAction<string>) {
      state.proof = { status: 'failed', message: action.payload };
    },
    handedOver(state, action: PayloadAction<OrderHandover>) {
      state.handover = action.payload;
    },
  },
});

export const orderConfirmationActions = slice.actions;
export const orderConfirmationReducer = slice.reducer;
