import type { SpentShopeeAuthStates } from '../shopee-auth-state.port';

/** SpentShopeeAuthStates in memory: one process's view of the shopee_auth_states_spent table, same rules. */
export class InMemorySpentShopeeAuthStates implements SpentShopeeAuthStates {
  private readonly spent = new Map<string, number>();

  async spend(nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
    for (const [key, expiry] of this.spent) if (expiry < now.getTime()) this.spent.delete(key);
    if (this.spent.has(nonce)) return false;
    this.spent.set(nonce, expiresAt.getTime());
    return true;
  }
}
