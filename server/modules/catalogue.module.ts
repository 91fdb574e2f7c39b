import { ContainerModule } from 'inversify';
import { KnexOutletCatalogue } from '../../adapters/persistence/outlet/knex-outlet-catalogue';
import { OutletList } from '../../application/contracts/catalogue';
import { GetOutletItem } from '../../application/outlet/get-outlet-item';
import { ListOutletItems } from '../../application/outlet/list-outlet-items';
import { ListOutletVariants } from '../../application/outlet/list-outlet-variants';
import { OUTLET_CATALOGUE, type OutletCatalogue } from '../../application/outlet/outlet-catalogue.port';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../../application/outlet/outlet-list-invalidation.port';
import { OutletListReadModel } from '../http/read-models/outlet-list-read-model';
import { outletRoutes } from '../http/routes/outlet-routes';
import type { ContextModule } from './context-module';

/** Catalogue: outlet items, variants, availability (later the Shopify stock sync). */
export const catalogueContext: ContextModule = {
  name: 'catalogue',
  bindings: ({ config, knex, clock }) => new ContainerModule(({ bind }) => {
    bind<OutletCatalogue>(OUTLET_CATALOGUE).toConstantValue(new KnexOutletCatalogue(knex, clock));
    for (const useCase of [ListOutletItems, GetOutletItem, ListOutletVariants]) bind(useCase).toSelf();
    // One read model per process, so that invalidate() reaches the instance the list route reads.
    bind(OutletListReadModel).toDynamicValue((context) => {
      const listItems = context.get(ListOutletItems);
      // The list is encoded through its contract codec like every other answer.
      return new OutletListReadModel(async () => OutletList.encode(await listItems.execute()), config.listCacheTtlMs);
    });
    // Write use cases inject the application port; it is the same read model instance the list route uses.
    bind<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).toService(OutletListReadModel);
  }),
  routes: [outletRoutes],
  provides: [OUTLET_LIST_INVALIDATION],
};
