import { ConflictError } from '../../errors';
import type { ShopeeAuthorization, ShopeeShopInfo, ShopeeTokenGrant } from '../shopee-authorization.port';

/** ShopeeAuthorization in memory: codes the test issues are exchanged once; any other code is refused as Shopee does. */
export class FakeShopeeAuthorization implements ShopeeAuthorization {
  readonly exchanged: Array<{ code: string; shopId: number }> = [];
  shopInfoAnswer: ShopeeShopInfo = { shopName: 'Demo shop', authExpiresAt: new Date('2027-11-28T00:00:00.000Z') };
  private readonly codes = new Map<string, number>();
  private issued = 0;

  issueCode(shopId: number): string {
    this.issued += 1;
    const code = `code-${shopId}-${this.issued}`;
    this.codes.set(code, shopId);
    return code;
  }

  authorizationUrl(redirectUrl: string, state: string): string {
    return `https://partner.shopee.test/auth?${new URLSearchParams({ partner_id: '1000001', redirect_uri: redirectUrl, state }).toString()}`;
  }

  async exchangeCode(code: string, shopId: number): Promise<ShopeeTokenGrant> {
    this.exchanged.push({ code, shopId });
    if (this.codes.get(code) !== shopId) throw new ConflictError('SHOPEE_AUTH_REFUSED', 'SHOPEE_AUTH_REFUSED');
    this.codes.delete(code);
    return { shopId, accessToken: `access-${code}`, refreshToken: `refresh-${code}`, expiresInSeconds: 14_400 };
  }

  async shopInfo(): Promise<ShopeeShopInfo> {
    return { ...this.shopInfoAnswer };
  }
}
