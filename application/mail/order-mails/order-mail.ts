import { formatMailMessage, type MailTextCode } from '../../../domain/messages/mail-catalogue';
import { formatHistoryAmount } from '../../../domain/money/format';
import { isStoreChosen } from '../../../domain/orders/pickup-store';
import { shippingFeeOf } from '../../../domain/orders/shipping-fee';
import { formatTaipeiTime, SHOP_NAME } from '../../accounts/password-reset';
import { ORDER_LINK_LIFETIME_MS } from '../../orders/order-link.port';
import { escapeHtml } from '../escape-html';
import type { MailMessage } from '../mailer.port';
import type { OrderMailFacts, OrderMailKind } from './order-mail-facts';

/** What differs between the kinds: the subject and the opening; the rest of every order mail is the same. */
const KINDS: Readonly<Record<OrderMailKind, { subject: MailTextCode; intro: MailTextCode }>> = {
  card_paid: { subject: 'ORDER_MAIL_CARD_PAID_SUBJECT', intro: 'ORDER_MAIL_CARD_PAID_INTRO' },
  store_order_placed: { subject: 'ORDER_MAIL_STORE_PLACED_SUBJECT', intro: 'ORDER_MAIL_STORE_PLACED_INTRO' },
  handed_in: { subject: 'ORDER_MAIL_HANDED_IN_SUBJECT', intro: 'ORDER_MAIL_HANDED_IN_INTRO' },
  at_store: { subject: 'ORDER_MAIL_AT_STORE_SUBJECT', intro: 'ORDER_MAIL_AT_STORE_INTRO' },
  picked_up: { subject: 'ORDER_MAIL_PICKED_UP_SUBJECT', intro: 'ORDER_MAIL_PICKED_UP_INTRO' },
};

/** Money in a mail reads as in the order history: NT$1,290 (a mail is read away from the shop's pages). */
const amount = (value: number) => formatHistoryAmount(value);

/** A block of the mail: an optional heading and its lines, each line with its HTML form (values escaped). */
interface Block {
  heading?: string;
  lines: { text: string; html: string }[];
}

const plain = (text: string) => ({ text, html: escapeHtml(text) });

function openingOf(kind: OrderMailKind, facts: OrderMailFacts): Block {
  const { order, shipment } = facts;
  const lines = [plain(formatMailMessage(KINDS[kind].intro, { orderId: order.id, amount: amount(order.totalAmount) }))];
  if (kind === 'at_store' && order.paymentMethod === 'store_cod') lines.push(plain(formatMailMessage('ORDER_MAIL_AT_STORE_PAY', { amount: amount(order.totalAmount) })));
  if (kind === 'at_store' && shipment?.pickupDeadline) lines.push(plain(formatMailMessage('ORDER_MAIL_PICKUP_DEADLINE', { deadline: formatTaipeiTime(shipment.pickupDeadline) })));
  return { lines };
}

function linesOf({ order, items }: OrderMailFacts): Block {
  const subtotal = items.reduce((sum, item) => sum + item.discountPrice * item.quantity, 0);
  const lines = items.flatMap((item) => {
    const line = plain(formatMailMessage('ORDER_MAIL_LINE', { title: item.title, quantity: item.quantity, amount: amount(item.discountPrice * item.quantity) }));
    if (!item.variantName) return [line];
    const variant = formatMailMessage('ORDER_MAIL_LINE_VARIANT', { variant: item.variantName });
    return [line, { text: `  ${variant}`, html: `<span style="color:#5f6b7c">${escapeHtml(variant)}</span>` }];
  });
  return {
    heading: formatMailMessage('ORDER_MAIL_LINES_HEADING'),
    lines: [
      ...lines,
      plain(formatMailMessage('ORDER_MAIL_SUBTOTAL', { amount: amount(subtotal) })),
      plain(formatMailMessage('ORDER_MAIL_SHIPPING_FEE', { amount: amount(shippingFeeOf(order.deliveryMethod)) })),
      { text: formatMailMessage('ORDER_MAIL_TOTAL', { amount: amount(order.totalAmount) }), html: `<strong>${escapeHtml(formatMailMessage('ORDER_MAIL_TOTAL', { amount: amount(order.totalAmount) }))}</strong>` },
    ],
  };
}

