/**
 * The words the simulator's catalogue is made of: Shopee TW-style categories, product nouns, colours and
 * sizes. Made up but believable; no real shop's listings.
 *
 * Variation forms (domain/marketplace/variation-name.ts reads every one of them):
 *   two-tier      tiers 顏色 + 尺寸; the adapter composes 'colour/size' ('黑色/XL', '白色/38')
 *   hyphen        one tier 規格, options '黑色-XL'
 *   spaced        one tier 規格, options '白色 M'
 *   labelled      one tier 規格, options '顏色:紅 尺寸:L'
 *   attached      one tier 規格, options '黑色XL' (a Chinese colour touching the size)
 *   colour-only   one tier 顏色 ('黑色'): no size at all
 *   capacity      one tier 容量 ('500ml'): not a size either
 *   pack          one tier 規格 ('2入組', 'Type-C 1m'): not a size either
 *   none          no models (has_model false): price and stock on the item
 */
export type VariationForm = 'two-tier' | 'hyphen' | 'spaced' | 'labelled' | 'attached' | 'colour-only' | 'capacity' | 'pack' | 'none';

export const VARIATION_FORMS: readonly VariationForm[] = ['two-tier', 'hyphen', 'spaced', 'labelled', 'attached', 'colour-only', 'capacity', 'pack', 'none'];

export interface CategoryWords {
  categoryId: number;
  /** original_category_name (Shopee's own, English) and display_category_name in zh-hant. */
  english: string;
  chinese: string;
  skuPrefix: string;
  nouns: readonly string[];
  /** Nouns for the capacity / pack forms (a cable comes in lengths, a bottle in ml); default `nouns`. */
  packNouns?: readonly string[];
  /** Endings of the name; apparel gets 男女同款 and the like, other goods plainer ones. */
  suffixes: readonly string[];
  /** The forms this category's items cycle through (each appears once a catalogue has 10 x 5 items). */
  forms: readonly VariationForm[];
  /** Sizes to draw a run of 3 to 5 from (clothes letters, waist, shoe or kids' numbers). */
  sizes: readonly string[];
  /** Options of the capacity / pack tiers. */
  packs: readonly string[];
  packTier: string;
  price: readonly [number, number];
  features: readonly string[];
}

const APPAREL_SUFFIXES = ['', '', '', ' 男女同款', ' 多色可選', '（加大尺碼）', ' 情侶款', ' 限時特價'];
const GOODS_SUFFIXES = ['', '', '', ' 限時特價', ' 送禮首選', ' 熱銷回饋'];
const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];

