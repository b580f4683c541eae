/**
 * Demo catalogue: genres, quote categories (with FAQ and bilingual questionnaires) and the 18 Hong Kong
 * districts with their areas. Pure data, no I/O. Longer than the 400-line guide on purpose: it is copy
 * that is shown on public category pages, kept in one place so it can be reviewed as a whole.
 */
import type { LicenceType } from '@shared/domain/verification';

export type GenreSlug = 'home-repair' | 'cleaning' | 'moving' | 'lessons' | 'events' | 'beauty-wellness' | 'pets' | 'business-it';

export type CategorySlug =
  | 'plumbing'
  | 'electrician'
  | 'handyman'
  | 'painting'
  | 'renovation'
  | 'interior-design'
  | 'waterproofing'
  | 'curtain-installation'
  | 'aircon-installation'
  | 'locksmith'
  | 'custom-furniture'
  | 'window-repair'
  | 'home-cleaning'
  | 'deep-cleaning'
  | 'move-in-cleaning'
  | 'office-cleaning'
  | 'aircon-cleaning'
  | 'sofa-cleaning'
  | 'pest-control'
  | 'moving'
  | 'office-moving'
  | 'mover-piano'
  | 'storage'
  | 'furniture-disposal'
  | 'english-tutor'
  | 'math-tutor'
  | 'chinese-tutor'
  | 'piano-lessons'
  | 'swimming-coach'
  | 'mandarin-lessons'
  | 'wedding-photography'
  | 'event-photography'
  | 'family-photography'
  | 'videography'
  | 'party-catering'
  | 'mc-host'
  | 'makeup-artist'
  | 'yoga-instructor'
  | 'personal-trainer'
  | 'home-massage'
  | 'hair-stylist'
  | 'dog-grooming'
  | 'pet-sitting'
  | 'dog-training'
  | 'web-design'
  | 'graphic-design'
  | 'accounting'
  | 'computer-repair'
  | 'translation';

export type Region = 'hong-kong-island' | 'kowloon' | 'new-territories';

export type DistrictSlug =
  | 'central-and-western'
  | 'wan-chai'
  | 'eastern'
  | 'southern'
  | 'yau-tsim-mong'
  | 'sham-shui-po'
  | 'kowloon-city'
  | 'wong-tai-sin'
  | 'kwun-tong'
  | 'kwai-tsing'
  | 'tsuen-wan'
  | 'tuen-mun'
  | 'yuen-long'
  | 'north'
  | 'tai-po'
  | 'sha-tin'
  | 'sai-kung'
  | 'islands';

export type FieldType = 'single' | 'multi' | 'text' | 'date' | 'district' | 'budget' | 'photo';

export interface FieldOption {
  value: string;
  label_zh: string;
  label_en: string;
}

export interface QuoteFormFieldSeed {
  field_key: string;
  type: FieldType;
  label_zh: string;
  label_en: string;
  help_zh: string;
  help_en: string;
  options: FieldOption[];
  is_required: boolean;
  display_order: number;
  is_active: boolean;
}

export interface FaqEntry {
  q_zh: string;
  q_en: string;
  a_zh: string;
  a_en: string;
}

export interface GenreSeed {
  slug: GenreSlug;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  icon: string;
  display_order: number;
}

/** How pros price this kind of job; drives demo bids, starting prices and the price FAQ. */
export interface PriceGuide {
  type: 'flat' | 'hourly';
  min: number;
  max: number;
  /** Share of bids that ask for an on-site inspection before quoting. */
  onsiteShare: number;
}

/** Answers keyed by field_key; `district` may pin the district the note mentions. */
export type NoteAnswers = Record<string, string | string[]>;

export interface SampleNote {
  text: string;
  answers: NoteAnswers;
}

export interface CategorySeed {
  slug: CategorySlug;
  genre: GenreSlug;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  quote_fee: number;
  match_limit: number;
  icon: string;
  display_order: number;
  faq: FaqEntry[];
  fields: QuoteFormFieldSeed[];
  price: PriceGuide;
  /** What a consumer might type in the free-text box, with the answers that match it (used for demo requests). */
  sample_notes: SampleNote[];
}

export interface AreaSeed {
  slug: string;
  name_zh: string;
  name_en: string;
}

export interface DistrictSeed {
  slug: DistrictSlug;
  region: Region;
  name_zh: string;
  name_en: string;
  display_order: number;
  areas: AreaSeed[];
}

// ---------------------------------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------------------------------

type Opt = [value: string, zh: string, en: string];
type FieldDraft = Omit<QuoteFormFieldSeed, 'display_order'>;

function options(list: Opt[]): FieldOption[] {
  return list.map(([value, label_zh, label_en]) => ({ value, label_zh, label_en }));
}

interface ChoiceArgs {
  key: string;
  zh: string;
  en: string;
  opts: Opt[];
  helpZh?: string;
  helpEn?: string;
  required?: boolean;
}

function choice(type: 'single' | 'multi', a: ChoiceArgs): FieldDraft {
  return {
    field_key: a.key,
    type,
    label_zh: a.zh,
    label_en: a.en,
    help_zh: a.helpZh ?? (type === 'multi' ? '可選多項' : ''),
    help_en: a.helpEn ?? (type === 'multi' ? 'Choose all that apply.' : ''),
    options: options(a.opts),
    is_required: a.required ?? true,
    is_active: true,
  };
}

const single = (a: ChoiceArgs): FieldDraft => choice('single', a);
const multi = (a: ChoiceArgs): FieldDraft => choice('multi', a);

function plain(type: FieldType, key: string, labels: [string, string], help: [string, string], required: boolean): FieldDraft {
  return {
    field_key: key,
    type,
    label_zh: labels[0],
    label_en: labels[1],
    help_zh: help[0],
    help_en: help[1],
    options: [],
    is_required: required,
    is_active: true,
  };
}

const district = (zh = '你需要喺邊區提供服務？', en = 'Where do you need the service?'): FieldDraft =>
  plain(
    'district',
    'district',
    [zh, en],
    ['揀最接近嘅地區，方便附近嘅師傅回覆', 'Pick the nearest district so local pros can respond.'],
    true,
  );

const date = (zh = '你想幾時開始？', en = 'When would you like it done?'): FieldDraft =>
  plain(
    'date',
    'preferred_date',
    [zh, en],
    ['日子未定可以揀大約時間，之後再同師傅傾', 'Not fixed yet? Pick a rough date and agree the details later.'],
    true,
  );

const details = (
  zh = '仲有咩想師傅知道？',
  en = 'Anything else the pro should know?',
  helpZh = '例如大廈有冇升降機、特別要求等',
  helpEn = 'For example lift access or any special requests.',
): FieldDraft => plain('text', 'details', [zh, en], [helpZh, helpEn], false);

const photos = (helpZh = '相片可以幫師傅更準確報價', helpEn = 'Photos help pros give you a more accurate quote.'): FieldDraft =>
  plain('photo', 'photos', ['上載相片（可選）', 'Upload photos (optional)'], [helpZh, helpEn], false);

function money(n: number): string {
  return n.toLocaleString('en-US');
}

/** Budget ranges from breakpoints: [300, 600, 1000] → 0-300, 300-600, 600-1000, 1000+. */
function budget(breaks: number[], zh = '你嘅預算大約係幾多？', en = 'What is your budget?'): FieldDraft {
  const opts: Opt[] = [[`0-${breaks[0]}`, `$${money(breaks[0])} 以下`, `Under HK$${money(breaks[0])}`]];
  for (let i = 1; i < breaks.length; i++) {
    const lo = breaks[i - 1];
    const hi = breaks[i];
    opts.push([`${lo}-${hi}`, `$${money(lo)} – $${money(hi)}`, `HK$${money(lo)} – ${money(hi)}`]);
  }
  const top = breaks[breaks.length - 1];
  opts.push([`${top}+`, `$${money(top)} 以上`, `HK$${money(top)}+`]);
  return {
    field_key: 'budget',
    type: 'budget',
    label_zh: zh,
    label_en: en,
    help_zh: '只供師傅參考，最終價錢以報價為準',
    help_en: 'A guide for pros only; the final price is in their quote.',
    options: options(opts),
    is_required: true,
    is_active: true,
  };
}

function retired(f: FieldDraft): FieldDraft {
  return { ...f, is_active: false };
}

function form(drafts: FieldDraft[]): QuoteFormFieldSeed[] {
  const active = drafts.filter((f) => f.is_active);
  const inactive = drafts.filter((f) => !f.is_active);
  return [...active, ...inactive].map((f, i) => ({ ...f, display_order: i + 1 }));
}

const faq = (q_zh: string, a_zh: string, q_en: string, a_en: string): FaqEntry => ({ q_zh, q_en, a_zh, a_en });

interface CategoryDraft {
  slug: CategorySlug;
  genre: GenreSlug;
  icon: string;
  fee: number;
  zh: string;
  en: string;
  descZh: string;
  descEn: string;
  price: { type: 'flat' | 'hourly'; min: number; max: number; onsiteShare?: number };
  unitZh?: string;
  unitEn?: string;
  /** English subject for the price question: "hiring a plumber", "aircon cleaning". */
  costEn: string;
  factorsZh: string;
  factorsEn: string;
  faq: FaqEntry[];
  fields: FieldDraft[];
  notes: Array<[text: string, answers: NoteAnswers]>;
}

function priceFaq(d: CategoryDraft): FaqEntry {
  const hourly = d.price.type === 'hourly';
  const unitZh = d.unitZh ?? (hourly ? '／小時' : '');
  const unitEn = d.unitEn ?? (hourly ? ' per hour' : '');
  return faq(
    `${d.zh}收費大約幾多？`,
    `根據Sifu近期報價，${d.zh}一般收費約HK$${money(d.price.min)}至HK$${money(d.price.max)}${unitZh}。實際價錢視乎${d.factorsZh}，建議免費索取幾個報價比較清楚先決定。`,
    `How much does ${d.costEn} cost in Hong Kong?`,
    `Based on recent quotes on Sifu, ${d.costEn} typically costs HK$${money(d.price.min)}–${money(d.price.max)}${unitEn}. The final price depends on ${d.factorsEn}, so it is worth comparing a few free quotes before you decide.`,
  );
}

function category(d: CategoryDraft, index: number): CategorySeed {
  return {
    slug: d.slug,
    genre: d.genre,
    name_zh: d.zh,
    name_en: d.en,
    description_zh: d.descZh,
    description_en: d.descEn,
    quote_fee: d.fee,
    match_limit: 5,
    icon: d.icon,
    display_order: index + 1,
    faq: [priceFaq(d), ...d.faq],
    fields: form(d.fields),
    price: { type: d.price.type, min: d.price.min, max: d.price.max, onsiteShare: d.price.onsiteShare ?? 0 },
    sample_notes: d.notes.map(([text, answers]) => ({ text, answers })),
  };
}

// ---------------------------------------------------------------------------------------------------
// Genres
// ---------------------------------------------------------------------------------------------------

export const GENRES: GenreSeed[] = [
  {
    slug: 'home-repair',
    name_zh: '家居維修及裝修',
    name_en: 'Home Repair & Renovation',
    icon: 'wrench',
    display_order: 1,
    description_zh: '由水喉、電掣到全屋裝修，搵有牌師傅上門報價，價錢清楚先開工。',
    description_en: 'From a leaking tap to a full-flat renovation, get quotes from licensed local pros before any work starts.',
  },
  {
    slug: 'cleaning',
    name_zh: '清潔服務',
    name_en: 'Cleaning',
    icon: 'sparkles',
    display_order: 2,
    description_zh: '鐘點清潔、深層清潔、冷氣清洗同滅蟲，一次比較幾間公司報價。',
    description_en: 'Regular cleaners, deep cleans, aircon cleaning and pest control, with several quotes to compare.',
  },
  {
    slug: 'moving',
    name_zh: '搬屋及儲存',
    name_en: 'Moving & Storage',
    icon: 'truck',
    display_order: 3,
    description_zh: '搬屋、搬寫字樓、搬鋼琴、迷你倉及舊傢俬棄置，預先知道全包價錢。',
    description_en: 'Home and office moves, piano moving, storage and furniture disposal, with all-in prices agreed upfront.',
  },
  {
    slug: 'lessons',
    name_zh: '補習及課程',
    name_en: 'Tutoring & Lessons',
    icon: 'book',
    display_order: 4,
    description_zh: '中英數補習、鋼琴、游泳同普通話，上門或網上上堂，按程度配對導師。',
    description_en: 'Tutors for English, maths and Chinese, plus piano, swimming and Mandarin, at home or online.',
  },
  {
    slug: 'events',
    name_zh: '活動及攝影',
    name_en: 'Events & Photography',
    icon: 'camera',
    display_order: 5,
    description_zh: '婚禮攝影、活動錄影、到會同司儀，為重要日子搵啱預算嘅團隊。',
    description_en: 'Wedding and event photographers, videographers, party catering and MCs for the days that matter.',
  },
  {
    slug: 'beauty-wellness',
    name_zh: '美容及健康',
    name_en: 'Beauty & Wellness',
    icon: 'spa',
    display_order: 6,
    description_zh: '化妝師、瑜伽導師、私人健身教練、上門按摩及剪髮，喺屋企都可以享受。',
    description_en: 'Makeup artists, yoga teachers, personal trainers, massage and haircuts, many of them at your home.',
  },
  {
    slug: 'pets',
    name_zh: '寵物服務',
    name_en: 'Pet Services',
    icon: 'paw',
    display_order: 7,
    description_zh: '狗狗美容、寵物上門照顧同行為訓練，交俾有經驗又有愛心嘅師傅。',
    description_en: 'Dog grooming, pet sitting and behaviour training from experienced, caring local pros.',
  },
  {
    slug: 'business-it',
    name_zh: '商業及IT服務',
    name_en: 'Business & IT',
    icon: 'laptop',
    display_order: 8,
    description_zh: '網頁設計、平面設計、會計報稅、電腦維修同翻譯，幫中小企慳時間。',
    description_en: 'Web and graphic design, accounting and tax, computer repair and translation for small businesses and households.',
  },
];

// ---------------------------------------------------------------------------------------------------
// Districts (the 18 District Council districts) and areas
// ---------------------------------------------------------------------------------------------------

type AreaRow = [slug: string, zh: string, en: string];

function districtSeed(slug: DistrictSlug, region: Region, names: [string, string], order: number, areas: AreaRow[]): DistrictSeed {
  return {
    slug,
    region,
    name_zh: names[0],
    name_en: names[1],
    display_order: order,
    areas: areas.map(([s, zh, en]) => ({ slug: s, name_zh: zh, name_en: en })),
  };
}

export const DISTRICTS: DistrictSeed[] = [
  districtSeed('central-and-western', 'hong-kong-island', ['中西區', 'Central and Western'], 1, [
    ['central', '中環', 'Central'],
    ['sheung-wan', '上環', 'Sheung Wan'],
    ['sai-ying-pun', '西營盤', 'Sai Ying Pun'],
    ['kennedy-town', '堅尼地城', 'Kennedy Town'],
    ['mid-levels', '半山', 'Mid-Levels'],
    ['admiralty', '金鐘', 'Admiralty'],
  ]),
  districtSeed('wan-chai', 'hong-kong-island', ['灣仔', 'Wan Chai'], 2, [
    ['wan-chai', '灣仔', 'Wan Chai'],
    ['causeway-bay', '銅鑼灣', 'Causeway Bay'],
    ['happy-valley', '跑馬地', 'Happy Valley'],
    ['tai-hang', '大坑', 'Tai Hang'],
    ['jardines-lookout', '渣甸山', "Jardine's Lookout"],
  ]),
  districtSeed('eastern', 'hong-kong-island', ['東區', 'Eastern'], 3, [
    ['north-point', '北角', 'North Point'],
    ['quarry-bay', '鰂魚涌', 'Quarry Bay'],
    ['tai-koo', '太古', 'Tai Koo'],
    ['shau-kei-wan', '筲箕灣', 'Shau Kei Wan'],
    ['chai-wan', '柴灣', 'Chai Wan'],
    ['fortress-hill', '炮台山', 'Fortress Hill'],
  ]),
  districtSeed('southern', 'hong-kong-island', ['南區', 'Southern'], 4, [
    ['aberdeen', '香港仔', 'Aberdeen'],
    ['ap-lei-chau', '鴨脷洲', 'Ap Lei Chau'],
    ['pok-fu-lam', '薄扶林', 'Pok Fu Lam'],
    ['stanley', '赤柱', 'Stanley'],
    ['repulse-bay', '淺水灣', 'Repulse Bay'],
    ['wong-chuk-hang', '黃竹坑', 'Wong Chuk Hang'],
  ]),
  districtSeed('yau-tsim-mong', 'kowloon', ['油尖旺', 'Yau Tsim Mong'], 5, [
    ['tsim-sha-tsui', '尖沙咀', 'Tsim Sha Tsui'],
    ['jordan', '佐敦', 'Jordan'],
    ['yau-ma-tei', '油麻地', 'Yau Ma Tei'],
    ['mong-kok', '旺角', 'Mong Kok'],
    ['tai-kok-tsui', '大角咀', 'Tai Kok Tsui'],
    ['west-kowloon', '西九龍', 'West Kowloon'],
  ]),
  districtSeed('sham-shui-po', 'kowloon', ['深水埗', 'Sham Shui Po'], 6, [
    ['sham-shui-po', '深水埗', 'Sham Shui Po'],
    ['cheung-sha-wan', '長沙灣', 'Cheung Sha Wan'],
    ['lai-chi-kok', '荔枝角', 'Lai Chi Kok'],
    ['mei-foo', '美孚', 'Mei Foo'],
    ['shek-kip-mei', '石硤尾', 'Shek Kip Mei'],
  ]),
  districtSeed('kowloon-city', 'kowloon', ['九龍城', 'Kowloon City'], 7, [
    ['kowloon-city', '九龍城', 'Kowloon City'],
    ['hung-hom', '紅磡', 'Hung Hom'],
    ['ho-man-tin', '何文田', 'Ho Man Tin'],
    ['to-kwa-wan', '土瓜灣', 'To Kwa Wan'],
    ['kowloon-tong', '九龍塘', 'Kowloon Tong'],
    ['kai-tak', '啟德', 'Kai Tak'],
  ]),
  districtSeed('wong-tai-sin', 'kowloon', ['黃大仙', 'Wong Tai Sin'], 8, [
    ['wong-tai-sin', '黃大仙', 'Wong Tai Sin'],
    ['diamond-hill', '鑽石山', 'Diamond Hill'],
    ['lok-fu', '樂富', 'Lok Fu'],
    ['tsz-wan-shan', '慈雲山', 'Tsz Wan Shan'],
    ['san-po-kong', '新蒲崗', 'San Po Kong'],
  ]),
  districtSeed('kwun-tong', 'kowloon', ['觀塘', 'Kwun Tong'], 9, [
    ['kwun-tong', '觀塘', 'Kwun Tong'],
    ['lam-tin', '藍田', 'Lam Tin'],
    ['ngau-tau-kok', '牛頭角', 'Ngau Tau Kok'],
    ['kowloon-bay', '九龍灣', 'Kowloon Bay'],
    ['yau-tong', '油塘', 'Yau Tong'],
    ['sau-mau-ping', '秀茂坪', 'Sau Mau Ping'],
  ]),
  districtSeed('kwai-tsing', 'new-territories', ['葵青', 'Kwai Tsing'], 10, [
    ['kwai-chung', '葵涌', 'Kwai Chung'],
    ['tsing-yi', '青衣', 'Tsing Yi'],
    ['kwai-fong', '葵芳', 'Kwai Fong'],
    ['lai-king', '荔景', 'Lai King'],
  ]),
  districtSeed('tsuen-wan', 'new-territories', ['荃灣', 'Tsuen Wan'], 11, [
    ['tsuen-wan', '荃灣', 'Tsuen Wan'],
    ['ma-wan', '馬灣', 'Ma Wan'],
    ['sham-tseng', '深井', 'Sham Tseng'],
    ['ting-kau', '汀九', 'Ting Kau'],
  ]),
  districtSeed('tuen-mun', 'new-territories', ['屯門', 'Tuen Mun'], 12, [
    ['tuen-mun-town-centre', '屯門市中心', 'Tuen Mun Town Centre'],
    ['tai-hing', '大興', 'Tai Hing'],
    ['siu-hong', '兆康', 'Siu Hong'],
    ['so-kwun-wat', '掃管笏', 'So Kwun Wat'],
    ['castle-peak-bay', '青山灣', 'Castle Peak Bay'],
  ]),
  districtSeed('yuen-long', 'new-territories', ['元朗', 'Yuen Long'], 13, [
    ['yuen-long-town', '元朗市中心', 'Yuen Long Town'],
    ['tin-shui-wai', '天水圍', 'Tin Shui Wai'],
    ['hung-shui-kiu', '洪水橋', 'Hung Shui Kiu'],
    ['kam-tin', '錦田', 'Kam Tin'],
    ['ping-shan', '屏山', 'Ping Shan'],
  ]),
  districtSeed('north', 'new-territories', ['北區', 'North'], 14, [
    ['sheung-shui', '上水', 'Sheung Shui'],
    ['fanling', '粉嶺', 'Fanling'],
    ['sha-tau-kok', '沙頭角', 'Sha Tau Kok'],
    ['kwu-tung', '古洞', 'Kwu Tung'],
  ]),
  districtSeed('tai-po', 'new-territories', ['大埔', 'Tai Po'], 15, [
    ['tai-po-market', '大埔墟', 'Tai Po Market'],
    ['tai-wo', '太和', 'Tai Wo'],
    ['tai-mei-tuk', '大尾篤', 'Tai Mei Tuk'],
    ['lam-tsuen', '林村', 'Lam Tsuen'],
    ['pak-shek-kok', '白石角', 'Pak Shek Kok'],
  ]),
  districtSeed('sha-tin', 'new-territories', ['沙田', 'Sha Tin'], 16, [
    ['sha-tin-town-centre', '沙田市中心', 'Sha Tin Town Centre'],
    ['tai-wai', '大圍', 'Tai Wai'],
    ['fo-tan', '火炭', 'Fo Tan'],
    ['ma-on-shan', '馬鞍山', 'Ma On Shan'],
    ['siu-lek-yuen', '小瀝源', 'Siu Lek Yuen'],
  ]),
  districtSeed('sai-kung', 'new-territories', ['西貢', 'Sai Kung'], 17, [
    ['sai-kung-town', '西貢市中心', 'Sai Kung Town'],
    ['tseung-kwan-o', '將軍澳', 'Tseung Kwan O'],
    ['hang-hau', '坑口', 'Hang Hau'],
    ['po-lam', '寶琳', 'Po Lam'],
    ['tiu-keng-leng', '調景嶺', 'Tiu Keng Leng'],
    ['clear-water-bay', '清水灣', 'Clear Water Bay'],
  ]),
  districtSeed('islands', 'new-territories', ['離島', 'Islands'], 18, [
    ['tung-chung', '東涌', 'Tung Chung'],
    ['discovery-bay', '愉景灣', 'Discovery Bay'],
    ['cheung-chau', '長洲', 'Cheung Chau'],
    ['lamma-island', '南丫島', 'Lamma Island'],
    ['mui-wo', '梅窩', 'Mui Wo'],
  ]),
];

