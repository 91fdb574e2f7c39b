/**
 * The demo outlet stock: Taiwan clearance goods as a new user of the local demo should see them.
 * Pictures are the SVG files of server/static/images/demo (served at /images/demo/<picture>.svg).
 * Prices are whole NT$; discounts are 20-70% off; quantities include low stock and sold-out variants.
 */

export interface DemoVariant {
  /** variant_details: 'Default' for a product without variants. */
  details: string;
  /** Appended to the sku in display_sku ('BK-M' gives OL-JK-1024-BK-M); '' for a single item. */
  code: string;
  /** File name (without .svg) under server/static/images/demo. */
  picture: string;
  quantity: number;
}

export interface DemoProduct {
  /** Category letters of the sku: OL-<prefix>-<number>. */
  prefix: string;
  number: number;
  title: string;
  /** '' for a single item, e.g. '顏色 / 尺寸' for variants. */
  variantTitle: string;
  price: number;
  discountPrice: number;
  description: string;
  variants: readonly DemoVariant[];
}

/**
 * The demo's categories (issue 28): the shelf of each sku prefix, written on every item of its products. A product
 * whose prefix is not listed has none (the console files it).
 */
export const DEMO_CATEGORY_BY_PREFIX: Readonly<Record<string, string>> = {
  JK: '服飾', JN: '服飾', TS: '服飾', DR: '服飾',
  SN: '鞋款', SD: '鞋款',
  CP: '包包配件', TB: '包包配件', BP: '包包配件',
  BT: '居家生活', MG: '居家生活', TW: '居家生活', PN: '居家生活', LP: '居家生活',
  TN: '戶外露營', CH: '戶外露營',
};

/** Shared last pictures of every gallery: the clearance tag and, when packaging is missing, the bare parcel. */
export const TAG_PICTURE = 'outlet-tag';
export const PARCEL_PICTURE = 'outlet-parcel';