function deliveryOf({ order, shipment }: OrderMailFacts): Block | null {
  const lines = [];
  if (isStoreChosen(order.store)) lines.push(plain(formatMailMessage('ORDER_MAIL_STORE', { store: order.store.storeName, address: order.store.storeAddress })));
  if (shipment?.trackingNumber) lines.push(plain(formatMailMessage('ORDER_MAIL_TRACKING_NUMBER', { number: shipment.trackingNumber })));
  if (shipment?.pickupCode) lines.push(plain(formatMailMessage('ORDER_MAIL_PICKUP_CODE', { code: shipment.pickupCode })));
  return lines.length > 0 ? { heading: formatMailMessage('ORDER_MAIL_SHIPMENT_HEADING'), lines } : null;
}

function invoiceOf({ invoice }: OrderMailFacts): Block | null {
  if (!invoice) return null;
  const text = formatMailMessage('ORDER_MAIL_INVOICE', { number: invoice.number, issuedAt: formatTaipeiTime(invoice.issuedAt), randomCode: invoice.randomCode });
  return { heading: formatMailMessage('ORDER_MAIL_INVOICE_HEADING'), lines: [plain(text)] };
}

function linkOf({ link }: OrderMailFacts): Block {
  const intro = formatMailMessage('ORDER_MAIL_LINK_INTRO', { days: ORDER_LINK_LIFETIME_MS / 86_400_000 });
  const href = escapeHtml(link);
  return {
    lines: [
      plain(intro),
      { text: link, html: `<a href="${href}" style="display:inline-block;padding:8px 16px;background:#2d72d2;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(formatMailMessage('ORDER_MAIL_LINK_BUTTON'))}</a><br><small>${href}</small>` },
    ],
  };
}

/**
 * One order mail (issue 30) in Traditional Chinese, with a text part and an HTML part saying the same: the
 * opening of its kind, the lines with their colour and size, the totals, the pickup store and the parcel's
 * numbers when known, the invoice once issued, and the signed link that opens the order. Every value in the
 * HTML is escaped (a product title or a name is the shop's data, a guest's name is typed by anyone).
 */
export function orderMail(kind: OrderMailKind, facts: OrderMailFacts): MailMessage {
  const subject = formatMailMessage('MAIL_SUBJECT', { shop: SHOP_NAME, subject: formatMailMessage(KINDS[kind].subject, { orderId: facts.order.id }) });
  const greeting = formatMailMessage('MAIL_GREETING', { name: facts.order.customerName });
  const blocks = [openingOf(kind, facts), linesOf(facts), deliveryOf(facts), invoiceOf(facts), linkOf(facts)].filter((block): block is Block => block !== null);
  const signature = [formatMailMessage('MAIL_SIGNATURE', { shop: SHOP_NAME }), formatMailMessage('MAIL_AUTOMATIC')];

  const text = [
    greeting,
    ...blocks.map((block) => [...(block.heading ? [formatMailMessage('ORDER_MAIL_TEXT_HEADING', { heading: block.heading })] : []), ...block.lines.map((line) => line.text)].join('\n')),
    signature.join('\n'),
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:'Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif;color:#1c2127;line-height:1.6">
<p>${escapeHtml(greeting)}</p>
${blocks.map((block) => `${block.heading ? `<h3 style="margin:16px 0 4px">${escapeHtml(block.heading)}</h3>\n` : ''}<p>${block.lines.map((line) => line.html).join('<br>\n')}</p>`).join('\n')}
<p>${escapeHtml(signature[0])}<br><small style="color:#5f6b7c">${escapeHtml(signature[1])}</small></p>
</body></html>`;
  return { to: facts.to, subject, text, html };
}
