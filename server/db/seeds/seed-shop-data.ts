/**
 * What the shop demo (seed-shop.ts) sells and who bought what: fixed-price items of seeded pros in the words a Hong
 * Kong pro would write them, and the orders that give each demo account something to see. Prices are whole HKD; a
 * plan's `service_type` is what its price buys. Times are hours before the seed runs.
 * Longer than the 400-line guide on purpose: it is copy and stories, read and changed as a set.
 */
import type { ServiceType } from '@shared/domain/shop-rules';
import type { PayType } from '@shared/domain/payments';
import type { CategorySlug } from './catalog-data';

export interface ShopPlanSeed {
  name: string;
  price: number;
  service_type: ServiceType;
  description?: string;
}

export interface ShopItemSeed {
  key: string;
  /** The pro's service (its slug); `chi-wai-plumbing` is demo_pro's. */
  service: string;
  category: CategorySlug;
  status: 'published' | 'in_review' | 'draft';
  /** Written this many days ago; applied for review the next day and published the day after. */
  daysAgo: number;
  name: string;
  description: string;
  service_type: ServiceType | null;
  service_info: string;
  /** Travel preferences other than the default (the pro travels to the customer). */
  travel?: { pro: boolean; customer: boolean; remote: boolean };
  plans: ShopPlanSeed[];
  /** Limited stock (before the seeded orders take theirs); unlimited when absent. */
  stock?: number;
  keywords: string[];
  reservation?: boolean;
  /** Drawn photos (with the upload store only). */
  photos: number;
}

