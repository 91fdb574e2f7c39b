import { injectContext } from '../src/app/context-registry';
import { context as accounts } from '../src/app/contexts/accounts';
import { context as checkout } from '../src/app/contexts/checkout';
import { context as consoleContext } from '../src/app/contexts/console';
import { context as marketplace } from '../src/app/contexts/marketplace';
import { context as product } from '../src/app/contexts/product';

/**
 * Every context injected at once, synchronously (web/test-support/setup.ts does it before each test file): a
 * test's store then has every slice and saga, as the storefront has once each route has loaded.
 * app/contexts.test.ts, which tests the lazy loading itself, runs in modules of its own.
 */
export function injectAllContexts(): void {
  for (const context of [product, marketplace, checkout, accounts, consoleContext]) injectContext(context);
}
