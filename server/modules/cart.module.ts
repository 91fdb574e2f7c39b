import { ContainerModule } from 'inversify';
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
import { cartRoutes } from '../http/routes/cart-routes';
import { reservationRoutes } from '../http/routes/reservation-routes';
import type { ContextModule } from './context-module';

/** Cart: carts, lines, reservations (the 2-hour holds), merge. Who may use a member's cart is accounts'. */
export const cartContext: ContextModule = {
  name: 'cart',
  bindings: ({ adapters }) => new ContainerModule(({ bind }) => {
    bind<CartStore>(CART_STORE).toConstantValue(adapters.cartStore);
    for (const useCase of [GetCart, AddToCart, RemoveCartLine, ClearCart, MergeCarts, CountCart, DebugCart, ReleaseOutletItem, SweepExpiredReservations]) {
      bind(useCase).toSelf();
    }
  }),
  routes: [reservationRoutes, cartRoutes],
};
