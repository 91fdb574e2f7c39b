import type { ConnectShopee } from '../../application/marketplace/connect-shopee';
import type { ShopeeConnectionStore } from '../../application/marketplace/shopee-connection.port';
import type { Logger } from '../logger';

export interface ShopeeDemoBootstrapOptions {
  /** The simulator's first shop. */
  shopId: number;
  /** The simulator's in-process issueCode (server/sandbox/shopee): an authorisation code for the shop, no page. */
  issueCode: (shopId: number) => string;
}

/**
 * The demo (PROVIDERS=sandbox only; the caller checks): a server that starts with no Shopee connection connects
 * itself to the simulator's first shop, exactly as staff would (code exchange, shop info, stored tokens), and
 * ConnectShopee starts the full sync in the background, so a new visitor sees marketplace products at once.
 * A connection already stored is left alone; after staff disconnect, the next restart of the demo connects again (sandbox only). Never throws: the demo shop without
 * marketplace products is still a shop; the reason is logged.
 * @returns whether it connected
 */
export async function bootstrapShopeeDemo(
  connect: ConnectShopee, connections: ShopeeConnectionStore, options: ShopeeDemoBootstrapOptions, logger: Logger,
): Promise<boolean> {
  try {
    if (await connections.get()) return false;
    await connect.connectWithCode(options.issueCode(options.shopId), options.shopId);
    logger.info('shopee demo: connected to the simulator, full sync started', { shopId: options.shopId });
    return true;
  } catch (error) {
    logger.error('shopee demo: could not connect to the simulator', { shopId: options.shopId, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
