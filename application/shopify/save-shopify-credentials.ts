import { inject, injectable } from 'inversify';
import { RecordStaffAction } from '../admin/record-staff-action';
import { fieldProblem, ValidationError, type FieldErrors } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { shopifyConnectionViewOf, type ShopifyConnectionView } from './get-shopify-connection';
import { SHOP_DOMAINS, type ShopDomains } from './shop-domains.port';
import { SHOPIFY_ADMIN, type ShopifyAdmin, type ShopifyCredentialInput } from './shopify-admin.port';
import { SHOPIFY_CONNECTION_STORE, SHOPIFY_TARGET, type ShopifyConnectionStore } from './shopify-connection.port';
import { SHOPIFY_UNAUTHORIZED } from './shopify-errors';
import { SyncShopifyStock } from './sync-shopify-stock';

export interface SaveShopifyCredentialsInput {
  staffId: number;
  shopUrl: string;
  accessToken?: string;
  clientId?: string;
  clientSecret?: string;
}

/**
 * POST /api/shopify/credentials (staff): connects the shop (issue 12). In order, nothing stored until all pass:
 * 1. the address must be one we may connect (ShopDomains: '<name>.myshopify.com' or a configured custom
 *    domain), else 400 fields.shopUrl SHOPIFY_DOMAIN_INVALID, before any call leaves the server (no SSRF);
 * 2. an access token, or a client id AND secret (the client-credentials grant for apps made after 2026,
 *    research/platforms.md B2), else 400 fields.accessToken SHOPIFY_TOKEN_REQUIRED;
 * 3. Shopify is asked `shop { name myshopifyDomain }` with them (the adapter exchanges a client id + secret
 *    first). Refused: 400 SHOPIFY_UNAUTHORIZED on the credential's field; the shop does not exist: 400
 *    SHOPIFY_SHOP_NOT_FOUND on shopUrl. Our decision: 400, not 401, since 401 is what the console reads as "your
 *    staff session ended" and this is a problem with what was typed. Shopify down: 503 SHOPIFY_UNAVAILABLE.
 * Then the connection is stored (replacing any), encrypted at rest, the change is audited, and a stock sync
 * starts in the background. The answer is the staff view: the token is never echoed back.
 */
@injectable()
export class SaveShopifyCredentials {
  constructor(
    @inject(SHOP_DOMAINS) private readonly domains: ShopDomains,
    @inject(SHOPIFY_ADMIN) private readonly admin: ShopifyAdmin,
    @inject(SHOPIFY_CONNECTION_STORE) private readonly connections: ShopifyConnectionStore,
    @inject(SyncShopifyStock) private readonly sync: SyncShopifyStock,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(EVENT_LOG) private readonly log: EventLog,
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
  ) {}

  /** @throws ValidationError SHOPIFY_DOMAIN_INVALID | SHOPIFY_TOKEN_REQUIRED | SHOPIFY_UNAUTHORIZED | SHOPIFY_SHOP_NOT_FOUND; ProviderUnavailableError SHOPIFY_UNAVAILABLE */
  async execute(input: SaveShopifyCredentialsInput): Promise<ShopifyConnectionView> {
    const shopDomain = this.domains.normalize(input.shopUrl);
    const accessToken = input.accessToken?.trim() || undefined;
    const clientId = input.clientId?.trim() || undefined;
    const clientSecret = input.clientSecret?.trim() || undefined;
    const fields: FieldErrors = {};
    if (shopDomain === null) fields.shopUrl = fieldProblem('SHOPIFY_DOMAIN_INVALID', { code: 'SHOPIFY_DOMAIN_INVALID' });
    const clientPath = accessToken === undefined && clientId !== undefined && clientSecret !== undefined;
    if (accessToken === undefined && !clientPath) {
      fields[clientId !== undefined || clientSecret !== undefined ? (clientId === undefined ? 'clientId' : 'clientSecret') : 'accessToken'] =
        fieldProblem('SHOPIFY_TOKEN_REQUIRED', { code: 'SHOPIFY_TOKEN_REQUIRED' });
    }
    if (shopDomain === null || Object.keys(fields).length > 0) throw new ValidationError('VALIDATION_FAILED', 'VALIDATION_FAILED', fields);

    const request: ShopifyCredentialInput = clientPath ? { shopDomain, clientId, clientSecret } : { shopDomain, accessToken };
    const outcome = await this.admin.checkShop(request);
    if (outcome.kind === 'unauthorized') {
      const field = clientPath ? 'clientSecret' : 'accessToken';
      throw new ValidationError(SHOPIFY_UNAUTHORIZED, 'SHOPIFY_UNAUTHORIZED', { [field]: fieldProblem(SHOPIFY_UNAUTHORIZED, { code: 'SHOPIFY_UNAUTHORIZED' }) });
    }
    if (outcome.kind === 'not_found') {
      throw new ValidationError('SHOPIFY_SHOP_NOT_FOUND', 'SHOPIFY_SHOP_NOT_FOUND', { shopUrl: fieldProblem('SHOPIFY_SHOP_NOT_FOUND', { code: 'SHOPIFY_SHOP_NOT_FOUND' }) });
    }
    const now = this.clock.now();
    const connection = {
      shopDomain: outcome.credentials.shopDomain, shopName: outcome.shopName, accessToken: outcome.credentials.accessToken,
      tokenExpiresAt: outcome.tokenExpiresAt, clientId: clientPath ? clientId! : null, clientSecret: clientPath ? clientSecret! : null,
      connectedAt: now, status: 'connected' as const,
    };
    await this.connections.save(connection);
    await this.audit.execute(input.staffId, 'shopify.connect', SHOPIFY_TARGET, { shopDomain: connection.shopDomain, mode: clientPath ? 'client_credentials' : 'token' });
    this.log.info('shopify connected', { shopDomain: connection.shopDomain, staffId: input.staffId });
    const started = await this.sync.launch();
    if (started.outcome !== 'started') this.log.info('shopify connected: the stock sync did not start now', { outcome: started.outcome });
    return shopifyConnectionViewOf(connection);
  }
}
