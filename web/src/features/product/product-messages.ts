import { RESERVATION_HOLD_MS } from '../../domain';

const HOLD_HOURS = RESERVATION_HOLD_MS / 3_600_000;

/**
 * zh-TW text of the outlet product page (spec 2 §2.2, §8). Kept beside the feature rather than in
 * i18n/messages.ts so the page can grow without touching the shared catalogue; text produced by a domain
 * rule (stock line, low-stock warning, add-button states, '{n}% OFF') still comes from the domain.
 */
export const productMessages = {
  backToHome: '返回首頁',
  loading: '商品資訊載入中...',
  /** 'Available options' */
  variantsTitle: '可選規格',
  /** 'You save ${amount} ({pct}% off)' */
  savings: (amount: string, percent: number) => `為您省下 ${amount}（${percent}% off）`,
  salePrice: '特價',
  originalPrice: '原價',
  goToCart: '前往購物車結帳',
  /** Spec 2 §1: a reserved item is held for 2 hours awaiting checkout. */
  holdNote: `加入購物車即為您保留商品 ${HOLD_HOURS} 小時，請於時限內完成結帳。`,
  descriptionTitle: '商品說明',
  gallery: '商品圖片',
  previousImage: '上一張圖片',
  nextImage: '下一張圖片',
  showImage: (position: number) => `顯示第 ${position} 張圖片`,
  /** 'Reserve your item' */
  phoneDialogTitle: '預留您的商品',
  /** 'Please leave the correct phone number to reserve the item' */
  phoneDialogPrompt: '請留下正確的電話號碼以預留商品',
  phoneLabel: '手機號碼',
  phonePlaceholder: '例如 0912345678',
  cancel: '取消',
  confirm: '確認預留',
  /** 'Product not found' */
  notFound: '找不到此商品',
  /** 'Failed to load product details' */
  loadFailed: '無法載入商品資訊',
  /** 'The item has already been taken by someone else.' */
  takenByOthers: '這件商品可能已經被其他人買走了。',
  /** 'browse other items' */
  browseOthers: '瀏覽其他商品',
  retry: '再試一次',
} as const;
