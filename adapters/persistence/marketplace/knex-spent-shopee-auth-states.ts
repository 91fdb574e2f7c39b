import type { Knex } from 'knex';
import type { SpentShopeeAuthStates } from '../../../application/marketplace/shopee-auth-state.port';
import { isUniqueViolation } from '../write-transaction';

/**
 * Table shopee_auth_states_spent (migration 20261201_2311_create_job_schedules_and_spent_auth_states): the INSERT of
 * the nonce is the claim; the primary key refuses every other insert of it, concurrent or later, on both engines.
 * Expired nonces are deleted first (a handful a day: staff connect rarely), so the table stays as small as the
 * states still alive.
 */
export class KnexSpentShopeeAuthStates implements SpentShopeeAuthStates {
  constructor(private readonly knex: Knex) {}

  async spend(nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
    await this.knex('shopee_auth_states_spent').where('expires_at', '<', now).delete();
    try {
      await this.knex('shopee_auth_states_spent').insert({ nonce, expires_at: expiresAt });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}
