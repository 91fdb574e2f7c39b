import type { Router } from '@koa/router';
import { readFormFields } from '../../http/form-body';
import { htmlAnswerUnder } from '../ecpay/html';
import { shopUrlCheck } from '../ecpay/request-checks';
import { authErrorPage, authPage, authPagePolicy, cancelledPage } from './auth-page';
import { parseId, queryOne } from './request-input';
import { SANDBOX_SHOPS, type ShopeeSandbox } from './shopee-sandbox';

/** The seller's authorisation page: the link's checks, the page, approve (a code back to the shop) and cancel. */
export function registerAuthRoutes(router: Router, sandbox: ShopeeSandbox, publicBase: string): void {
  const { options } = sandbox;
  const isShopUrl = shopUrlCheck(options.shopBaseUrl);
  const htmlAnswer = htmlAnswerUnder(authPagePolicy([new URL(options.publicBaseUrl).origin, new URL(options.shopBaseUrl).origin]));

  /** The checks of the link and of the page's form: undefined, or the page's error text. */
  const authProblem = (fields: Record<string, string | undefined>): string | undefined => {
    if (parseId(fields.partner_id) !== sandbox.partnerId) return 'partner_id 無效（Invalid partner_id.）';
    if (fields.auth_type !== undefined && fields.auth_type !== 'seller') return '模擬器僅支援 auth_type=seller';
    if (fields.response_type !== undefined && fields.response_type !== 'code') return 'response_type 須為 code';
    const redirect = fields.redirect_uri ?? '';
    if (redirect === '') return '缺少 redirect_uri';
    if (!isShopUrl(redirect)) {
      return `The domain of redirect_uri is not consistent with the Redirect URL Domain declared in console（模擬器只導回 ${options.shopBaseUrl}）`;
    }
    return undefined;
  };

  router.get('/auth', (ctx) => {
    const fields = { partner_id: queryOne(ctx, 'partner_id'), auth_type: queryOne(ctx, 'auth_type') ?? '', response_type: queryOne(ctx, 'response_type') ?? '', redirect_uri: queryOne(ctx, 'redirect_uri') };
    const problem = authProblem(fields);
    if (problem) return htmlAnswer(ctx, authErrorPage(problem), 400);
    htmlAnswer(ctx, authPage(publicBase, { partnerId: String(sandbox.partnerId), redirectUri: fields.redirect_uri!, state: queryOne(ctx, 'state') }, SANDBOX_SHOPS, `partner ${sandbox.partnerId}`));
  });

  router.post('/auth/approve', async (ctx) => {
    const fields = await readFormFields(ctx);
    const problem = authProblem(fields);
    if (problem) return htmlAnswer(ctx, authErrorPage(problem), 400);
    const shopId = parseId(fields.shop_id);
    if (shopId === undefined || !sandbox.shop(shopId)) return htmlAnswer(ctx, authErrorPage('請選擇要授權的商店'), 400);
    const target = new URL(fields.redirect_uri);
    target.searchParams.set('code', sandbox.issueCode(shopId));
    target.searchParams.set('shop_id', String(shopId));
    if (fields.state !== undefined) target.searchParams.set('state', fields.state);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(target.toString());
  });

  router.post('/auth/cancel', async (ctx) => {
    const fields = await readFormFields(ctx);
    const problem = authProblem(fields);
    if (problem) return htmlAnswer(ctx, authErrorPage(problem), 400);
    htmlAnswer(ctx, cancelledPage(fields.redirect_uri));
  });
}
