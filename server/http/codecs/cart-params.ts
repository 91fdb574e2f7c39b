import * as t from 'io-ts';
import { MAX_MERGE_ITEMS } from '../../../application/cart/merge-carts';
import { CartLineId, ItemId, ItemType, Phone, VariantId } from './cart-fields';
import { messageRef } from '../../../domain/messages';

/** GET /api/cart/:phone, /api/cart/count/:phone, /api/cart/debug/:phone, DELETE /api/cart/clear/:phone. */
export const CartPhoneParams = t.type({ phone: Phone });

/** DELETE /api/cart/remove/:id?phone= (path and query decoded together, so both fields report at once). */
export const RemoveLineInput = t.type({ id: CartLineId, phone: Phone });

// Plain t.type only (no t.intersection, which would put its branch index where decodeOrThrow reads the
// field name); optional fields are codecs that accept undefined.

/** POST /api/cart/add. quantity is accepted and ignored (always 1); variantId does not identify an outlet line. */
export const AddToCartBody = t.type({ phone: Phone, itemId: ItemId, itemType: ItemType, variantId: VariantId, quantity: t.unknown });

const MergeItem = t.type({ item_id: ItemId, item_type: ItemType, variant_id: VariantId });

/** At most MAX_MERGE_ITEMS lines: the local cart of a shopper, not a bulk import. */
const MergeItems = new t.Type<t.TypeOf<typeof MergeItem>[], unknown, unknown>(
  'INVALID_CART_ITEMS',
  (input): input is t.TypeOf<typeof MergeItem>[] => t.array(MergeItem).is(input) && input.length <= MAX_MERGE_ITEMS,
  (input, context) => {
    if (!Array.isArray(input) || input.length > MAX_MERGE_ITEMS) {
      return t.failure(input, context, messageRef('MERGE_ITEMS_INVALID', { max: MAX_MERGE_ITEMS }));
    }
    return t.array(MergeItem).validate(input, context);
  },
  t.identity,
);

/** POST /api/cart/merge. */
export const MergeCartsBody = t.type({
  anonymousCartItems: MergeItems,
  targetPhone: Phone,
  preventDuplicates: t.union([t.boolean, t.undefined]),
});

/** POST /api/outlet/release: id is the outlet item, reservedBy the phone that holds it. */
export const ReleaseBody = t.type({ id: ItemId, reservedBy: Phone });
