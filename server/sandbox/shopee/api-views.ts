import { itemStock, type SandboxCategory, type SandboxItem, type SandboxModel } from './catalogue';
import { imageId, imageUrl, swatchUrl } from './images';
import { orderModelName, linePrice, orderTotal, type SandboxOrder } from './orders';

/**
 * The JSON shapes of Shopee's answers (research/platforms.md A5, [S4] response samples), built from the
 * simulator's records. Field names and nesting follow the samples: price_info only on items without
 * models, stock_info_v2 and description_type inside each item_list entry, tier_index positions matching
 * tier_variation, no model_name in get_model_list (Shopee has none there).
 */

const CURRENCY = 'TWD';
/** Shopee TW's seller warehouse location id in stock_info_v2.seller_stock (illustrative). */
const LOCATION_ID = 'TWZ';

const priceInfo = (original: number, current: number) => [{
  currency: CURRENCY,
  original_price: original,
  current_price: current,
  inflated_price_of_original_price: original,
  inflated_price_of_current_price: current,
}];

const stockInfo = (stock: number, saleable: boolean) => ({
  summary_info: { total_reserved_stock: 0, total_available_stock: stock },
  seller_stock: [{ location_id: LOCATION_ID, stock, if_saleable: saleable }],
});

export function itemListEntry(item: SandboxItem) {
  return { item_id: item.itemId, item_status: item.status, update_time: item.updateTime, tag: { kit: false } };
}

export function itemBaseInfo(item: SandboxItem, imageBase: string) {
  const hasModel = item.models.length > 0;
  const pictures = Array.from({ length: item.imageCount }, (_, i) => i + 1);
  return {
    item_id: item.itemId,
    category_id: item.categoryId,
    item_name: item.name,
    description: item.description,
    description_type: 'normal',
    item_sku: item.sku,
    create_time: item.createTime,
    update_time: item.updateTime,
    attribute_list: [],
    ...(hasModel ? {} : { price_info: priceInfo(item.originalPrice, item.currentPrice) }),
    image: {
      image_url_list: pictures.map((n) => imageUrl(imageBase, item.itemId, n)),
      image_id_list: pictures.map((n) => imageId(item.itemId, n)),
      image_ratio: '1:1',
    },
    weight: '0.35',
    dimension: { package_length: 30, package_width: 20, package_height: 5 },
    logistic_info: [],
    pre_order: { is_pre_order: false, days_to_ship: 2 },
    wholesales: [],
    condition: 'NEW',
    size_chart: '',
    item_status: item.status,
    deboost: false,
    has_model: hasModel,
    promotion_id: 0,
    brand: { brand_id: 0, original_brand_name: 'NoBrand' },
    item_dangerous: 0,
    stock_info_v2: stockInfo(itemStock(item), item.status === 'NORMAL'),
  };
}

export function modelList(item: SandboxItem, imageBase: string) {
  return {
    tier_variation: item.tiers.map((tier) => ({
      name: tier.name,
      option_list: tier.options.map((option, k) => (tier.optionImages
        ? { option, image: { image_id: `${imageId(item.itemId, 0)}-o${k}`, image_url: swatchUrl(imageBase, item.itemId, k) } }
        : { option })),
    })),
    model: item.models.map((model) => modelEntry(model)),
    standardise_tier_variation: [],
  };
}

function modelEntry(model: SandboxModel) {
  return {
    model_id: model.modelId,
    tier_index: model.tierIndex,
    model_sku: model.sku,
    model_status: model.status,
    price_info: priceInfo(model.originalPrice, model.currentPrice),
    stock_info_v2: stockInfo(model.stock, model.status === 'MODEL_NORMAL'),
    gtin_code: '-',
    weight: '0.35',
    pre_order: { is_pre_order: false, days_to_ship: 2 },
  };
}

export function categoryEntry(category: SandboxCategory, language: 'en' | 'zh-hant') {
  return {
    category_id: category.categoryId,
    parent_category_id: category.parentCategoryId,
    original_category_name: category.originalName,
    display_category_name: language === 'zh-hant' ? category.displayName : category.originalName,
    has_children: false,
  };
}

/**
 * One order of get_order_detail. As on Shopee, total_amount, recipient_address and item_list come only
 * when response_optional_fields names them; the other fields are returned by default.
 */
export function orderDetail(order: SandboxOrder, optional: ReadonlySet<string>, imageBase: string) {
  const r = order.recipient;
  return {
    order_sn: order.orderSn,
    region: 'TW',
    currency: CURRENCY,
    cod: false,
    order_status: order.status,
    create_time: order.createTime,
    update_time: order.updateTime,
    message_to_seller: '',
    days_to_ship: 2,
    ship_by_date: order.createTime + 2 * 86_400,
    ...(optional.has('total_amount') ? { total_amount: orderTotal(order) } : {}),
    // As on Shopee: the estimate from the start, the actual fee once the parcel has left (0 before).
    ...(optional.has('estimated_shipping_fee') ? { estimated_shipping_fee: order.shippingFee } : {}),
    ...(optional.has('actual_shipping_fee') ? { actual_shipping_fee: order.trackingNumber ? order.shippingFee : 0 } : {}),
    ...(optional.has('recipient_address') ? {
      recipient_address: { name: r.name, phone: r.phone, town: '', district: r.district, city: r.city, state: '', region: 'TW', zipcode: r.zipcode, full_address: r.fullAddress },
    } : {}),
    ...(optional.has('item_list') ? {
      item_list: order.lines.map((line) => ({
        item_id: line.item.itemId,
        item_name: line.item.name,
        item_sku: line.item.sku,
        model_id: line.model?.modelId ?? 0,
        model_name: orderModelName(line),
        model_sku: line.model?.sku ?? '',
        model_quantity_purchased: line.quantity,
        model_original_price: line.model?.originalPrice ?? line.item.originalPrice,
        model_discounted_price: linePrice(line),
        wholesale: false,
        weight: 0.35,
        add_on_deal: false,
        main_item: false,
        promotion_type: '',
        image_info: { image_url: imageUrl(imageBase, line.item.itemId, 1) },
      })),
    } : {}),
  };
}