export const SHOP_ITEMS: ShopItemSeed[] = [
  {
    key: 'tap',
    service: 'chi-wai-plumbing',
    category: 'plumbing',
    status: 'published',
    daysAgo: 95,
    name: '更換水龍頭（廚房／浴室）',
    description:
      '舊水龍頭漏水、關唔實或者出水細？師傅上門拆走舊龍頭，安裝新龍頭，順手檢查角尺掣同軟喉，完工後試水確保冇滲漏。可以自備水龍頭，亦可以揀包標準款式。',
    service_type: 'per_job',
    service_info: '約 1 小時完成。請預先清空洗手盆或者星盆下面嘅櫃，方便師傅關水掣同施工。拆出嚟嘅舊龍頭會幫你帶走。',
    plans: [
      { name: '淨換工（自備水龍頭）', price: 380, service_type: 'per_job', description: '只收人工，包拆舊、安裝同試水。' },
      { name: '包標準單冷龍頭', price: 680, service_type: 'per_job', description: '包一個單冷鉻面水龍頭同兩條新軟喉。' },
      { name: '包冷熱混水龍頭', price: 980, service_type: 'per_job', description: '包一個冷熱混水龍頭（廚房或面盆款）同兩條新軟喉。' },
    ],
    keywords: ['水龍頭', '換水喉', '漏水', '廚房', '浴室'],
    reservation: true,
    photos: 2,
  },
  {
    key: 'drain',
    service: 'chi-wai-plumbing',
    category: 'plumbing',
    status: 'published',
    daysAgo: 80,
    name: '通渠服務（面盆／浴缸／廁所／廚房）',
    description:
      '去水慢、有異味或者完全塞死？師傅用電動通渠機同專用工具處理，通好之後試水同清理工作範圍。如果發現喉管破損要更換，會先同你報價，你同意先做。',
    service_type: 'per_job',
    service_info: '一般 1 至 2 小時。通渠後 24 小時內唔好倒油落星盆。更換喉管另外報價。',
    plans: [
      { name: '面盆或浴缸去水', price: 450, service_type: 'per_job', description: '一個去水位，包通渠同試水。' },
      { name: '廁所塞', price: 650, service_type: 'per_job', description: '一個座廁，包通渠同檢查沖水。' },
      { name: '廚房星盆主渠', price: 880, service_type: 'per_job', description: '星盆去水至主渠，油污多會用熱水沖洗。' },
    ],
    keywords: ['通渠', '塞渠', '去水慢', '廁所塞'],
    reservation: true,
    photos: 1,
  },
  {
    key: 'silicone',
    service: 'chi-wai-plumbing',
    category: 'handyman',
    status: 'published',
    daysAgo: 60,
    name: '浴室玻璃膠重打（防霉）',
    description: '玻璃膠發黑、甩邊會令水滲入牆身。師傅會起走舊膠、清潔同吹乾，再用防霉玻璃膠重新打過，線條整齊。',
    service_type: 'per_job',
    service_info: '約 2 至 3 小時。完工後 24 小時內請勿用水，等玻璃膠完全乾透。每月名額有限。',
    plans: [
      { name: '浴缸邊（最長 2 米）', price: 520, service_type: 'per_job' },
      { name: '企缸連洗手盆', price: 780, service_type: 'per_job' },
      { name: '全個浴室', price: 1180, service_type: 'per_job', description: '浴缸或企缸、洗手盆、座廁底同牆角。' },
    ],
    stock: 8,
    keywords: ['玻璃膠', '發霉', '浴室', '防水'],
    photos: 1,
  },
  {
    key: 'light',
    service: 'chi-wai-plumbing',
    category: 'electrician',
    status: 'draft',
    daysAgo: 2,
    name: '更換天花燈／吸頂燈',
    description: '拆除舊燈，安裝新吸頂燈或者 LED 天花燈，並檢查線路。',
    service_type: 'per_unit',
    service_info: '',
    plans: [{ name: '一盞燈（自備燈具）', price: 380, service_type: 'per_unit' }],
    keywords: ['換燈', 'LED'],
    photos: 0,
  },
  {
    key: 'socket',
    service: 'chi-wai-plumbing',
    category: 'electrician',
    status: 'in_review',
    daysAgo: 4,
    name: '加裝 13A 插座',
    description:
      '廚房、睡房或者客廳插座唔夠用？註冊電業工程人員上門加裝 13A 插座，明線用膠槽收好，完工後測試線路同漏電保護，並發出完工證明書（WR1）。',
    service_type: 'per_unit',
    service_info: '每個插座約 1 小時。需要由電錶箱拉新線或者做暗線，會另外報價。',
    plans: [
      { name: '加裝 1 個插座（明線 3 米內）', price: 650, service_type: 'per_unit' },
      { name: '同一位置加裝 2 個插座', price: 1100, service_type: 'per_job' },
    ],
    keywords: ['插蘇', '13A', '註冊電工'],
    photos: 2,
  },
  {
    key: 'aircon',
    service: 'polar-aircon-engineering',
    category: 'aircon-cleaning',
    status: 'published',
    daysAgo: 70,
    name: '冷氣機深層清洗（2 部 HK$580）',
    description: '夏天前洗冷氣，凍得快又慳電。拆出隔塵網同面板清洗，用高壓水槍沖洗散熱片同去水盤，再噴抗菌消毒劑。窗口機同掛牆分體機都得。',
    service_type: 'per_unit',
    service_info: '每部約 45 分鐘。請預先清走冷氣機下面嘅雜物，並預留電源。',
    plans: [
      { name: '2 部窗口機', price: 580, service_type: 'per_job', description: '平均每部 HK$290。' },
      { name: '3 部窗口機', price: 820, service_type: 'per_job' },
      { name: '2 部掛牆分體機（室內機）', price: 880, service_type: 'per_job' },
    ],
    stock: 40,
    keywords: ['冷氣清洗', '窗口機', '分體機', '消毒', '夏日優惠'],
    photos: 2,
  },
  {
    key: 'deep',
    service: 'clean-home-services',
    category: 'deep-cleaning',
    status: 'published',
    daysAgo: 85,
    name: '全屋深層清潔 3 小時',
    description:
      '適合大掃除、節日前或者耐咗冇打理嘅單位：廚房油污、浴室水垢同霉菌、窗框路軌、櫃面同地板都會仔細清潔。清潔員自備專業清潔劑同工具。',
    service_type: 'per_session',
    service_info: '每節 3 小時（4 小時套餐另有註明）。請預先收好私人物品；如需清潔雪櫃或焗爐，請提前清空。',
    plans: [
      { name: '3 小時 · 1 位清潔員', price: 690, service_type: 'per_session' },
      { name: '3 小時 · 2 位清潔員', price: 1290, service_type: 'per_session', description: '適合 600 呎以上單位。' },
      { name: '4 小時 · 2 位清潔員（連雪櫃焗爐）', price: 1680, service_type: 'per_session' },
    ],
    keywords: ['深層清潔', '大掃除', '廚房油污', '浴室除霉'],
    reservation: true,
    photos: 2,
  },
  {
    key: 'moveout',
    service: 'spotless-move-in',
    category: 'move-in-cleaning',
    status: 'published',
    daysAgo: 50,
    name: '退租／入伙清潔（按單位面積）',
    description: '交吉退租或者新屋入伙前一次過清潔：全屋抹塵，廚房浴室除油除垢，清潔窗戶玻璃、門框同地板，清走裝修灰塵，等你安心交樓。',
    service_type: 'per_job',
    service_info: '視乎面積約 4 至 7 小時。請確保單位有水有電。',
    plans: [
      { name: '400 呎以下', price: 1680, service_type: 'per_job' },
      { name: '400 至 700 呎', price: 2380, service_type: 'per_job' },
      { name: '700 至 1,000 呎', price: 3280, service_type: 'per_job' },
    ],
    keywords: ['退租清潔', '入伙清潔', '執屋', '交吉'],
    photos: 1,
  },
  {
    key: 'laptop',
    service: 'maccare-repair',
    category: 'computer-repair',
    status: 'published',
    daysAgo: 40,
    name: 'Laptop and MacBook check-up with a repair quote',
    description:
      'Will not start, runs hot, loud fan, a spill, or just painfully slow? We check the hardware and the system, tell you what is wrong and what the repair costs, and repair only once you agree. The check-up fee comes off the repair.',
    service_type: 'per_job',
    service_info:
      'In-shop check-ups usually take one working day; at your home about an hour. Please back up your data and have your password ready.',
    travel: { pro: true, customer: true, remote: false },
    plans: [
      { name: 'In-shop check-up', price: 150, service_type: 'per_job', description: 'Taken off the repair in full.' },
      { name: 'Check-up at your home', price: 350, service_type: 'per_job', description: 'Hong Kong Island and Kowloon.' },
      { name: 'Dust clean and new thermal paste', price: 480, service_type: 'per_job' },
    ],
    keywords: ['laptop', 'MacBook', '電腦維修', '過熱'],
    photos: 1,
  },
  {
    key: 'screen',
    service: 'techfix-it-services',
    category: 'computer-repair',
    status: 'published',
    daysAgo: 30,
    name: '手機換屏幕（iPhone／Samsung）',
    description: '爆 mon、觸控失靈或者顯示有線？即日用原廠級屏幕更換，換完測試觸控、Face ID 同相機。換屏幕保用 90 日。',
    service_type: 'per_unit',
    service_info: '約 1 小時，可以喺店等。換屏前請先備份資料。屏幕現貨有限，落單後會為你預留。',
    travel: { pro: false, customer: true, remote: false },
    plans: [
      { name: 'iPhone 13／14', price: 980, service_type: 'per_unit' },
      { name: 'iPhone 15', price: 1380, service_type: 'per_unit' },
      { name: 'Samsung Galaxy S23', price: 1280, service_type: 'per_unit' },
    ],
    stock: 6,
    keywords: ['換mon', '爆mon', 'iPhone', '手機維修'],
    photos: 1,
  },
  {
    key: 'piano',
    service: 'melody-piano-studio',
    category: 'piano-lessons',
    status: 'published',
    daysAgo: 65,
    name: '鋼琴調音（直立琴／三角琴）',
    description: '鋼琴最好每年調音一次，音準先穩定。調音師上門調校全部琴弦，檢查琴槌、琴鍵同踏板，並提供保養建議。',
    service_type: 'per_session',
    service_info: '直立琴約 1.5 小時，三角琴約 2 小時。請保持室內安靜，並預先清走琴面物品。',
    plans: [
      { name: '直立琴調音', price: 750, service_type: 'per_session' },
      { name: '直立琴調音連基本保養', price: 1100, service_type: 'per_session', description: '包除塵、檢查同調整琴鍵。' },
      { name: '三角琴調音', price: 1200, service_type: 'per_session' },
    ],
    keywords: ['鋼琴調音', '調音', '直立琴', '三角琴'],
    reservation: true,
    photos: 1,
  },
  {
    key: 'ikea',
    service: 'ming-sang-home-repairs',
    category: 'handyman',
    status: 'published',
    daysAgo: 45,
    name: 'IKEA 傢俬安裝',
    description: '買咗 IKEA 傢俬唔識裝或者冇時間？師傅自備工具上門組裝，需要嘅話幫你固定落牆防止傾倒，完工後清走紙皮同包裝。',
    service_type: 'per_unit',
    service_info: '請預先將傢俬搬到要安裝嘅房間。大型衣櫃可能需要 2 至 3 小時。',
    plans: [
      { name: '細件（床頭櫃、書枱、椅）', price: 280, service_type: 'per_unit' },
      { name: '床架', price: 580, service_type: 'per_unit' },
      { name: '衣櫃（PAX／BRIMNES）', price: 780, service_type: 'per_unit', description: '包固定落牆。' },
    ],
    keywords: ['IKEA', '傢俬安裝', '裝衣櫃', '組裝'],
    photos: 1,
  },
  {
    key: 'grooming',
    service: 'happy-paws-grooming',
    category: 'dog-grooming',
    status: 'published',
    daysAgo: 75,
    name: '狗狗全套美容（沖涼、剪毛、剪甲）',
    description: '包沖涼、吹乾、全身剪毛、剪甲、清耳同擠肛門腺。美容師有多年經驗，對怕醜同緊張嘅狗狗特別有耐性。',
    service_type: 'per_session',
    service_info: '約 2 至 3 小時。美容前 2 小時請勿餵食。可以帶狗狗到店，或者預約上門。',
    travel: { pro: true, customer: true, remote: false },
    plans: [
      { name: '小型犬（10 kg 以下）', price: 380, service_type: 'per_session' },
      { name: '中型犬（10 至 20 kg）', price: 520, service_type: 'per_session' },
      { name: '大型犬（20 kg 以上）', price: 720, service_type: 'per_session' },
    ],
    keywords: ['狗狗美容', '寵物美容', '剪毛', '沖涼'],
    reservation: true,
    photos: 2,
  },
  {
    key: 'sofa',
    service: 'homefresh-sofa-care',
    category: 'sofa-cleaning',
    status: 'published',
    daysAgo: 55,
    name: '布梳化深層清洗及除蟎',
    description: '用專業抽洗機深層清洗布梳化，去除污漬、汗味同塵蟎，再用紫外線燈殺菌。清洗後約 4 至 6 小時乾身。',
    service_type: 'per_unit',
    service_info: '每張梳化約 1 小時。請預先清走梳化上面嘅雜物同咕𠱸。',
    plans: [
      { name: '單人梳化', price: 380, service_type: 'per_unit' },
      { name: '三人梳化', price: 780, service_type: 'per_unit' },
      { name: 'L 型梳化', price: 1080, service_type: 'per_unit' },
    ],
    keywords: ['梳化清洗', '除蟎', '布梳化'],
    photos: 1,
  },
];

