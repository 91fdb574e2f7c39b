/// <reference lib="dom" />
/**
 * Issue 30's proof in Chromium: a member buys by card with a company invoice (統一編號 and title) and sees the
 * invoice number on the order page once the outbox's invoice consumer has issued it through the e-invoice
 * simulator; a wrong tax id is refused inline and places no order. Then the card-paid mail in the sandbox mailbox
 * carries the signed link, and a browser with no cookies and no storage opens the order with it. The checkout and
 * the order page at a phone's 375 px, the mailed link's page at a desktop's 1440 px, each probed (axe, tap targets,
 * one h1 and one main, no sideways scroll: test/support/screen-probe.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { OutletListItem } from '../../domain/outlet/outlet-item';
import { formatMessage } from '../../domain/messages';
import { browserAvailable } from '../support/browser';
import { browserJourney, SHOTS } from '../support/browser-journey';
import { payByCard, pickFirstSevenElevenStore, signInMember, until } from '../support/e2e-steps';
import { faultsOf, probeScreen } from '../support/screen-probe';

const SCREENS = path.join(SHOTS, 'screens');
const MEMBER = { name: '林雅婷', email: 'invoice-member@example.com', phone: '0955300030', password: 'member-pass-30' };
const COMPANY = { taxId: '04595257', title: '好物有限公司' };
/** An e-invoice number: the track's two letters and eight digits. */
const INVOICE_NUMBER = /^[A-Z]{2}\d{8}$/;
const describeInBrowser = browserAvailable() ? describe : describe.skip;

interface SandboxMail { to: string; subject: string; text: string }

describeInBrowser('a company invoice and the mailed order link (issue 30)', () => {
  const journey = browserJourney();
  const url = (pathname: string) => `${journey.server.url}${pathname}`;
  let orderId = '';
  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    expect((await journey.postJson('/api/customers/register', { ...MEMBER, confirmPassword: MEMBER.password })).status).toBe(201);
  });

  async function screen(page: Page, name: string): Promise<string[]> {
    await page.waitForLoadState('networkidle');
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
    return faultsOf(await probeScreen(page), null).map((fault) => `${name} @${width}: ${fault}`);
  }

  const ordersPlaced = async () => Number((await journey.server.knex('orders').count({ n: '*' }))[0].n);

  /**
   * The order page reads a paid card order again every 3 s, 5 reads at most, until its invoice is issued (issue 30):
   * the number appears on the page the payment landed on, without a reload. The consumer issues it within a second of
   * PAID, so the page's own read may already carry it; when the page lands first (the read ~200 ms after PAID said
   * NOT_ISSUED in a run without the reads, which then failed here) only the reads show it.
   */
  async function invoiceNumberWithoutReload(page: Page): Promise<string | undefined> {
    const number = page.getByTestId('invoice-number');
    await number.waitFor({ timeout: 20_000 });
    return (await number.textContent())?.trim();
  }

  it('a member buys by card with a company invoice and sees its number on the order page; a wrong tax id stays on checkout with the error inline', async () => {
    const [item] = (await journey.json<OutletListItem[]>('/api/outlet/list')).filter((listed) => (listed.available_count ?? 0) >= 1);
    const page = await journey.newPage(375, 812);
    await signInMember(page, journey.server.url, MEMBER);
    await page.goto(url(`/product/${item.id}`));
    await page.getByTestId('product-add').click();
    await page.getByTestId('product-go-to-cart').waitFor();

    await page.goto(url('/checkout'));
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByTestId('checkout-account-locked').waitFor();
    await pickFirstSevenElevenStore(page);
    // The account's e-mail is where the order's mails go unless the member types another.
    await expect(page.getByTestId('checkout-email').inputValue()).resolves.toBe(MEMBER.email);
    await page.getByTestId('invoice-kind-company').check({ force: true });
    await page.getByTestId('invoice-taxId').fill('12345678');
    await page.getByTestId('invoice-title').fill(COMPANY.title);
    await page.getByTestId('invoice-title').blur();
    const taxIdGroup = page.locator('.bp6-form-group', { has: page.getByTestId('invoice-taxId') });
    await taxIdGroup.getByText(formatMessage('INVOICE_TAX_ID_CHECKSUM')).waitFor();
    await page.getByTestId('payment-credit-card').check({ force: true });
    const faults = await screen(page, 'checkout-tax-id-error');

    const before = await ordersPlaced();
    await page.getByTestId('checkout-submit').click();
    await page.locator('.bp6-toast').getByText(formatMessage('INVOICE_TAX_ID_CHECKSUM')).waitFor();
    expect(await page.getByTestId('checkout-confirm').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await ordersPlaced()).toBe(before);

    await page.getByTestId('invoice-taxId').fill(COMPANY.taxId);
    await page.getByTestId('invoice-taxId').blur();
    expect(await taxIdGroup.getByText(formatMessage('INVOICE_TAX_ID_CHECKSUM')).count()).toBe(0);
    await page.getByTestId('checkout-submit').click();
    await page.getByTestId('checkout-confirm').click();
    orderId = await payByCard(page);

    const number = await invoiceNumberWithoutReload(page);
    expect(number).toMatch(INVOICE_NUMBER);
    await expect(page.getByTestId('invoice-kind').textContent()).resolves.toContain(COMPANY.taxId);
    await expect(page.getByTestId('invoice-kind').textContent()).resolves.toContain(COMPANY.title);
    const invoice = await journey.server.knex('invoices').where({ order_id: orderId }).first();
    expect(invoice).toMatchObject({ invoice_number: number });
    faults.push(...await screen(page, 'order-company-invoice'));
    expect(faults).toEqual([]);
  }, 180_000);

  it("the outbox's card-paid mail carries the signed link, and a browser with no cookies or storage opens the order with it", async () => {
    expect(orderId).toMatch(/^ORD-\d{8}$/);
    const mail = await until(async () => {
      const { mails } = await journey.json<{ mails: SandboxMail[] }>('/sandbox/mail', { headers: { Accept: 'application/json' } });
      return mails.find((candidate) => candidate.to === MEMBER.email && candidate.subject.includes(orderId));
    }, 'the order mail in the sandbox mailbox');
    const link = new RegExp(`https?://\\S+/order-confirmation/${orderId}\\?link=\\S+`).exec(mail.text)?.[0] ?? '';
    expect(new URL(link).origin).toBe(new URL(journey.server.url).origin);

    const stranger = await journey.newPage(1440, 900);
    expect(await stranger.context().cookies()).toEqual([]);
    await stranger.goto(link);
    await stranger.getByTestId('order-card').waitFor();
    await stranger.getByTestId('pickup-card').waitFor();
    expect(await stranger.getByTestId('order-card').getAttribute('data-masked')).not.toBe('true');
    await expect(stranger.getByTestId('order-card').textContent()).resolves.toContain(orderId);
    // The token is not left in the address bar (a shared screen or a copied address must not carry it).
    expect(new URL(stranger.url()).searchParams.get('link')).toBeNull();
    expect(await screen(stranger, 'order-from-mail-link')).toEqual([]);
  }, 120_000);
});
