import type { Router } from '@koa/router';
import { controlAnswer as answer, controlBadRequest as bad, controlBody as body } from '../control-requests';
import { isRecord } from '../shopee/request-input';
import { SANDBOX_SHOPIFY_ACCESS_TOKEN, type ShopifySandbox } from './shopify-sandbox';

/**
 * The simulator's test switches over HTTP (ShopifySandbox's methods), for the demo, the bench and end-to-end tests
 * running the server in another process:
 *
 *   GET  /control/state                              shop, token and client id, product and order counts, bucket, webhooks
 *   POST /control/throttle        {count}            the next N API calls answer THROTTLED
 *   POST /control/revoke          {access_token?}    that token (default: the demo token) answers 401 from now on
 *   POST /control/revoke-all      {}                 every token answers 401 (the app was uninstalled)
 *   POST /control/restore-tokens  {}                 revoked tokens work again
 *   POST /control/inventory       {variant_id, available}          sets the quantity; inventory_levels/update
 *   POST /control/orders          {line_items: [{variant_id, quantity}], phone?}  a new order; orders/create
 *   POST /control/webhooks        {address | null}   where webhooks go (under the shop's PUBLIC_BASE_URL only)
 * variant_id: the number or gid://shopify/ProductVariant/<number>.
 *
 * No credentials: these exist only where the router is mounted, which is PROVIDERS=sandbox alone (never
 * production; server/sandbox-mounts.ts). Every POST must be application/json, so a page on another site cannot flip a
 * switch with a plain form post (control-requests.ts). Bad input: 400; unknown variant: 404.
 */
export function registerControlRoutes(router: Router, sandbox: ShopifySandbox): void {
  const count = (value: unknown, max: number): number | undefined =>
    (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : undefined);
  const variantId = (value: unknown): number | undefined => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/^gid:\/\/shopify\/ProductVariant\//, '') : '';
    return /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : undefined;
  };

  router.get('/control/state', (ctx) => answer(ctx, 200, {
    shop_domain: sandbox.shopDomain,
    shop_name: sandbox.shopName,
    // Public demo values (in the repository): what staff type on the connection form in the demo.
    access_token: SANDBOX_SHOPIFY_ACCESS_TOKEN,
    client_id: sandbox.clientId,
    products: sandbox.products.length,
    variants: sandbox.products.reduce((sum, p) => sum + p.variants.length, 0),
    order_names: sandbox.orders.map((o) => o.name),
    pending_throttles: sandbox.pendingThrottles,
    throttle_status: sandbox.bucket.status(sandbox.nowMs()),
    webhook_address: sandbox.webhookTarget ?? null,
  }));

  router.post('/control/throttle', async (ctx) => {
    const fields = await body(ctx);
    if (!fields) return;
    const n = count(fields.count, 1_000_000);
    if (n === undefined) return bad(ctx, 'count must be an integer 0..1000000');
    sandbox.throttleNext(n);
    answer(ctx, 200, { pending_throttles: sandbox.pendingThrottles });
  });

  router.post('/control/revoke', async (ctx) => {
    const fields = await body(ctx);
    if (!fields) return;
    if (fields.access_token !== undefined && (typeof fields.access_token !== 'string' || fields.access_token === '')) return bad(ctx, 'access_token must be a token');
    sandbox.revokeToken(fields.access_token as string | undefined);
    answer(ctx, 200, { revoked: true });
  });

  router.post('/control/revoke-all', async (ctx) => {
    if (!(await body(ctx))) return;
    sandbox.revokeAll();
    answer(ctx, 200, { revoked: true });
  });

  router.post('/control/restore-tokens', async (ctx) => {
    if (!(await body(ctx))) return;
    sandbox.restoreTokens();
    answer(ctx, 200, { restored: true });
  });

  router.post('/control/inventory', async (ctx) => {
    const fields = await body(ctx);
    if (!fields) return;
    const id = variantId(fields.variant_id);
    const available = count(fields.available, 1_000_000);
    if (id === undefined) return bad(ctx, 'variant_id must be a variant id');
    if (available === undefined) return bad(ctx, 'available must be an integer 0..1000000');
    const variant = sandbox.setInventory(id, available);
    if (!variant) return answer(ctx, 404, { error: 'not_found', message: 'No such variant in the sandbox shop' });
    answer(ctx, 200, { variant_id: variant.id, inventory_item_id: variant.inventoryItemId, available: variant.available });
  });

  router.post('/control/orders', async (ctx) => {
    const fields = await body(ctx);
    if (!fields) return;
    const items = Array.isArray(fields.line_items) ? fields.line_items : [];
    if (items.length === 0 || items.length > 50) return bad(ctx, 'line_items must list 1..50 {variant_id, quantity}');
    const lines: Array<{ variantId: number; quantity: number }> = [];
    for (const item of items) {
      const id = isRecord(item) ? variantId(item.variant_id) : undefined;
      const quantity = isRecord(item) ? count(item.quantity, 1000) : undefined;
      if (id === undefined || quantity === undefined || quantity === 0) return bad(ctx, 'each line needs a variant_id and a quantity 1..1000');
      if (!sandbox.variant(id)) return answer(ctx, 404, { error: 'not_found', message: `No variant ${id} in the sandbox shop` });
      lines.push({ variantId: id, quantity });
    }
    if (fields.phone !== undefined && fields.phone !== null && (typeof fields.phone !== 'string' || !/^09\d{8}$/.test(fields.phone))) {
      return bad(ctx, 'phone must be a Taiwanese mobile number 09xxxxxxxx');
    }
    const order = sandbox.createOrder({ lines, phone: (fields.phone as string | null | undefined) ?? null });
    if (!order) return answer(ctx, 409, { error: 'insufficient_stock', message: 'A variant does not have that many units' });
    answer(ctx, 200, { name: order.name, id: `gid://shopify/Order/${order.id}` });
  });

  router.post('/control/webhooks', async (ctx) => {
    const fields = await body(ctx);
    if (!fields) return;
    const address = fields.address;
    if (address !== null && typeof address !== 'string') return bad(ctx, 'address must be a URL under the shop, or null');
    try {
      sandbox.setWebhookAddress(address ?? undefined);
    } catch (error) {
      return bad(ctx, (error as Error).message);
    }
    answer(ctx, 200, { webhook_address: sandbox.webhookTarget ?? null });
  });
}
