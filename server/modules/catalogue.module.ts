import { ContainerModule } from 'inversify';
import { KnexOutletCatalogue } from '../../adapters/persistence/outlet/knex-outlet-catalogue';
import { OutletList } from '../../application/contracts/catalogue';
import { GetOutletItem } from '../../application/outlet/get-outlet-item';
import { ListOutletAvailability } from '../../application/outlet/list-outlet-availability';
import { ListOutletItems } from '../../application/outlet/list-outlet-items';
import { ListOutletVariants } from '../../application/outlet/list-outlet-variants';
import { OUTLET_CATALOGUE, type OutletCatalogue } from '../../application/outlet/outlet-catalogue.port';
import { OUTLET_ITEMS_INVALIDATION, OUTLET_LIST_INVALIDATION, type OutletItemsInvalidation, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { OutletListReadModel } from '../http/read-models/outlet-list-read-model';
import { outletListRevalidator, outletRoutes } from '../http/routes/outlet-routes';
import type { ContextModule } from './context-module';

/** Catalogue: outlet items, variants, availability (later the Shopify stock sync). */
export const catalogueContext: ContextModule = {
  name: 'catalogue',
  bindings: ({ config, knex, clock }) => new ContainerModule(({ bind }) => {
    bind<OutletCatalogue>(OUTLET_CATALOGUE).toConstantValue(new KnexOutletCatalogue(knex, clock));
    for (const useCase of [ListOutletItems, ListOutletAvailability, GetOutletItem, ListOutletVariants]) bind(useCase).toSelf();
    // One read model per process, so that invalidate() reaches the instance the list route reads.
    bind(OutletListReadModel).toDynamicValue((context) => {
      const listItems = context.get(ListOutletItems);
      const listAvailability = context.get(ListOutletAvailability);
      // The list is encoded through its contract codec like every other answer (its numbers encode as themselves).
      // After a reservation only the availability is read again (read-models/outlet-list-read-model.ts).
      return new OutletListReadModel(async () => OutletList.encode(await listItems.execute()), config.listCacheTtlMs, undefined, {
        availability: (itemIds) => listAvailability.execute(itemIds),
        startOnNextTurn: true,
      });
    });
    // Write use cases inject the application port; it is the same read model instance the list route uses.
    bind<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).toService(OutletListReadModel);
    bind<OutletItemsInvalidation>(OUTLET_ITEMS_INVALIDATION).toService(OutletListReadModel);
  }),
  routes: [outletRoutes],
  revalidators: [outletListRevalidator],
  provides: [OUTLET_LIST_INVALIDATION, OUTLET_ITEMS_INVALIDATION],
};
