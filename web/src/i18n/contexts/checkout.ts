import { renderCatalogue } from '../entry';
import { messages as shellMessages } from '../messages';
import { checkout, checkoutForm, payment, storePicker } from '../areas/checkout';
import { invoice } from '../areas/invoice';
import { order } from '../areas/order';

/** The cart page and checkout with payments: the checkout, the store picker, ECPay's payment, the order confirmation. */
export const CHECKOUT_CATALOGUE = { checkout, checkoutForm, storePicker, payment, order, invoice };

/** The shell's texts and the checkout's, in zh-TW (as i18n/messages.ts). */
export const messages = { ...shellMessages, ...renderCatalogue(CHECKOUT_CATALOGUE, 'zh-TW') };
