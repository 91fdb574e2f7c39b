import { RESERVATION_HOLD_MS } from '../../domain';
import { phrase, text } from '../entry';
import { common } from './common';

const HOLD_HOURS = RESERVATION_HOLD_MS / 3_600_000;

/**
 * The outlet product page (spec 2 §2.2, §8). Text produced by a domain rule (stock line, low-stock warning,
 * add-button states, '{n}% OFF') still comes from the domain.
 */
export const product = {
  backToHome: common.backHome,
  loading: common.productLoading,
  /** 'Available options' */
  variantsTitle: text('可選規格', 'Available options'),
  /** 'You save ${amount}', followed by the one discount label '{pct}% OFF' (issue 28) */
  savings: phrase(
    (amount: string) => `為您省下 ${amount}`,
    (amount: string) => `You save ${amount}`,
  ),
  salePrice: common.salePrice,
  originalPrice: common.originalPrice,
  goToCart: common.goToCartCheckout,
  /** Spec 2 §1: a reserved item is held for 2 hours awaiting checkout. */
  holdNote: text(
    `加入購物車即為您保留商品 ${HOLD_HOURS} 小時，請於時限內完成結帳。`,
    `Adding to the cart holds the item for you for ${HOLD_HOURS} hours; please check out in time.`,
  ),
  descriptionTitle: common.productDescription,
  gallery: common.productImages,
  previousImage: text('上一張圖片', 'Previous image'),
  nextImage: text('下一張圖片', 'Next image'),
  showImage: common.showImage,
  /** 'Reserve your item' */
  phoneDialogTitle: text('預留您的商品', 'Reserve your item'),
  /** 'Please leave the correct phone number to reserve the item' */
  phoneDialogPrompt: text('請留下正確的電話號碼以預留商品', 'Please leave the correct phone number to reserve the item'),
  phoneLabel: common.mobilePhone,
  phonePlaceholder: common.phoneExample,
  cancel: common.cancel,
  confirm: text('確認預留', 'Confirm the reservation'),
  /** 'Product not found' */
  notFound: common.productNotFound,
  /** 'Failed to load product details' */
  loadFailed: text('無法載入商品資訊', 'Failed to load product details'),
  /** 'The item has already been taken by someone else.' (the server's OUTLET_ITEM_SOLD_OUT words it so in English) */
  takenByOthers: text('這件商品可能已經被其他人買走了。', 'Someone else may have bought this item already.'),
  /** 'browse other items' */
  browseOthers: text('瀏覽其他商品', 'Browse other items'),
  retry: common.retry,
};
