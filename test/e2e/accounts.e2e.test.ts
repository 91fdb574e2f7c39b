/// <reference lib="dom" />
/**
 * Customer accounts, end to end in Chromium against the real server (ECPay simulator and the sandbox
 * mailbox mounted): register, sign out, reserve as a guest with the same phone, sign in (the cart is merged
 * once), buy, see the order in the history and the profile, reset the password through /sandbox/mail and
 * sign in with the new one, link a guest order from the history page.
 */
import type { Page } from 'playwright-core';
import { cartKeyHeaders, newCartKey } from '../support/cart-key';
import { browserAvailable } from '../support/browser';
import { browserJourney } from '../support/browser-journey';
import { confirmedOrderId, linkOrderFromHistory, pickStoreAndConfirm, signInMember } from '../support/e2e-steps';

const EMAIL = 'hua.chen@example.com';
const PHONE = '0933111222';
const PASSWORD = 'first-pass-1';
const NEW_PASSWORD = 'second-pass-2';

const describeInBrowser = browserAvailable() ? describe : describe.skip;

describeInBrowser('customer accounts in Chromium', () => {
  const journey = browserJourney();
  const { api, shot } = journey;
  let page: Page;
  const mergeCalls: string[] = [];

  beforeAll(async () => {
    page = await journey.newPage();
    page.on('request', (request) => {
      if (request.url().includes('/api/cart/merge')) mergeCalls.push(request.postData() ?? '');
    });
  });

  // One browser's cart key (issue 22): the guest cart a test adds to is the one its checkout reads.
  const cartKey = cartKeyHeaders(newCartKey());
  const postJson = (pathname: string, body: unknown, token?: string) =>
    journey.postJson(pathname, body, { ...cartKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) });

  const signIn = (password: string) => signInMember(page, journey.server.url, { email: EMAIL, password });

  async function signOut(): Promise<void> {
    await page.getByTestId('avatar-button').click();
    await page.getByTestId('menu-logout').click();
    // Signed out from a protected page the app goes to /login, which has no top bar: wait for the avatar to go.
    await page.getByTestId('avatar-button').waitFor({ state: 'detached' });
  }

  it('registers with the two-step wizard and is signed in', async () => {
    await page.goto(`${journey.server.url}/register`);
    await page.getByTestId('register-name').fill('陳小華');
    await page.getByTestId('register-email').fill(EMAIL);
    await page.getByTestId('register-phone').fill(PHONE);
    await page.getByTestId('register-next').click();
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-confirm').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('avatar-button').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await signOut();
  });

  it('reserves as a guest with the same phone, signs in, and the cart is merged once', async () => {
    await page.goto(`${journey.server.url}/`);
    await page.getByTestId('add-to-cart').first().click();
    await page.getByTestId('reserve-phone').fill(PHONE);
    await page.getByTestId('reserve-confirm').click();
    await page.getByText('商品已成功加入購物車！').waitFor();

    await signIn(PASSWORD);
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === '1');
    await page.waitForTimeout(1500);
    expect(mergeCalls.length).toBeLessThanOrEqual(1);
    const login = await (await postJson('/api/customers/login', { email: EMAIL, password: PASSWORD, rememberMe: false })).json();
    const cart = await (await api(`/api/cart/${PHONE}`, { headers: { Authorization: `Bearer ${login.token}` } })).json();
    expect(cart.items).toHaveLength(1);
    // The guest's hold moved into the account's cart (issue 22): the unit is held once, not twice.
    const held = await journey.server.knex('outlet_reservations').where('outlet_item_id', cart.items[0].item_id).whereNull('released_at').count({ n: '*' });
    expect(Number(held[0].n)).toBe(1);
  });

  it('buys with the account details locked, and finds the order in the history and the profile', async () => {
    await page.goto(`${journey.server.url}/checkout`);
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByTestId('checkout-account-locked').waitFor();
    await pickStoreAndConfirm(page, 'store_cod');
    const orderId = await confirmedOrderId(page);

    await page.goto(`${journey.server.url}/order-history`);
    await page.locator(`[data-testid="history-order"][data-order-id="${orderId}"]`).waitFor();
    await page.goto(`${journey.server.url}/profile`);
    await page.locator(`[data-testid="recent-order"][data-order-id="${orderId}"]`).waitFor();
    await page.screenshot({ path: shot('profile') });
  });

  it('links a guest order from the history page', async () => {
    // A guest order placed with another phone.
    const guestPhone = '0922333444';
    const item = ((await (await api('/api/outlet/list')).json()) as Array<{ id: number; available_count: number }>)
      .find((candidate) => candidate.available_count >= 2);
    expect((await postJson('/api/cart/add', { phone: guestPhone, itemType: 'outlet', itemId: item?.id })).status).toBe(201);
    const checkout = await postJson('/api/cart/checkout', {
      name: '訪客', phone: guestPhone, deliveryMethod: 'pickup', paymentMethod: 'store_cod',
      storeData: { storeId: '131386', storeName: '建盛門市', storeAddress: '台北市南港區三重路19-2號', logisticsSubType: 'UNIMARTC2C' },
    });
    expect(checkout.status).toBe(201);
    const { orderId } = await checkout.json();

    await linkOrderFromHistory(page, journey.server.url, { orderId, phone: guestPhone });
    await page.locator('[data-testid="link-order-message"][data-ok="true"]').waitFor();
    await page.locator(`[data-testid="history-order"][data-order-id="${orderId}"]`).waitFor();
  });

  it('resets the password through the sandbox mailbox and signs in with the new one', async () => {
    await signOut();
    await page.goto(`${journey.server.url}/forgot-password`);
    await page.getByTestId('forgot-email').fill(EMAIL);
    await page.getByTestId('forgot-send').click();
    await page.getByTestId('forgot-code').waitFor();

    const mailbox = await (await api('/sandbox/mail', { headers: { Accept: 'application/json' } })).json();
    const messages: Array<{ to: string; text: string }> = mailbox.mails;
    const mail = messages.find((message) => message.to === EMAIL);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await page.getByTestId('forgot-code').fill(code);
    await page.getByTestId('forgot-verify').click();
    await page.getByTestId('forgot-new-password').fill(NEW_PASSWORD);
    await page.getByTestId('forgot-confirm-password').fill(NEW_PASSWORD);
    await page.getByTestId('forgot-reset').click();
    await page.waitForURL(/\/login$/, { timeout: 10000 });

    expect((await postJson('/api/customers/login', { email: EMAIL, password: PASSWORD, rememberMe: false })).status).toBe(401);
    await signIn(NEW_PASSWORD);
  });
});