/** Category service notices (SPEC §3 shop service category), shown with every item of the service and category. */
export const SERVICE_NOTICES: Array<{ service: string; category: CategorySlug; notice: string }> = [
  {
    service: 'polar-aircon-engineering',
    category: 'aircon-cleaning',
    notice: '高層外牆分體機（室外機）需要吊船或者棚架，費用另計。如果冷氣機漏水或者有異聲，請落單時講低，師傅會一併檢查。',
  },
  {
    service: 'spotless-move-in',
    category: 'move-in-cleaning',
    notice: '單位要有水有電先可以開工。如有大型傢俬或者裝修垃圾要清走，請落單時講低，我哋會另外報價。',
  },
  {
    service: 'happy-paws-grooming',
    category: 'dog-grooming',
    notice: '請預先話我哋知狗狗有冇皮膚病、曾經咬人或者好怕剪甲。如果狗狗極度緊張，美容師會暫停並同你商量。',
  },
  {
    service: 'chi-wai-plumbing',
    category: 'plumbing',
    notice: '工程保養 3 個月。如需搬動傢俬或者開牆，師傅會先同你商量同報價，你同意先開工。',
  },
];

/** Who placed the order: the demo consumer, or the n-th other seeded consumer (each story its own). */
export type Buyer = 'demo' | number;