export const CATEGORY_WORDS: readonly CategoryWords[] = [
  {
    categoryId: 100011, english: 'Tops', chinese: '衣服', skuPrefix: 'TOP',
    nouns: ['純棉圓領T恤', '寬鬆連帽上衣', '法式碎花襯衫', '針織開襟外套', '條紋長袖上衣', '防風連帽外套', '落肩大學T', '亞麻短袖襯衫', '坑條背心', '刷毛保暖上衣'],
    forms: ['two-tier', 'hyphen', 'spaced', 'labelled', 'attached'], sizes: LETTER_SIZES, packs: [], packTier: '',
    price: [199, 990], features: ['100% 精梳棉，親膚透氣', '寬鬆版型，修飾身形', '可機洗，不易變形', '肩線設計自然不卡手'],
    suffixes: APPAREL_SUFFIXES,
  },
  {
    categoryId: 100012, english: 'Pants', chinese: '褲裝', skuPrefix: 'PNT',
    nouns: ['高腰直筒牛仔褲', '彈性西裝褲', '抽繩休閒短褲', '寬褲九分褲', '工裝束口褲', '百褶長裙', '鬆緊運動褲', '燈芯絨寬褲'],
    forms: ['two-tier', 'hyphen', 'spaced', 'labelled', 'none'], sizes: ['S', 'M', 'L', 'XL', '2XL'], packs: [], packTier: '',
    price: [290, 1290], features: ['高彈力布料，久坐不緊繃', '後腰鬆緊設計', '雙側口袋實用好收納'],
    suffixes: APPAREL_SUFFIXES,
  },
  {
    categoryId: 100013, english: 'Shoes', chinese: '鞋子', skuPrefix: 'SHO',
    nouns: ['厚底休閒鞋', '輕量慢跑鞋', '真皮樂福鞋', '防水短靴', '一字涼拖鞋', '帆布小白鞋'],
    forms: ['two-tier', 'hyphen', 'none'], sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44'], packs: [], packTier: '',
    price: [390, 2480], features: ['記憶鞋墊，久走不累', '防滑橡膠大底', '尺寸偏小，建議選大半號'],
    suffixes: APPAREL_SUFFIXES,
  },
  {
    categoryId: 100014, english: 'Bags', chinese: '包包', skuPrefix: 'BAG',
    nouns: ['帆布托特包', '防潑水後背包', '皮革斜背包', '迷你手機包', '大容量旅行袋', '編織草編包'],
    forms: ['colour-only', 'none'], sizes: [], packs: [], packTier: '',
    price: [250, 1880], features: ['內附拉鍊暗袋', '可調式背帶', '14 吋筆電可放'],
    suffixes: GOODS_SUFFIXES,
  },
  {
    categoryId: 100015, english: 'Fashion Accessories', chinese: '配件', skuPrefix: 'ACC',
    nouns: ['純銀細項鍊', '韓系髮夾組', '羊毛圍巾', '經典棒球帽', '皮革細腰帶', '珍珠耳環'],
    forms: ['colour-only', 'pack', 'none'], sizes: [], packs: ['單入', '2入組', '3入組'], packTier: '規格',
    price: [99, 890], features: ['抗過敏材質', '附精美禮盒', '百搭不挑衣服'],
    suffixes: GOODS_SUFFIXES, packNouns: ['韓系髮夾組', '珍珠耳環', '純銀細項鍊', '素面髮圈'],
  },
  {
    categoryId: 100016, english: 'Home & Living', chinese: '家居', skuPrefix: 'HOM',
    nouns: ['純棉浴巾', '記憶枕', '收納抽屜盒', '香氛蠟燭', '北歐風抱枕套', '珪藻土地墊'],
    forms: ['capacity', 'colour-only', 'none'], sizes: [], packs: ['350ml', '500ml', '750ml', '1000ml'], packTier: '容量',
    price: [120, 1580], features: ['食品級材質，無毒安心', '台灣製造', '可放洗碗機'],
    suffixes: GOODS_SUFFIXES, packNouns: ['保溫隨行杯', '玻璃密封罐', '陶瓷馬克杯', '不鏽鋼保溫瓶'],
  },
  {
    categoryId: 100017, english: 'Beauty', chinese: '美妝', skuPrefix: 'BEA',
    nouns: ['絲絨霧面唇膏', '持久眼線筆', '柔霧腮紅', '保濕化妝水', '修護護手霜'],
    forms: ['capacity', 'colour-only', 'none'], sizes: [], packs: ['50ml', '150ml', '300ml', '500ml'], packTier: '容量',
    price: [159, 1280], features: ['敏感肌可用', '無添加香精', '清爽不黏膩'],
    suffixes: GOODS_SUFFIXES, packNouns: ['保濕化妝水', '控油洗面乳', '胺基酸洗髮精', '修護護手霜', '防曬乳 SPF50+'],
  },
  {
    categoryId: 100018, english: 'Mobile & Gadgets', chinese: '3C 周邊', skuPrefix: 'GAD',
    nouns: ['快充傳輸線', '磁吸行動電源', '藍牙無線耳機', '手機支架', '防摔手機殼', '無線充電盤'],
    forms: ['pack', 'colour-only', 'none'], sizes: [], packs: ['Type-C 1m', 'Type-C 2m', 'Lightning 1m'], packTier: '規格',
    price: [149, 1990], features: ['BSMI 認證', '支援 PD 快充', '保固一年'],
    suffixes: GOODS_SUFFIXES, packNouns: ['快充傳輸線', '編織充電線', '磁吸充電線'],
  },
  {
    categoryId: 100019, english: 'Sportswear', chinese: '運動休閒', skuPrefix: 'SPT',
    nouns: ['排汗運動上衣', '高腰瑜珈褲', '機能運動外套', '運動內衣', '吸濕快乾短褲'],
    forms: ['two-tier', 'spaced', 'attached', 'labelled'], sizes: ['XS', 'S', 'M', 'L', 'XL'], packs: [], packTier: '',
    price: [290, 1680], features: ['四面彈力', '吸濕排汗', '反光標誌夜跑更安全'],
    suffixes: APPAREL_SUFFIXES,
  },
  {
    categoryId: 100020, english: 'Kids Fashion', chinese: '童裝', skuPrefix: 'KID',
    nouns: ['恐龍印花上衣', '純棉包屁衣', '兒童防風外套', '鬆緊牛仔褲', '小洋裝'],
    forms: ['two-tier', 'hyphen', 'none'], sizes: ['90', '100', '110', '120', '130', '140'], packs: [], packTier: '',
    price: [190, 790], features: ['無螢光劑', '柔軟好穿脫', '寶寶肌膚適用'],
    suffixes: APPAREL_SUFFIXES,
  },
];

export const COLOURS: readonly { name: string; short: string; hex: string }[] = [
  { name: '黑色', short: '黑', hex: '#2b2b2b' },
  { name: '白色', short: '白', hex: '#f4f4f0' },
  { name: '灰色', short: '灰', hex: '#9a9a9a' },
  { name: '米白', short: '米', hex: '#efe6d2' },
  { name: '卡其', short: '卡其', hex: '#b9a06f' },
  { name: '深藍', short: '藍', hex: '#1f3a68' },
  { name: '酒紅', short: '紅', hex: '#7b1e2b' },
  { name: '墨綠', short: '綠', hex: '#2f4a3a' },
  { name: '奶茶色', short: '棕', hex: '#c8a98a' },
  { name: '粉紅', short: '粉', hex: '#f2b5c4' },
];

export const PREFIXES: readonly string[] = ['', '', '【現貨】', '【台灣出貨】', '韓版', '日系', '百搭', '簡約', '復古', '2025新款 '];