// ---------------------------------------------------------------------------------------------------
// Shared option lists
// ---------------------------------------------------------------------------------------------------

const PROPERTY_TYPE: Opt[] = [
  ['public-housing', '公屋／居屋', 'Public or HOS flat'],
  ['private-flat', '私人屋苑', 'Private estate flat'],
  ['tong-lau', '唐樓', 'Walk-up (tong lau)'],
  ['village-house', '村屋', 'Village house'],
  ['shop-office', '商舖／寫字樓', 'Shop or office'],
];

const FLAT_SIZE: Opt[] = [
  ['under-400', '400呎以下', 'Under 400 sq ft'],
  ['400-700', '400–700呎', '400–700 sq ft'],
  ['700-1000', '700–1,000呎', '700–1,000 sq ft'],
  ['over-1000', '1,000呎以上', 'Over 1,000 sq ft'],
];

const STUDENT_LEVEL: Opt[] = [
  ['kindergarten', '幼稚園', 'Kindergarten'],
  ['primary-junior', '小一至小三', 'Primary 1–3'],
  ['primary-senior', '小四至小六', 'Primary 4–6'],
  ['junior-secondary', '中一至中三', 'Secondary 1–3'],
  ['dse', '中四至中六（DSE）', 'Secondary 4–6 (DSE)'],
  ['adult', '成人', 'Adult'],
];

const LESSON_MODE: Opt[] = [
  ['at-home', '上門教授', "At the student's home"],
  ['tutor-place', '到導師地方', "At the tutor's place"],
  ['online', '網上授課', 'Online'],
];

const COUNT_WINDOWS: Opt[] = [
  ['1', '1個', '1'],
  ['2-3', '2至3個', '2–3'],
  ['4-6', '4至6個', '4–6'],
  ['over-6', '6個以上', 'More than 6'],
];

const PEOPLE_COUNT: Opt[] = [
  ['1', '1位', '1'],
  ['2-3', '2至3位', '2–3'],
  ['4-plus', '4位或以上', '4 or more'],
];

// ---------------------------------------------------------------------------------------------------
// Categories: home repair & renovation
// ---------------------------------------------------------------------------------------------------