export interface ShopOrderSeed {
  item: string;
  /** The plan's name. */
  plan: string;
  quantity?: number;
  buyer: Buyer;
  note?: string;
  /** Hours before the seed: placed (and paid a few minutes later unless `void`). */
  placed: number;
  payType?: PayType;
  confirmed?: number;
  completeRequested?: number;
  completed?: number;
  /** The checkout was dropped: the order went void this many hours before the seed. */
  void?: number;
  /** The consumer chose to pay at a convenience store a few minutes after placing it and has not paid yet. */
  storeBill?: true;
  /** A slot this many days ahead (the first free hour of the service's business hours from 10:00). */
  reservationInDays?: number;
  feedback?: { score: number; text: string; reply?: string };
}

export const SHOP_ORDERS: ShopOrderSeed[] = [
  // demo_consumer: paid at a convenience store and waiting for demo_pro to confirm; confirmed with a slot booked;
  // completed with feedback; a store bill still to pay.
  { item: 'drain', plan: '廁所塞', buyer: 'demo', placed: 3, payType: 'cvs', note: '座廁今朝開始完全塞咗，沖水會滿返上嚟。' },
  { item: 'tap', plan: '包冷熱混水龍頭', buyer: 'demo', placed: 20, storeBill: true, note: '廚房水龍頭想換冷熱混水，星期六得閒。' },
  { item: 'deep', plan: '3 小時 · 2 位清潔員', buyer: 'demo', placed: 50, payType: 'bank', confirmed: 30, reservationInDays: 5 },
  {
    item: 'aircon',
    plan: '2 部窗口機',
    buyer: 'demo',
    placed: 600,
    confirmed: 590,
    completeRequested: 480,
    completed: 470,
    feedback: { score: 5, text: '師傅準時又細心，洗完凍咗好多，仲教我點洗隔塵網。', reply: '多謝支持！記得每兩個星期洗一次隔塵網呀。' },
  },
  // demo_pro's other orders: confirmed with a slot, completion requested, completed (one reply still to write), void.
  { item: 'tap', plan: '包標準單冷龍頭', buyer: 0, placed: 40, confirmed: 20, reservationInDays: 3 },
  { item: 'silicone', plan: '企缸連洗手盆', buyer: 1, placed: 150, confirmed: 140, completeRequested: 22 },
  {
    item: 'tap',
    plan: '淨換工（自備水龍頭）',
    buyer: 2,
    placed: 300,
    confirmed: 290,
    completeRequested: 220,
    completed: 215,
    feedback: { score: 4, text: '準時到，換得好快，不過遲咗覆訊息。' },
  },
  {
    item: 'drain',
    plan: '廚房星盆主渠',
    buyer: 3,
    placed: 820,
    confirmed: 815,
    completeRequested: 790,
    completed: 780,
    feedback: { score: 5, text: '通完即刻去水好快，仲幫手清理埋，推介！', reply: '多謝你！記得唔好倒油落星盆呀。' },
  },
  { item: 'silicone', plan: '浴缸邊（最長 2 米）', buyer: 4, placed: 100, void: 99 },
  // Other pros' sales, so their items show stock, orders and feedback.
  {
    item: 'aircon',
    plan: '3 部窗口機',
    buyer: 5,
    placed: 980,
    confirmed: 975,
    completeRequested: 950,
    completed: 940,
    feedback: { score: 5, text: '三部冷氣一個鐘頭內洗好，乾淨企理。' },
  },
  {
    item: 'grooming',
    plan: '小型犬（10 kg 以下）',
    buyer: 6,
    placed: 400,
    confirmed: 396,
    completeRequested: 370,
    completed: 365,
    feedback: { score: 4, text: '狗狗剪完好靚，不過等咗少少。', reply: '多謝！下次會預早準備好，歡迎再嚟。' },
  },
  {
    item: 'moveout',
    plan: '400 至 700 呎',
    buyer: 7,
    placed: 720,
    payType: 'bank',
    confirmed: 700,
    completeRequested: 670,
    completed: 660,
    feedback: { score: 5, text: '退租前請佢哋清潔，業主驗樓完全冇問題。' },
  },
  { item: 'screen', plan: 'iPhone 13／14', buyer: 8, placed: 26, confirmed: 24 },
  {
    item: 'laptop',
    plan: 'In-shop check-up',
    buyer: 9,
    placed: 330,
    confirmed: 326,
    completeRequested: 300,
    completed: 290,
    feedback: { score: 5, text: 'Quick check-up and an honest quote.' },
  },
];

/** Likes (favourites): the demo consumer's two, and other consumers' so the items show like counts. */
export const SHOP_LIKES: Array<{ buyer: Buyer; item: string; hoursAgo: number }> = [
  { buyer: 'demo', item: 'piano', hoursAgo: 30 },
  { buyer: 'demo', item: 'grooming', hoursAgo: 70 },
  { buyer: 0, item: 'aircon', hoursAgo: 200 },
  { buyer: 3, item: 'aircon', hoursAgo: 500 },
  { buyer: 5, item: 'aircon', hoursAgo: 960 },
  { buyer: 1, item: 'deep', hoursAgo: 120 },
  { buyer: 6, item: 'grooming', hoursAgo: 380 },
  { buyer: 2, item: 'ikea', hoursAgo: 90 },
];
