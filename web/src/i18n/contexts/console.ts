import { renderCatalogue } from '../entry';
import { messages as shellMessages } from '../messages';
import { adminConsole } from '../areas/admin-console';
import { invoiceProblems } from '../areas/admin-invoices';
import { failedFollowUps } from '../areas/admin-order-events';
import { adminOrders } from '../areas/admin-orders';
import { shopify } from '../areas/admin-shopify';
import { connections } from '../areas/connections';

/** The staff console's texts: a shopper never downloads them. */
export const CONSOLE_CATALOGUE = { connections, admin: { ...adminOrders, ...adminConsole, invoiceProblems, failedFollowUps, shopify } };

/** The shell's texts and the console's, in zh-TW (as i18n/messages.ts). */
export const messages = { ...shellMessages, ...renderCatalogue(CONSOLE_CATALOGUE, 'zh-TW') };
