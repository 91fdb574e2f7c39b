import { renderCatalogue } from '../entry';
import { messages as shellMessages } from '../messages';
import { checkout, checkoutForm, payment, storePicker } from '../areas/checkout';
import { invoice } from '../areas/invoice';
import { order } from '../areas/order';
import { orderLookup } from '../areas/order-lookup';

/** The cart page and checkout with payments: the checkout, the store picker, ECPay's payment, the order confirmation, the guest lookup and the invoice. */
export const CHECKOUT_CATALOGUE = { checkout, checkoutForm, storePicker, payment, order, orderLookup, invoice };

/** The shell's texts and the checkout's, in zh-TW (as i18n/messages.ts). */
export const messages = { ...shellMessages, ...renderCatalogue(CHECKOUT_CATALOGUE, 'zh-TW') };