const single = (picture: string, quantity: number): DemoVariant[] => [{ details: 'Default', code: '', picture, quantity }];

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    prefix: 'JK', number: 1024, title: '男款機能防潑水連帽外套', variantTitle: '顏色 / 尺寸', price: 2980, discountPrice: 1490,
    description: '<p>輕量機能布料，表面防潑水處理，適合通勤與郊山健行。</p><ul><li>可收納連帽、腋下透氣拉鍊</li><li>門市展示品，部分吊牌已拆除</li><li>清倉商品恕不退換，商品本身瑕疵除外</li></ul>',
    variants: [
      { details: '黑色 / M', code: 'BK-M', picture: 'jacket-black', quantity: 3 },
      { details: '黑色 / L', code: 'BK-L', picture: 'jacket-black', quantity: 2 },
      { details: '深藍 / M', code: 'NV-M', picture: 'jacket-navy', quantity: 4 },
      { details: '深藍 / L', code: 'NV-L', picture: 'jacket-navy', quantity: 1 },
    ],
  },
  {
    prefix: 'JK', number: 1150, title: '女款輕量保暖羽絨外套', variantTitle: '顏色 / 尺寸', price: 3680, discountPrice: 1580,
    description: '90/10 羽絨填充，可收納成隨身袋。去年秋冬款，外盒已遺失，請確認尺寸後再下單。',
    variants: [
      { details: '軍綠 / S', code: 'GN-S', picture: 'jacket-olive', quantity: 2 },
      { details: '軍綠 / M', code: 'GN-M', picture: 'jacket-olive', quantity: 0 },
    ],
  },
  {
    prefix: 'JN', number: 2051, title: '女款高腰直筒牛仔褲', variantTitle: '尺寸', price: 1680, discountPrice: 890,
    description: '<p>高腰直筒版型，微彈丹寧，修飾腿型。</p><ul><li>尺寸為腰圍吋數，建議依平常尺寸選購</li><li>少量褲腳有試穿痕跡，不影響穿著</li></ul>',
    variants: [
      { details: '25', code: 'BL-25', picture: 'jeans-blue', quantity: 2 },
      { details: '26', code: 'BL-26', picture: 'jeans-blue', quantity: 5 },
      { details: '27', code: 'BL-27', picture: 'jeans-blue', quantity: 3 },
      { details: '28', code: 'BL-28', picture: 'jeans-blue', quantity: 0 },
    ],
  },
  {
    prefix: 'JN', number: 2088, title: '男款彈性修身黑色牛仔褲', variantTitle: '尺寸', price: 1880, discountPrice: 990,
    description: '彈性黑色丹寧，修身不緊繃。清倉品無原廠紙袋，尺寸為腰圍吋數。',
    variants: [
      { details: '30', code: 'BK-30', picture: 'jeans-black', quantity: 3 },
      { details: '32', code: 'BK-32', picture: 'jeans-black', quantity: 4 },
      { details: '34', code: 'BK-34', picture: 'jeans-black', quantity: 2 },
    ],
  },
  {
    prefix: 'TS', number: 3310, title: '中性款純棉素面短袖T恤', variantTitle: '顏色 / 尺寸', price: 590, discountPrice: 290,
    description: '<p>20 支精梳棉，厚磅不透，男女皆可穿。</p><ul><li>個別包裝袋可能缺少</li><li>洗滌請翻面、冷水手洗</li></ul>',
    variants: [
      { details: '白色 / M', code: 'WH-M', picture: 'tee-white', quantity: 8 },
      { details: '白色 / L', code: 'WH-L', picture: 'tee-white', quantity: 6 },
      { details: '灰色 / M', code: 'GY-M', picture: 'tee-grey', quantity: 7 },
      { details: '灰色 / L', code: 'GY-L', picture: 'tee-grey', quantity: 5 },
      { details: '灰色 / XL', code: 'GY-XL', picture: 'tee-grey', quantity: 1 },
    ],
  },
  {
    prefix: 'TS', number: 3402, title: '女款寬鬆落肩棉T（F）', variantTitle: '', price: 690, discountPrice: 350,
    description: '寬鬆落肩版型，單一尺寸。展示品，領口有輕微摺痕，不影響穿著。',
    variants: single('tee-grey', 4),
  },
  {
    prefix: 'DR', number: 4102, title: '女款碎花雪紡洋裝', variantTitle: '尺寸', price: 1880, discountPrice: 790,
    description: '<p>雙層雪紡碎花，附同色腰帶，夏日約會與出遊都好搭。</p><ul><li>部分商品腰帶遺失，以現況出貨</li><li>清倉商品，非瑕疵恕不退換</li></ul>',
    variants: [
      { details: 'S', code: 'FL-S', picture: 'dress-floral', quantity: 2 },
      { details: 'M', code: 'FL-M', picture: 'dress-floral', quantity: 3 },
      { details: 'L', code: 'FL-L', picture: 'dress-floral', quantity: 1 },
    ],
  },
  {
    prefix: 'CP', number: 5007, title: '經典刺繡棒球帽', variantTitle: '顏色', price: 690, discountPrice: 390,
    description: '可調式後扣，水洗棉帽身。清倉品無吊牌。',
    variants: [
      { details: '卡其', code: 'KH', picture: 'cap-khaki', quantity: 6 },
      { details: '黑色', code: 'BK', picture: 'cap-black', quantity: 4 },
    ],
  },
  {
    prefix: 'CP', number: 5030, title: '防曬抗UV漁夫帽', variantTitle: '', price: 790, discountPrice: 390,
    description: '<p>UPF50+ 防曬布料，可折疊收納。</p><ul><li>帽沿內襯有輕微壓痕</li></ul>',
    variants: single('cap-khaki', 5),
  },
  {
    prefix: 'SN', number: 6120, title: '輕量透氣休閒鞋', variantTitle: '顏色 / 尺寸', price: 2480, discountPrice: 1190,
    description: '<p>針織鞋面透氣，緩震中底久走不累。</p><ul><li>尺寸為腳長公分數</li><li>原廠鞋盒缺少或破損，以塑膠袋包裝出貨</li></ul>',
    variants: [
      { details: '白色 / 24', code: 'WH-24', picture: 'sneaker-white', quantity: 2 },
      { details: '白色 / 25', code: 'WH-25', picture: 'sneaker-white', quantity: 3 },
      { details: '灰色 / 26', code: 'GY-26', picture: 'sneaker-grey', quantity: 4 },
      { details: '灰色 / 27', code: 'GY-27', picture: 'sneaker-grey', quantity: 1 },
    ],
  },
  {
    prefix: 'SN', number: 6150, title: '男款防水登山健行鞋', variantTitle: '尺寸', price: 3980, discountPrice: 1990,
    description: '防水透氣內襯，黃金大底抓地力佳。展示樣品，鞋底有少許試穿痕跡。',
    variants: [
      { details: '26', code: 'BR-26', picture: 'boot-brown', quantity: 1 },
      { details: '27', code: 'BR-27', picture: 'boot-brown', quantity: 2 },
      { details: '28', code: 'BR-28', picture: 'boot-brown', quantity: 3 },
    ],
  },
  {
    prefix: 'SD', number: 6311, title: '女款真皮交叉涼鞋', variantTitle: '', price: 1580, discountPrice: 690,
    description: '牛皮交叉鞋帶，軟木鞋床。尺寸 24 號，鞋盒缺少，清倉商品恕不退換。',
    variants: single('sandals-brown', 2),
  },
  {
    prefix: 'TB', number: 7033, title: '日系帆布托特包', variantTitle: '顏色', price: 880, discountPrice: 520,
    description: '<p>12 安厚帆布，可放 A4 文件與 13 吋筆電。</p><ul><li>內附拉鍊小口袋</li><li>少量布面有庫存摺痕</li></ul>',
    variants: [
      { details: '米白', code: 'BE', picture: 'tote-beige', quantity: 7 },
      { details: '深藍', code: 'NV', picture: 'tote-navy', quantity: 3 },
    ],
  },
  {
    prefix: 'TB', number: 7090, title: '防水尼龍摺疊購物袋', variantTitle: '', price: 490, discountPrice: 290,
    description: '可收成掌心大小，承重 15 公斤。無外包裝。',
    variants: single('tote-navy', 15),
  },
  {
    prefix: 'BP', number: 7208, title: '多夾層防潑水通勤後背包', variantTitle: '顏色', price: 1980, discountPrice: 1180,
    description: '<p>15.6 吋筆電夾層、側邊水壺袋、隱藏式防盜口袋。</p><ul><li>門市展示品，可能有輕微使用痕跡</li></ul>',
    variants: [
      { details: '灰色', code: 'GY', picture: 'backpack-grey', quantity: 4 },
      { details: '黑色', code: 'BK', picture: 'backpack-black', quantity: 2 },
    ],
  },
  {
    prefix: 'BT', number: 8015, title: '不鏽鋼保溫杯 500ml', variantTitle: '顏色', price: 890, discountPrice: 450,
    description: '316 不鏽鋼內膽，保溫 12 小時、保冷 24 小時。外盒壓損，杯身完好。',
    variants: [
      { details: '銀色', code: 'SV', picture: 'bottle-silver', quantity: 10 },
      { details: '墨綠', code: 'GN', picture: 'bottle-green', quantity: 6 },
    ],
  },
  {
    prefix: 'BT', number: 8050, title: '不鏽鋼真空保溫瓶 750ml', variantTitle: '', price: 1180, discountPrice: 590,
    description: '<p>大容量真空保溫瓶，附杯蓋可直接倒飲。</p><ul><li>外盒缺少，以氣泡袋包裝出貨</li></ul>',
    variants: single('bottle-silver', 4),
  },
  {
    prefix: 'MG', number: 8120, title: '北歐風陶瓷馬克杯 350ml', variantTitle: '顏色', price: 420, discountPrice: 290,
    description: '霧面釉色陶瓷，可微波、可洗碗機。部分杯底有細小釉點，屬正常燒製現象。',
    variants: [
      { details: '白色', code: 'WH', picture: 'mug-white', quantity: 9 },
      { details: '霧綠', code: 'GN', picture: 'mug-green', quantity: 5 },
    ],
  },
  {
    prefix: 'MG', number: 8150, title: '琺瑯露營杯 300ml', variantTitle: '', price: 450, discountPrice: 250,
    description: '<p>琺瑯材質，可直火加熱。</p><ul><li>杯緣有輕微碰點，不影響使用</li></ul>',
    variants: single('mug-white', 8),
  },
  {
    prefix: 'TW', number: 8230, title: '純棉飯店級毛巾三入組', variantTitle: '顏色', price: 690, discountPrice: 350,
    description: '<p>100% 長纖棉，吸水柔軟不掉毛。</p><ul><li>原包裝已拆，三條以束帶綑綁出貨</li></ul>',
    variants: [
      { details: '天藍', code: 'BL', picture: 'towel-blue', quantity: 12 },
      { details: '淺粉', code: 'PK', picture: 'towel-pink', quantity: 4 },
    ],
  },
  {
    prefix: 'TW', number: 8260, title: '超細纖維速乾運動毛巾', variantTitle: '', price: 390, discountPrice: 290,
    description: '輕薄速乾，附收納網袋。清倉品無外包裝。',
    variants: single('towel-blue', 11),
  },
  {
    prefix: 'PN', number: 8402, title: '不沾塗層平底鍋 28cm', variantTitle: '', price: 1280, discountPrice: 640,
    description: '<p>三層不沾塗層，電磁爐、瓦斯爐皆適用。</p><ul><li>外盒遺失，鍋身全新</li><li>清倉商品恕不退換，商品本身瑕疵除外</li></ul>',
    variants: single('pan-black', 1),
  },
  {
    prefix: 'LP', number: 9105, title: 'LED 護眼觸控檯燈', variantTitle: '', price: 1490, discountPrice: 890,
    description: '三段色溫、無段調光，USB 充電。展示機，燈座有細微刮痕。',
    variants: single('lamp-white', 0),
  },
  {
    prefix: 'TN', number: 9501, title: '四人雙層防雨露營帳篷', variantTitle: '', price: 4980, discountPrice: 2490,
    description: '<p>雙層結構，耐水壓 3000mm，10 分鐘快速搭建。</p><ul><li>展示帳，收納袋有使用痕跡</li><li>營釘數量已清點齊全</li></ul>',
    variants: single('tent-green', 3),
  },
  {
    prefix: 'CH', number: 9520, title: '輕量鋁合金折疊露營椅', variantTitle: '', price: 1280, discountPrice: 760,
    description: '鋁合金骨架僅 1.1 公斤，承重 120 公斤。外盒破損，以原廠收納袋出貨。',
    variants: single('chair-blue', 5),
  },
];
