/**
 * The simulator shop's outlet products (deterministic: the same shop on every start). 40 products: ten kinds
 * of clothing, shoes and bags in four lines (經典 / 簡約 / 復古 / 輕量), each with variants by size and/or
 * colour, SKUs, TWD prices (price = the outlet price, compareAtPrice = the original) and a quantity per variant
 * at the shop's one location. Product 7 (經典帆布鞋) has 30 variants (6 colours x 5 sizes), more than the adapter's first page of 25.
 * Product 38 is a DRAFT and product 40 is ARCHIVED; every 7th variant is sold out.
 */
export interface SandboxVariant {
  /** Numeric part of gid://shopify/ProductVariant/<id>. */
  id: number;
  inventoryItemId: number;
  title: string;
  sku: string;
  price: number;
  compareAtPrice: number | null;
  available: number;
}

export interface SandboxProduct {
  id: number;
  title: string;
  handle: string;
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  descriptionHtml: string;
  /** Product.productType: the merchant's own type, the outlet category (issue 28). */
  productType: string;
  imageCount: number;
  /** ISO-8601 UTC. */
  updatedAt: string;
  variants: SandboxVariant[];
}

/** The shop's single location (inventory_levels/update carries it). */
export const LOCATION_ID = 78_000_000_001;
export const PRODUCT_ID_BASE = 8_000_000_000_000;
export const VARIANT_ID_BASE = 44_000_000_000_000;
export const INVENTORY_ITEM_ID_BASE = 46_000_000_000_000;

interface Kind { name: string; code: string; type: string; price: number; sizes: string[]; colours: Array<[string, string]> }

const APPAREL = ['S', 'M', 'L', 'XL'];
const KINDS: Kind[] = [
  { name: '羊毛大衣', code: 'COAT', type: '服飾', price: 4980, sizes: APPAREL, colours: [['黑色', 'BK'], ['駝色', 'CM']] },
  { name: '牛仔外套', code: 'DJKT', type: '服飾', price: 2680, sizes: APPAREL, colours: [['深藍', 'NV'], ['淺藍', 'LB']] },
  { name: '針織毛衣', code: 'KNIT', type: '服飾', price: 1880, sizes: ['M', 'L'], colours: [['米白', 'IV'], ['灰色', 'GY'], ['酒紅', 'WR']] },
  { name: '棉質T恤', code: 'TEE', type: '服飾', price: 590, sizes: APPAREL, colours: [['白色', 'WH']] },
  { name: '休閒長褲', code: 'PANT', type: '服飾', price: 1480, sizes: ['28', '30', '32', '34'], colours: [['卡其', 'KH']] },
  { name: '百褶裙', code: 'SKRT', type: '服飾', price: 1280, sizes: ['S', 'M'], colours: [['黑色', 'BK'], ['格紋', 'PL']] },
  { name: '帆布鞋', code: 'SNKR', type: '鞋款', price: 1680, sizes: ['23', '24', '25', '26', '27'], colours: [['白色', 'WH'], ['黑色', 'BK']] },
  { name: '皮革短靴', code: 'BOOT', type: '鞋款', price: 3980, sizes: ['23', '24', '25'], colours: [['棕色', 'BR']] },
  { name: '後背包', code: 'PACK', type: '包包配件', price: 2280, sizes: [], colours: [['黑色', 'BK'], ['軍綠', 'OL']] },
  { name: '托特包', code: 'TOTE', type: '包包配件', price: 990, sizes: [], colours: [['原色', 'NT']] },
];
const LINES = ['經典', '簡約', '復古', '輕量'];
const MANY_COLOURS: Array<[string, string]> = [['白色', 'WH'], ['黑色', 'BK'], ['紅色', 'RD'], ['藏青', 'NV'], ['綠色', 'GN'], ['黃色', 'YL']];

export const SANDBOX_PRODUCT_COUNT = LINES.length * KINDS.length;
const FIRST_UPDATE = Date.parse('2026-11-01T02:00:00.000Z');

export function sandboxCatalogue(): SandboxProduct[] {
  const products: SandboxProduct[] = [];
  let variantNumber = 0;
  for (let n = 1; n <= SANDBOX_PRODUCT_COUNT; n += 1) {
    const line = LINES[Math.floor((n - 1) / KINDS.length)];
    const kind = KINDS[(n - 1) % KINDS.length];
    const colours = n === 7 ? MANY_COLOURS : kind.colours;
    // The outlet price: 30% to 60% off the original, to the nearest NT$10.
    const discount = 0.4 + ((n * 7) % 4) * 0.1;
    const price = Math.round((kind.price * discount) / 10) * 10;
    const variants: SandboxVariant[] = [];
    for (const [colour, colourCode] of colours) {
      for (const size of kind.sizes.length > 0 ? kind.sizes : ['']) {
        variantNumber += 1;
        variants.push({
          id: VARIANT_ID_BASE + variantNumber,
          inventoryItemId: INVENTORY_ITEM_ID_BASE + variantNumber,
          title: size === '' ? colour : `${size} / ${colour}`,
          sku: `OT-${kind.code}-${String(n).padStart(2, '0')}-${colourCode}${size === '' ? '' : `-${size}`}`,
          price,
          compareAtPrice: n % 5 === 0 ? null : kind.price,
          available: variantNumber % 7 === 0 ? 0 : 1 + ((variantNumber * 5) % 9),
        });
      }
    }
    const title = `${line}${kind.name}`;
    products.push({
      id: PRODUCT_ID_BASE + n,
      title,
      handle: `outlet-${kind.code.toLowerCase()}-${n}`,
      status: n === 38 ? 'DRAFT' : n === 40 ? 'ARCHIVED' : 'ACTIVE',
      descriptionHtml: `<p>${title}，出清特價。原價 NT$${kind.price}，數量有限，售完為止。</p>`,
      productType: kind.type,
      imageCount: 1 + (n % 3),
      updatedAt: new Date(FIRST_UPDATE + n * 3_600_000).toISOString(),
      variants,
    });
  }
  return products;
}
