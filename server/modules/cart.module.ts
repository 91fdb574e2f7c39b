import { ContainerModule } from 'inversify';
import { KnexCartStore } from '../../adapters/persistence/cart/knex-cart-store';
import { GetCurrentCustomer } from '../../application/accounts/get-current-customer';
import { AddToCart } from '../../application/cart/add-to-cart';
import { CART_STORE, type CartStore } from '../../application/cart/cart-store.port';
import { ClearCart } from '../../application/cart/clear-cart';
import { CountCart } from '../../application/cart/count-cart';
import { DebugCart } from '../../application/cart/debug-cart';
import { GetCart } from '../../application/cart/get-cart';
import { MergeCarts } from '../../application/cart/merge-carts';
import { ReleaseOutletItem } from '../../application/cart/release-outlet-item';
import { RemoveCartLine } from '../../application/cart/remove-cart-line';
import { SweepExpiredReservations } from '../../application/cart/sweep-expired-reservations';
import { AuthorizeCartAccess } from '../../application/customers/authorize-cart-access';
import { OUTLET_LIST_INVALIDATION } from '../../application/outlet/outlet-list-invalidation.port';
import { ABUSE_LIMITS } from '../../application/shared/abuse-limits';
import { CLOCK } from '../../application/shared/clock.port';
import { cartRoutes } from '../http/routes/cart-routes';
import { reservationRoutes } from '../http/routes/reservation-routes';
import { startReservationSweep } from '../jobs/reservation-sweep';
import { APP_CONFIG, LOGGER } from '../tokens';
import type { ContextModule } from './context-module';
import { job } from './job';

/** Cart: carts, lines, reservations (the 2-hour holds), merge. Who may use a member's cart is accounts'. */
export const cartContext: ContextModule = {
  name: 'cart',
  bindings: ({ knex }) => new ContainerModule(({ bind }) => {
    bind<CartStore>(CART_STORE).toConstantValue(new KnexCartStore(knex));
    for (const useCase of [GetCart, AddToCart, RemoveCartLine, ClearCart, MergeCarts, CountCart, DebugCart, ReleaseOutletItem, SweepExpiredReservations]) {
      bind(useCase).toSelf();
    }
  }),
  routes: [reservationRoutes, cartRoutes],
  jobs: [job('reservation sweep', (container, config, logger) => startReservationSweep(container.get(SweepExpiredReservations), config.reservationSweepMs, logger))],
  needs: [APP_CONFIG, LOGGER, CLOCK, ABUSE_LIMITS, OUTLET_LIST_INVALIDATION, AuthorizeCartAccess, GetCurrentCustomer],
  provides: [CART_STORE],
};
