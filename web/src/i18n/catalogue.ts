import { adminConsole } from './areas/admin-console';
import { adminOrders } from './areas/admin-orders';
import { shopify } from './areas/admin-shopify';
import { api, app, notFound, shell } from './areas/app';
import { auth } from './areas/auth';
import { checkout, checkoutForm, payment, storePicker } from './areas/checkout';
import { common } from './areas/common';
import { connections } from './areas/connections';
import { history } from './areas/history';
import { marketplace, marketplaceProduct } from './areas/marketplace';
import { order } from './areas/order';
import { cart, cartBanner, outlet, reserve } from './areas/outlet';
import { product } from './areas/product';
import { profile } from './areas/profile';

/**
 * THE storefront's screen texts (design.md section 4: one message catalogue, with domain/messages for what
 * the server says too): every entry keyed by its path (area, then key), in zh-TW and English, one file per
 * area under areas/. A text the server's catalogue already holds is that entry itself (fromDomain), and a
 * text several screens say is one entry they share, so no text is written twice
 * (web/src/i18n/catalogue.test.ts).
 */
export const WEB_CATALOGUE = {
  common,
  app,
  api,
  shell,
  outlet,
  cart,
  reserve,
  cartBanner,
  checkout,
  checkoutForm,
  storePicker,
  payment,
  marketplace,
  marketplaceProduct,
  connections,
  admin: { ...adminOrders, ...adminConsole, shopify },
  notFound,
  auth,
  history,
  order,
  product,
  profile,
};
