import * as t from 'io-ts';

/**
 * Shopee's answers as we read them (research/platforms.md A4, A5; field names of the v2 API reference). Only
 * the fields we use are checked; unknown fields pass. A body that does not decode is a malformed answer: the
 * HTTP client turns it into SHOPEE_UNAVAILABLE, never a crash further in.
 *
 * Optional fields accept null as well as absence: Shopee's samples show both.
 */

/** A whole number within JavaScript's exact range (Shopee's int64 ids are below 2^53 today). */
const SafeInteger = new t.Type<number, number, unknown>(
  'SafeInteger',
  (input): input is number => typeof input === 'number' && Number.isSafeInteger(input),
  (input, context) => (typeof input === 'number' && Number.isSafeInteger(input) ? t.success(input) : t.failure(input, context)),
  t.identity,
);
/** A price or amount: a finite number (TW prices are whole NT$; rounded where we store them). */
const Amount = new t.Type<number, number, unknown>(
  'Amount',
  (input): input is number => typeof input === 'number' && Number.isFinite(input) && input >= 0,
  (input, context) => (typeof input === 'number' && Number.isFinite(input) && input >= 0 ? t.success(input) : t.failure(input, context)),
  t.identity,
);
const optional = <C extends t.Mixed>(codec: C) => t.union([codec, t.null, t.undefined]);

/** The common envelope (A4): `error` is '' on success; HTTP status is not to be trusted. */
export const Envelope = t.partial({ error: optional(t.string), message: optional(t.string), request_id: optional(t.string) });

export const ItemStatus = t.keyof({ NORMAL: null, BANNED: null, UNLIST: null, REVIEWING: null, SELLER_DELETE: null, SHOPEE_DELETE: null });

/** /auth/token/get and /auth/access_token/get: the pair at the top level, expire_in in seconds. */
export const TokenGrantBody = t.type({ access_token: t.string, refresh_token: t.string, expire_in: SafeInteger });

/** /shop/get_shop_info: fields at the TOP level (A5), expire_time in unix seconds. */
export const ShopInfoBody = t.partial({ shop_name: optional(t.string), expire_time: optional(SafeInteger), status: optional(t.string) });

export const ItemListBody = t.type({
  response: t.intersection([
    t.type({ has_next_page: t.boolean }),
    t.partial({
      item: optional(t.array(t.type({ item_id: SafeInteger, item_status: ItemStatus, update_time: SafeInteger }))),
      total_count: optional(SafeInteger),
      next_offset: optional(SafeInteger),
    }),
  ]),
});

const PriceInfo = t.type({ original_price: Amount });
const StockInfo = t.partial({
  summary_info: optional(t.partial({ total_available_stock: optional(SafeInteger) })),
  seller_stock: optional(t.array(t.partial({ stock: optional(SafeInteger) }))),
});
export type ShopeeStockInfo = t.TypeOf<typeof StockInfo>;

export const BaseItem = t.intersection([
  t.type({ item_id: SafeInteger, item_name: t.string, item_status: ItemStatus, update_time: SafeInteger }),
  t.partial({
    has_model: optional(t.boolean),
    category_id: optional(SafeInteger),
    item_sku: optional(t.string),
    description: optional(t.string),
    description_info: optional(t.partial({
      extended_description: optional(t.partial({
        field_list: optional(t.array(t.partial({ field_type: optional(t.string), text: optional(t.string) }))),
      })),
    })),
    price_info: optional(t.array(PriceInfo)),
    image: optional(t.partial({ image_url_list: optional(t.array(t.string)) })),
    stock_info_v2: optional(StockInfo),
  }),
]);
export type ShopeeBaseItem = t.TypeOf<typeof BaseItem>;

export const BaseInfoBody = t.type({ response: t.partial({ item_list: optional(t.array(BaseItem)) }) });

const TierOption = t.intersection([
  t.type({ option: t.string }),
  t.partial({ image: optional(t.partial({ image_url: optional(t.string) })) }),
]);
export const ModelListBody = t.type({
  response: t.intersection([
    t.type({ model: t.array(t.intersection([
      t.type({ model_id: SafeInteger, tier_index: t.array(SafeInteger), price_info: t.array(PriceInfo) }),
      t.partial({ model_sku: optional(t.string), model_status: optional(t.string), stock_info_v2: optional(StockInfo) }),
    ])) }),
    t.partial({ tier_variation: optional(t.array(t.type({ option_list: t.array(TierOption) }))) }),
  ]),
});
export type ShopeeModelList = t.TypeOf<typeof ModelListBody>['response'];

export const CategoryBody = t.type({
  response: t.type({
    category_list: t.array(t.intersection([
      t.type({ category_id: SafeInteger }),
      t.partial({ parent_category_id: optional(SafeInteger), display_category_name: optional(t.string), original_category_name: optional(t.string) }),
    ])),
  }),
});

export const OrderDetailBody = t.type({
  response: t.partial({
    order_list: optional(t.array(t.intersection([
      t.type({ order_sn: t.string, order_status: t.string, create_time: SafeInteger }),
      t.partial({
        total_amount: optional(Amount),
        actual_shipping_fee: optional(Amount),
        estimated_shipping_fee: optional(Amount),
        recipient_address: optional(t.partial({ phone: optional(t.string) })),
        item_list: optional(t.array(t.intersection([
          t.type({ item_id: SafeInteger, item_name: t.string, model_quantity_purchased: SafeInteger }),
          t.partial({
            model_id: optional(SafeInteger), model_name: optional(t.string), model_discounted_price: optional(Amount),
            image_info: optional(t.partial({ image_url: optional(t.string) })),
          }),
        ]))),
      }),
    ]))),
  }),
});

/** logistics.get_tracking_number (issue 22): '' (with a hint) until the parcel has a number. */
export const TrackingNumberBody = t.type({
  response: t.partial({ tracking_number: optional(t.string) }),
});

/** logistics.get_tracking_info (issue 22): the package's logistics_status; the events are not read. */
export const TrackingInfoBody = t.type({
  response: t.partial({
    logistics_status: optional(t.string),
    // Issue 28: the events, read for when the parcel was handed to the carrier (LOGISTICS_PICKUP_DONE).
    tracking_info: optional(t.array(t.partial({ update_time: optional(SafeInteger), logistics_status: optional(t.string) }))),
  }),
});
