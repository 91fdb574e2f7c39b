import { Router } from '@koa/router';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { GetOutletItem } from '../../../application/outlet/get-outlet-item';
import { ListOutletVariants } from '../../../application/outlet/list-outlet-variants';
import { matchesIfNoneMatch } from '../conditional';
import type { Revalidator } from '../not-modified-first';
import { decodeOrThrow } from '../codecs/decode';
import { OutletCategoryList, OutletItemDetail, OutletItemParams, OutletList, OutletVariantsParams } from '../../../application/contracts/catalogue';
import { OutletListReadModel } from '../read-models/outlet-list-read-model';
import { respond } from '../respond';

const JSON_TYPE = 'application/json; charset=utf-8';
const LIST_PATH = '/api/outlet/list';
const LIST_CACHE_CONTROL = 'no-cache';
const LIST_VARY = 'Accept-Encoding';

/**
 * The list's 304 before any other middleware (server/http/not-modified-first.ts): while the read model holds a
 * snapshot, its ETag is known without a query, and the route below would answer exactly this 304.
 */
export function outletListRevalidator(container: Container): Revalidator {
  const listReadModel = container.get(OutletListReadModel);
  return {
    path: LIST_PATH,
    fresh: () => {
      const snapshot = listReadModel.fresh();
      return snapshot && { etag: snapshot.etag, cacheControl: LIST_CACHE_CONTROL, vary: LIST_VARY };
    },
  };
}

/** The outlet read API of spec 2, section 7. */
export function outletRoutes(container: Container): Router {
  const listReadModel = container.get(OutletListReadModel);
  const getItem = container.get(GetOutletItem);
  const listVariants = container.get(ListOutletVariants);
  const router = new Router();

  // The hot path: bytes from the read model, revalidated with the ETag, gzip when the client accepts it.
  router.get(LIST_PATH, async (ctx) => {
    const snapshot = await listReadModel.current();
    // no-cache: a browser may keep the body but must revalidate (a 304 costs no serialization here).
    ctx.set('Cache-Control', LIST_CACHE_CONTROL);
    ctx.set('Vary', LIST_VARY);
    ctx.set('ETag', snapshot.etag);
    if (matchesIfNoneMatch(ctx.get('If-None-Match'), snapshot.etag)) {
      ctx.status = 304;
      return;
    }
    ctx.set('Content-Type', JSON_TYPE);
    if (acceptsGzip(ctx)) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = await snapshot.gzipped();
    } else {
      ctx.body = snapshot.json;
    }
  });

  // Issue 28: the drawer's categories, counted from the list's own snapshot (no query of their own, the same TTL and
  // invalidation), so a category appears and goes with the cards the list shows.
  router.get('/api/outlet/categories', async (ctx) => {
    const snapshot = await listReadModel.current();
    respond(ctx, OutletCategoryList, snapshot.categories(), { cache: 'no-cache' });
  });

  router.get('/api/outlet/item/:id', async (ctx) => {
    const { id } = decodeOrThrow(OutletItemParams, ctx.params);
    respond(ctx, OutletItemDetail, await getItem.execute(id), { cache: 'no-cache' });
  });

  router.get('/api/outlet/variants/:sku', async (ctx) => {
    const { sku } = decodeOrThrow(OutletVariantsParams, ctx.params);
    respond(ctx, OutletList, await listVariants.execute(sku), { cache: 'no-cache' });
  });

  return router;
}

/** Only negotiates when the header is present: a client that sends none gets identity, as HTTP says. */
function acceptsGzip(ctx: Context): boolean {
  return ctx.get('Accept-Encoding') !== '' && ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
}