const HOME_REPAIR: CategoryDraft[] = [
  {
    slug: 'plumbing',
    genre: 'home-repair',
    icon: 'faucet',
    fee: 18,
    zh: '水喉維修',
    en: 'Plumbing',
    descZh:
      '水喉維修包括更換水龍頭、維修漏水喉管、通渠、安裝熱水爐及坐廁等。持牌水喉匠上門檢查，一般小型維修約HK$400起，更換熱水爐連安裝約HK$1,500至HK$2,500。',
    descEn:
      "Plumbing covers tap and pipe repairs, blocked drains, toilet and water heater installation. A licensed plumber's call-out for a small repair usually starts around HK$400, while replacing a water heater including installation costs roughly HK$1,500–2,500.",
    price: { type: 'flat', min: 400, max: 2500 },
    costEn: 'hiring a plumber',
    factorsZh: '維修類型、需唔需要換零件同埋喉管位置',
    factorsEn: 'the type of repair, any parts needed and how easy the pipes are to reach',
    faq: [
      faq(
        '水喉師傅收唔收上門費？',
        '大部分師傅會收HK$200至HK$400上門檢查費，如果即場維修通常會計入工錢入面。叫師傅之前可以問清楚，Sifu上嘅報價亦會列明。',
        'Do plumbers charge a call-out fee?',
        'Most plumbers charge a HK$200–400 inspection fee, which is usually included in the labour if you go ahead with the repair on the spot. Ask before booking; quotes on Sifu state it clearly.',
      ),
      faq(
        '點解要搵持牌水喉匠？',
        '根據《水務設施條例》，涉及食水供水系統嘅工程須由持牌水喉匠進行。搵持牌師傅唔單止安全，日後出事保險索償亦較有保障。',
        'Why should I use a licensed plumber?',
        'Under the Waterworks Ordinance, work on fresh-water supply installations must be carried out by a licensed plumber. It is safer and makes insurance claims easier if something goes wrong later.',
      ),
      faq(
        '天花滲水係咪搵水喉師傅？',
        '先搵師傅做測試，確認係喉管定係防水層問題。如果源頭喺樓上單位，可以聯絡管理處或者食環署與屋宇署聯合辦事處（聯辦處）跟進。',
        'Water is coming through my ceiling. Do I call a plumber?',
        'First have a pro test whether it is a pipe or a waterproofing problem. If the source is the flat above, contact your management office or the FEHD/Buildings Department Joint Office.',
      ),
    ],
    fields: [
      single({
        key: 'issue_type',
        zh: '你需要咩水喉服務？',
        en: 'What do you need help with?',
        opts: [
          ['leaking-pipe', '喉管漏水', 'Leaking pipe'],
          ['blocked-drain', '去水塞／通渠', 'Blocked drain'],
          ['tap-replacement', '更換水龍頭', 'Replace a tap'],
          ['toilet-repair', '坐廁維修或更換', 'Toilet repair or replacement'],
          ['water-heater', '安裝或維修熱水爐', 'Water heater install or repair'],
          ['other', '其他', 'Other'],
        ],
      }),
      single({ key: 'property_type', zh: '物業類型', en: 'Property type', opts: PROPERTY_TYPE }),
      district(),
      date('你想師傅幾時上門？', 'When should the plumber come?'),
      budget([500, 1000, 2000, 5000]),
      details(),
      photos(),
      retired(
        single({
          key: 'building_age',
          zh: '大廈樓齡',
          en: 'Building age',
          opts: [
            ['under-10', '10年以下', 'Under 10 years'],
            ['10-30', '10至30年', '10–30 years'],
            ['over-30', '30年以上', 'Over 30 years'],
          ],
        }),
      ),
    ],
    notes: [
      ['廚房星盆去水好慢，自己用通渠水試過都無效，想搵師傅上門通渠。', { issue_type: 'blocked-drain' }],
      [
        'Bathroom basin tap keeps dripping, need it replaced. Flat is on 18/F with lift.',
        { issue_type: 'tap-replacement', property_type: 'private-flat' },
      ],
      ['浴室熱水爐用咗十幾年，最近水溫忽冷忽熱，想換部新嘅。', { issue_type: 'water-heater' }],
    ],
  },
  {
    slug: 'electrician',
    genre: 'home-repair',
    icon: 'bolt',
    fee: 18,
    zh: '電工服務',
    en: 'Electrician',
    descZh:
      '電工服務包括安裝燈具、加裝或移位插蘇、維修跳掣、更換總掣及全屋重新佈線。涉及固定電力裝置嘅工程須由註冊電業工程人員（REW）負責，一般換燈或加插蘇約HK$350起，全屋換線則視乎面積由數千元起。',
    descEn:
      'Electricians install lights, add or move sockets, fix tripping circuits, replace consumer units and rewire flats. Work on fixed electrical installations must be done by a Registered Electrical Worker (REW); small jobs such as fitting a light or a socket start around HK$350, while rewiring a flat runs into the thousands depending on size.',
    price: { type: 'flat', min: 350, max: 2000 },
    costEn: 'hiring an electrician',
    factorsZh: '工程大小、所需物料同埋需唔需要開牆走線',
    factorsEn: 'the size of the job, materials and whether walls need to be opened for wiring',
    faq: [
      faq(
        '乜嘢係REW？點解重要？',
        '註冊電業工程人員（REW）係機電工程署註冊嘅電工，只有佢哋先可以合法進行固定電力裝置工程。完工後可要求師傅發出「完工證明書」（WR1），日後驗樓或者保險都用得着。',
        'What is an REW and why does it matter?',
        'A Registered Electrical Worker is an electrician registered with the Electrical and Mechanical Services Department (EMSD); only they may legally work on fixed electrical installations. Ask for a Work Completion Certificate (WR1) when the job is done, as it is useful for inspections and insurance.',
      ),
      faq(
        '成日跳掣係咩原因？',
        '常見原因包括電器漏電、線路老化或者同一個掣用電量過大。唔好自己重複撥返個掣，應盡快搵電工用儀器檢查。',
        'Why does my circuit breaker keep tripping?',
        'Common causes are a faulty appliance leaking current, ageing wiring or too much load on one circuit. Do not keep resetting it; have an electrician test the circuit.',
      ),
    ],
    fields: [
      multi({
        key: 'job_type',
        zh: '需要邊類電工服務？',
        en: 'What electrical work do you need?',
        opts: [
          ['light-install', '安裝燈具', 'Install lights'],
          ['socket', '加裝或移位插蘇', 'Add or move sockets'],
          ['tripping', '跳掣／漏電檢查', 'Tripping or earth-leakage check'],
          ['rewiring', '全屋換線', 'Rewire the flat'],
          ['consumer-unit', '更換電錶箱／總掣', 'Replace the consumer unit'],
          ['appliance', '安裝電器（如浴室寶、抽氣扇）', 'Install appliances (e.g. bathroom heater, fan)'],
        ],
      }),
      single({
        key: 'points_count',
        zh: '大約有幾多個位要做？',
        en: 'Roughly how many points?',
        opts: [
          ['1', '1個', '1'],
          ['2-5', '2至5個', '2–5'],
          ['6-10', '6至10個', '6–10'],
          ['over-10', '10個以上', 'More than 10'],
        ],
      }),
      district(),
      date(),
      budget([500, 1000, 3000, 8000]),
      details(),
      photos(),
    ],
    notes: [
      ['客廳想加兩個USB插蘇同換返LED吸頂燈。', { job_type: ['socket', 'light-install'], points_count: '2-5' }],
      [
        'Kitchen circuit trips whenever the oven and kettle are on together. Need someone to check the wiring.',
        { job_type: ['tripping'], points_count: '1' },
      ],
    ],
  },
  {
    slug: 'handyman',
    genre: 'home-repair',
    icon: 'hammer',
    fee: 12,
    zh: '家居雜項維修',
    en: 'Handyman Services',
    descZh:
      '家居雜項維修師傅可以幫你處理各種細執：掛畫、裝層架、換門鉸、執門柄、裝IKEA傢俬、補牆身等。一般按工作量收費，細單約HK$300起，半日工作約HK$800至HK$1,200。',
    descEn:
      'A handyman takes care of the small jobs around the flat: hanging pictures, putting up shelves, fixing door hinges and handles, assembling IKEA furniture and patching walls. Small jobs start around HK$300 and a half-day visit is typically HK$800–1,200.',
    price: { type: 'flat', min: 300, max: 1200 },
    costEn: 'a handyman visit',
    factorsZh: '工作項目數量、所需時間同埋物料',
    factorsEn: 'how many tasks there are, the time needed and any materials',
    faq: [
      faq(
        '可唔可以一次過叫師傅做幾樣嘢？',
        '可以，而且通常會慳返錢。預先列好清單同影相，師傅就可以估算所需時間同帶齊工具。',
        'Can I ask for several small jobs in one visit?',
        'Yes, and it usually saves money. List the jobs and attach photos so the pro can estimate the time and bring the right tools.',
      ),
      faq(
        '師傅會唔會自備工具同物料？',
        '師傅一般會帶齊常用工具同螺絲、膠塞等小配件；層架、燈具等主要物料可以自備，或者請師傅代購，代購會另外收費。',
        'Will the handyman bring tools and materials?',
        'Handymen bring their own tools and small fixings such as screws and wall plugs. Larger items like shelves or lamps can be supplied by you or bought by the pro at an extra charge.',
      ),
    ],
    fields: [
      multi({
        key: 'tasks',
        zh: '需要幫手做啲咩？',
        en: 'Which jobs do you need done?',
        opts: [
          ['furniture-assembly', '組裝傢俬', 'Assemble furniture'],
          ['wall-mounting', '掛畫／裝層架／掛電視', 'Hang pictures, shelves or a TV'],
          ['door-repair', '門鉸、門鎖、門柄維修', 'Door hinge, lock or handle repair'],
          ['silicone', '浴室打玻璃膠', 'Reseal bathroom silicone'],
          ['wall-patching', '補牆身／執漆', 'Patch and touch up walls'],
          ['other', '其他細執', 'Other small jobs'],
        ],
      }),
      single({
        key: 'job_size',
        zh: '估計工作量',
        en: 'How big is the job?',
        opts: [
          ['small', '1小時內', 'Under an hour'],
          ['half-day', '半日', 'About half a day'],
          ['full-day', '一日或以上', 'A full day or more'],
        ],
      }),
      district(),
      date(),
      budget([300, 600, 1200, 2500]),
      details(),
      photos(),
    ],
    notes: [
      ['IKEA買咗個PAX衣櫃同兩個層架，想搵人上門裝。', { tasks: ['furniture-assembly', 'wall-mounting'], job_size: 'half-day' }],
      [
        'Need a 55-inch TV wall-mounted and two floating shelves put up in the living room.',
        { tasks: ['wall-mounting'], job_size: 'half-day' },
      ],
    ],
  },
  {
    slug: 'painting',
    genre: 'home-repair',
    icon: 'paint-roller',
    fee: 28,
    zh: '油漆工程',
    en: 'Painting',
    descZh:
      '油漆師傅提供全屋或局部髹油、天花批灰、牆身防霉處理及特色牆等服務。400呎單位全屋油漆一般約HK$6,000至HK$12,000，包括批灰、執位同兩度面漆，實際視乎牆身狀況同油漆牌子。',
    descEn:
      'Painters handle whole-flat or single-room painting, ceiling plastering, anti-mould treatment and feature walls. Painting a 400 sq ft flat usually costs HK$6,000–12,000 including filling, sanding and two top coats, depending on wall condition and paint brand.',
    price: { type: 'flat', min: 3000, max: 25000 },
    costEn: 'painting a flat',
    factorsZh: '面積、牆身狀況、油漆牌子同埋需唔需要搬傢俬',
    factorsEn: 'the area, wall condition, paint brand and whether furniture must be moved',
    faq: [
      faq(
        '油漆完幾耐可以入住？',
        '現時多數用水性低氣味油漆，一般髹完一至兩日通風後就可以入住。有小朋友或者長者嘅家庭可以要求用環保漆。',
        'How soon can I move back in after painting?',
        'Most painters now use water-based, low-odour paint, so you can usually move back in after a day or two of airing. Families with young children or elderly members can ask for low-VOC paint.',
      ),
      faq(
        '牆身發霉可唔可以直接髹過？',
        '唔建議。師傅應先剷走發霉部分、做防霉處理，再批灰同上底漆，否則好快會再出霉。如果係滲水引致，就要先處理防水問題。',
        'Can I paint straight over mould?',
        'Not recommended. The mould should be scraped off and treated, then the wall filled and primed, or it will come back quickly. If damp is the cause, fix the leak first.',
      ),
    ],
    fields: [
      single({
        key: 'scope',
        zh: '需要油漆嘅範圍',
        en: 'What needs painting?',
        opts: [
          ['whole-flat', '全屋', 'Whole flat'],
          ['rooms', '一至兩間房', '1–2 rooms'],
          ['feature-wall', '特色牆', 'Feature wall only'],
          ['ceiling', '天花', 'Ceiling only'],
          ['exterior', '外牆／天台', 'Exterior or rooftop'],
        ],
      }),
      single({ key: 'flat_size', zh: '單位面積（實用）', en: 'Flat size (saleable area)', opts: FLAT_SIZE }),
      single({
        key: 'wall_condition',
        zh: '牆身狀況',
        en: 'Wall condition',
        opts: [
          ['good', '良好，只需翻新', 'Good, just a refresh'],
          ['cracks', '有裂痕或剝落', 'Cracks or peeling'],
          ['mould', '有霉菌', 'Mould'],
        ],
      }),
      district(),
      date(),
      budget([3000, 6000, 12000, 20000]),
      photos(),
      retired(
        single({
          key: 'paint_brand',
          zh: '指定油漆牌子',
          en: 'Preferred paint brand',
          opts: [
            ['nippon', '立邦', 'Nippon'],
            ['dulux', '多樂士', 'Dulux'],
            ['no-preference', '冇所謂', 'No preference'],
          ],
        }),
      ),
    ],
    notes: [
      ['500呎兩房單位想全屋翻油，廳有少少裂痕。', { scope: 'whole-flat', flat_size: '400-700', wall_condition: 'cracks' }],
      [
        'Want the living room and master bedroom repainted in light grey before we move in next month.',
        { scope: 'rooms', wall_condition: 'good' },
      ],
    ],
  },
  {
    slug: 'renovation',
    genre: 'home-repair',
    icon: 'home',
    fee: 60,
    zh: '裝修工程',
    en: 'Renovation',
    descZh:
      '裝修公司提供全屋翻新、廚房及浴室改裝、拆牆、鋪地板及水電工程等一條龍服務。一般400呎單位全屋裝修約HK$15萬至HK$40萬，單做浴室翻新約HK$4萬至HK$8萬，報價前師傅通常會上門度尺。',
    descEn:
      'Renovation contractors handle whole-flat makeovers, kitchen and bathroom refits, wall removal, flooring and plumbing and electrical work as one project. A full renovation of a 400 sq ft flat typically costs HK$150,000–400,000, and a bathroom refit alone HK$40,000–80,000; most contractors measure on site before quoting.',
    price: { type: 'flat', min: 30000, max: 450000, onsiteShare: 0.45 },
    costEn: 'a renovation',
    factorsZh: '單位面積、工程範圍、用料同埋大廈裝修規定',
    factorsEn: "the flat size, scope of work, materials and the building's renovation rules",
    faq: [
      faq(
        '裝修前要唔要申請？',
        '一般室內裝修唔使向屋宇署申請，但拆牆、改動結構或者做小型工程可能要按「小型工程監管制度」處理。開工前亦要向管理處申請裝修許可，了解開工時間。',
        'Do I need approval before renovating?',
        'Most interior work needs no Buildings Department approval, but removing walls, structural changes or certain minor works fall under the Minor Works Control System. You will also need a renovation permit from your management office and must follow its working hours.',
      ),
      faq(
        '裝修付款方式一般係點？',
        '常見做法係分期付款，例如簽約付三成、中期付四成、完工驗收後付尾數。避免一次過俾晒全數，並要求報價單逐項列明用料。',
        'How are renovation payments usually staged?',
        'Payments are normally staged, for example 30% on signing, 40% at the mid-point and the balance after handover. Avoid paying everything upfront and ask for an itemised quote listing materials.',
      ),
      faq(
        '裝修要幾耐？',
        '400呎單位全屋裝修一般需時6至10星期，浴室或者廚房翻新約2至4星期，視乎工程複雜程度同物料到貨時間。',
        'How long does a renovation take?',
        'A full renovation of a 400 sq ft flat usually takes 6–10 weeks, and a kitchen or bathroom refit 2–4 weeks, depending on complexity and material lead times.',
      ),
    ],
    fields: [
      multi({
        key: 'scope',
        zh: '需要裝修嘅部分',
        en: 'Which areas need work?',
        opts: [
          ['whole-flat', '全屋翻新', 'Whole flat'],
          ['kitchen', '廚房', 'Kitchen'],
          ['bathroom', '浴室', 'Bathroom'],
          ['flooring', '地板', 'Flooring'],
          ['wall-removal', '拆牆／間房', 'Remove or add walls'],
          ['electrical-plumbing', '水電工程', 'Plumbing and electrical'],
        ],
      }),
      single({ key: 'flat_size', zh: '單位面積（實用）', en: 'Flat size (saleable area)', opts: FLAT_SIZE }),
      district(),
      date('你預計幾時開工？', 'When would you like work to start?'),
      budget([50000, 100000, 200000, 400000]),
      details(),
      photos(),
    ],
    notes: [
      [
        '新買二手樓約450呎，想全屋翻新，包括廚房浴室同鋪木地板。',
        { scope: ['whole-flat', 'kitchen', 'bathroom', 'flooring'], flat_size: '400-700' },
      ],
      [
        'Looking to redo a 30-year-old bathroom: new tiles, shower screen and toilet. Flat will be empty during works.',
        { scope: ['bathroom'] },
      ],
    ],
  },
  {
    slug: 'interior-design',
    genre: 'home-repair',
    icon: 'ruler',
    fee: 60,
    zh: '室內設計',
    en: 'Interior Design',
    descZh:
      '室內設計師會按你嘅生活習慣同預算規劃空間，提供平面圖、3D效果圖、選料及監工服務。香港設計費一般按呎計，每呎約HK$80至HK$250，亦有設計連施工嘅一條龍方案，整體約HK$20萬起。',
    descEn:
      'An interior designer plans your space around how you live and what you can spend, with floor plans, 3D renderings, material selection and site supervision. In Hong Kong design fees are usually charged per square foot, around HK$80–250, or included in a design-and-build package starting from about HK$200,000.',
    price: { type: 'flat', min: 25000, max: 300000, onsiteShare: 0.35 },
    costEn: 'hiring an interior designer',
    factorsZh: '單位面積、設計複雜程度同埋係咪包施工',
    factorsEn: 'the size of the flat, the complexity of the design and whether construction is included',
    faq: [
      faq(
        '設計費同裝修費有咩分別？',
        '設計費係支付設計師嘅度尺、出圖、選料同監工；裝修費就係實際施工同物料。有啲公司設計連施工會豁免設計費，簽約前要問清楚。',
        'What is the difference between the design fee and the renovation cost?',
        'The design fee pays for measuring, drawings, material selection and supervision; the renovation cost covers the actual construction and materials. Some design-and-build firms waive the design fee, so check before signing.',
      ),
      faq(
        '細單位有咩設計方法令空間感大啲？',
        '常見做法包括地台床或者隱藏式收納、淺色牆身同鏡面、趟門取代掩門，以及度身訂造傢俬善用每一吋空間。',
        'How can a small flat feel bigger?',
        'Common tricks include platform beds and hidden storage, light walls and mirrors, sliding instead of swing doors, and made-to-measure furniture that uses every inch.',
      ),
    ],
    fields: [
      single({
        key: 'service_scope',
        zh: '需要咩服務？',
        en: 'What do you need?',
        opts: [
          ['design-only', '純設計', 'Design only'],
          ['design-build', '設計連施工', 'Design and build'],
          ['consultation', '空間規劃諮詢', 'Space-planning consultation'],
        ],
      }),
      multi({
        key: 'style',
        zh: '鍾意邊種風格？',
        en: 'Preferred styles',
        opts: [
          ['modern', '現代簡約', 'Modern minimalist'],
          ['nordic', '北歐風', 'Scandinavian'],
          ['japanese', '日式／無印風', 'Japanese'],
          ['industrial', '工業風', 'Industrial'],
          ['luxury', '輕奢風', 'Modern luxury'],
        ],
      }),
      single({ key: 'flat_size', zh: '單位面積（實用）', en: 'Flat size (saleable area)', opts: FLAT_SIZE }),
      district(),
      date('預計幾時開始？', 'When would you like to start?'),
      budget([100000, 200000, 400000, 800000]),
      photos('平面圖或者現況相片都可以上載', 'Upload a floor plan or photos of the current space.'),
    ],
    notes: [
      ['兩房單位有兩個小朋友，想多啲收納空間同做地台床。', { service_scope: 'design-build' }],
      [
        'Newly bought 700 sq ft flat in Tseung Kwan O, looking for a Japanese-style design and build.',
        { service_scope: 'design-build', style: ['japanese'], flat_size: '700-1000', district: 'sai-kung' },
      ],
    ],
  },
  {
    slug: 'waterproofing',
    genre: 'home-repair',
    icon: 'droplet',
    fee: 30,
    zh: '防水補漏',
    en: 'Waterproofing & Leak Repair',
    descZh:
      '防水補漏師傅處理浴室滲水、天台及外牆漏水、窗邊滲水等問題，先用儀器或者色水測試搵出源頭再施工。局部注射式補漏約HK$2,000起，浴室重做防水層連鋪磚則約HK$1萬至HK$3萬。',
    descEn:
      'Waterproofing specialists fix leaks from bathrooms, rooftops, external walls and window frames, using moisture meters or dye tests to find the source first. Injection repairs start around HK$2,000, while redoing a bathroom waterproof membrane with new tiles costs roughly HK$10,000–30,000.',
    price: { type: 'flat', min: 2000, max: 30000, onsiteShare: 0.35 },
    costEn: 'leak repair',
    factorsZh: '滲水源頭、面積同埋需唔需要打拆',
    factorsEn: 'the source of the leak, the area affected and whether tiles must be removed',
    faq: [
      faq(
        '點知滲水係咪嚟自樓上？',
        '師傅會用濕度計、紅外線熱像儀或者色水測試確認源頭。如懷疑係樓上單位問題，可以向食環署與屋宇署聯合辦事處舉報，佢哋會安排調查。',
        'How do I know if the leak comes from upstairs?',
        'Pros confirm the source with moisture meters, thermal cameras or dye tests. If the flat above is the likely cause, you can report it to the FEHD/Buildings Department Joint Office, which will investigate.',
      ),
      faq(
        '補漏有冇保養？',
        '正規師傅一般提供6個月至2年保養，視乎工程種類。簽約時記得要求將保養條款寫喺報價單上面。',
        'Is there a warranty on leak repairs?',
        'Reputable pros usually give a 6-month to 2-year warranty depending on the work. Make sure the warranty terms are written on the quote.',
      ),
    ],
    fields: [
      single({
        key: 'leak_location',
        zh: '滲水位置',
        en: 'Where is the leak?',
        opts: [
          ['bathroom', '浴室', 'Bathroom'],
          ['ceiling', '天花（懷疑樓上）', 'Ceiling (possibly from upstairs)'],
          ['rooftop', '天台', 'Rooftop'],
          ['external-wall', '外牆', 'External wall'],
          ['window', '窗邊', 'Around a window'],
        ],
      }),
      single({
        key: 'leak_severity',
        zh: '滲水情況',
        en: 'How bad is it?',
        opts: [
          ['damp', '牆身有水漬／發霉', 'Damp patches or mould'],
          ['dripping', '有水滴落', 'Water dripping'],
          ['severe', '大量漏水', 'Heavy leaking'],
        ],
      }),
      district(),
      date('幾時方便師傅上門檢查？', 'When can the pro inspect?'),
      budget([2000, 5000, 10000, 30000]),
      details(),
      photos(),
    ],
    notes: [
      ['浴室天花有水滴落，懷疑樓上浴室滲水。', { leak_location: 'ceiling', leak_severity: 'dripping' }],
      [
        'Damp patch and peeling paint under the living room window after every rainstorm.',
        { leak_location: 'window', leak_severity: 'damp' },
      ],
    ],
  },
  {
    slug: 'curtain-installation',
    genre: 'home-repair',
    icon: 'curtains',
    fee: 15,
    zh: '窗簾訂造及安裝',
    en: 'Curtain & Blind Installation',
    descZh:
      '窗簾師傅提供上門度尺、揀布辦、訂造及安裝布簾、紗簾、捲簾同木百葉簾。一般一個睡房窗連路軌約HK$1,500至HK$3,000，全屋訂造約HK$5,000至HK$15,000，視乎布料同窗數。',
    descEn:
      'Curtain specialists measure at your home, bring fabric samples, then make and install curtains, sheers, roller blinds and wooden venetians. One bedroom window with track typically costs HK$1,500–3,000, and a whole flat HK$5,000–15,000 depending on fabric and number of windows.',
    price: { type: 'flat', min: 1200, max: 12000 },
    costEn: 'made-to-measure curtains',
    factorsZh: '窗數、尺寸、布料同簾款',
    factorsEn: 'the number and size of windows, fabric and style',
    faq: [
      faq(
        '遮光布同普通布有咩分別？',
        '遮光布可以阻擋九成以上光線，適合睡房同西斜單位；普通布料較輕身透光，適合客廳。好多客人會揀布簾加紗簾嘅雙層組合。',
        'What is the difference between blackout and regular fabric?',
        'Blackout fabric blocks over 90% of light, good for bedrooms and west-facing flats; lighter fabrics suit living rooms. Many customers choose a double layer of curtain plus sheer.',
      ),
      faq(
        '由度尺到安裝要幾耐？',
        '訂造窗簾一般需時7至14日，特別布料或者電動路軌可能要兩至三星期。',
        'How long from measuring to installation?',
        'Made-to-measure curtains usually take 7–14 days; special fabrics or motorised tracks can take two to three weeks.',
      ),
    ],
    fields: [
      multi({
        key: 'curtain_type',
        zh: '想做邊款窗簾？',
        en: 'Which type?',
        opts: [
          ['fabric', '布簾', 'Fabric curtains'],
          ['sheer', '紗簾', 'Sheers'],
          ['roller', '捲簾', 'Roller blinds'],
          ['venetian', '木百葉簾', 'Wooden venetians'],
          ['motorised', '電動窗簾', 'Motorised curtains'],
        ],
      }),
      single({ key: 'window_count', zh: '要做幾多個窗？', en: 'How many windows?', opts: COUNT_WINDOWS }),
      district(),
      date(),
      budget([2000, 5000, 10000, 20000]),
      photos(),
    ],
    notes: [
      ['三個睡房窗想做遮光布簾加紗簾。', { curtain_type: ['fabric', 'sheer'], window_count: '2-3' }],
      ['Need roller blinds for a home office, two windows facing west.', { curtain_type: ['roller'], window_count: '2-3' }],
    ],
  },
  {
    slug: 'aircon-installation',
    genre: 'home-repair',
    icon: 'snowflake',
    fee: 25,
    zh: '冷氣安裝',
    en: 'Aircon Installation',
    descZh:
      '冷氣師傅提供窗口機及分體機安裝、移機、拆機同冷氣維修服務。窗口機標準安裝約HK$800起，分體機連標準喉管約HK$1,500至HK$3,000，特殊工程如吊船或者加長銅喉另計。',
    descEn:
      'Air-conditioning technicians install and relocate window and split units, remove old units and repair faults. A standard window-unit installation starts around HK$800, and a split unit with standard piping is about HK$1,500–3,000; gondola work or extra copper piping costs more.',
    price: { type: 'flat', min: 800, max: 3500 },
    costEn: 'aircon installation',
    factorsZh: '冷氣類型、喉管長度、安裝位置同埋需唔需要吊船',
    factorsEn: 'the type of unit, piping length, mounting position and whether a gondola is needed',
    faq: [
      faq(
        '分體機安裝要幾耐？',
        '標準分體機安裝一般3至5小時，如果要開新窿或者走長喉，可能要成日。',
        'How long does a split unit installation take?',
        'A standard split-unit installation takes 3–5 hours; drilling new holes or long pipe runs can take a full day.',
      ),
      faq(
        '舊冷氣點處理？',
        '師傅可以幫你拆走舊機。按「生產者責任計劃」，買新冷氣時可以要求銷售商免費安排除舊服務。',
        'What happens to my old air conditioner?',
        'The technician can remove the old unit. Under the producer responsibility scheme for regulated electrical equipment, you can ask the seller of your new unit for free removal of the old one.',
      ),
    ],
    fields: [
      single({
        key: 'unit_type',
        zh: '冷氣類型',
        en: 'Type of unit',
        opts: [
          ['window', '窗口機', 'Window unit'],
          ['split', '分體機', 'Split unit'],
          ['multi-split', '一拖二／多聯機', 'Multi-split'],
          ['not-sure', '未決定', 'Not decided yet'],
        ],
      }),
      single({
        key: 'job_type',
        zh: '需要咩服務？',
        en: 'What do you need?',
        opts: [
          ['new-install', '新機安裝', 'Install a new unit'],
          ['relocate', '移機', 'Relocate a unit'],
          ['remove', '拆機', 'Remove a unit'],
          ['repair', '維修（唔凍／漏水）', 'Repair (not cooling or leaking)'],
        ],
      }),
      single({
        key: 'unit_count',
        zh: '幾多部冷氣？',
        en: 'How many units?',
        opts: [
          ['1', '1部', '1'],
          ['2', '2部', '2'],
          ['3-plus', '3部或以上', '3 or more'],
        ],
      }),
      district(),
      date(),
      budget([1000, 2000, 4000, 8000]),
      photos(),
    ],
    notes: [
      ['新買咗兩部1.5匹分體機，需要連喉管安裝，大廈有冷氣機位。', { unit_type: 'split', job_type: 'new-install', unit_count: '2' }],
      [
        'Window unit in the bedroom is leaking water indoors and not cooling well.',
        { unit_type: 'window', job_type: 'repair', unit_count: '1' },
      ],
    ],
  },
  {
    slug: 'locksmith',
    genre: 'home-repair',
    icon: 'key',
    fee: 10,
    zh: '開鎖換鎖',
    en: 'Locksmith',
    descZh:
      '鎖匠提供緊急開鎖、換鎖芯、安裝電子門鎖、大閘鎖及夾萬開鎖服務，大部分師傅24小時候命。一般開門鎖約HK$400至HK$800，更換鎖芯連物料約HK$500起，電子鎖安裝視乎型號約HK$2,000至HK$5,000。',
    descEn:
      'Locksmiths handle emergency lock-outs, cylinder changes, smart lock installation, gate locks and safes, and many are on call 24 hours. Opening a locked door usually costs HK$400–800, a new cylinder with parts starts around HK$500, and a smart lock installed costs roughly HK$2,000–5,000 depending on the model.',
    price: { type: 'flat', min: 400, max: 4500 },
    costEn: 'a locksmith call-out',
    factorsZh: '鎖嘅種類、時間（深夜會有附加費）同埋門嘅狀況',
    factorsEn: 'the type of lock, the time of day (late-night call-outs cost more) and the door itself',
    faq: [
      faq(
        '開鎖會唔會整爛道門？',
        '有經驗嘅鎖匠大多可以無損開鎖，只有高保安鎖芯先可能要鑽鎖，鑽之前師傅應該先同你講清楚同報價。',
        'Will the locksmith damage my door?',
        'An experienced locksmith can open most doors without damage; only high-security cylinders may need drilling, and the locksmith should explain and quote before doing so.',
      ),
      faq(
        '開鎖要唔要證明身份？',
        '正規鎖匠會要求睇身份證同地址證明，例如水電費單，確認你係住客先開門，呢個做法係保障你。',
        'Do I need to prove I live there?',
        'Reputable locksmiths ask for ID and proof of address, such as a utility bill, before opening a door. It is there to protect you.',
      ),
    ],
    fields: [
      single({
        key: 'service',
        zh: '需要咩服務？',
        en: 'What do you need?',
        opts: [
          ['lockout', '唔見鎖匙／鎖咗出門', 'Locked out'],
          ['change-cylinder', '換鎖芯', 'Change the lock cylinder'],
          ['smart-lock', '安裝電子門鎖', 'Install a smart lock'],
          ['gate-lock', '大閘鎖維修', 'Gate lock repair'],
          ['safe', '夾萬開鎖', 'Open a safe'],
        ],
      }),
      single({
        key: 'urgency',
        zh: '幾急？',
        en: 'How urgent is it?',
        opts: [
          ['now', '即刻', 'Right now'],
          ['today', '今日內', 'Today'],
          ['this-week', '今個星期', 'This week'],
        ],
      }),
      district(),
      date(),
      budget([500, 1000, 2500, 5000]),
      details(),
    ],
    notes: [
      ['想換大門鎖芯，之前租客可能仲有鎖匙。', { service: 'change-cylinder' }],
      ['Looking to install a smart lock on a standard wooden front door.', { service: 'smart-lock', urgency: 'this-week' }],
    ],
  },
  {
    slug: 'custom-furniture',
    genre: 'home-repair',
    icon: 'cabinet',
    fee: 35,
    zh: '訂造傢俬',
    en: 'Custom Furniture',
    descZh:
      '訂造傢俬師傅會上門度尺，按單位尺寸設計衣櫃、地台床、電視櫃、書枱同廚櫃，善用香港細單位每一吋空間。一般衣櫃按闊度計每呎約HK$1,000至HK$1,800，全屋訂造約HK$3萬至HK$10萬。',
    descEn:
      'Custom furniture makers measure your flat and build wardrobes, platform beds, TV cabinets, desks and kitchen cabinets to fit, making the most of every inch of a small Hong Kong home. Wardrobes usually cost about HK$1,000–1,800 per foot of width, and a whole-flat package HK$30,000–100,000.',
    price: { type: 'flat', min: 4000, max: 60000, onsiteShare: 0.2 },
    costEn: 'custom furniture',
    factorsZh: '尺寸、板材（如夾板、實木、E0板）同五金配件',
    factorsEn: 'the size, board material (plywood, solid wood or E0 board) and hardware',
    faq: [
      faq(
        '乜嘢係E0板？',
        'E0板係甲醛釋放量較低嘅環保板材，適合睡房同小朋友房。揀板材時可以要求睇有關證書。',
        'What is E0 board?',
        "E0 board is a low-formaldehyde panel, a good choice for bedrooms and children's rooms. Ask to see its certification when choosing materials.",
      ),
      faq(
        '訂造傢俬要等幾耐？',
        '由度尺、確認設計到安裝一般需時3至5星期，部分工場可以加急。',
        'How long does custom furniture take?',
        'From measuring and design sign-off to installation usually takes 3–5 weeks; some workshops offer a rush service.',
      ),
    ],
    fields: [
      multi({
        key: 'items',
        zh: '想訂造咩傢俬？',
        en: 'What would you like made?',
        opts: [
          ['wardrobe', '衣櫃', 'Wardrobe'],
          ['platform-bed', '地台床／榻榻米', 'Platform or tatami bed'],
          ['tv-cabinet', '電視櫃', 'TV cabinet'],
          ['desk', '書枱／書櫃', 'Desk or bookcase'],
          ['kitchen-cabinet', '廚櫃', 'Kitchen cabinets'],
          ['shoe-cabinet', '鞋櫃', 'Shoe cabinet'],
        ],
      }),
      single({
        key: 'material',
        zh: '想用咩物料？',
        en: 'Preferred material',
        opts: [
          ['plywood', '夾板', 'Plywood'],
          ['e0-board', 'E0環保板', 'E0 eco board'],
          ['solid-wood', '實木', 'Solid wood'],
          ['not-sure', '聽師傅建議', 'Happy to take advice'],
        ],
      }),
      district(),
      date(),
      budget([5000, 15000, 30000, 60000]),
      details(),
      photos('可以上載單位平面圖或者參考圖片', 'Upload a floor plan or reference pictures.'),
    ],
    notes: [
      ['細房想做地台床連衣櫃，房大約7呎乘9呎。', { items: ['platform-bed', 'wardrobe'] }],
      ['Need a full-height wardrobe with sliding doors, 8 ft wide, white matte finish.', { items: ['wardrobe'] }],
    ],
  },
  {
    slug: 'window-repair',
    genre: 'home-repair',
    icon: 'window',
    fee: 15,
    zh: '鋁窗維修',
    en: 'Window Repair',
    descZh:
      '鋁窗師傅處理窗鉸生鏽、窗扇鬆脫、窗邊滲水、換窗膠及更換整套鋁窗。屋宇署「強制驗窗計劃」要求樓齡10年或以上嘅私人樓宇定期檢驗，一般換窗鉸每隻約HK$500至HK$900，全新鋁窗每個約HK$3,000起。',
    descEn:
      "Window specialists fix rusty hinges, loose panes, leaking frames and worn rubber seals, and replace complete aluminium windows. Under the Buildings Department's Mandatory Window Inspection Scheme, private buildings aged 10 years or more must be inspected regularly; a hinge replacement is typically HK$500–900 each, and a new aluminium window from about HK$3,000.",
    price: { type: 'flat', min: 500, max: 6000 },
    costEn: 'window repair',
    factorsZh: '窗嘅數量、損壞程度同埋係咪要更換整個窗框',
    factorsEn: 'how many windows, the extent of the damage and whether the whole frame must be replaced',
    faq: [
      faq(
        '收到驗窗通知點算？',
        '你需要喺限期內委任合資格人士（QP）檢驗，如有需要再安排註冊承建商維修。好多鋁窗公司可以一站式處理驗窗同維修。',
        'I received a window inspection notice. What now?',
        'Appoint a Qualified Person to inspect before the deadline and, if needed, a registered contractor to repair. Many window companies can handle both inspection and repairs.',
      ),
      faq(
        '窗鉸幾耐要換一次？',
        '一般窗鉸壽命約5至10年，如果發現開關困難、有異聲或者生鏽，應盡早更換，以免窗扇墮下。',
        'How often should window hinges be replaced?',
        'Hinges typically last 5–10 years. If a window is hard to open, squeaks or shows rust, replace the hinges early to stop it from falling.',
      ),
    ],
    fields: [
      single({
        key: 'problem',
        zh: '窗有咩問題？',
        en: "What's wrong with the window?",
        opts: [
          ['hinge', '窗鉸生鏽／鬆脫', 'Rusty or loose hinges'],
          ['leak', '窗邊滲水', 'Leaking around the frame'],
          ['handle', '窗較／窗鎖壞', 'Broken handle or lock'],
          ['replace', '想成套更換', 'Replace the whole window'],
          ['inspection', '強制驗窗', 'Mandatory window inspection'],
        ],
      }),
      single({ key: 'window_count', zh: '有幾多個窗要處理？', en: 'How many windows?', opts: COUNT_WINDOWS }),
      district(),
      date(),
      budget([1000, 3000, 6000, 15000]),
      photos(),
    ],
    notes: [
      ['收到屋宇署驗窗通知，有三隻窗鉸好似生鏽。', { problem: 'inspection', window_count: '2-3' }],
      ['Kitchen window will not close properly and the handle is broken.', { problem: 'handle', window_count: '1' }],
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Categories: cleaning
// ---------------------------------------------------------------------------------------------------

const CLEANING: CategoryDraft[] = [
  {
    slug: 'home-cleaning',
    genre: 'cleaning',
    icon: 'broom',
    fee: 10,
    zh: '家居清潔',
    en: 'Home Cleaning',
    descZh:
      '家居清潔服務包括定期鐘點清潔、抹窗、廚房浴室清潔、熨衫及執屋。香港鐘點清潔一般每小時約HK$130至HK$200，大部分公司最少叫3至4小時，長期定期客仲有優惠。',
    descEn:
      'Home cleaners take care of regular cleaning, windows, kitchens and bathrooms, ironing and tidying. Part-time cleaners in Hong Kong usually charge about HK$130–200 per hour with a 3–4 hour minimum, and regular bookings often get a better rate.',
    price: { type: 'hourly', min: 130, max: 220 },
    costEn: 'a home cleaner',
    factorsZh: '清潔時數、單位大小同埋係咪定期服務',
    factorsEn: 'the number of hours, flat size and whether it is a regular booking',
    faq: [
      faq(
        '清潔用品要唔要自備？',
        '大部分清潔公司會自備清潔劑同工具，亦有客人鍾意用自己慣用嘅產品，預約時講清楚就得。',
        'Do I need to provide cleaning products?',
        'Most cleaning companies bring their own products and tools, but you can ask them to use yours. Just mention it when booking.',
      ),
      faq(
        '可唔可以固定同一位清潔姐姐？',
        '可以，定期客戶一般會安排固定清潔員，佢熟悉你屋企嘅習慣，做嘢會更順手。',
        'Can I have the same cleaner every time?',
        'Yes. Regular customers are usually matched with the same cleaner, who gets to know your home and preferences.',
      ),
      faq(
        '屋企冇人可唔可以做？',
        '好多客人會留鎖匙或者用密碼鎖，清潔公司亦有投保。建議第一次見面交代清楚要求。',
        'Can the cleaner work while I am out?',
        'Many customers leave a key or a door code, and most cleaning companies are insured. It helps to be there for the first visit to explain what you need.',
      ),
    ],
    fields: [
      single({
        key: 'frequency',
        zh: '需要幾密清潔？',
        en: 'How often?',
        opts: [
          ['one-off', '一次性', 'One-off'],
          ['weekly', '每星期', 'Weekly'],
          ['biweekly', '兩星期一次', 'Every two weeks'],
          ['several-week', '每星期多次', 'Several times a week'],
        ],
      }),
      single({
        key: 'hours',
        zh: '每次大約幾多個鐘？',
        en: 'Hours per visit',
        opts: [
          ['3', '3小時', '3 hours'],
          ['4', '4小時', '4 hours'],
          ['6', '6小時', '6 hours'],
          ['8', '8小時或以上', '8 hours or more'],
        ],
      }),
      multi({
        key: 'extras',
        zh: '需要額外服務嗎？',
        en: 'Any extras?',
        required: false,
        opts: [
          ['ironing', '熨衫', 'Ironing'],
          ['windows', '抹窗（室內）', 'Inside windows'],
          ['fridge', '清潔雪櫃', 'Clean the fridge'],
          ['oven', '清潔焗爐', 'Clean the oven'],
        ],
      }),
      district(),
      date('幾時開始？', 'When should the cleaner start?'),
      budget([400, 600, 1000, 2000], '每次預算大約幾多？', 'Budget per visit'),
      details(),
      retired(
        single({
          key: 'has_pets',
          zh: '屋企有冇寵物？',
          en: 'Do you have pets?',
          opts: [
            ['yes', '有', 'Yes'],
            ['no', '冇', 'No'],
          ],
        }),
      ),
    ],
    notes: [
      ['兩房單位，想每星期二下午清潔4個鐘，包埋熨衫。', { frequency: 'weekly', hours: '4', extras: ['ironing'] }],
      ['Need a one-off clean of a 600 sq ft flat before my parents visit.', { frequency: 'one-off', hours: '4' }],
      ['屋企有兩隻貓，想搵固定清潔姐姐兩星期一次。', { frequency: 'biweekly' }],
    ],
  },
  {
    slug: 'deep-cleaning',
    genre: 'cleaning',
    icon: 'spray',
    fee: 15,
    zh: '深層清潔',
    en: 'Deep Cleaning',
    descZh:
      '深層清潔會徹底處理平時唔會清嘅位置，例如廚房油污、浴室水垢、窗框路軌、櫃頂及冷氣機外殼，適合大時大節或者長時間未清潔嘅單位。400至700呎單位一般約HK$1,500至HK$3,500，團隊兩至四人半日完成。',
    descEn:
      'A deep clean tackles what routine cleaning misses: kitchen grease, bathroom limescale, window tracks, cabinet tops and aircon casings. It suits pre-festival cleans or homes that have not been cleaned for a while; a 400–700 sq ft flat usually costs HK$1,500–3,500 and takes a team of two to four about half a day.',
    price: { type: 'flat', min: 1200, max: 4500 },
    costEn: 'a deep clean',
    factorsZh: '單位面積、污漬程度同埋需唔需要清潔家電內部',
    factorsEn: 'the flat size, how dirty it is and whether appliances need cleaning inside',
    faq: [
      faq(
        '深層清潔同普通清潔有咩分別？',
        '普通清潔著重日常打理；深層清潔會用專業工具同清潔劑處理油污、霉菌同積塵，所需人手同時間都較多。',
        'How is a deep clean different from regular cleaning?',
        'Regular cleaning keeps things tidy; a deep clean uses professional tools and products on grease, mould and built-up dust, and needs more people and time.',
      ),
      faq(
        '幾耐做一次深層清潔好？',
        '一般建議每半年至一年做一次，例如農曆新年前或者回南天之後。',
        'How often should I deep clean?',
        'Every six to twelve months is typical, for example before Chinese New Year or after the humid spring season.',
      ),
    ],
    fields: [
      multi({
        key: 'focus',
        zh: '重點清潔範圍',
        en: 'Which areas need the most attention?',
        opts: [
          ['kitchen', '廚房油污', 'Kitchen grease'],
          ['bathroom', '浴室水垢及霉菌', 'Bathroom limescale and mould'],
          ['windows', '窗戶及路軌', 'Windows and tracks'],
          ['cabinets', '櫃內／櫃頂', 'Inside and on top of cabinets'],
          ['appliances', '雪櫃、焗爐等家電', 'Fridge, oven and appliances'],
        ],
      }),
      single({ key: 'flat_size', zh: '單位面積（實用）', en: 'Flat size (saleable area)', opts: FLAT_SIZE }),
      district(),
      date(),
      budget([1500, 2500, 4000, 6000]),
      photos(),
    ],
    notes: [
      ['新年前想做全屋深層清潔，廚房油煙機好多油。', { focus: ['kitchen', 'windows', 'cabinets'] }],
      ['Bathroom has black mould in the grout and the kitchen needs a proper degrease.', { focus: ['bathroom', 'kitchen'] }],
    ],
  },
  {
    slug: 'move-in-cleaning',
    genre: 'cleaning',
    icon: 'box-sparkle',
    fee: 18,
    zh: '入伙清潔',
    en: 'Move-in Cleaning',
    descZh:
      '入伙清潔適合新樓收樓或者裝修後，清除裝修塵、膠紙痕、油漆點同玻璃膠殘留，令單位可以即刻入住。一般按面積計，400呎約HK$1,800至HK$3,000，裝修後清潔因為灰塵較多會貴少少。',
    descEn:
      'Move-in cleaning is for new flats or after renovation: removing construction dust, tape marks, paint spots and sealant residue so the home is ready to live in. It is usually priced by size, about HK$1,800–3,000 for 400 sq ft, and post-renovation cleans cost a little more because of the dust.',
    price: { type: 'flat', min: 1500, max: 5500 },
    costEn: 'move-in cleaning',
    factorsZh: '面積、裝修後灰塵多少同埋有冇傢俬',
    factorsEn: 'the size, how much renovation dust there is and whether furniture is already in',
    faq: [
      faq(
        '裝修完幾耐可以做入伙清潔？',
        '最好等所有工程（包括傢俬安裝）完成後先做，避免清完又有新灰塵。',
        'When should I book the clean after renovation?',
        'Book it after all work, including furniture installation, is finished, or new dust will settle after the clean.',
      ),
      faq(
        '新樓收樓前要唔要清潔？',
        '要。新樓單位通常有大量施工灰塵同膠紙殘留，清潔公司仲可以順便幫你留意有冇執漏位置。',
        'Should a brand-new flat be cleaned before moving in?',
        'Yes. New flats often have a lot of construction dust and tape residue, and cleaners can point out defects for your handover list.',
      ),
    ],
    fields: [
      single({
        key: 'situation',
        zh: '單位情況',
        en: 'What is the situation?',
        opts: [
          ['new-flat', '新樓收樓', 'Brand-new flat'],
          ['after-renovation', '裝修後', 'After renovation'],
          ['moving-out', '退租／搬走前', 'Moving out'],
          ['moving-in', '二手樓入住前', 'Moving into a resale flat'],
        ],
      }),
      single({ key: 'flat_size', zh: '單位面積（實用）', en: 'Flat size (saleable area)', opts: FLAT_SIZE }),
      single({
        key: 'furnished',
        zh: '單位有冇傢俬？',
        en: 'Is the flat furnished?',
        opts: [
          ['empty', '吉屋', 'Empty'],
          ['partly', '部分傢俬', 'Partly furnished'],
          ['furnished', '已有傢俬', 'Fully furnished'],
        ],
      }),
      district(),
      date(),
      budget([1500, 3000, 5000, 8000]),
      photos(),
    ],
    notes: [
      [
        '啟德新樓約500呎，下個月收樓，想入伙前做清潔。',
        { situation: 'new-flat', flat_size: '400-700', furnished: 'empty', district: 'kowloon-city' },
      ],
      ['Renovation finished last week, dust everywhere, need a thorough clean before moving in.', { situation: 'after-renovation' }],
    ],
  },
  {
    slug: 'office-cleaning',
    genre: 'cleaning',
    icon: 'building',
    fee: 20,
    zh: '寫字樓清潔',
    en: 'Office Cleaning',
    descZh:
      '寫字樓清潔服務包括日常或每週清潔、地毯吸塵、茶水間及洗手間清潔、垃圾處理同消毒。小型辦公室（約1,000呎）每次約HK$600至HK$1,200，長期合約可按月收費，約HK$3,000至HK$12,000。',
    descEn:
      'Office cleaning covers daily or weekly cleaning, carpet vacuuming, pantry and washroom cleaning, rubbish removal and disinfection. A small office of around 1,000 sq ft costs about HK$600–1,200 per visit, and monthly contracts run about HK$3,000–12,000.',
    price: { type: 'flat', min: 800, max: 12000 },
    costEn: 'office cleaning',
    factorsZh: '辦公室面積、清潔次數同埋時段（例如下班後）',
    factorsEn: 'the office size, frequency and timing (after-hours cleaning costs more)',
    faq: [
      faq(
        '可唔可以喺下班後先清潔？',
        '可以，好多公司會安排晚上或者星期六清潔，避免影響員工工作，部分會有少量附加費。',
        'Can cleaning be done after office hours?',
        'Yes. Many cleaners work evenings or Saturdays to avoid disturbing staff, sometimes for a small surcharge.',
      ),
      faq(
        '包唔包清潔用品？',
        '大部分合約已包清潔劑同工具；洗手間紙巾、梘液等消耗品可以另外報價代購。',
        'Are supplies included?',
        'Most contracts include cleaning products and equipment; washroom consumables like paper towels and soap can be supplied at extra cost.',
      ),
    ],
    fields: [
      single({
        key: 'office_size',
        zh: '辦公室面積',
        en: 'Office size',
        opts: [
          ['under-1000', '1,000呎以下', 'Under 1,000 sq ft'],
          ['1000-3000', '1,000–3,000呎', '1,000–3,000 sq ft'],
          ['over-3000', '3,000呎以上', 'Over 3,000 sq ft'],
        ],
      }),
      single({
        key: 'frequency',
        zh: '清潔次數',
        en: 'How often?',
        opts: [
          ['one-off', '一次性', 'One-off'],
          ['weekly', '每星期', 'Weekly'],
          ['daily', '每個工作天', 'Every working day'],
        ],
      }),
      multi({
        key: 'extras',
        zh: '額外要求',
        en: 'Extras',
        required: false,
        opts: [
          ['carpet', '地毯清洗', 'Carpet shampoo'],
          ['disinfection', '消毒', 'Disinfection'],
          ['windows', '玻璃清潔', 'Glass cleaning'],
          ['pantry', '茶水間雪櫃', 'Pantry fridge'],
        ],
      }),
      district(),
      date(),
      budget([1000, 3000, 6000, 12000]),
      details(),
    ],
    notes: [
      [
        '觀塘寫字樓約1,500呎，想每星期清潔兩次，星期一同星期四晚。',
        { office_size: '1000-3000', frequency: 'weekly', district: 'kwun-tong' },
      ],
      [
        'Small design studio in Sheung Wan, weekly clean including kitchen and washroom.',
        { office_size: 'under-1000', frequency: 'weekly', extras: ['pantry'], district: 'central-and-western' },
      ],
    ],
  },
  {
    slug: 'aircon-cleaning',
    genre: 'cleaning',
    icon: 'fan',
    fee: 12,
    zh: '冷氣清洗',
    en: 'Aircon Cleaning',
    descZh:
      '冷氣清洗服務會拆開隔塵網、散熱片同風扇葉，用專用清潔劑及高壓水槍洗走塵垢同霉菌，改善冷氣效能同空氣質素。窗口機每部約HK$350至HK$500，分體機約HK$450至HK$700，多部一齊洗通常有折。',
    descEn:
      'Aircon cleaning takes apart the filters, coils and fan, then uses dedicated cleaners and a pressure washer to remove dust and mould, improving cooling and air quality. Window units cost about HK$350–500 each and split units HK$450–700, usually with a discount for several units.',
    price: { type: 'flat', min: 350, max: 700 },
    unitZh: '（每部計）',
    unitEn: ' per unit',
    costEn: 'aircon cleaning',
    factorsZh: '冷氣類型、部數同埋係咪要拆機深層清洗',
    factorsEn: 'the type of unit, how many there are and whether a full strip-down clean is needed',
    faq: [
      faq(
        '冷氣幾耐要洗一次？',
        '一般家居建議每年洗一次，最好喺夏天開冷氣之前；有寵物或者長開冷氣嘅屋企可以半年一次。',
        'How often should an air conditioner be cleaned?',
        'Once a year is recommended for homes, ideally before summer; every six months if you have pets or run the aircon a lot.',
      ),
      faq(
        '洗冷氣要幾耐？會唔會整污糟屋企？',
        '每部約45分鐘至1.5小時。師傅會用防水布袋包住冷氣機同鋪地膠，完成後清理現場。',
        'How long does it take, and will it be messy?',
        'About 45 minutes to 1.5 hours per unit. Technicians wrap the unit in a waterproof bag, cover the floor and tidy up afterwards.',
      ),
      faq(
        '冷氣有異味同滴水點算？',
        '異味通常係散熱片同去水盤積咗霉菌，滴水多數係去水喉塞。深層清洗一般可以解決，如果仲有問題就要維修。',
        'My aircon smells and drips water. What should I do?',
        'Smells usually come from mould on the coil and drain tray, and dripping from a blocked drain pipe. A deep clean normally fixes both; otherwise it needs repair.',
      ),
    ],
    fields: [
      single({
        key: 'unit_type',
        zh: '冷氣類型',
        en: 'Type of unit',
        opts: [
          ['window', '窗口機', 'Window unit'],
          ['split', '分體機', 'Split unit'],
          ['both', '兩種都有', 'Both'],
        ],
      }),
      single({
        key: 'unit_count',
        zh: '要洗幾多部？',
        en: 'How many units?',
        opts: [
          ['1', '1部', '1 unit'],
          ['2', '2部', '2 units'],
          ['3', '3部', '3 units'],
          ['4-plus', '4部或以上', '4 or more'],
        ],
      }),
      single({
        key: 'clean_type',
        zh: '清洗方式',
        en: 'Cleaning type',
        opts: [
          ['standard', '標準清洗（不拆機）', 'Standard clean (unit stays mounted)'],
          ['deep', '深層拆洗', 'Full strip-down clean'],
          ['not-sure', '聽師傅建議', 'Not sure'],
        ],
      }),
      district(),
      date(),
      budget([500, 1000, 2000, 3500]),
      photos('可以影低冷氣型號或者滴水位置', 'A photo of the model label or the leak helps.'),
    ],
    notes: [
      ['屋企有3部窗口機，開機有陣霉味，想一次過清洗。', { unit_type: 'window', unit_count: '3' }],
      [
        'Two split units in bedrooms are dripping water indoors. Please include drain pipe cleaning.',
        { unit_type: 'split', unit_count: '2', clean_type: 'deep' },
      ],
      ['夏天前想洗埋客廳分體機同房窗口機，星期六最方便。', { unit_type: 'both', unit_count: '2' }],
    ],
  },
  {
    slug: 'sofa-cleaning',
    genre: 'cleaning',
    icon: 'sofa',
    fee: 10,
    zh: '梳化及床褥清洗',
    en: 'Sofa & Mattress Cleaning',
    descZh:
      '專業梳化及床褥清洗會用吸塵除蟎、蒸氣清洗及抽濕處理污漬、汗漬同塵蟎，適合有小朋友、寵物或者敏感體質嘅家庭。三座位布梳化約HK$600至HK$1,000，雙人床褥約HK$500至HK$900。',
    descEn:
      'Professional sofa and mattress cleaning uses dust-mite vacuuming, steam cleaning and extraction to lift stains, sweat marks and mites, ideal for families with children, pets or allergies. A three-seat fabric sofa is about HK$600–1,000 and a double mattress HK$500–900.',
    price: { type: 'flat', min: 400, max: 1800 },
    costEn: 'sofa cleaning',
    factorsZh: '梳化／床褥數量、物料同埋污漬程度',
    factorsEn: 'the number of pieces, the fabric and how stained they are',
    faq: [
      faq(
        '洗完要幾耐先乾？',
        '一般開冷氣或者抽濕機4至6小時就會乾透；真皮梳化會用專用護理方法，即日可以用。',
        'How long does it take to dry?',
        'With aircon or a dehumidifier on, fabric usually dries in 4–6 hours; leather is treated with dedicated products and can be used the same day.',
      ),
      faq(
        '真皮梳化可唔可以洗？',
        '可以，但要用真皮專用清潔同滋潤劑，唔可以用蒸氣大量噴水。預約時講明物料，師傅會帶啱嘅產品。',
        'Can leather sofas be cleaned?',
        'Yes, but it needs leather-specific cleaner and conditioner rather than heavy steam. Mention the material when booking so the pro brings the right products.',
      ),
    ],
    fields: [
      multi({
        key: 'items',
        zh: '需要清洗咩？',
        en: 'What needs cleaning?',
        opts: [
          ['fabric-sofa', '布梳化', 'Fabric sofa'],
          ['leather-sofa', '真皮梳化', 'Leather sofa'],
          ['mattress', '床褥', 'Mattress'],
          ['carpet', '地氈', 'Rug or carpet'],
          ['curtains', '窗簾', 'Curtains'],
        ],
      }),
      single({
        key: 'piece_count',
        zh: '大約幾多件？',
        en: 'How many pieces?',
        opts: [
          ['1', '1件', '1'],
          ['2-3', '2至3件', '2–3'],
          ['4-plus', '4件或以上', '4 or more'],
        ],
      }),
      district(),
      date(),
      budget([500, 1000, 2000, 3500]),
      photos(),
    ],
    notes: [
      ['三座位布梳化俾小朋友倒咗果汁，想洗埋張L型梳化。', { items: ['fabric-sofa'], piece_count: '2-3' }],
      ['Need two mattresses cleaned for dust mites; my son has allergies.', { items: ['mattress'], piece_count: '2-3' }],
    ],
  },
  {
    slug: 'pest-control',
    genre: 'cleaning',
    icon: 'bug',
    fee: 12,
    zh: '滅蟲服務',
    en: 'Pest Control',
    descZh:
      '滅蟲公司處理曱甴、木蝨、白蟻、老鼠同蚊患，會先上門檢查，再用合適嘅噴劑、膠餌或者封窿方法處理。家居滅曱甴一般約HK$500至HK$1,000，木蝨或者白蟻因為要多次處理，約HK$1,500至HK$4,000。',
    descEn:
      'Pest control firms deal with cockroaches, bed bugs, termites, rodents and mosquitoes, inspecting first and then using sprays, gel baits or proofing as appropriate. A home cockroach treatment usually costs HK$500–1,000, while bed bugs or termites need several visits and cost about HK$1,500–4,000.',
    price: { type: 'flat', min: 500, max: 4000 },
    costEn: 'pest control',
    factorsZh: '蟲害種類、嚴重程度、面積同埋處理次數',
    factorsEn: 'the type of pest, severity, area and number of treatments',
    faq: [
      faq(
        '滅蟲藥對小朋友同寵物安唔安全？',
        '正規公司會用漁農自然護理署註冊嘅除害劑，並會建議處理後通風同暫時避開嘅時間。有寵物記得預先講，師傅可以揀較溫和嘅方法。',
        'Are treatments safe for children and pets?',
        'Reputable firms use pesticides registered with the Agriculture, Fisheries and Conservation Department and will tell you how long to ventilate and stay away. Mention any pets so they can choose gentler methods.',
      ),
      faq(
        '木蝨要處理幾多次？',
        '木蝨蟲卵抗藥性較強，一般需要兩至三次處理，每次相隔約兩星期，配合高溫洗曬床單效果最好。',
        'How many treatments do bed bugs need?',
        'Bed bug eggs are resistant, so two to three treatments about two weeks apart are normal, combined with hot-washing bedding.',
      ),
    ],
    fields: [
      multi({
        key: 'pest_type',
        zh: '有咩蟲害？',
        en: 'Which pests?',
        opts: [
          ['cockroach', '曱甴', 'Cockroaches'],
          ['bed-bug', '木蝨', 'Bed bugs'],
          ['termite', '白蟻', 'Termites'],
          ['rodent', '老鼠', 'Rats or mice'],
          ['mosquito', '蚊', 'Mosquitoes'],
          ['ant', '螞蟻', 'Ants'],
        ],
      }),
      single({
        key: 'severity',
        zh: '情況有幾嚴重？',
        en: 'How serious is it?',
        opts: [
          ['few', '偶然見到', 'Seen occasionally'],
          ['often', '經常出現', 'Seen often'],
          ['infestation', '大量出現', 'Infestation'],
        ],
      }),
      single({ key: 'property_type', zh: '物業類型', en: 'Property type', opts: PROPERTY_TYPE }),
      district(),
      date(),
      budget([500, 1000, 2000, 4000]),
      photos('影低蟲或者痕跡有助判斷蟲害種類', 'A photo of the pest or the damage helps identify it.'),
    ],
    notes: [
      ['廚房晚晚都見到細隻曱甴，想做一次徹底滅蟲。', { pest_type: ['cockroach'], severity: 'often' }],
      ['Think we have bed bugs — itchy bites every morning. Two-bedroom flat.', { pest_type: ['bed-bug'], severity: 'often' }],
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Categories: moving & storage
// ---------------------------------------------------------------------------------------------------

const MOVING: CategoryDraft[] = [
  {
    slug: 'moving',
    genre: 'moving',
    icon: 'truck',
    fee: 25,
    zh: '搬屋',
    en: 'Home Moving',
    descZh:
      '搬屋公司提供包裝、拆裝傢俬、搬運及運輸一條龍服務，亦有淨車連工人嘅經濟方案。香港一般兩房單位搬屋約HK$2,500至HK$5,000，視乎物品數量、樓層同有冇升降機，過海或者跨區會貴少少。',
    descEn:
      'Movers offer packing, furniture dismantling and reassembly, loading and transport as a complete service, or a budget option of a van with helpers. A typical two-bedroom move in Hong Kong costs HK$2,500–5,000 depending on how much you have, the floor and lift access; cross-harbour moves cost a little more.',
    price: { type: 'flat', min: 1500, max: 6000 },
    costEn: 'a home move',
    factorsZh: '物品數量、車數、樓層同升降機、搬運距離同埋係咪要包裝',
    factorsEn: 'how much you are moving, the number of trucks, floors and lift access, distance and whether packing is included',
    faq: [
      faq(
        '搬屋要幾早預約？',
        '一般建議提前兩至三星期預約，月尾、週末同年尾係旺季，最好一個月前訂。',
        'How far ahead should I book movers?',
        'Book two to three weeks ahead. Month-ends, weekends and the end of the year are busy, so book a month in advance then.',
      ),
      faq(
        '搬屋公司有冇保險？',
        '好多搬屋公司有貨物運輸保險，但保障範圍各有不同。貴重物品同文件最好自己帶，易碎品要求師傅用氣泡紙包好。',
        'Are movers insured?',
        'Many movers carry goods-in-transit insurance, but cover varies. Carry valuables and documents yourself and ask for fragile items to be bubble-wrapped.',
      ),
      faq(
        '冇升降機嘅唐樓點計？',
        '行樓梯通常會按層數加收附加費，大約每層每件大型傢俬HK$20至HK$50，報價時要講清楚樓層。',
        'How are walk-up buildings charged?',
        'Walk-ups usually attract a stairs surcharge, roughly HK$20–50 per floor for each large item, so give the floor number when asking for quotes.',
      ),
    ],
    fields: [
      single({
        key: 'home_size',
        zh: '而家住幾大？',
        en: 'Size of your current home',
        opts: [
          ['studio', '開放式／一房', 'Studio or 1 bedroom'],
          ['2-bed', '兩房', '2 bedrooms'],
          ['3-bed', '三房', '3 bedrooms'],
          ['4-bed-plus', '四房或以上', '4 bedrooms or more'],
        ],
      }),
      single({
        key: 'lift',
        zh: '有冇升降機？',
        en: 'Is there a lift?',
        opts: [
          ['both', '兩邊都有', 'Yes, at both ends'],
          ['one', '只有一邊有', 'At one end only'],
          ['none', '兩邊都冇', 'No lift at either end'],
        ],
      }),
      multi({
        key: 'services',
        zh: '需要邊啲服務？',
        en: 'Which services do you need?',
        required: false,
        opts: [
          ['packing', '包裝', 'Packing'],
          ['dismantle', '拆裝傢俬', 'Furniture dismantling and reassembly'],
          ['boxes', '提供紙箱', 'Moving boxes'],
          ['disposal', '棄置舊傢俬', 'Disposal of old furniture'],
        ],
      }),
      single({
        key: 'destination',
        zh: '搬去邊個區域？',
        en: 'Where are you moving to?',
        opts: [
          ['same-district', '同區', 'Same district'],
          ['hk-island', '港島', 'Hong Kong Island'],
          ['kowloon', '九龍', 'Kowloon'],
          ['new-territories', '新界', 'New Territories'],
          ['cross-border', '中港搬運', 'Cross-border to the Mainland'],
        ],
      }),
      district('由邊區搬出？', 'Where are you moving from?'),
      date('搬屋日期', 'Moving date'),
      budget([2000, 3500, 5000, 8000]),
      retired(
        single({
          key: 'need_packing_old',
          zh: '需唔需要包裝？',
          en: 'Do you need packing?',
          opts: [
            ['yes', '需要', 'Yes'],
            ['no', '唔需要', 'No'],
          ],
        }),
      ),
    ],
    notes: [
      [
        '兩房單位由荃灣搬去沙田，有雪櫃、洗衣機同一張雙人床。',
        { home_size: '2-bed', destination: 'new-territories', district: 'tsuen-wan' },
      ],
      [
        'Moving a studio from Sai Ying Pun to Kennedy Town, mostly boxes and a sofa. Lift at both ends.',
        { home_size: 'studio', lift: 'both', destination: 'same-district', district: 'central-and-western' },
      ],
      ['唐樓4樓冇lift，要搬一張碌架床同幾個衣櫃。', { lift: 'one' }],
    ],
  },
  {
    slug: 'office-moving',
    genre: 'moving',
    icon: 'briefcase',
    fee: 40,
    zh: '寫字樓搬遷',
    en: 'Office Moving',
    descZh:
      '寫字樓搬遷服務包括規劃、電腦及文件包裝、拆裝辦公傢俬、搬運同新辦公室擺位，可以安排週末或者夜晚搬，減少影響生意。10人左右嘅小型辦公室一般約HK$8,000至HK$20,000。',
    descEn:
      'Office movers plan the move, pack computers and files, dismantle and reassemble office furniture, transport everything and set up the new floor, often at weekends or overnight to minimise disruption. A small office of about 10 staff typically costs HK$8,000–20,000.',
    price: { type: 'flat', min: 5000, max: 35000, onsiteShare: 0.3 },
    costEn: 'an office move',
    factorsZh: '員工人數、傢俬數量、大廈搬運時間限制同埋係咪要夜晚搬',
    factorsEn: 'headcount, the amount of furniture, building loading rules and whether the move is overnight',
    faq: [
      faq(
        '電腦同伺服器點樣搬先安全？',
        '搬運公司會用防靜電物料同專用箱包裝，並貼標籤方便還原。伺服器建議由IT同事先備份同拆線。',
        'How are computers and servers moved safely?',
        'Movers use anti-static materials and dedicated crates, labelling everything for set-up. Have your IT staff back up and disconnect servers first.',
      ),
      faq(
        '大廈有搬運時間限制點算？',
        '商業大廈通常要預約貨lift同指定時段，搬運公司會同兩邊管理處協調，所以要提早通知。',
        'What if the building restricts moving times?',
        'Commercial buildings usually require booked goods-lift slots; movers coordinate with both management offices, so give them notice early.',
      ),
    ],
    fields: [
      single({
        key: 'staff_count',
        zh: '公司大約幾多人？',
        en: 'How many staff?',
        opts: [
          ['1-10', '1至10人', '1–10'],
          ['11-30', '11至30人', '11–30'],
          ['31-plus', '31人以上', 'More than 30'],
        ],
      }),
      multi({
        key: 'items',
        zh: '需要搬運咩？',
        en: 'What needs moving?',
        opts: [
          ['workstations', '辦公枱及椅', 'Desks and chairs'],
          ['it', '電腦及IT設備', 'Computers and IT equipment'],
          ['files', '文件及檔案櫃', 'Files and cabinets'],
          ['pantry', '茶水間電器', 'Pantry appliances'],
        ],
      }),
      single({
        key: 'move_time',
        zh: '希望幾時搬？',
        en: 'Preferred timing',
        opts: [
          ['weekday', '平日日間', 'Weekday daytime'],
          ['evening', '夜晚', 'Evening'],
          ['weekend', '週末', 'Weekend'],
        ],
      }),
      district('現時辦公室喺邊區？', 'Where is your current office?'),
      date('搬遷日期', 'Moving date'),
      budget([5000, 10000, 20000, 40000]),
      details(),
    ],
    notes: [
      [
        '15人公司由灣仔搬去觀塘，想星期六搬，要拆裝8張工作枱。',
        { staff_count: '11-30', move_time: 'weekend', items: ['workstations', 'it'], district: 'wan-chai' },
      ],
      [
        'Moving a 6-person office within Kwun Tong, mostly IT equipment and filing cabinets.',
        { staff_count: '1-10', items: ['it', 'files'], district: 'kwun-tong' },
      ],
    ],
  },
  {
    slug: 'mover-piano',
    genre: 'moving',
    icon: 'piano',
    fee: 20,
    zh: '搬鋼琴',
    en: 'Piano Moving',
    descZh:
      '搬鋼琴需要專業工具同經驗，師傅會用琴車、防撞棉同綁帶保護琴身，行樓梯亦有專人抬運。直立琴同區搬運約HK$1,200至HK$2,000，三角琴或者冇升降機嘅樓宇約HK$2,500至HK$5,000。',
    descEn:
      'Moving a piano takes the right equipment and experience: movers use piano dollies, padding and straps to protect the instrument, with a dedicated team for stairs. An upright moved within the same district costs about HK$1,200–2,000, while a grand piano or a building without a lift is about HK$2,500–5,000.',
    price: { type: 'flat', min: 1200, max: 4500 },
    costEn: 'piano moving',
    factorsZh: '琴嘅種類、樓層、有冇升降機同埋搬運距離',
    factorsEn: 'the type of piano, floors, lift access and distance',
    faq: [
      faq(
        '搬完鋼琴要唔要調音？',
        '搬運同環境濕度改變都會影響音準，一般建議搬完兩至三星期後，等琴適應新環境先調音。',
        'Does the piano need tuning after a move?',
        'Moving and a change in humidity affect tuning, so have it tuned two to three weeks after the move once it has settled.',
      ),
      faq(
        '冇升降機可唔可以搬？',
        '可以，師傅會多派人手用專用帶抬樓梯，按層數收附加費；三角琴可能要拆腳同琴蓋。',
        'Can a piano be moved without a lift?',
        'Yes. More movers carry it up the stairs with straps, with a per-floor surcharge; grand pianos may need their legs and lid removed.',
      ),
    ],
    fields: [
      single({
        key: 'piano_type',
        zh: '鋼琴類型',
        en: 'Type of piano',
        opts: [
          ['upright', '直立琴', 'Upright piano'],
          ['baby-grand', '小型三角琴', 'Baby grand'],
          ['grand', '三角琴', 'Grand piano'],
          ['digital', '電子琴', 'Digital piano'],
        ],
      }),
      single({
        key: 'stairs',
        zh: '要唔要行樓梯？',
        en: 'Any stairs?',
        opts: [
          ['no', '唔使，兩邊都有升降機', 'No, lifts at both ends'],
          ['few', '少過3層', 'Fewer than 3 floors'],
          ['many', '3層或以上', '3 floors or more'],
        ],
      }),
      district('部琴而家喺邊區？', 'Where is the piano now?'),
      date('搬運日期', 'Moving date'),
      budget([1200, 2000, 3000, 5000]),
      details(),
    ],
    notes: [
      ['Yamaha直立琴由九龍城搬去將軍澳，兩邊都有升降機。', { piano_type: 'upright', stairs: 'no', district: 'kowloon-city' }],
      [
        'Need to move a baby grand from a village house in Sai Kung, 2 floors of stairs.',
        { piano_type: 'baby-grand', stairs: 'few', district: 'sai-kung' },
      ],
    ],
  },
  {
    slug: 'storage',
    genre: 'moving',
    icon: 'warehouse',
    fee: 10,
    zh: '迷你倉及儲存',
    en: 'Storage',
    descZh:
      '迷你倉同儲存服務適合裝修、搬屋過渡期或者屋企地方唔夠，有自助迷你倉、上門收送嘅箱倉，亦有恆溫恆濕倉放酒同樂器。細倉（約20至30呎）每月約HK$400至HK$900，長租通常有折扣。',
    descEn:
      'Storage suits renovations, gaps between moves or simply a small flat: choose self-storage units, door-to-door box storage or climate-controlled rooms for wine and instruments. A small 20–30 sq ft unit costs about HK$400–900 a month, with discounts for longer terms.',
    price: { type: 'flat', min: 300, max: 2000 },
    unitZh: '（每月）',
    unitEn: ' a month',
    costEn: 'a storage unit',
    factorsZh: '倉位大小、租期、地點同埋係咪要恆溫恆濕',
    factorsEn: 'the unit size, rental term, location and whether climate control is needed',
    faq: [
      faq(
        '迷你倉可以放啲咩？',
        '一般傢俬、衣物、文件同貨品都可以，但易燃、危險品同食物就唔可以。消防處對迷你倉有規管，記得揀消防設備合規嘅倉。',
        'What can I store?',
        'Furniture, clothes, documents and stock are fine, but flammables, dangerous goods and food are not allowed. The Fire Services Department regulates mini-storage, so choose a facility with compliant fire equipment.',
      ),
      faq(
        '有冇上門收貨服務？',
        '好多儲存公司提供上門收送，按箱或者按件收費，適合唔想自己搬嘅客人。',
        'Do they collect from my home?',
        'Many providers offer door-to-door collection and return, charged per box or item, handy if you do not want to move things yourself.',
      ),
    ],
    fields: [
      single({
        key: 'storage_size',
        zh: '需要幾大嘅倉？',
        en: 'What size do you need?',
        opts: [
          ['boxes', '幾箱雜物', 'A few boxes'],
          ['small', '20–30呎', '20–30 sq ft'],
          ['medium', '40–60呎', '40–60 sq ft'],
          ['large', '80呎以上', '80 sq ft or more'],
        ],
      }),
      single({
        key: 'duration',
        zh: '預計租幾耐？',
        en: 'How long for?',
        opts: [
          ['1-month', '1個月', '1 month'],
          ['3-months', '3個月', '3 months'],
          ['6-months', '半年', '6 months'],
          ['1-year-plus', '1年或以上', 'A year or more'],
        ],
      }),
      multi({
        key: 'needs',
        zh: '特別需要',
        en: 'Special requirements',
        required: false,
        opts: [
          ['climate', '恆溫恆濕', 'Climate control'],
          ['pickup', '上門收送', 'Pickup and delivery'],
          ['24h', '24小時出入', '24-hour access'],
        ],
      }),
      district('想倉喺邊區？', 'Preferred location'),
      date('幾時開始用？', 'Start date'),
      budget([500, 1000, 2000, 4000], '每月預算', 'Monthly budget'),
    ],
    notes: [
      ['裝修期間要放兩房單位嘅傢俬大約三個月。', { storage_size: 'medium', duration: '3-months' }],
      [
        'Looking for a climate-controlled unit for about 200 bottles of wine.',
        { storage_size: 'small', needs: ['climate'], duration: '1-year-plus' },
      ],
    ],
  },
  {
    slug: 'furniture-disposal',
    genre: 'moving',
    icon: 'recycle',
    fee: 10,
    zh: '傢俬棄置及回收',
    en: 'Furniture Disposal',
    descZh:
      '傢俬棄置服務會上門拆走舊梳化、床褥、衣櫃同電器，並盡量安排回收或者轉贈。一般細件約HK$200起，一車大型傢俬（例如成套睡房傢俬）約HK$1,000至HK$2,500，唔使自己搬落樓。',
    descEn:
      'Disposal services collect old sofas, mattresses, wardrobes and appliances from your flat, recycling or donating what they can. Single small items start around HK$200, and a van load of large furniture (for example a full bedroom set) is about HK$1,000–2,500, with no need to carry anything downstairs yourself.',
    price: { type: 'flat', min: 300, max: 2500 },
    costEn: 'furniture disposal',
    factorsZh: '件數、大小、樓層同埋係咪要拆件',
    factorsEn: 'the number and size of items, floors and whether they need dismantling',
    faq: [
      faq(
        '舊電器點處理？',
        '冷氣機、雪櫃、洗衣機、電視同電腦屬受管制電器，要經政府認可嘅回收計劃處理，好多回收公司可以代為安排。',
        'What about old appliances?',
        'Air conditioners, fridges, washing machines, TVs and computers are regulated electrical equipment and go through the government-approved recycling scheme; many disposal firms arrange this for you.',
      ),
      faq(
        '可唔可以即日收？',
        '視乎車期，部分公司可以即日或者翌日上門，大型清拆最好預早兩三日約。',
        'Is same-day collection possible?',
        'Depending on availability, some firms can collect the same or next day; book larger clearances two to three days ahead.',
      ),
    ],
    fields: [
      multi({
        key: 'items',
        zh: '需要棄置咩？',
        en: 'What needs to go?',
        opts: [
          ['sofa', '梳化', 'Sofa'],
          ['mattress', '床褥／床架', 'Mattress or bed frame'],
          ['wardrobe', '衣櫃／櫃', 'Wardrobe or cabinets'],
          ['appliances', '電器', 'Appliances'],
          ['whole-flat', '成屋清拆', 'Whole-flat clearance'],
        ],
      }),
      single({
        key: 'item_count',
        zh: '大約幾多件？',
        en: 'Roughly how many items?',
        opts: [
          ['1-2', '1至2件', '1–2'],
          ['3-5', '3至5件', '3–5'],
          ['6-plus', '6件以上', 'More than 5'],
        ],
      }),
      district(),
      date('幾時上門收？', 'Collection date'),
      budget([300, 800, 1500, 3000]),
      photos(),
    ],
    notes: [
      ['有一張三座位梳化同一張雙人床褥要掉，7樓有升降機。', { items: ['sofa', 'mattress'], item_count: '1-2' }],
      [
        "Clearing out my late grandmother's flat in Sham Shui Po, a whole flat of old furniture.",
        { items: ['whole-flat'], item_count: '6-plus', district: 'sham-shui-po' },
      ],
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Categories: tutoring & lessons
// ---------------------------------------------------------------------------------------------------

const tutorDetails = (): FieldDraft =>
  details(
    '仲有咩想導師知道？',
    'Anything else the tutor should know?',
    '例如學校名稱、最近成績或者考試日期',
    'For example the school, recent results or exam dates.',
  );

const hourlyBudget = (zh = '每小時預算', en = 'Budget per hour'): FieldDraft => budget([200, 300, 400, 600], zh, en);

const LESSONS: CategoryDraft[] = [
  {
    slug: 'english-tutor',
    genre: 'lessons',
    icon: 'abc',
    fee: 15,
    zh: '英文補習',
    en: 'English Tutoring',
    descZh:
      '英文補習導師可以針對DSE卷一至卷四、小學呈分試、面試英語或者成人會話作個別教學，上門、到導師地方或者網上上堂都得。大學生導師每小時約HK$200至HK$350，有經驗或者持教育文憑嘅導師約HK$400至HK$700。',
    descEn:
      "English tutors give one-to-one lessons for DSE Papers 1–4, primary school assessments, interview English or adult conversation, at home, at the tutor's place or online. University-student tutors charge about HK$200–350 an hour, and experienced or qualified teachers about HK$400–700.",
    price: { type: 'hourly', min: 250, max: 650 },
    costEn: 'an English tutor',
    factorsZh: '學生程度、導師經驗及學歷、上堂地點同堂數',
    factorsEn: "the student's level, the tutor's experience and qualifications, location and number of lessons",
    faq: [
      faq(
        '點樣揀啱嘅英文補習老師？',
        '睇下導師有冇教同級學生嘅經驗、DSE成績或者教學資歷，最好先上一堂試堂，睇下教法啱唔啱小朋友。',
        'How do I choose the right English tutor?',
        'Look for experience with students at the same level, their own DSE results or teaching qualifications, and book a trial lesson to see whether their style suits your child.',
      ),
      faq(
        '一堂幾耐？一星期幾多堂好？',
        '小學生一般每堂1至1.5小時，中學生1.5至2小時；大部分學生每星期一至兩堂已經見到進步。',
        'How long are lessons and how many per week?',
        'Primary students usually have 1–1.5 hour lessons and secondary students 1.5–2 hours; one or two lessons a week is enough for most to make progress.',
      ),
    ],
    fields: [
      single({ key: 'level', zh: '學生程度', en: "Student's level", opts: STUDENT_LEVEL }),
      multi({
        key: 'focus',
        zh: '想加強邊方面？',
        en: 'What should lessons focus on?',
        opts: [
          ['reading', '閱讀理解', 'Reading'],
          ['writing', '寫作', 'Writing'],
          ['speaking', '口語', 'Speaking'],
          ['grammar', '文法', 'Grammar'],
          ['exam-prep', '考試操練', 'Exam preparation'],
        ],
      }),
      single({ key: 'mode', zh: '上堂方式', en: 'Lesson format', opts: LESSON_MODE }),
      district('喺邊區上堂？', 'Where will lessons take place?'),
      date('幾時開始上堂？', 'When should lessons start?'),
      hourlyBudget(),
      tutorDetails(),
      retired(
        single({
          key: 'tutor_gender',
          zh: '導師性別要求',
          en: 'Preferred tutor gender',
          opts: [
            ['female', '女導師', 'Female'],
            ['male', '男導師', 'Male'],
            ['any', '冇所謂', 'No preference'],
          ],
        }),
      ),
    ],
    notes: [
      ['中五學生，卷二寫作好弱，想每星期補兩堂準備DSE。', { level: 'dse', focus: ['writing'] }],
      [
        'P4 student needs help with reading comprehension and grammar, lessons at home in Tai Koo.',
        { level: 'primary-senior', focus: ['reading', 'grammar'], mode: 'at-home', district: 'eastern' },
      ],
      ['想練英文口語準備大學面試，網上上堂都得。', { level: 'dse', focus: ['speaking'], mode: 'online' }],
    ],
  },
  {
    slug: 'math-tutor',
    genre: 'lessons',
    icon: 'calculator',
    fee: 15,
    zh: '數學補習',
    en: 'Maths Tutoring',
    descZh:
      '數學補習涵蓋小學數、中學數學必修部分及延伸單元（M1／M2），導師會按學生弱項度身編排練習同溫習計劃。一般每小時約HK$250至HK$550，M1／M2或者IB、IGCSE課程收費會較高。',
    descEn:
      "Maths tutoring covers primary maths, the DSE compulsory part and extended modules (M1/M2), with practice and revision plans tailored to each student's weak spots. Rates are usually HK$250–550 an hour, higher for M1/M2 or IB and IGCSE syllabuses.",
    price: { type: 'hourly', min: 250, max: 600 },
    costEn: 'a maths tutor',
    factorsZh: '課程程度、導師經驗同埋上堂方式',
    factorsEn: "the syllabus and level, the tutor's experience and the lesson format",
    faq: [
      faq(
        '有冇教IB同IGCSE數學嘅導師？',
        '有，Sifu上有唔少導師熟悉國際學校課程，填表時揀返相關課程就可以配對。',
        'Are there tutors for IB and IGCSE maths?',
        'Yes, many tutors on Sifu know international school syllabuses. Choose the curriculum in the form so they can match you.',
      ),
      faq(
        '補習多久會見到成績進步？',
        '視乎基礎同練習量，一般持續補習兩至三個月會見到測驗分數改善。',
        'How soon will grades improve?',
        'It depends on the foundation and practice, but most students see better test scores after two to three months of regular lessons.',
      ),
    ],
    fields: [
      single({ key: 'level', zh: '學生程度', en: "Student's level", opts: STUDENT_LEVEL }),
      single({
        key: 'curriculum',
        zh: '課程',
        en: 'Curriculum',
        opts: [
          ['local', '本地課程', 'Local curriculum'],
          ['m1-m2', 'DSE延伸單元（M1／M2）', 'DSE extended modules (M1/M2)'],
          ['ib', 'IB', 'IB'],
          ['igcse', 'IGCSE／GCSE', 'IGCSE / GCSE'],
        ],
      }),
      single({ key: 'mode', zh: '上堂方式', en: 'Lesson format', opts: LESSON_MODE }),
      district('喺邊區上堂？', 'Where will lessons take place?'),
      date('幾時開始上堂？', 'When should lessons start?'),
      hourlyBudget(),
      tutorDetails(),
    ],
    notes: [
      ['中三學生代數同函數跟唔上，想搵有耐性嘅導師。', { level: 'junior-secondary', curriculum: 'local' }],
      [
        'Year 10 IGCSE maths, needs exam practice before May. Online lessons preferred.',
        { level: 'dse', curriculum: 'igcse', mode: 'online' },
      ],
    ],
  },
  {
    slug: 'chinese-tutor',
    genre: 'lessons',
    icon: 'brush',
    fee: 15,
    zh: '中文補習',
    en: 'Chinese Tutoring',
    descZh:
      '中文補習幫學生提升閱讀理解、作文同文言文能力，亦有針對DSE範文、說話卷同非華語學生嘅課程。一般每小時約HK$250至HK$500，有教學經驗嘅中文科老師收費較高。',
    descEn:
      'Chinese tutors help students improve reading comprehension, composition and classical Chinese, with courses for DSE set texts, the speaking paper and non-Chinese-speaking students. Lessons usually cost HK$250–500 an hour, more for experienced Chinese teachers.',
    price: { type: 'hourly', min: 250, max: 500 },
    costEn: 'a Chinese tutor',
    factorsZh: '學生程度、課程要求同導師經驗',
    factorsEn: "the student's level, the syllabus and the tutor's experience",
    faq: [
      faq(
        '有冇專教非華語學生嘅導師？',
        '有，部分導師專門教非華語學生，會用英文輔助解釋，並按GCSE或者本地中國語文課程調整內容。',
        'Are there tutors for non-Chinese-speaking students?',
        'Yes. Some tutors specialise in non-Chinese-speaking students, explaining in English and adapting to GCSE or the local Chinese Language curriculum.',
      ),
      faq(
        '文言文同範文點溫？',
        '導師會用篇章重點、字詞解釋同答題技巧筆記，配合歷屆試題操練。',
        'How should students revise classical set texts?',
        'Tutors use notes on key points, vocabulary and answer technique, together with past-paper practice.',
      ),
    ],
    fields: [
      single({ key: 'level', zh: '學生程度', en: "Student's level", opts: STUDENT_LEVEL }),
      multi({
        key: 'focus',
        zh: '想加強邊方面？',
        en: 'What should lessons focus on?',
        opts: [
          ['reading', '閱讀理解', 'Reading comprehension'],
          ['writing', '作文', 'Composition'],
          ['classical', '文言文及範文', 'Classical Chinese and set texts'],
          ['speaking', '說話卷', 'Speaking'],
          ['ncs', '非華語中文', 'Chinese as a second language'],
        ],
      }),
      single({ key: 'mode', zh: '上堂方式', en: 'Lesson format', opts: LESSON_MODE }),
      district('喺邊區上堂？', 'Where will lessons take place?'),
      date('幾時開始上堂？', 'When should lessons start?'),
      hourlyBudget(),
      tutorDetails(),
    ],
    notes: [
      ['中四學生作文成日離題，想搵導師改文同教結構。', { level: 'dse', focus: ['writing'] }],
      [
        'My son is non-Chinese-speaking, P5, needs help with Chinese reading and dictation.',
        { level: 'primary-senior', focus: ['ncs', 'reading'] },
      ],
    ],
  },
  {
    slug: 'piano-lessons',
    genre: 'lessons',
    icon: 'music',
    fee: 15,
    zh: '鋼琴班',
    en: 'Piano Lessons',
    descZh:
      '鋼琴老師提供兒童及成人鋼琴課，由初學到英國皇家音樂學院（ABRSM）考級及樂理，亦有流行曲同伴奏課程。一般30分鐘課程每堂約HK$200至HK$350，高級程度或者上門教學約每小時HK$400至HK$700。',
    descEn:
      'Piano teachers offer lessons for children and adults, from beginners to ABRSM graded exams and music theory, as well as pop and accompaniment courses. A 30-minute lesson is usually HK$200–350, and advanced or home lessons HK$400–700 an hour.',
    price: { type: 'hourly', min: 300, max: 700 },
    costEn: 'piano lessons',
    factorsZh: '學生程度、考級要求、每堂時間同埋係咪上門',
    factorsEn: "the student's level, exam goals, lesson length and whether the teacher comes to you",
    faq: [
      faq(
        '幾多歲開始學琴最好？',
        '一般4至6歲開始學已經可以，手指力度同專注力夠就得；成人任何時候開始都唔遲。',
        'What is the best age to start piano?',
        'Around 4–6 is common, once finger strength and attention span are ready; it is never too late for adults.',
      ),
      faq(
        '屋企冇鋼琴可唔可以學？',
        '初學可以用有重錘鍵嘅電子琴練習，但想考高級最好用真鋼琴。部分老師可以提供琴室練習。',
        'Can I learn without a piano at home?',
        'Beginners can practise on a digital piano with weighted keys, but a real piano is better for higher grades. Some teachers rent out practice rooms.',
      ),
    ],
    fields: [
      single({
        key: 'level',
        zh: '學生程度',
        en: "Student's level",
        opts: [
          ['beginner', '完全初學', 'Complete beginner'],
          ['grade-1-4', '一至四級', 'Grades 1–4'],
          ['grade-5-8', '五至八級', 'Grades 5–8'],
          ['diploma', '演奏文憑', 'Diploma'],
        ],
      }),
      single({
        key: 'student_age',
        zh: '學生年齡',
        en: "Student's age",
        opts: [
          ['under-6', '6歲以下', 'Under 6'],
          ['6-12', '6至12歲', '6–12'],
          ['teen', '13至18歲', '13–18'],
          ['adult', '成人', 'Adult'],
        ],
      }),
      single({ key: 'mode', zh: '上堂方式', en: 'Lesson format', opts: LESSON_MODE }),
      district('喺邊區上堂？', 'Where will lessons take place?'),
      date('幾時開始上堂？', 'When should lessons start?'),
      budget([200, 300, 450, 700], '每堂預算', 'Budget per lesson'),
      tutorDetails(),
    ],
    notes: [
      ['6歲女兒零基礎，想搵老師上門教，屋企有直立琴。', { level: 'beginner', student_age: '6-12', mode: 'at-home' }],
      ['Adult learner, stopped at Grade 5 years ago, want to pick it up again for fun.', { level: 'grade-5-8', student_age: 'adult' }],
    ],
  },
  {
    slug: 'swimming-coach',
    genre: 'lessons',
    icon: 'swim',
    fee: 12,
    zh: '游泳教練',
    en: 'Swimming Lessons',
    descZh:
      '游泳教練提供兒童及成人游泳班，由學識浮、四式泳姿到考泳章同比賽訓練都有，多數喺康文署泳池或者私人屋苑會所上堂。私人班每堂（45至60分鐘）約HK$300至HK$600，小組班每人約HK$150至HK$250。',
    descEn:
      'Swimming coaches teach children and adults, from floating to all four strokes, swimming badges and competition training, usually at LCSD public pools or private clubhouse pools. Private lessons of 45–60 minutes cost about HK$300–600, and small-group classes about HK$150–250 per person.',
    price: { type: 'hourly', min: 300, max: 650 },
    costEn: 'a swimming coach',
    factorsZh: '私人定小組、上堂地點同教練資歷',
    factorsEn: "private or group lessons, the pool and the coach's qualifications",
    faq: [
      faq(
        '教練有冇牌照？',
        '揀持有中國香港游泳總會教練證書，同埋有有效急救及救生章嘅教練，安全更有保障。',
        'Are coaches qualified?',
        'Choose coaches holding a Hong Kong, China Swimming Association coaching certificate and valid first-aid and lifesaving awards.',
      ),
      faq(
        '泳池入場費包唔包？',
        '一般唔包，學生要自行付康文署泳池入場費；喺屋苑會所上堂就要確認會所准唔准外來教練。',
        'Is pool admission included?',
        'Usually not; students pay LCSD pool admission themselves. For clubhouse pools, check that outside coaches are allowed.',
      ),
    ],
    fields: [
      single({
        key: 'swimmer',
        zh: '學游水嘅係？',
        en: 'Who is learning?',
        opts: [
          ['child-under-6', '6歲以下小朋友', 'Child under 6'],
          ['child', '6至12歲小朋友', 'Child aged 6–12'],
          ['teen', '青少年', 'Teenager'],
          ['adult', '成人', 'Adult'],
        ],
      }),
      single({
        key: 'level',
        zh: '而家程度',
        en: 'Current level',
        opts: [
          ['none', '完全唔識', 'Cannot swim'],
          ['float', '識浮', 'Can float'],
          ['one-stroke', '識一種泳式', 'One stroke'],
          ['improve', '想改善泳姿', 'Improve technique'],
        ],
      }),
      single({
        key: 'class_type',
        zh: '上堂形式',
        en: 'Class type',
        opts: [
          ['private', '一對一', 'One-to-one'],
          ['small-group', '小組（2至4人）', 'Small group (2–4)'],
          ['pool-club', '喺屋苑會所', 'At my clubhouse pool'],
        ],
      }),
      district('喺邊區上堂？', 'Where will lessons take place?'),
      date('幾時開始上堂？', 'When should lessons start?'),
      budget([200, 350, 500, 700], '每堂預算', 'Budget per lesson'),
      details(),
    ],
    notes: [
      ['兩個小朋友5歲同8歲，想暑假喺沙田泳池學游水。', { swimmer: 'child', level: 'none', class_type: 'small-group', district: 'sha-tin' }],
      [
        'Adult beginner, afraid of deep water. Would prefer one-to-one lessons in the evening.',
        { swimmer: 'adult', level: 'none', class_type: 'private' },
      ],
    ],
  },
  {
    slug: 'mandarin-lessons',
    genre: 'lessons',
    icon: 'speech',
    fee: 12,
    zh: '普通話課程',
    en: 'Mandarin Lessons',
    descZh:
      '普通話導師教授拼音、會話、商務普通話同普通話水平測試（PSC）應試技巧，適合學生、在職人士同外籍人士。一般每小時約HK$250至HK$450，小組班或者網上課程會平啲。',
    descEn:
      'Mandarin tutors teach pinyin, conversation, business Mandarin and preparation for the Putonghua Proficiency Test (PSC), for students, professionals and expatriates. Lessons usually cost HK$250–450 an hour, less for group or online classes.',
    price: { type: 'hourly', min: 250, max: 480 },
    costEn: 'Mandarin lessons',
    factorsZh: '課程目標、程度同上堂形式',
    factorsEn: 'your goals, level and lesson format',
    faq: [
      faq(
        '唔識廣東話嘅外籍人士可唔可以由零開始學？',
        '可以，導師會用英文講解，由拼音同日常會話開始。',
        'Can a complete beginner who does not speak Cantonese learn?',
        'Yes. Tutors explain in English and start with pinyin and everyday conversation.',
      ),
      faq(
        '有冇普通話水平測試備試課程？',
        '有，導師會針對朗讀、說話同常見錯誤操練，亦會做模擬考試。',
        'Do tutors prepare students for the PSC?',
        'Yes. Tutors drill reading aloud, speaking and common errors, and run mock tests.',
      ),
    ],
    fields: [
      single({
        key: 'learner',
        zh: '學生係？',
        en: 'Who is learning?',
        opts: [
          ['child', '小朋友', 'A child'],
          ['student', '中學生／大學生', 'A secondary or university student'],
          ['professional', '在職人士', 'A working professional'],
          ['expat', '外籍人士', 'A non-Cantonese speaker'],
        ],
      }),
      single({
        key: 'goal',
        zh: '學習目標',
        en: 'Goal',
        opts: [
          ['conversation', '日常會話', 'Everyday conversation'],
          ['business', '商務普通話', 'Business Mandarin'],
          ['psc', '普通話水平測試', 'PSC exam'],
          ['school', '學校科目', 'School subject'],
        ],
      }),
      single({ key: 'mode', zh: '上堂方式', en: 'Lesson format', opts: LESSON_MODE }),
      district('喺邊區上堂？', 'Where will lessons take place?'),
      date('幾時開始上堂？', 'When should lessons start?'),
      hourlyBudget(),
      tutorDetails(),
    ],
    notes: [
      ['公司經常要同內地客開會，想學商務普通話。', { learner: 'professional', goal: 'business' }],
      ['Expat, zero Chinese, would like two evening lessons a week online.', { learner: 'expat', goal: 'conversation', mode: 'online' }],
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Categories: events & photography
// ---------------------------------------------------------------------------------------------------

const eventDetails = (): FieldDraft =>
  details(
    '仲有咩想師傅知道？',
    'Anything else the pro should know?',
    '例如場地、人數或者想要嘅風格',
    'For example the venue, guest numbers or the style you like.',
  );

const EVENTS: CategoryDraft[] = [
  {
    slug: 'wedding-photography',
    genre: 'events',
    icon: 'rings',
    fee: 45,
    zh: '婚禮攝影',
    en: 'Wedding Photography',
    descZh:
      '婚禮攝影師會記錄接新娘、敬茶、註冊儀式同晚宴，亦有婚紗照（Pre-wedding）同即日精華配套。半日婚禮攝影約HK$4,000至HK$8,000，全日連相簿約HK$8,000至HK$18,000，熱門日子要一年前預約。',
    descEn:
      'Wedding photographers cover the door games, tea ceremony, registration and banquet, with pre-wedding shoots and same-day edit packages available. Half-day coverage costs about HK$4,000–8,000 and a full day with an album HK$8,000–18,000; popular dates book up a year ahead.',
    price: { type: 'flat', min: 4000, max: 20000 },
    costEn: 'a wedding photographer',
    factorsZh: '拍攝時數、攝影師人數、相簿同埋有冇錄影',
    factorsEn: 'the hours covered, number of photographers, albums and whether video is included',
    faq: [
      faq(
        '幾時交相？',
        '一般婚禮後4至8星期交精修相，部分攝影師會喺晚宴播即日精華（SDE）。合約要寫明交相日期同張數。',
        'When will I receive the photos?',
        'Edited photos are usually delivered 4–8 weeks after the wedding, and some photographers show a same-day highlights slideshow at the banquet. Make sure the delivery date and number of photos are in the contract.',
      ),
      faq(
        '要唔要請兩個攝影師？',
        '如果新娘同新郎兩邊同時進行，或者賓客較多，建議請主副攝影師，就唔會錯過重要時刻。',
        'Do I need two photographers?',
        "If the bride's and groom's sides are happening at the same time, or the guest list is large, a main and second shooter make sure nothing is missed.",
      ),
    ],
    fields: [
      multi({
        key: 'coverage',
        zh: '需要拍攝邊啲環節？',
        en: 'Which parts of the day?',
        opts: [
          ['pre-wedding', '婚紗照', 'Pre-wedding shoot'],
          ['morning', '接新娘／敬茶', 'Door games and tea ceremony'],
          ['ceremony', '註冊／教堂儀式', 'Registration or church ceremony'],
          ['banquet', '晚宴', 'Banquet'],
        ],
      }),
      single({
        key: 'duration',
        zh: '拍攝時間',
        en: 'Hours of coverage',
        opts: [
          ['half-day', '半日（約5小時）', 'Half day (about 5 hours)'],
          ['full-day', '全日（約12小時）', 'Full day (about 12 hours)'],
          ['ceremony-only', '只拍儀式', 'Ceremony only'],
        ],
      }),
      multi({
        key: 'extras',
        zh: '額外需要',
        en: 'Extras',
        required: false,
        opts: [
          ['video', '錄影', 'Video'],
          ['album', '實體相簿', 'Printed album'],
          ['sde', '即日精華剪輯', 'Same-day edit'],
          ['drone', '航拍', 'Drone'],
        ],
      }),
      district('婚禮喺邊區舉行？', 'Where is the wedding?'),
      date('婚禮日期', 'Wedding date'),
      budget([5000, 10000, 15000, 25000]),
      eventDetails(),
    ],
    notes: [
      ['明年三月結婚，想要全日婚禮攝影，包接新娘同晚宴。', { coverage: ['morning', 'banquet'], duration: 'full-day' }],
      [
        'Small registry wedding at City Hall with 20 guests, need 3 hours of coverage.',
        { coverage: ['ceremony'], duration: 'ceremony-only' },
      ],
    ],
  },
  {
    slug: 'event-photography',
    genre: 'events',
    icon: 'camera',
    fee: 25,
    zh: '活動攝影',
    en: 'Event Photography',
    descZh:
      '活動攝影師拍攝公司活動、產品發佈會、週年晚宴、生日會同畢業禮，交相快，亦可以即場打印或者網上分享。一般每小時約HK$600至HK$1,200，半日活動約HK$2,000至HK$5,000。',
    descEn:
      'Event photographers cover corporate functions, product launches, annual dinners, birthday parties and graduations, with fast delivery and optional on-site printing or online galleries. Expect about HK$600–1,200 an hour, or HK$2,000–5,000 for a half-day event.',
    price: { type: 'flat', min: 1500, max: 7000 },
    costEn: 'an event photographer',
    factorsZh: '拍攝時數、活動類型同埋交相要求',
    factorsEn: 'the hours needed, type of event and delivery requirements',
    faq: [
      faq(
        '幾時可以收到相？',
        '一般3至7個工作天交相，公司活動可以加急即日交精選相，方便發新聞稿。',
        'How quickly are photos delivered?',
        'Usually within 3–7 working days; corporate clients can request same-day selects for press releases.',
      ),
      faq(
        '可唔可以即影即印？',
        '可以，部分攝影師提供即影即印或者打卡相架服務，適合生日會同品牌活動。',
        'Can photos be printed on the spot?',
        'Yes. Some photographers offer instant printing or a photo booth, popular for birthdays and brand events.',
      ),
    ],
    fields: [
      single({
        key: 'event_type',
        zh: '活動類型',
        en: 'Type of event',
        opts: [
          ['corporate', '公司活動', 'Corporate event'],
          ['birthday', '生日會／百日宴', 'Birthday or 100-day party'],
          ['graduation', '畢業禮', 'Graduation'],
          ['launch', '產品發佈會', 'Product launch'],
          ['conference', '研討會', 'Conference'],
        ],
      }),
      single({
        key: 'duration',
        zh: '拍攝時間',
        en: 'How long?',
        opts: [
          ['2h', '2小時以內', 'Up to 2 hours'],
          ['half-day', '半日', 'Half day'],
          ['full-day', '全日', 'Full day'],
        ],
      }),
      single({
        key: 'guests',
        zh: '參加人數',
        en: 'Number of guests',
        opts: [
          ['under-30', '30人以下', 'Under 30'],
          ['30-100', '30至100人', '30–100'],
          ['over-100', '100人以上', 'Over 100'],
        ],
      }),
      district('活動喺邊區？', 'Where is the event?'),
      date('活動日期', 'Event date'),
      budget([1500, 3000, 5000, 8000]),
      eventDetails(),
    ],
    notes: [
      ['公司週年晚宴約150人，想影大合照同頒獎環節。', { event_type: 'corporate', guests: 'over-100', duration: 'half-day' }],
      [
        "Baby's 100-day party at a restaurant in Causeway Bay, about 2 hours.",
        { event_type: 'birthday', duration: '2h', guests: '30-100', district: 'wan-chai' },
      ],
    ],
  },
  {
    slug: 'family-photography',
    genre: 'events',
    icon: 'family',
    fee: 18,
    zh: '家庭攝影',
    en: 'Family Photography',
    descZh:
      '家庭攝影包括親子照、初生嬰兒攝影、孕婦照同寵物合照，可以喺影樓、屋企或者戶外（例如海濱長廊、郊野公園）拍攝。一般一小時外景連20至30張精修相約HK$1,500至HK$3,500。',
    descEn:
      'Family photography covers family portraits, newborn and maternity shoots and photos with pets, in a studio, at home or outdoors on the waterfront or in a country park. A one-hour outdoor shoot with 20–30 edited photos typically costs HK$1,500–3,500.',
    price: { type: 'flat', min: 1200, max: 4500 },
    costEn: 'a family photoshoot',
    factorsZh: '拍攝時間、地點、精修相數量同埋有冇化妝',
    factorsEn: 'the length of the shoot, location, number of edited photos and whether makeup is included',
    faq: [
      faq(
        '初生嬰兒幾時影最好？',
        '出世後5至14日內最好，BB較易熟睡同擺姿勢，攝影師會做好保暖同安全措施。',
        'When is the best time for newborn photos?',
        'Within 5–14 days of birth, when babies sleep easily and can be posed; the photographer will keep them warm and safe.',
      ),
      faq(
        '落雨點算？',
        '外景拍攝一般可以免費改期一次，或者轉去室內場地拍攝。',
        'What if it rains?',
        'Outdoor shoots can usually be rescheduled once for free, or moved indoors.',
      ),
    ],
    fields: [
      single({
        key: 'shoot_type',
        zh: '拍攝類型',
        en: 'Type of shoot',
        opts: [
          ['family', '全家福', 'Family portrait'],
          ['newborn', '初生嬰兒', 'Newborn'],
          ['maternity', '孕婦照', 'Maternity'],
          ['pet', '寵物合照', 'With pets'],
        ],
      }),
      single({
        key: 'location',
        zh: '拍攝地點',
        en: 'Location',
        opts: [
          ['studio', '影樓', 'Studio'],
          ['home', '屋企', 'At home'],
          ['outdoor', '戶外', 'Outdoors'],
        ],
      }),
      district('喺邊區拍攝？', 'Where will the shoot be?'),
      date('拍攝日期', 'Shoot date'),
      budget([1500, 2500, 4000, 6000]),
      eventDetails(),
    ],
    notes: [
      ['想喺西九海濱長廊影全家福，兩大兩小加一隻狗。', { shoot_type: 'family', location: 'outdoor', district: 'yau-tsim-mong' }],
      ['Newborn shoot at home, baby due early next month.', { shoot_type: 'newborn', location: 'home' }],
    ],
  },
  {
    slug: 'videography',
    genre: 'events',
    icon: 'video',
    fee: 35,
    zh: '錄影製作',
    en: 'Videography',
    descZh:
      '錄影製作團隊提供婚禮錄影、公司宣傳片、社交媒體短片同活動精華，包括拍攝、剪接、配樂同字幕。一段1至2分鐘嘅宣傳短片約HK$5,000至HK$15,000，婚禮全日錄影約HK$8,000至HK$20,000。',
    descEn:
      'Video production teams shoot wedding films, corporate videos, social media clips and event highlights, handling filming, editing, music and subtitles. A 1–2 minute promotional video costs about HK$5,000–15,000, and full-day wedding filming HK$8,000–20,000.',
    price: { type: 'flat', min: 3000, max: 25000 },
    costEn: 'video production',
    factorsZh: '影片長度、拍攝日數、器材同埋後期製作要求',
    factorsEn: 'the video length, shooting days, equipment and post-production',
    faq: [
      faq(
        '影片版權屬邊個？',
        '一般客戶可以商業使用成品，原始檔案同版權歸屬就要喺合約寫清楚。',
        'Who owns the video?',
        'Clients normally get commercial use of the finished video; ownership of raw footage and copyright should be stated in the contract.',
      ),
      faq(
        '可唔可以出直度片俾社交媒體用？',
        '可以，好多團隊會一次過出橫向同直向版本，方便喺唔同平台發佈。',
        'Can you deliver vertical versions for social media?',
        'Yes, many teams deliver both horizontal and vertical cuts for different platforms.',
      ),
    ],
    fields: [
      single({
        key: 'video_type',
        zh: '影片類型',
        en: 'Type of video',
        opts: [
          ['wedding', '婚禮錄影', 'Wedding film'],
          ['corporate', '公司宣傳片', 'Corporate video'],
          ['social', '社交媒體短片', 'Social media clips'],
          ['event', '活動精華', 'Event highlights'],
        ],
      }),
      single({
        key: 'length',
        zh: '成品長度',
        en: 'Final length',
        opts: [
          ['under-1', '1分鐘以內', 'Under 1 minute'],
          ['1-3', '1至3分鐘', '1–3 minutes'],
          ['over-3', '3分鐘以上', 'Over 3 minutes'],
        ],
      }),
      multi({
        key: 'extras',
        zh: '額外需要',
        en: 'Extras',
        required: false,
        opts: [
          ['drone', '航拍', 'Drone footage'],
          ['subtitles', '中英字幕', 'Bilingual subtitles'],
          ['script', '劇本及拍攝企劃', 'Script and planning'],
          ['voice-over', '旁白配音', 'Voice-over'],
        ],
      }),
      district('喺邊區拍攝？', 'Where is the shoot?'),
      date('拍攝日期', 'Shooting date'),
      budget([5000, 10000, 20000, 40000]),
      eventDetails(),
    ],
    notes: [
      ['餐廳開張想拍一條60秒IG宣傳片，要有中英字幕。', { video_type: 'social', length: 'under-1', extras: ['subtitles'] }],
      [
        'Corporate training video, about 3 minutes, filming at our office in Kowloon Bay.',
        { video_type: 'corporate', length: '1-3', district: 'kwun-tong' },
      ],
    ],
  },
  {
    slug: 'party-catering',
    genre: 'events',
    icon: 'utensils',
    fee: 20,
    zh: '到會服務',
    en: 'Party Catering',
    descZh:
      '到會服務提供中西式自助餐、小食拼盤、BBQ同私房菜上門，適合生日會、公司活動同屋企聚會，價錢通常已包餐具同送貨。一般每位約HK$100至HK$250，20人派對約HK$2,500至HK$5,000。',
    descEn:
      'Party caterers deliver Chinese and Western buffets, finger food platters, BBQ and private-kitchen menus for birthdays, office events and gatherings at home, usually including tableware and delivery. Expect about HK$100–250 per head, or HK$2,500–5,000 for a party of 20.',
    price: { type: 'flat', min: 1500, max: 9000 },
    costEn: 'party catering',
    factorsZh: '人數、菜式、有冇侍應同埋送貨地點',
    factorsEn: 'the number of guests, menu, waiting staff and delivery location',
    faq: [
      faq(
        '要幾早訂到會？',
        '一般最少提前3至5日，大型活動或者節日期間最好一至兩星期前預訂。',
        'How early should I book?',
        'At least 3–5 days ahead; for large events or festive periods book one to two weeks in advance.',
      ),
      faq(
        '有冇素食或者敏感食物選擇？',
        '大部分到會公司可以提供素食、無麩質或者走花生嘅菜式，落單時講清楚就得。',
        'Are vegetarian and allergy-friendly options available?',
        'Most caterers can provide vegetarian, gluten-free or nut-free dishes; mention it when ordering.',
      ),
    ],
    fields: [
      single({
        key: 'guests',
        zh: '人數',
        en: 'Number of guests',
        opts: [
          ['under-15', '15人以下', 'Under 15'],
          ['15-30', '15至30人', '15–30'],
          ['31-60', '31至60人', '31–60'],
          ['over-60', '60人以上', 'Over 60'],
        ],
      }),
      single({
        key: 'cuisine',
        zh: '想要咩菜式？',
        en: 'Cuisine',
        opts: [
          ['western', '西式自助餐', 'Western buffet'],
          ['chinese', '中式', 'Chinese'],
          ['bbq', 'BBQ', 'BBQ'],
          ['snacks', '小食拼盤', 'Finger food platters'],
          ['mixed', '中西合璧', 'Mix of Chinese and Western'],
        ],
      }),
      multi({
        key: 'extras',
        zh: '額外服務',
        en: 'Extras',
        required: false,
        opts: [
          ['staff', '侍應', 'Waiting staff'],
          ['setup', '場地佈置', 'Table setup and decoration'],
          ['drinks', '飲品', 'Drinks'],
          ['cake', '蛋糕', 'Cake'],
        ],
      }),
      district('送到邊區？', 'Where is the party?'),
      date('活動日期', 'Event date'),
      budget([1500, 3000, 5000, 10000]),
      eventDetails(),
    ],
    notes: [
      ['小朋友生日派對，大約20個大人同10個小朋友，想要西式自助餐。', { guests: '15-30', cuisine: 'western' }],
      [
        'Office Christmas lunch for 40 people in Quarry Bay, need two vegetarian options.',
        { guests: '31-60', cuisine: 'mixed', district: 'eastern' },
      ],
    ],
  },
  {
    slug: 'mc-host',
    genre: 'events',
    icon: 'microphone',
    fee: 25,
    zh: '司儀主持',
    en: 'MC & Event Host',
    descZh:
      '專業司儀主持婚宴、公司週年晚宴、產品發佈會同生日派對，中英雙語流程設計、遊戲環節同抽獎都一手包辦。婚宴司儀一般約HK$3,000至HK$6,000，公司活動或者雙語司儀約HK$4,000至HK$10,000。',
    descEn:
      'Professional MCs host wedding banquets, corporate dinners, product launches and birthday parties, handling bilingual running orders, games and lucky draws. Wedding MCs usually charge HK$3,000–6,000, and corporate or bilingual hosts HK$4,000–10,000.',
    price: { type: 'flat', min: 2500, max: 9000 },
    costEn: 'an MC',
    factorsZh: '活動長度、語言要求同埋司儀經驗',
    factorsEn: "the event length, languages needed and the MC's experience",
    faq: [
      faq(
        '司儀會唔會幫手寫流程？',
        '會，專業司儀會同你傾好流程、背景資料同遊戲，活動前亦會同酒店或者場地協調。',
        'Will the MC help with the running order?',
        'Yes. A professional MC works out the running order, background and games with you and coordinates with the venue beforehand.',
      ),
      faq(
        '可唔可以中英雙語主持？',
        '可以，好多司儀提供粵語、英語同普通話主持，適合有外籍賓客嘅活動。',
        'Can the MC host in both Chinese and English?',
        'Yes. Many MCs host in Cantonese, English and Mandarin, ideal when you have international guests.',
      ),
    ],
    fields: [
      single({
        key: 'event_type',
        zh: '活動類型',
        en: 'Type of event',
        opts: [
          ['wedding', '婚宴', 'Wedding banquet'],
          ['corporate', '公司晚宴／週年晚宴', 'Corporate or annual dinner'],
          ['launch', '發佈會', 'Product launch'],
          ['party', '生日／私人派對', 'Birthday or private party'],
        ],
      }),
      multi({
        key: 'languages',
        zh: '主持語言',
        en: 'Languages',
        opts: [
          ['cantonese', '粵語', 'Cantonese'],
          ['english', '英語', 'English'],
          ['mandarin', '普通話', 'Mandarin'],
        ],
      }),
      single({
        key: 'duration',
        zh: '活動長度',
        en: 'Event length',
        opts: [
          ['2h', '2小時以內', 'Up to 2 hours'],
          ['4h', '約4小時', 'About 4 hours'],
          ['full-day', '全日', 'Full day'],
        ],
      }),
      district('活動喺邊區？', 'Where is the event?'),
      date('活動日期', 'Event date'),
      budget([3000, 5000, 8000, 12000]),
      eventDetails(),
    ],
    notes: [
      [
        '婚宴喺灣仔酒店，大約300人，想要中英雙語司儀。',
        { event_type: 'wedding', languages: ['cantonese', 'english'], duration: '4h', district: 'wan-chai' },
      ],
      [
        'Company annual dinner with 120 staff, need an MC for games and the lucky draw.',
        { event_type: 'corporate', languages: ['cantonese'], duration: '4h' },
      ],
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Categories: beauty & wellness
// ---------------------------------------------------------------------------------------------------

const BEAUTY: CategoryDraft[] = [
  {
    slug: 'makeup-artist',
    genre: 'beauty-wellness',
    icon: 'lipstick',
    fee: 18,
    zh: '化妝師',
    en: 'Makeup Artist',
    descZh:
      '化妝師提供新娘化妝、晚宴妝、畢業相同拍攝化妝，好多都包髮型設計同上門服務。單次晚宴妝連髮型約HK$800至HK$1,500，新娘全日跟妝約HK$3,000至HK$6,000，試妝一般另計。',
    descEn:
      'Makeup artists do bridal, evening, graduation and photoshoot makeup, often with hairstyling and home visits. An evening look with hair is about HK$800–1,500, while full-day bridal styling costs HK$3,000–6,000, usually with a separate trial.',
    price: { type: 'flat', min: 800, max: 6000 },
    costEn: 'a makeup artist',
    factorsZh: '妝容類型、跟妝時間、髮型同埋上門地點',
    factorsEn: 'the type of look, hours of coverage, hairstyling and location',
    faq: [
      faq(
        '新娘化妝要唔要試妝？',
        '建議試妝，可以確認妝容同髮型，化妝師亦會了解你嘅膚質。部分化妝師會喺正式預約時扣減試妝費。',
        'Do I need a bridal makeup trial?',
        'A trial is recommended to agree the look and let the artist get to know your skin. Some artists deduct the trial fee from the wedding booking.',
      ),
      faq(
        '化妝師用咩化妝品？',
        '專業化妝師一般用專業品牌，如果皮膚敏感可以要求用指定產品，預約時講低就得。',
        'What products do makeup artists use?',
        'Professional artists use professional brands and can use specific products for sensitive skin if you mention it when booking.',
      ),
    ],
    fields: [
      single({
        key: 'occasion',
        zh: '化妝場合',
        en: 'Occasion',
        opts: [
          ['bridal', '新娘化妝', 'Bridal'],
          ['evening', '晚宴／派對', 'Evening or party'],
          ['graduation', '畢業相', 'Graduation'],
          ['photoshoot', '拍攝', 'Photoshoot'],
          ['bridesmaid', '姊妹／伴娘', 'Bridesmaids'],
        ],
      }),
      single({ key: 'people', zh: '幾多位需要化妝？', en: 'How many people?', opts: PEOPLE_COUNT }),
      multi({
        key: 'extras',
        zh: '額外需要',
        en: 'Extras',
        required: false,
        opts: [
          ['hair', '髮型設計', 'Hairstyling'],
          ['trial', '試妝', 'Trial'],
          ['follow-up', '全日跟妝', 'All-day touch-ups'],
          ['lashes', '假眼睫毛', 'False lashes'],
        ],
      }),
      district('喺邊區化妝？', 'Where should the artist come?'),
      date('化妝日期', 'Date'),
      budget([800, 1500, 3000, 6000]),
      details(),
    ],
    notes: [
      ['明年一月結婚，需要全日新娘跟妝同兩位姊妹化妝。', { occasion: 'bridal', people: '2-3', extras: ['follow-up', 'hair'] }],
      [
        'Need makeup and hair for a company gala dinner, will get ready at home in Mid-Levels.',
        { occasion: 'evening', people: '1', extras: ['hair'], district: 'central-and-western' },
      ],
    ],
  },
  {
    slug: 'yoga-instructor',
    genre: 'beauty-wellness',
    icon: 'lotus',
    fee: 10,
    zh: '瑜伽導師',
    en: 'Yoga Instructor',
    descZh:
      '私人瑜伽導師可以上門或者喺公園、會所教授哈達、流瑜伽、陰瑜伽同孕婦瑜伽，因應身體狀況調整動作。一對一私人課每堂約HK$450至HK$800，兩至四人小組課會平啲。',
    descEn:
      'Private yoga instructors teach hatha, vinyasa, yin and prenatal yoga at your home, in a park or at a clubhouse, adapting poses to your body. One-to-one classes cost about HK$450–800, with cheaper rates for groups of two to four.',
    price: { type: 'hourly', min: 400, max: 850 },
    costEn: 'a private yoga class',
    factorsZh: '課堂形式、人數、導師資歷同埋上堂地點',
    factorsEn: "the class style, group size, the instructor's qualifications and location",
    faq: [
      faq(
        '完全冇基礎可唔可以上私人瑜伽？',
        '當然可以，私人課最適合初學者，導師會由呼吸同基本動作開始，避免受傷。',
        'Can complete beginners take private classes?',
        'Absolutely. Private classes are ideal for beginners; the instructor starts with breathing and basic poses to avoid injury.',
      ),
      faq(
        '需要自備瑜伽墊嗎？',
        '大部分導師可以帶瑜伽墊同輔助工具，長期上堂就建議自備一張。',
        'Do I need my own mat?',
        'Most instructors can bring mats and props, but it is worth buying your own for regular classes.',
      ),
    ],
    fields: [
      single({
        key: 'style',
        zh: '想學邊種瑜伽？',
        en: 'Which style?',
        opts: [
          ['hatha', '哈達瑜伽', 'Hatha'],
          ['vinyasa', '流瑜伽', 'Vinyasa'],
          ['yin', '陰瑜伽', 'Yin'],
          ['prenatal', '孕婦瑜伽', 'Prenatal'],
          ['not-sure', '聽導師建議', 'Not sure'],
        ],
      }),
      single({
        key: 'group_size',
        zh: '上堂人數',
        en: 'Class size',
        opts: [
          ['1', '一對一', 'One-to-one'],
          ['2-4', '2至4人', '2–4 people'],
          ['corporate', '公司團體', 'Corporate group'],
        ],
      }),
      single({
        key: 'location',
        zh: '上堂地點',
        en: 'Location',
        opts: [
          ['home', '屋企', 'At home'],
          ['clubhouse', '會所', 'Clubhouse'],
          ['park', '公園', 'Park'],
          ['online', '網上', 'Online'],
        ],
      }),
      district('喺邊區上堂？', 'Where will classes take place?'),
      date('幾時開始？', 'When would you like to start?'),
      budget([400, 600, 800, 1200], '每堂預算', 'Budget per class'),
      details(
        '有冇受傷或者身體狀況要導師留意？',
        'Any injuries or health conditions to mention?',
        '例如腰痛、懷孕週數等',
        'For example back pain or how many weeks pregnant.',
      ),
    ],
    notes: [
      ['懷孕20週，想搵導師上門教孕婦瑜伽。', { style: 'prenatal', group_size: '1', location: 'home' }],
      [
        'Looking for a weekly vinyasa class for three friends at our clubhouse in Tai Koo.',
        { style: 'vinyasa', group_size: '2-4', location: 'clubhouse', district: 'eastern' },
      ],
    ],
  },
  {
    slug: 'personal-trainer',
    genre: 'beauty-wellness',
    icon: 'dumbbell',
    fee: 12,
    zh: '私人健身教練',
    en: 'Personal Trainer',
    descZh:
      '私人健身教練會按你嘅目標設計訓練同飲食建議，包括減脂、增肌、體能同康復訓練，可以喺健身室、會所或者屋企上堂。每堂（約1小時）一般HK$450至HK$900，買套票通常有折。',
    descEn:
      'Personal trainers design workouts and nutrition guidance around your goals, from fat loss and muscle gain to fitness and rehabilitation, at a gym, clubhouse or your home. A one-hour session typically costs HK$450–900, with discounts on packages.',
    price: { type: 'hourly', min: 400, max: 900 },
    costEn: 'a personal trainer',
    factorsZh: '教練資歷、上堂地點同套票堂數',
    factorsEn: "the trainer's qualifications, location and package size",
    faq: [
      faq(
        '一星期練幾多次先見效？',
        '一般每星期兩至三堂，配合飲食調整，大約8至12星期就會見到明顯改變。',
        'How often should I train to see results?',
        'Two to three sessions a week with sensible eating usually show clear results in 8–12 weeks.',
      ),
      faq(
        '教練有冇認可資格？',
        '揀持有國際認可證書（例如ACE、NASM）同有效急救證書嘅教練較有保障。',
        'Are trainers certified?',
        'Look for internationally recognised certificates such as ACE or NASM and a valid first-aid certificate.',
      ),
    ],
    fields: [
      single({
        key: 'goal',
        zh: '訓練目標',
        en: 'Goal',
        opts: [
          ['fat-loss', '減脂', 'Fat loss'],
          ['muscle', '增肌', 'Build muscle'],
          ['fitness', '提升體能', 'General fitness'],
          ['rehab', '康復訓練', 'Rehabilitation'],
          ['sport', '運動表現', 'Sports performance'],
        ],
      }),
      single({
        key: 'location',
        zh: '上堂地點',
        en: 'Location',
        opts: [
          ['gym', '健身室', 'Gym'],
          ['clubhouse', '屋苑會所', 'Clubhouse'],
          ['home', '屋企', 'At home'],
          ['outdoor', '戶外', 'Outdoors'],
        ],
      }),
      single({
        key: 'sessions',
        zh: '每星期幾多堂？',
        en: 'Sessions per week',
        opts: [
          ['1', '1堂', '1'],
          ['2', '2堂', '2'],
          ['3-plus', '3堂或以上', '3 or more'],
        ],
      }),
      district('喺邊區上堂？', 'Where will sessions take place?'),
      date('幾時開始？', 'When would you like to start?'),
      budget([400, 600, 800, 1200], '每堂預算', 'Budget per session'),
      details(),
    ],
    notes: [
      ['想喺6個月內減20磅，屋苑有會所健身室。', { goal: 'fat-loss', location: 'clubhouse' }],
      ['Recovering from a knee injury, need a trainer experienced in rehab.', { goal: 'rehab' }],
    ],
  },
  {
    slug: 'home-massage',
    genre: 'beauty-wellness',
    icon: 'hands',
    fee: 8,
    zh: '上門按摩',
    en: 'Home Massage',
    descZh:
      '上門按摩師傅提供推拿、經絡按摩、運動按摩同香薰按摩，自備按摩床同用品，喺屋企或者酒店都可以放鬆。60分鐘一般約HK$380至HK$650，90分鐘或者深夜時段會另加費用。',
    descEn:
      'Mobile massage therapists offer tui na, meridian, sports and aromatherapy massage, bringing their own table and supplies so you can relax at home or in a hotel. A 60-minute session is usually HK$380–650, with extra charges for 90 minutes or late-night bookings.',
    price: { type: 'hourly', min: 380, max: 700 },
    costEn: 'a home massage',
    factorsZh: '按摩類型、時間長度同上門時段',
    factorsEn: 'the massage type, length and time of day',
    faq: [
      faq(
        '按摩師有冇資格？',
        '揀持有推拿或者按摩相關證書、經驗豐富嘅師傅；如有舊患或者懷孕，預約前一定要講清楚。',
        'Are therapists qualified?',
        'Choose experienced therapists with tui na or massage certificates, and always mention old injuries or pregnancy when booking.',
      ),
      faq(
        '屋企要準備啲咩？',
        '準備一個大約6呎乘3呎嘅空位同一條大毛巾就得，其他用品師傅會自備。',
        'What do I need to prepare?',
        'Just clear a space of about 6 by 3 feet and have a large towel ready; the therapist brings everything else.',
      ),
    ],
    fields: [
      single({
        key: 'massage_type',
        zh: '按摩類型',
        en: 'Type of massage',
        opts: [
          ['tui-na', '推拿', 'Tui na'],
          ['meridian', '經絡按摩', 'Meridian massage'],
          ['sports', '運動按摩', 'Sports massage'],
          ['aroma', '香薰按摩', 'Aromatherapy'],
          ['foot', '腳底按摩', 'Foot reflexology'],
        ],
      }),
      single({
        key: 'session_length',
        zh: '按摩時間',
        en: 'Session length',
        opts: [
          ['60', '60分鐘', '60 minutes'],
          ['90', '90分鐘', '90 minutes'],
          ['120', '120分鐘', '120 minutes'],
        ],
      }),
      single({ key: 'people', zh: '人數', en: 'Number of people', opts: PEOPLE_COUNT }),
      district(),
      date(),
      budget([400, 600, 900, 1500]),
      details(),
    ],
    notes: [
      ['長期坐寫字樓，膊頭同腰好硬，想搵師傅上門推拿。', { massage_type: 'tui-na', people: '1' }],
      [
        'Two people, 90-minute aromatherapy massage at a hotel in Tsim Sha Tsui.',
        { massage_type: 'aroma', session_length: '90', people: '2-3', district: 'yau-tsim-mong' },
      ],
    ],
  },
  {
    slug: 'hair-stylist',
    genre: 'beauty-wellness',
    icon: 'scissors',
    fee: 8,
    zh: '上門剪髮',
    en: 'Home Hairdressing',
    descZh:
      '上門髮型師為長者、小朋友、行動不便人士或者忙碌嘅上班族提供剪髮、染髮同造型服務，喺屋企或者院舍都得。上門剪髮一般每位約HK$200至HK$450，染髮約HK$600起，多人一齊預約可以慳車馬費。',
    descEn:
      'Mobile hairdressers cut, colour and style hair for the elderly, children, people with limited mobility and busy professionals, at home or in care homes. A home haircut is usually HK$200–450 per person, colouring from about HK$600, and booking several people together saves on travel.',
    price: { type: 'flat', min: 200, max: 900 },
    costEn: 'a home haircut',
    factorsZh: '服務項目、人數同上門地點',
    factorsEn: 'the service, number of people and location',
    faq: [
      faq(
        '上門剪髮會唔會搞到周圍都係頭髮？',
        '髮型師會鋪地墊同用圍布，完成後會清理乾淨。',
        'Will it leave hair everywhere?',
        'The hairdresser lays down a mat and uses a cape, and cleans up afterwards.',
      ),
      faq(
        '可唔可以幫屋企長者剪髮？',
        '可以，好多髮型師有照顧長者經驗，可以配合輪椅或者喺床邊剪。',
        'Can you cut hair for elderly family members?',
        'Yes. Many hairdressers are experienced with elderly clients and can work with wheelchairs or at the bedside.',
      ),
    ],
    fields: [
      multi({
        key: 'services',
        zh: '需要咩服務？',
        en: 'Which services?',
        opts: [
          ['cut', '剪髮', 'Haircut'],
          ['colour', '染髮', 'Colouring'],
          ['perm', '電髮', 'Perm'],
          ['styling', '造型／吹頭', 'Styling or blow-dry'],
        ],
      }),
      single({
        key: 'client',
        zh: '幫邊個剪？',
        en: 'Who is it for?',
        opts: [
          ['adult', '成人', 'Adult'],
          ['child', '小朋友', 'Child'],
          ['elderly', '長者', 'Elderly person'],
          ['care-home', '院舍（多位）', 'Care home (several residents)'],
        ],
      }),
      single({ key: 'people', zh: '人數', en: 'Number of people', opts: PEOPLE_COUNT }),
      district(),
      date(),
      budget([200, 400, 800, 1500]),
      details(),
    ],
    notes: [
      ['屋企爸爸行動不便，想搵髮型師每月上門剪一次。', { services: ['cut'], client: 'elderly', people: '1' }],
      ['Need haircuts for two kids (5 and 8) at home on a Saturday.', { services: ['cut'], client: 'child', people: '2-3' }],
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Categories: pets
// ---------------------------------------------------------------------------------------------------

const PETS: CategoryDraft[] = [
  {
    slug: 'dog-grooming',
    genre: 'pets',
    icon: 'dog',
    fee: 10,
    zh: '狗隻美容',
    en: 'Dog Grooming',
    descZh:
      '狗隻美容包括沖涼、吹毛、剪毛造型、剪指甲、清耳同擠肛門腺，可以去美容店或者叫流動美容車上門。細型犬全套美容約HK$350至HK$600，大型犬或者毛結嚴重約HK$700至HK$1,200。',
    descEn:
      'Dog grooming covers bathing, blow-drying, haircuts, nail trimming, ear cleaning and anal gland expression, at a salon or with a mobile grooming van at your door. A full groom for a small dog costs about HK$350–600, and HK$700–1,200 for large breeds or badly matted coats.',
    price: { type: 'flat', min: 350, max: 1200 },
    costEn: 'dog grooming',
    factorsZh: '狗隻體型、毛量、毛結情況同埋造型要求',
    factorsEn: "your dog's size, coat, any matting and the style you want",
    faq: [
      faq(
        '幾耐要幫狗狗美容一次？',
        '長毛犬建議每4至6星期一次，短毛犬每6至8星期沖涼剪甲就夠。',
        'How often should my dog be groomed?',
        'Every 4–6 weeks for long-coated dogs; every 6–8 weeks for a bath and nail trim is enough for short coats.',
      ),
      faq(
        '狗狗好驚點算？',
        '預約時講低，美容師會預多啲時間慢慢安撫；亦可以揀流動美容車一對一處理，減少狗狗壓力。',
        'What if my dog is nervous?',
        'Mention it when booking so the groomer allows extra time; a one-to-one mobile van can also reduce stress.',
      ),
    ],
    fields: [
      single({
        key: 'dog_size',
        zh: '狗狗體型',
        en: "Dog's size",
        opts: [
          ['small', '細型（10磅以下）', 'Small (under 10 lb)'],
          ['medium', '中型（10至40磅）', 'Medium (10–40 lb)'],
          ['large', '大型（40磅以上）', 'Large (over 40 lb)'],
        ],
      }),
      multi({
        key: 'services',
        zh: '需要咩服務？',
        en: 'Which services?',
        opts: [
          ['bath', '沖涼吹毛', 'Bath and blow-dry'],
          ['haircut', '剪毛造型', 'Haircut and styling'],
          ['nails', '剪指甲', 'Nail trim'],
          ['ears', '清耳', 'Ear cleaning'],
          ['teeth', '刷牙', 'Teeth brushing'],
        ],
      }),
      single({
        key: 'location',
        zh: '喺邊度美容？',
        en: 'Where?',
        opts: [
          ['salon', '美容店', 'At a salon'],
          ['mobile', '流動美容車', 'Mobile van'],
          ['home', '上門', 'At home'],
        ],
      }),
      district(),
      date(),
      budget([300, 500, 800, 1200]),
      photos('可以上載狗狗相片，方便美容師了解毛量', 'A photo of your dog helps the groomer assess the coat.'),
    ],
    notes: [
      ['兩歲貴婦狗，想剪泰迪熊造型。', { dog_size: 'small', services: ['bath', 'haircut'] }],
      [
        'Golden retriever needs a bath and de-shedding, mobile van preferred.',
        { dog_size: 'large', services: ['bath'], location: 'mobile' },
      ],
    ],
  },
  {
    slug: 'pet-sitting',
    genre: 'pets',
    icon: 'cat',
    fee: 8,
    zh: '寵物上門照顧',
    en: 'Pet Sitting',
    descZh:
      '寵物保姆會喺你出門旅行或者返工時上門餵食、換水、清貓砂、陪玩同遛狗，並每次傳相片同影片報平安。每次上門（約30至60分鐘）一般HK$150至HK$300，過夜照顧約HK$400至HK$700。',
    descEn:
      'Pet sitters visit while you travel or work to feed, refresh water, scoop litter, play and walk your pets, sending photos and videos after every visit. A 30–60 minute visit typically costs HK$150–300, and overnight care HK$400–700.',
    price: { type: 'flat', min: 150, max: 700 },
    unitZh: '（每次）',
    unitEn: ' per visit',
    costEn: 'pet sitting',
    factorsZh: '寵物數量、上門次數同埋係咪過夜',
    factorsEn: 'the number of pets, visits per day and whether it is overnight',
    faq: [
      faq(
        '第一次點樣開始？',
        '大部分保姆會免費上門見面，了解寵物習性、餵食份量同屋企環境，再交收鎖匙。',
        'How do we start?',
        "Most sitters offer a free meet-and-greet to learn your pet's habits, feeding and home before taking the keys.",
      ),
      faq(
        '寵物有事點算？',
        '保姆會即時聯絡你，並可以按你指示帶去相熟獸醫，記得預先留低獸醫資料。',
        'What if my pet gets sick?',
        'The sitter contacts you straight away and can take your pet to your regular vet as instructed, so leave the vet details in advance.',
      ),
    ],
    fields: [
      multi({
        key: 'pets',
        zh: '有咩寵物？',
        en: 'Which pets?',
        opts: [
          ['dog', '狗', 'Dog'],
          ['cat', '貓', 'Cat'],
          ['rabbit', '兔仔', 'Rabbit'],
          ['other', '其他', 'Other'],
        ],
      }),
      single({
        key: 'visits',
        zh: '每日上門幾多次？',
        en: 'Visits per day',
        opts: [
          ['1', '1次', 'Once'],
          ['2', '2次', 'Twice'],
          ['overnight', '過夜', 'Overnight'],
        ],
      }),
      single({
        key: 'days',
        zh: '照顧幾多日？',
        en: 'How many days?',
        opts: [
          ['1-3', '1至3日', '1–3 days'],
          ['4-7', '4至7日', '4–7 days'],
          ['over-7', '一星期以上', 'More than a week'],
        ],
      }),
      district(),
      date('由幾時開始？', 'Start date'),
      budget([300, 800, 1500, 3000], '總預算', 'Total budget'),
      details(),
    ],
    notes: [
      ['去日本旅行7日，屋企有兩隻貓要每日上門餵食清貓砂。', { pets: ['cat'], visits: '1', days: '4-7' }],
      ['Need a midday dog walk on weekdays for our one-year-old corgi.', { pets: ['dog'], visits: '1', days: 'over-7' }],
    ],
  },
  {
    slug: 'dog-training',
    genre: 'pets',
    icon: 'bone',
    fee: 12,
    zh: '狗隻訓練',
    en: 'Dog Training',
    descZh:
      '狗隻訓練師會處理幼犬基本服從、定點便溺、吠叫、暴衝同分離焦慮等行為問題，多數上門一對一訓練，順便教主人點樣持續練習。每堂約HK$500至HK$1,000，行為矯正套餐（4至6堂）約HK$2,500至HK$5,000。',
    descEn:
      'Dog trainers work on puppy obedience, toilet training, barking, lead pulling and separation anxiety, mostly one-to-one at home, and show owners how to keep practising. Sessions cost about HK$500–1,000, and behaviour packages of 4–6 sessions HK$2,500–5,000.',
    price: { type: 'hourly', min: 500, max: 1000 },
    costEn: 'a dog trainer',
    factorsZh: '狗隻年齡、問題種類同需要堂數',
    factorsEn: "your dog's age, the behaviour issue and the number of sessions",
    faq: [
      faq(
        '幾多歲開始訓練最好？',
        '打完針後大約3至4個月大就可以開始基本訓練，成犬一樣學得識，只係需要多啲耐性。',
        'When should training start?',
        'Basic training can start at 3–4 months once vaccinations are done; adult dogs learn too, with a little more patience.',
      ),
      faq(
        '訓練師會唔會打狗？',
        'Sifu上嘅訓練師大多用正向獎勵方法，用零食同讚賞建立好行為，唔會體罰。',
        'Do trainers use punishment?',
        'Most trainers on Sifu use positive reinforcement, building good habits with treats and praise rather than punishment.',
      ),
    ],
    fields: [
      multi({
        key: 'issues',
        zh: '想改善咩問題？',
        en: 'What would you like to work on?',
        opts: [
          ['obedience', '基本服從', 'Basic obedience'],
          ['toilet', '定點便溺', 'Toilet training'],
          ['barking', '吠叫', 'Barking'],
          ['pulling', '散步暴衝', 'Lead pulling'],
          ['anxiety', '分離焦慮', 'Separation anxiety'],
          ['aggression', '咬人／護食', 'Biting or resource guarding'],
        ],
      }),
      single({
        key: 'dog_age',
        zh: '狗狗年齡',
        en: "Dog's age",
        opts: [
          ['puppy', '1歲以下', 'Under 1 year'],
          ['adult', '1至7歲', '1–7 years'],
          ['senior', '7歲以上', 'Over 7 years'],
        ],
      }),
      district(),
      date(),
      budget([500, 1000, 2500, 5000], '總預算', 'Total budget'),
      details(),
    ],
    notes: [
      ['5個月大柴犬，喺屋企周圍痾尿，出街又成日暴衝。', { issues: ['toilet', 'pulling'], dog_age: 'puppy' }],
      ['Rescue dog barks non-stop when left alone, neighbours are complaining.', { issues: ['barking', 'anxiety'], dog_age: 'adult' }],
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Categories: business & IT
// ---------------------------------------------------------------------------------------------------

const BUSINESS: CategoryDraft[] = [
  {
    slug: 'web-design',
    genre: 'business-it',
    icon: 'globe',
    fee: 50,
    zh: '網頁設計',
    en: 'Web Design',
    descZh:
      '網頁設計公司為中小企及個人品牌製作公司網站、網店同預約系統，包括設計、編程、手機版同SEO基本設定。簡單5頁公司網站約HK$8,000至HK$20,000，網店或者有會員功能嘅網站約HK$25,000至HK$80,000。',
    descEn:
      'Web design studios build company websites, online shops and booking systems for small businesses and personal brands, covering design, development, mobile layouts and basic SEO. A simple five-page company site costs about HK$8,000–20,000, and an online shop or membership site HK$25,000–80,000.',
    price: { type: 'flat', min: 8000, max: 70000 },
    costEn: 'a website',
    factorsZh: '頁數、功能、設計要求同埋係咪要多語言',
    factorsEn: 'the number of pages, features, design requirements and languages',
    faq: [
      faq(
        '網站做好之後點維護？',
        '大部分公司會提供一年保養同寄存方案，之後按年續約；亦可以教你用後台自己改內容。',
        'Who maintains the site after launch?',
        'Most studios include a year of maintenance and hosting, renewable annually, and can train you to update content yourself.',
      ),
      faq(
        '可唔可以申請政府資助做網站？',
        '合資格中小企可以留意政府嘅科技或者市場推廣資助計劃，例如「BUD專項基金」，申請細節以官方公布為準。',
        'Can I use government funding?',
        'Eligible SMEs can look at government technology and marketing funding schemes such as the BUD Fund; check the official guidelines for details.',
      ),
    ],
    fields: [
      single({
        key: 'site_type',
        zh: '網站類型',
        en: 'Type of website',
        opts: [
          ['company', '公司形象網站', 'Company website'],
          ['ecommerce', '網店', 'Online shop'],
          ['booking', '預約系統', 'Booking system'],
          ['landing', '單頁推廣', 'Landing page'],
          ['redesign', '改版現有網站', 'Redesign an existing site'],
        ],
      }),
      single({
        key: 'pages',
        zh: '大約幾多頁？',
        en: 'Roughly how many pages?',
        opts: [
          ['1-5', '1至5頁', '1–5'],
          ['6-15', '6至15頁', '6–15'],
          ['over-15', '15頁以上', 'More than 15'],
        ],
      }),
      multi({
        key: 'features',
        zh: '需要嘅功能',
        en: 'Features needed',
        required: false,
        opts: [
          ['bilingual', '中英雙語', 'Bilingual'],
          ['payment', '網上付款', 'Online payments'],
          ['cms', '後台自行更新', 'Content management'],
          ['seo', 'SEO優化', 'SEO'],
          ['blog', '網誌', 'Blog'],
        ],
      }),
      district('公司喺邊區？', 'Where is your business based?'),
      date('幾時要上線？', 'When do you need it live?'),
      budget([10000, 20000, 40000, 80000]),
      details(),
    ],
    notes: [
      ['小型物理治療診所，想做中英雙語網站連網上預約。', { site_type: 'booking', features: ['bilingual'] }],
      [
        'Online shop for handmade candles, around 30 products, need a payment gateway and shipping rates.',
        { site_type: 'ecommerce', features: ['payment'], pages: 'over-15' },
      ],
    ],
  },
  {
    slug: 'graphic-design',
    genre: 'business-it',
    icon: 'pen-tool',
    fee: 25,
    zh: '平面設計',
    en: 'Graphic Design',
    descZh:
      '平面設計師提供標誌（Logo）、品牌形象、卡片、宣傳單張、餐牌同社交媒體圖像設計，印刷前亦會處理好檔案。Logo設計約HK$2,000至HK$8,000，整套品牌形象（Logo、卡片、信紙、社交媒體範本）約HK$8,000至HK$25,000。',
    descEn:
      'Graphic designers create logos, brand identities, business cards, flyers, menus and social media graphics, and prepare print-ready files. A logo costs about HK$2,000–8,000, and a full brand identity (logo, cards, stationery and social templates) HK$8,000–25,000.',
    price: { type: 'flat', min: 1500, max: 20000 },
    costEn: 'graphic design',
    factorsZh: '設計項目、修改次數同埋版權要求',
    factorsEn: 'the deliverables, number of revisions and usage rights',
    faq: [
      faq(
        '可以改幾多次？',
        '一般報價包兩至三次修改，超出會按次收費，開始前要確認清楚。',
        'How many revisions are included?',
        'Quotes usually include two or three rounds of revisions, with extra rounds charged, so confirm before starting.',
      ),
      faq(
        '會唔會俾原檔？',
        '大部分設計師會交AI或者PDF向量檔同PNG，版權轉讓就要喺報價寫明。',
        'Will I receive the source files?',
        'Most designers deliver vector AI or PDF files plus PNGs; transfer of copyright should be written into the quote.',
      ),
    ],
    fields: [
      multi({
        key: 'deliverables',
        zh: '需要設計咩？',
        en: 'What do you need designed?',
        opts: [
          ['logo', '標誌', 'Logo'],
          ['branding', '品牌形象', 'Brand identity'],
          ['print', '單張／海報', 'Flyers or posters'],
          ['menu', '餐牌', 'Menu'],
          ['social', '社交媒體圖像', 'Social media graphics'],
          ['packaging', '包裝設計', 'Packaging'],
        ],
      }),
      single({
        key: 'industry',
        zh: '行業',
        en: 'Industry',
        opts: [
          ['fnb', '餐飲', 'Food and drink'],
          ['retail', '零售', 'Retail'],
          ['beauty', '美容', 'Beauty'],
          ['professional', '專業服務', 'Professional services'],
          ['other', '其他', 'Other'],
        ],
      }),
      district('公司喺邊區？', 'Where is your business based?'),
      date('幾時要交？', 'Deadline'),
      budget([2000, 5000, 10000, 20000]),
      details(),
    ],
    notes: [
      ['新開咖啡店，需要Logo、餐牌同IG post範本。', { deliverables: ['logo', 'menu', 'social'], industry: 'fnb' }],
      [
        'Rebrand for a small accounting firm: logo refresh, business cards and letterhead.',
        { deliverables: ['logo', 'branding'], industry: 'professional' },
      ],
    ],
  },
  {
    slug: 'accounting',
    genre: 'business-it',
    icon: 'ledger',
    fee: 30,
    zh: '會計及報稅',
    en: 'Accounting & Tax',
    descZh:
      '會計服務包括記賬、編製財務報表、利得稅及個人報稅、核數安排同公司秘書，適合初創、中小企同自僱人士。小型有限公司每年記賬及報稅約HK$3,000至HK$10,000，連核數則視乎交易量約HK$8,000起。',
    descEn:
      'Accountants handle bookkeeping, financial statements, profits tax and salaries tax returns, audit arrangements and company secretarial work for start-ups, SMEs and the self-employed. Annual bookkeeping and tax filing for a small limited company costs about HK$3,000–10,000, with audits from around HK$8,000 depending on transaction volume.',
    price: { type: 'flat', min: 2500, max: 18000 },
    costEn: 'an accountant',
    factorsZh: '公司規模、每月單據數量、需唔需要核數同埋業務複雜程度',
    factorsEn: 'the size of the business, monthly transactions, whether an audit is needed and complexity',
    faq: [
      faq(
        '香港有限公司係咪一定要核數？',
        '係，根據《公司條例》，香港註冊有限公司每年都要由執業會計師核數，再連同利得稅報稅表遞交稅務局。',
        'Does every Hong Kong limited company need an audit?',
        'Yes. Under the Companies Ordinance every Hong Kong limited company must be audited annually by a practising certified public accountant, and the accounts filed with the profits tax return.',
      ),
      faq(
        '收到稅表幾耐要交？',
        '一般要喺發出日期起計一個月內遞交，委託會計師代辦通常可以申請延期。',
        'How long do I have to file a tax return?',
        'Normally within one month of issue; if an accountant files for you, an extension can usually be arranged.',
      ),
    ],
    fields: [
      multi({
        key: 'services',
        zh: '需要咩服務？',
        en: 'Which services?',
        opts: [
          ['bookkeeping', '記賬', 'Bookkeeping'],
          ['profits-tax', '利得稅報稅', 'Profits tax return'],
          ['audit', '核數', 'Audit'],
          ['salaries-tax', '個人報稅', 'Salaries tax return'],
          ['company-secretary', '公司秘書', 'Company secretary'],
        ],
      }),
      single({
        key: 'business_type',
        zh: '業務類型',
        en: 'Type of business',
        opts: [
          ['sole-prop', '獨資／合夥', 'Sole proprietor or partnership'],
          ['limited', '有限公司', 'Limited company'],
          ['startup', '初創', 'Start-up'],
          ['individual', '個人', 'Individual'],
        ],
      }),
      single({
        key: 'transactions',
        zh: '每月大約幾多張單據？',
        en: 'Monthly transactions',
        opts: [
          ['under-50', '50張以下', 'Under 50'],
          ['50-200', '50至200張', '50–200'],
          ['over-200', '200張以上', 'Over 200'],
        ],
      }),
      district('公司喺邊區？', 'Where is your business based?'),
      date('幾時開始？', 'When do you need it?'),
      budget([3000, 6000, 10000, 20000]),
      details(),
    ],
    notes: [
      ['開咗有限公司一年，做網上零售，收到第一份利得稅表。', { services: ['profits-tax', 'audit'], business_type: 'limited' }],
      [
        'Freelance designer, need help with my salaries tax return and expense records.',
        { services: ['salaries-tax'], business_type: 'individual', transactions: 'under-50' },
      ],
    ],
  },
  {
    slug: 'computer-repair',
    genre: 'business-it',
    icon: 'laptop',
    fee: 10,
    zh: '電腦維修',
    en: 'Computer Repair',
    descZh:
      '電腦維修師傅處理開唔到機、中毒、硬件升級、數據救援、網絡同打印機設定，可以上門或者送件維修。一般檢查費約HK$200至HK$400，重裝系統約HK$300至HK$600，數據救援視乎損壞程度由HK$800起。',
    descEn:
      'Computer technicians fix machines that will not start, remove viruses, upgrade hardware, recover data and set up networks and printers, on site or in their shop. Diagnosis is typically HK$200–400, an OS reinstall HK$300–600, and data recovery from HK$800 depending on the damage.',
    price: { type: 'flat', min: 300, max: 1800 },
    costEn: 'computer repair',
    factorsZh: '問題種類、零件費同埋係咪上門',
    factorsEn: 'the problem, parts and whether it is an on-site visit',
    faq: [
      faq(
        '維修會唔會清咗我啲資料？',
        '師傅一般會先備份重要檔案，如果要重裝系統會事先通知；不過都建議你定期自己備份。',
        'Will repairs wipe my data?',
        'Technicians back up important files first and will tell you before any reinstall; regular backups of your own are still a good idea.',
      ),
      faq(
        '上門維修有冇車馬費？',
        '部分師傅會收HK$100至HK$200車馬費，即場維修通常會扣減。',
        'Is there a call-out charge?',
        'Some technicians charge a HK$100–200 call-out fee, usually deducted if the repair is done on the spot.',
      ),
    ],
    fields: [
      single({
        key: 'device',
        zh: '邊部機有問題？',
        en: 'Which device?',
        opts: [
          ['windows-laptop', 'Windows手提電腦', 'Windows laptop'],
          ['desktop', '桌面電腦', 'Desktop PC'],
          ['mac', 'Mac電腦', 'Mac'],
          ['printer', '打印機', 'Printer'],
          ['network', 'Wi-Fi／網絡', 'Wi-Fi or network'],
        ],
      }),
      multi({
        key: 'problem',
        zh: '咩問題？',
        en: "What's the problem?",
        opts: [
          ['no-boot', '開唔到機', "Won't start"],
          ['slow', '好慢', 'Very slow'],
          ['virus', '中毒／彈廣告', 'Virus or pop-ups'],
          ['screen', '螢幕／鍵盤壞', 'Screen or keyboard damage'],
          ['data', '救資料', 'Data recovery'],
          ['setup', '新機設定', 'New device setup'],
        ],
      }),
      single({
        key: 'service_location',
        zh: '維修方式',
        en: 'Repair location',
        opts: [
          ['onsite', '上門', 'On-site'],
          ['drop-off', '送去舖頭', 'Drop off at shop'],
          ['remote', '遙距支援', 'Remote support'],
        ],
      }),
      district(),
      date(),
      budget([300, 600, 1000, 2000]),
      details(),
    ],
    notes: [
      ['手提電腦入咗水，開唔到機，入面有好多工作檔案。', { device: 'windows-laptop', problem: ['no-boot', 'data'] }],
      [
        'Office Wi-Fi keeps dropping, 8 staff, need someone to check the router setup.',
        { device: 'network', problem: ['slow'], service_location: 'onsite' },
      ],
    ],
  },
  {
    slug: 'translation',
    genre: 'business-it',
    icon: 'languages',
    fee: 15,
    zh: '翻譯服務',
    en: 'Translation',
    descZh:
      '翻譯服務包括中英文件翻譯、法律及公司文件、學術論文、網站本地化同口譯，部分翻譯社可以提供核證翻譯。一般中英筆譯每千字約HK$400至HK$900，法律或者專業文件會較高。',
    descEn:
      'Translators handle Chinese–English document translation, legal and corporate documents, academic papers, website localisation and interpreting, and some agencies offer certified translations. General Chinese–English translation costs about HK$400–900 per thousand words, more for legal or technical texts.',
    price: { type: 'flat', min: 300, max: 3500 },
    costEn: 'translation',
    factorsZh: '字數、專業程度、交件時間同埋係咪要核證',
    factorsEn: 'the word count, subject matter, turnaround and whether certification is required',
    faq: [
      faq(
        '核證翻譯係咩？',
        '核證翻譯會附上翻譯社或者譯者嘅聲明同蓋印，證明譯文與原文相符，常用於移民、留學同法律用途。',
        'What is a certified translation?',
        'A certified translation carries a signed and stamped statement that it matches the original, often required for immigration, study and legal purposes.',
      ),
      faq(
        '急件最快幾時交？',
        '一兩頁嘅文件最快可以即日交，急件一般加收三至五成。',
        'How fast can urgent jobs be done?',
        'One or two pages can be done the same day; rush jobs usually carry a 30–50% surcharge.',
      ),
    ],
    fields: [
      single({
        key: 'language_pair',
        zh: '翻譯語言',
        en: 'Languages',
        opts: [
          ['zh-en', '中譯英', 'Chinese to English'],
          ['en-zh', '英譯中', 'English to Chinese'],
          ['zh-ja', '中日互譯', 'Chinese–Japanese'],
          ['other', '其他', 'Other'],
        ],
      }),
      single({
        key: 'doc_type',
        zh: '文件類型',
        en: 'Document type',
        opts: [
          ['personal', '個人文件（如證書、成績表）', 'Personal documents (certificates, transcripts)'],
          ['legal', '法律文件', 'Legal documents'],
          ['business', '商業文件', 'Business documents'],
          ['website', '網站內容', 'Website content'],
          ['interpreting', '口譯', 'Interpreting'],
        ],
      }),
      single({
        key: 'length',
        zh: '大約字數',
        en: 'Approximate length',
        opts: [
          ['under-1000', '1,000字以下', 'Under 1,000 words'],
          ['1000-5000', '1,000至5,000字', '1,000–5,000 words'],
          ['over-5000', '5,000字以上', 'Over 5,000 words'],
        ],
      }),
      district('你喺邊區？', 'Where are you based?'),
      date('幾時要交？', 'Deadline'),
      budget([500, 1500, 3000, 6000]),
      photos('可以上載文件樣本（可遮蓋個人資料）', 'Upload a sample page (feel free to hide personal details).'),
    ],
    notes: [
      ['移民用途，需要翻譯出世紙同學歷證明，要核證。', { language_pair: 'zh-en', doc_type: 'personal', length: 'under-1000' }],
      [
        'Company website, about 3,000 words, English to Traditional Chinese.',
        { language_pair: 'en-zh', doc_type: 'website', length: '1000-5000' },
      ],
    ],
  },
];

const DRAFTS: CategoryDraft[] = [...HOME_REPAIR, ...CLEANING, ...MOVING, ...LESSONS, ...EVENTS, ...BEAUTY, ...PETS, ...BUSINESS];

export const CATEGORIES: CategorySeed[] = DRAFTS.map(category);

/**
 * The licence a pro needs before taking requests of a category (SPEC §8 251; migration 0801): fresh-water plumbing
 * needs a WSD licensed plumber, fixed electrical installations an EMSD registered electrical worker.
 */
export const CATEGORY_LICENCES: Partial<Record<CategorySlug, LicenceType>> = {
  plumbing: 'wsd_plumber',
  electrician: 'emsd_electrician',
};
