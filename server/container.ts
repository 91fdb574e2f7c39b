import { Container } from 'inversify';
import type { Knex } from 'knex';
import { KnexOutletCatalogue } from '../adapters/persistence/outlet/knex-outlet-catalogue';
import { GetOutletItem } from '../application/outlet/get-outlet-item';
import { ListOutletItems } from '../application/outlet/list-outlet-items';
import { ListOutletVariants } from '../application/outlet/list-outlet-variants';
import { OUTLET_CATALOGUE, type OutletCatalogue } from '../application/outlet/outlet-catalogue.port';
import { OUTLET_LIST_INVALIDATION, type OutletListInvalidation } from '../application/outlet/outlet-list-invalidation.port';
import type { AppConfig } from './config';
import { KnexDatabaseProbe, type DatabaseProbe } from './database-probe';
import { OutletListReadModel } from './http/read-models/outlet-list-read-model';
import type { Logger } from './logger';
import { APP_CONFIG, DATABASE_PROBE, LOGGER } from './tokens';

/** The driven adapters the server runs on: the real ones come from knexAdapters(), tests may pass fakes. */
export interface Adapters {
  catalogue: OutletCatalogue;
  databaseProbe: DatabaseProbe;
}

export function knexAdapters(knex: Knex): Adapters {
  return { catalogue: new KnexOutletCatalogue(knex), databaseProbe: new KnexDatabaseProbe(knex) };
}

/**
 * The composition root: the only place that knows which adapter implements which port. Everything is a
 * singleton: use cases and adapters are stateless, and the list read model must be one per process so that
 * invalidate() reaches the instance the route reads.
 */
export function buildContainer(config: AppConfig, logger: Logger, adapters: Adapters): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<AppConfig>(APP_CONFIG).toConstantValue(config);
  container.bind<Logger>(LOGGER).toConstantValue(logger);
  container.bind<DatabaseProbe>(DATABASE_PROBE).toConstantValue(adapters.databaseProbe);
  container.bind<OutletCatalogue>(OUTLET_CATALOGUE).toConstantValue(adapters.catalogue);

  container.bind(ListOutletItems).toSelf();
  container.bind(GetOutletItem).toSelf();
  container.bind(ListOutletVariants).toSelf();

  container.bind(OutletListReadModel).toDynamicValue((context) => {
    const listItems = context.get(ListOutletItems);
    return new OutletListReadModel(() => listItems.execute(), config.listCacheTtlMs);
  });
  // Write use cases inject the application port; it is the same read model instance the list route uses.
  container.bind<OutletListInvalidation>(OUTLET_LIST_INVALIDATION).toService(OutletListReadModel);
  return container;
}
