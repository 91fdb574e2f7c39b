import { inject, injectable } from 'inversify';
import { RecordStaffAction } from '../admin/record-staff-action';
import { fieldProblem, ValidationError } from '../errors';
import { CLOCK, type Clock } from '../shared/clock.port';
import { EVENT_LOG, type EventLog } from '../shared/event-log.port';
import { connectionViewOf, type ShopeeConnectionView } from './get-shopee-connection';
import { SHOPEE_AUTH_STATE, SPENT_SHOPEE_AUTH_STATES, type ShopeeAuthState, type SpentShopeeAuthStates } from './shopee-auth-state.port';
import { SHOPEE_AUTHORIZATION, type ShopeeAuthorization } from './shopee-authorization.port';
import { SHOPEE_CONNECTION_STORE, SHOPEE_TARGET, type ShopeeConnectionStore } from './shopee-connection.port';
import { SyncMarketplaceCatalogue } from './sync-marketplace-catalogue';

/** Shopee's refresh token lives 30 days (research/platforms.md A4). */
export const SHOPEE_REFRESH_TOKEN_MS = 30 * 86_400_000;

export interface ConnectShopeeInput {
  staffId: number;
  code: string;
  shopId: number;
  state: string | undefined;
}

/**
 * POST /api/shopee/auth/token (staff): the code Shopee's authorisation page sent back. The state must be one we
 * issued to THIS staff member less than 10 minutes ago and not used before (else 400 SHOPEE_STATE_INVALID, before
 * Shopee is asked anything); then the code is exchanged for the shop's tokens, the shop's name and authorisation expiry are
 * read, the connection is stored (replacing any earlier one), a full sync starts in the background, and the staff
 * audit log says who connected which shop ('shopee.connect').
 */
@injectable()
export class ConnectShopee {
  constructor(
    @inject(SHOPEE_AUTHORIZATION) private readonly authorization: ShopeeAuthorization,
    @inject(SHOPEE_AUTH_STATE) private readonly states: ShopeeAuthState,
    @inject(SPENT_SHOPEE_AUTH_STATES) private readonly spentStates: SpentShopeeAuthStates,
    @inject(SHOPEE_CONNECTION_STORE) private readonly connections: ShopeeConnectionStore,
    @inject(SyncMarketplaceCatalogue) private readonly sync: SyncMarketplaceCatalogue,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(EVENT_LOG) private readonly log: EventLog,
    @inject(RecordStaffAction) private readonly audit: RecordStaffAction,
  ) {}

  /** @throws ValidationError SHOPEE_STATE_INVALID; ConflictError SHOPEE_AUTH_REFUSED; ProviderUnavailableError SHOPEE_UNAVAILABLE */
  async execute(input: ConnectShopeeInput): Promise<ShopeeConnectionView> {
    const claims = input.state === undefined ? null : this.states.read(input.state);
    const now = this.clock.now();
    // Spent last, after the cheap checks: a stranger's forged or foreign state never writes a row. A spent state
    // stays spent when Shopee then refuses or is down: the staff member asks for a new link (Shopee's code is single
    // use too).
    if (!claims || claims.staffId !== input.staffId || claims.expiresAt.getTime() <= now.getTime()
      || !(await this.spentStates.spend(claims.nonce, claims.expiresAt, now))) {
      throw new ValidationError('SHOPEE_STATE_INVALID', 'SHOPEE_STATE_INVALID', { state: fieldProblem('SHOPEE_STATE_INVALID', { code: 'SHOPEE_STATE_INVALID' }) });
    }
    const view = await this.connectWithCode(input.code, input.shopId);
    await this.audit.execute(input.staffId, 'shopee.connect', SHOPEE_TARGET, { shopId: view.shopId, shopName: view.shopName });
    return view;
  }

  /**
   * The exchange without the state check, for an in-process caller that got the code straight from the
   * simulator (server/jobs/shopee-demo-bootstrap.ts); never reachable from a request, and no staff member to audit.
   */
  async connectWithCode(code: string, shopId: number): Promise<ShopeeConnectionView> {
    const grant = await this.authorization.exchangeCode(code, shopId);
    const info = await this.authorization.shopInfo(grant);
    const now = this.clock.now();
    const connection = {
      shopId: grant.shopId, shopName: info.shopName, accessToken: grant.accessToken, refreshToken: grant.refreshToken,
      accessExpiresAt: new Date(now.getTime() + grant.expiresInSeconds * 1000), refreshExpiresAt: new Date(now.getTime() + SHOPEE_REFRESH_TOKEN_MS),
      authExpiresAt: info.authExpiresAt, connectedAt: now, status: 'connected' as const,
    };
    await this.connections.save(connection);
    this.log.info('shopee connected', { shopId: grant.shopId });
    const started = await this.sync.launch({ kind: 'full' });
    if (started.outcome !== 'started') this.log.info('shopee connected: the full sync did not start now', { outcome: started.outcome });
    return connectionViewOf(connection);
  }
}
