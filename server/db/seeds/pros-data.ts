/**
 * Demo pros: hand-written business facts for Hong Kong service providers plus the deterministic generator
 * that turns them into profiles (descriptions, FAQ, hours, areas, certificates) and review texts.
 * Longer than the 400-line guide on purpose: it is public copy that is reviewed as one piece.
 * No Math.random: every run with the same seed produces the same data.
 */
import type { LicenceType } from '@shared/domain/verification';
import { CATEGORIES, CATEGORY_LICENCES, DISTRICTS, type CategorySlug, type DistrictSlug, type Region } from './catalog-data';

// ---------------------------------------------------------------------------------------------------
// Seeded PRNG (mulberry32)
// ---------------------------------------------------------------------------------------------------

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
  sample<T>(items: readonly T[], k: number): T[];
  hex(length: number): string;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (p) => next() < p,
    shuffle,
    sample: (items, k) => shuffle(items).slice(0, Math.max(0, Math.min(k, items.length))),
    hex: (length) => Array.from({ length }, () => int(0, 15).toString(16)).join(''),
  };
}

/** FNV-1a: a stable seed from a string, so each pro's profile does not depend on list order. */
export function seedFromString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------------
// Kinds of pro, crafts and licences
// ---------------------------------------------------------------------------------------------------

export type ProKind = 'trade' | 'cleaning' | 'moving' | 'tutor' | 'coach' | 'photo' | 'events' | 'beauty' | 'pets' | 'business';

export const CATEGORY_KIND: Record<CategorySlug, ProKind> = {
  plumbing: 'trade',
  electrician: 'trade',
  handyman: 'trade',
  painting: 'trade',
  renovation: 'trade',
  'interior-design': 'trade',
  waterproofing: 'trade',
  'curtain-installation': 'trade',
  'aircon-installation': 'trade',
  locksmith: 'trade',
  'custom-furniture': 'trade',
  'window-repair': 'trade',
  'home-cleaning': 'cleaning',
  'deep-cleaning': 'cleaning',
  'move-in-cleaning': 'cleaning',
  'office-cleaning': 'cleaning',
  'aircon-cleaning': 'cleaning',
  'sofa-cleaning': 'cleaning',
  'pest-control': 'cleaning',
  moving: 'moving',
  'office-moving': 'moving',
  'mover-piano': 'moving',
  storage: 'moving',
  'furniture-disposal': 'moving',
  'english-tutor': 'tutor',
  'math-tutor': 'tutor',
  'chinese-tutor': 'tutor',
  'piano-lessons': 'tutor',
  'mandarin-lessons': 'tutor',
  'swimming-coach': 'coach',
  'yoga-instructor': 'coach',
  'personal-trainer': 'coach',
  'wedding-photography': 'photo',
  'event-photography': 'photo',
  'family-photography': 'photo',
  videography: 'photo',
  'party-catering': 'events',
  'mc-host': 'events',
  'makeup-artist': 'beauty',
  'home-massage': 'beauty',
  'hair-stylist': 'beauty',
  'dog-grooming': 'pets',
  'pet-sitting': 'pets',
  'dog-training': 'pets',
  'web-design': 'business',
  'graphic-design': 'business',
  accounting: 'business',
  'computer-repair': 'business',
  translation: 'business',
};

/** The craft as a noun phrase for "N years of experience in …". */
const CRAFT: Record<CategorySlug, [zh: string, en: string]> = {
  plumbing: ['水喉工程', 'plumbing'],
  electrician: ['電力工程', 'electrical work'],
  handyman: ['家居維修', 'home repairs'],
  painting: ['油漆工程', 'painting and decorating'],
  renovation: ['裝修工程', 'renovation'],
  'interior-design': ['室內設計', 'interior design'],
  waterproofing: ['防水補漏', 'waterproofing'],
  'curtain-installation': ['窗簾訂造', 'made-to-measure curtains'],
  'aircon-installation': ['冷氣工程', 'air-conditioning'],
  locksmith: ['開鎖換鎖', 'locksmithing'],
  'custom-furniture': ['木工及訂造傢俬', 'carpentry and custom furniture'],
  'window-repair': ['鋁窗工程', 'aluminium windows'],
  'home-cleaning': ['家居清潔', 'home cleaning'],
  'deep-cleaning': ['深層清潔', 'deep cleaning'],
  'move-in-cleaning': ['入伙清潔', 'move-in cleaning'],
  'office-cleaning': ['商業清潔', 'commercial cleaning'],
  'aircon-cleaning': ['冷氣清洗', 'aircon cleaning'],
  'sofa-cleaning': ['梳化清洗', 'upholstery cleaning'],
  'pest-control': ['滅蟲', 'pest control'],
  moving: ['搬運', 'moving'],
  'office-moving': ['寫字樓搬遷', 'office relocation'],
  'mover-piano': ['鋼琴搬運', 'piano moving'],
  storage: ['倉儲', 'storage'],
  'furniture-disposal': ['回收及清拆', 'removal and recycling'],
  'english-tutor': ['英文教學', 'English teaching'],
  'math-tutor': ['數學教學', 'maths teaching'],
  'chinese-tutor': ['中文教學', 'Chinese teaching'],
  'piano-lessons': ['鋼琴教學', 'piano teaching'],
  'swimming-coach': ['游泳教學', 'swimming coaching'],
  'mandarin-lessons': ['普通話教學', 'Mandarin teaching'],
  'wedding-photography': ['婚禮攝影', 'wedding photography'],
  'event-photography': ['活動攝影', 'event photography'],
  'family-photography': ['家庭攝影', 'family photography'],
  videography: ['影片製作', 'video production'],
  'party-catering': ['餐飲到會', 'catering'],
  'mc-host': ['司儀主持', 'event hosting'],
  'makeup-artist': ['化妝造型', 'makeup and styling'],
  'yoga-instructor': ['瑜伽教學', 'yoga teaching'],
  'personal-trainer': ['健身訓練', 'personal training'],
  'home-massage': ['推拿按摩', 'massage therapy'],
  'hair-stylist': ['髮型設計', 'hairdressing'],
  'dog-grooming': ['寵物美容', 'pet grooming'],
  'pet-sitting': ['寵物照顧', 'pet care'],
  'dog-training': ['狗隻訓練', 'dog training'],
  'web-design': ['網頁開發', 'web development'],
  'graphic-design': ['平面設計', 'graphic design'],
  accounting: ['會計及稅務', 'accounting and tax'],
  'computer-repair': ['電腦維修', 'computer repair'],
  translation: ['翻譯', 'translation'],
};

export type LicenceKey =
  | 'plumber'
  | 'rew'
  | 'minor-works'
  | 'vtc-ac'
  | 'pesticide'
  | 'cpa'
  | 'pgde'
  | 'abrsm'
  | 'swim'
  | 'lifesaving'
  | 'first-aid'
  | 'yoga'
  | 'fitness'
  | 'groomer'
  | 'translator'
  | 'tuina'
  | 'food-licence';

interface LicenceInfo {
  zh: string;
  en: string;
  cert: string;
  type: 'personal' | 'business';
  prefix: string;
  /** LICENCE_TYPES value of a personal licence that categories may require (SPEC §8 251). */
  licence_type?: LicenceType;
}

export const LICENCES: Record<LicenceKey, LicenceInfo> = {
  plumber: {
    zh: '水務署持牌水喉匠資格',
    en: 'a Water Supplies Department licensed plumber licence',
    cert: '持牌水喉匠 Licensed Plumber (WSD)',
    type: 'personal',
    prefix: 'LP',
    licence_type: 'wsd_plumber',
  },
  rew: {
    zh: '機電工程署註冊電業工程人員（REW）資格',
    en: 'EMSD Registered Electrical Worker (REW) registration',
    cert: '註冊電業工程人員 Registered Electrical Worker (EMSD)',
    type: 'personal',
    prefix: 'REW',
    licence_type: 'emsd_electrician',
  },
  'minor-works': {
    zh: '屋宇署註冊小型工程承建商資格',
    en: 'Buildings Department Registered Minor Works Contractor status',
    cert: '註冊小型工程承建商 Registered Minor Works Contractor (BD)',
    type: 'business',
    prefix: 'MWC',
  },
  'vtc-ac': {
    zh: '職業訓練局冷氣及冷凍技工證書',
    en: 'a VTC air-conditioning and refrigeration mechanic certificate',
    cert: '冷氣及冷凍技工證書 Air-Conditioning & Refrigeration Mechanic Certificate (VTC)',
    type: 'personal',
    prefix: 'VTC',
  },
  pesticide: {
    zh: '漁農自然護理署除害劑牌照',
    en: 'an AFCD pesticide licence',
    cert: '除害劑牌照 Pesticide Licence (AFCD)',
    type: 'business',
    prefix: 'AFCD',
  },
  cpa: {
    zh: '香港會計師公會執業證書',
    en: 'an HKICPA practising certificate',
    cert: '執業會計師 Certified Public Accountant (Practising), HKICPA',
    type: 'personal',
    prefix: 'P',
  },
  pgde: {
    zh: '學位教師教育文憑（PGDE）',
    en: 'a Postgraduate Diploma in Education (PGDE)',
    cert: '學位教師教育文憑 Postgraduate Diploma in Education (PGDE)',
    type: 'personal',
    prefix: 'PGDE',
  },
  abrsm: {
    zh: '英國皇家音樂學院（ABRSM）演奏文憑',
    en: 'an ABRSM performance diploma (DipABRSM)',
    cert: '英國皇家音樂學院演奏文憑 DipABRSM',
    type: 'personal',
    prefix: 'ABRSM',
  },
  swim: {
    zh: '中國香港游泳總會游泳教練證書',
    en: 'a Hong Kong, China Swimming Association coaching certificate',
    cert: '游泳教練證書 Swimming Coach Certificate (HKCSA)',
    type: 'personal',
    prefix: 'HKCSA',
  },
  lifesaving: {
    zh: '香港拯溺總會銅章',
    en: 'the Hong Kong Life Saving Society Bronze Medallion',
    cert: '拯溺銅章 Bronze Medallion (HKLSS)',
    type: 'personal',
    prefix: 'HKLSS',
  },
  'first-aid': {
    zh: '香港聖約翰救傷隊急救證書',
    en: 'a St John Ambulance first-aid certificate',
    cert: '急救證書 First Aid Certificate (St John Ambulance)',
    type: 'personal',
    prefix: 'SJA',
  },
  yoga: {
    zh: 'Yoga Alliance RYT-200註冊瑜伽導師資格',
    en: 'Yoga Alliance RYT-200 registration',
    cert: '註冊瑜伽導師 RYT-200 (Yoga Alliance)',
    type: 'personal',
    prefix: 'RYT',
  },
  fitness: {
    zh: '美國運動委員會（ACE）私人教練證書',
    en: 'ACE Personal Trainer certification',
    cert: '私人教練證書 ACE Certified Personal Trainer',
    type: 'personal',
    prefix: 'ACE',
  },
  groomer: {
    zh: '國際認可寵物美容師證書',
    en: 'an internationally recognised pet grooming certificate',
    cert: '寵物美容師證書 Certified Pet Groomer',
    type: 'personal',
    prefix: 'CPG',
  },
  translator: {
    zh: '香港翻譯學會會員資格',
    en: 'membership of the Hong Kong Translation Society',
    cert: '香港翻譯學會會員 Member, Hong Kong Translation Society',
    type: 'personal',
    prefix: 'HKTS',
  },
  tuina: {
    zh: '推拿按摩專業證書',
    en: 'a professional tui na massage certificate',
    cert: '推拿按摩證書 Tui Na Massage Certificate',
    type: 'personal',
    prefix: 'TN',
  },
  'food-licence': {
    zh: '食物環境衞生署食物製造廠牌照',
    en: 'an FEHD food factory licence',
    cert: '食物製造廠牌照 Food Factory Licence (FEHD)',
    type: 'business',
    prefix: 'FF',
  },
};

// ---------------------------------------------------------------------------------------------------
// Pro facts
// ---------------------------------------------------------------------------------------------------

export type HoursPattern = 'standard' | 'everyday' | 'office' | 'tutor' | 'evening' | 'allday' | 'weekend';

export interface ProSeed {
  slug: string;
  zh: string;
  en: string;
  /** [surname, given name, romanised full name (surname first), gender]. */
  owner: [last: string, first: string, en: string, gender: 'm' | 'f'];
  cats: CategorySlug[];
  base: DistrictSlug;
  areas: 'all' | Array<Region | DistrictSlug>;
  founded: number;
  staff: number;
  lic: LicenceKey[];
  spZh: string;
  spEn: string;
  /** How customers address the owner when it is not "陳師傅"/"Mr Chan". */
  title?: [zh: string, en: string];
  hours?: HoursPattern;
  /** Customers can also come to the pro (studio, shop, centre). */
  studio?: boolean;
}

type P = ProSeed;

const TRADE_PROS: P[] = [
  {
    slug: 'shun-fat-plumbing',
    zh: '順發水喉工程',
    en: 'Shun Fat Plumbing Engineering',
    owner: ['陳', '大文', 'Chan Tai Man', 'm'],
    cats: ['plumbing', 'waterproofing'],
    base: 'sham-shui-po',
    areas: ['kowloon'],
    founded: 1998,
    staff: 6,
    lic: ['plumber', 'minor-works'],
    spZh: '專門處理舊樓喉管更換、廚房浴室漏水同熱水爐安裝，唐樓同公屋單位都有豐富經驗。',
    spEn: 'We specialise in replacing old pipework, fixing kitchen and bathroom leaks and installing water heaters, with plenty of experience in walk-ups and public housing flats.',
  },
  {
    slug: 'kwong-hing-engineering',
    zh: '廣興水電工程',
    en: 'Kwong Hing Plumbing & Electrical',
    owner: ['黃', '志強', 'Wong Chi Keung', 'm'],
    cats: ['plumbing', 'electrician', 'handyman'],
    base: 'kwun-tong',
    areas: ['kowloon', 'sai-kung'],
    founded: 2005,
    staff: 4,
    lic: ['plumber', 'rew'],
    spZh: '水電一手包辦，由換水龍頭、加插蘇到全屋水電翻新都做，唔使分開搵兩個師傅。',
    spEn: 'We handle both plumbing and electrics, from a new tap or socket to repiping and rewiring a whole flat, so you do not need two separate tradesmen.',
  },
  {
    slug: 'lee-kee-plumbing',
    zh: '利記水喉',
    en: 'Lee Kee Plumbing',
    owner: ['李', '國華', 'Lee Kwok Wah', 'm'],
    cats: ['plumbing', 'handyman'],
    base: 'eastern',
    areas: ['hong-kong-island'],
    founded: 2010,
    staff: 2,
    lic: ['plumber'],
    spZh: '港島區街坊師傅，通渠、換坐廁、維修水箱同去水位都係日常工作，細單一樣會做。',
    spEn: 'A neighbourhood plumber on Hong Kong Island: unblocking drains, replacing toilets and fixing cisterns and waste pipes every day, and no job is too small.',
  },
  {
    slug: 'on-lee-waterproofing',
    zh: '安利防水補漏工程',
    en: 'On Lee Waterproofing Engineering',
    owner: ['張', '偉明', 'Cheung Wai Ming', 'm'],
    cats: ['waterproofing', 'plumbing', 'painting'],
    base: 'tsuen-wan',
    areas: ['new-territories', 'kowloon'],
    founded: 2001,
    staff: 12,
    lic: ['minor-works'],
    spZh: '用紅外線熱像儀同濕度計搵滲水源頭，專做浴室防水、天台及外牆補漏，並提供最長兩年保養。',
    spEn: 'We trace leaks with thermal imaging and moisture meters and specialise in bathroom waterproofing, rooftop and external wall repairs, with warranties of up to two years.',
  },
  {
    slug: 'fai-kee-drainage',
    zh: '輝記水喉渠務',
    en: 'Fai Kee Plumbing & Drainage',
    owner: ['劉', '永輝', 'Lau Wing Fai', 'm'],
    cats: ['plumbing'],
    base: 'yuen-long',
    areas: ['yuen-long', 'tuen-mun', 'north', 'tai-po'],
    founded: 1995,
    staff: 5,
    lic: ['plumber'],
    spZh: '新界西專業通渠，配備高壓通渠機同管道鏡頭，村屋化糞池同地下渠都處理得到。',
    spEn: 'Drain specialists in the western New Territories with high-pressure jetting and CCTV pipe cameras, covering village house septic tanks and underground drains.',
  },
  {
    slug: 'hang-tat-engineering',
    zh: '恒達工程',
    en: 'Hang Tat Engineering',
    owner: ['吳', '家豪', 'Ng Ka Ho', 'm'],
    cats: ['renovation', 'plumbing', 'electrician'],
    base: 'sha-tin',
    areas: ['new-territories', 'kowloon'],
    founded: 2008,
    staff: 15,
    lic: ['minor-works', 'rew'],
    spZh: '由水電、泥水到木工都有自己師傅，專做浴室同廚房翻新，工期準時。',
    spEn: 'We have our own plumbers, electricians, masons and carpenters, specialise in bathroom and kitchen refits and finish on schedule.',
  },
  {
    slug: 'ming-sang-home-repairs',
    zh: '明生家居維修',
    en: 'Ming Sang Home Repairs',
    owner: ['周', '明生', 'Chau Ming Sang', 'm'],
    cats: ['handyman', 'plumbing', 'electrician'],
    base: 'wong-tai-sin',
    areas: ['kowloon'],
    founded: 2014,
    staff: 2,
    lic: ['rew'],
    spZh: '一站式家居執修，換燈、裝層架、執門鉸、換水龍頭一次過搞掂，好多長者同忙碌家庭都搵我哋。',
    spEn: 'One visit for all the small fixes, from lights and shelves to door hinges and taps, popular with elderly residents and busy families.',
  },
  {
    slug: 'kin-wah-plumbing',
    zh: '建華水喉',
    en: 'Kin Wah Plumbing',
    owner: ['何', '建華', 'Ho Kin Wah', 'm'],
    cats: ['plumbing', 'waterproofing'],
    base: 'tuen-mun',
    areas: ['tuen-mun', 'yuen-long', 'tsuen-wan', 'kwai-tsing'],
    founded: 2003,
    staff: 3,
    lic: ['plumber'],
    spZh: '專做屋苑單位更換來去水喉、坐廁同浴缸，亦處理廚房星盆底滲水。',
    spEn: 'We replace supply and waste pipes, toilets and bathtubs in estate flats and fix leaks under kitchen sinks.',
  },
  {
    slug: 'tsun-kee-electrical',
    zh: '俊記電器工程',
    en: 'Tsun Kee Electrical Engineering',
    owner: ['馮', '俊傑', 'Fung Chun Kit', 'm'],
    cats: ['electrician', 'aircon-installation'],
    base: 'kowloon-city',
    areas: ['kowloon', 'hong-kong-island'],
    founded: 2006,
    staff: 5,
    lic: ['rew', 'vtc-ac'],
    spZh: '專做住宅電力工程，包括全屋換線、加裝獨立冷氣線、更換電錶箱同申報WR1證書。',
    spEn: 'Residential electrical work including full rewiring, dedicated aircon circuits, consumer unit upgrades and WR1 certification.',
  },
  {
    slug: 'wing-on-locksmith',
    zh: '永安開鎖',
    en: 'Wing On Locksmith',
    owner: ['鄭', '永安', 'Cheng Wing On', 'm'],
    cats: ['locksmith', 'handyman', 'window-repair'],
    base: 'yau-tsim-mong',
    areas: ['kowloon', 'hong-kong-island'],
    founded: 1992,
    staff: 3,
    lic: [],
    hours: 'allday',
    spZh: '24小時緊急開鎖，市區一般30分鐘內到達，亦代客安裝電子門鎖同大閘鎖。',
    spEn: 'A 24-hour emergency locksmith, usually on site within 30 minutes in the urban area, also installing smart locks and gate locks.',
  },
  {
    slug: 'sun-kee-locksmith',
    zh: '新記鎖匠',
    en: 'Sun Kee Locksmith',
    owner: ['林', '志新', 'Lam Chi San', 'm'],
    cats: ['locksmith'],
    base: 'sha-tin',
    areas: ['new-territories'],
    founded: 2009,
    staff: 2,
    lic: [],
    hours: 'allday',
    spZh: '新界東開鎖換鎖，熟悉各大品牌鎖芯同防盜鎖，開鎖前一定會核對住客身份。',
    spEn: 'Locksmith for the eastern New Territories, familiar with all major cylinder and security lock brands, and we always verify residents before opening a door.',
  },
  {
    slug: 'fast-fix-locks',
    zh: '快捷開鎖換鎖',
    en: 'Fast Fix Lock Service',
    owner: ['梁', '浩然', 'Leung Ho Yin', 'm'],
    cats: ['locksmith', 'window-repair'],
    base: 'eastern',
    areas: ['hong-kong-island'],
    founded: 2016,
    staff: 3,
    lic: [],
    hours: 'allday',
    spZh: '港島區快速上門，除咗開鎖換鎖，亦做窗較、窗鎖同鋁窗配件更換。',
    spEn: 'Fast call-outs on Hong Kong Island for lock-outs and lock changes, plus window handles, latches and aluminium window parts.',
  },
  {
    slug: 'kam-shing-aluminium',
    zh: '金城鋁窗工程',
    en: 'Kam Shing Aluminium Windows',
    owner: ['麥', '家成', 'Mak Ka Shing', 'm'],
    cats: ['window-repair'],
    base: 'kwai-tsing',
    areas: 'all',
    founded: 1988,
    staff: 10,
    lic: ['minor-works'],
    studio: true,
    spZh: '處理強制驗窗、換窗鉸同成套鋁窗更換，自設工場度身訂造，舊樓窗框尺寸唔標準都做得。',
    spEn: 'We handle mandatory window inspections, hinge replacements and complete new windows made in our own workshop, including non-standard frames in older buildings.',
  },
  {
    slug: 'hoi-fung-renovation',
    zh: '凱豐裝修工程',
    en: 'Hoi Fung Renovation',
    owner: ['陳', '凱豐', 'Chan Hoi Fung', 'm'],
    cats: ['renovation', 'painting', 'waterproofing'],
    base: 'kwun-tong',
    areas: 'all',
    founded: 2002,
    staff: 20,
    lic: ['minor-works'],
    spZh: '專做二手樓全屋翻新，每個工程都有駐場工程主任跟進，每星期向客人匯報進度。',
    spEn: 'We focus on full renovations of resale flats, with a site supervisor on every job and weekly progress updates for clients.',
  },
  {
    slug: 'yat-design-build',
    zh: '一點設計',
    en: 'Yat Design & Build',
    owner: ['鍾', '曉晴', 'Chung Hiu Ching', 'f'],
    cats: ['interior-design', 'renovation'],
    base: 'central-and-western',
    areas: ['hong-kong-island', 'kowloon'],
    founded: 2015,
    staff: 8,
    lic: ['minor-works'],
    hours: 'office',
    studio: true,
    spZh: '擅長細單位空間規劃，利用地台、隱藏收納同度身傢俬，令400呎單位都住得舒服。',
    spEn: 'We are known for small-flat space planning, using platforms, hidden storage and made-to-measure furniture to make a 400 sq ft home comfortable.',
  },
  {
    slug: 'grand-view-interiors',
    zh: '宏景室內設計',
    en: 'Grand View Interiors',
    owner: ['葉', '偉倫', 'Yip Wai Lun', 'm'],
    cats: ['interior-design', 'renovation', 'custom-furniture'],
    base: 'wan-chai',
    areas: 'all',
    founded: 2007,
    staff: 18,
    lic: ['minor-works'],
    hours: 'office',
    studio: true,
    spZh: '提供設計連施工一條龍服務，自設傢俬工場，由3D效果圖到完工都由同一團隊負責。',
    spEn: 'A design-and-build studio with its own furniture workshop; the same team takes you from 3D renderings to handover.',
  },
  {
    slug: 'chun-kee-renovation',
    zh: '進記裝修',
    en: 'Chun Kee Renovation',
    owner: ['郭', '志進', 'Kwok Chi Chun', 'm'],
    cats: ['renovation', 'painting'],
    base: 'sham-shui-po',
    areas: ['kowloon', 'new-territories'],
    founded: 1999,
    staff: 10,
    lic: [],
    spZh: '街坊裝修公司，專做公屋居屋翻新、浴室改企缸同全屋油漆，報價逐項列明。',
    spEn: 'A local contractor focused on public and HOS flat makeovers, bathtub-to-shower conversions and whole-flat painting, with fully itemised quotes.',
  },
  {
    slug: 'nest-studio-interiors',
    zh: '巢設計',
    en: 'Nest Studio Interiors',
    owner: ['黎', '凱琳', 'Lai Hoi Lam', 'f'],
    cats: ['interior-design'],
    base: 'sai-kung',
    areas: ['sai-kung', 'kwun-tong', 'sha-tin', 'eastern'],
    founded: 2018,
    staff: 5,
    lic: [],
    hours: 'office',
    spZh: '主打日式同北歐風格，好多客人係將軍澳新樓業主，設計會顧及小朋友同寵物嘅需要。',
    spEn: 'Japanese and Scandinavian styles are our signature, with many clients in new Tseung Kwan O developments; designs consider children and pets.',
  },
  {
    slug: 'sing-hing-decoration',
    zh: '昇興裝飾工程',
    en: 'Sing Hing Decoration Engineering',
    owner: ['區', '家興', 'Au Ka Hing', 'm'],
    cats: ['renovation', 'custom-furniture'],
    base: 'tsuen-wan',
    areas: ['new-territories', 'kowloon'],
    founded: 2004,
    staff: 14,
    lic: ['minor-works'],
    spZh: '裝修連訂造傢俬，專做衣櫃、廚櫃同地台床，板材一律用E0環保板。',
    spEn: 'Renovation with custom joinery, specialising in wardrobes, kitchen cabinets and platform beds made from E0 eco board.',
  },
  {
    slug: 'tak-shing-painting',
    zh: '德成油漆工程',
    en: 'Tak Shing Painting',
    owner: ['蔡', '德成', 'Choi Tak Shing', 'm'],
    cats: ['painting', 'waterproofing'],
    base: 'wong-tai-sin',
    areas: ['kowloon', 'hong-kong-island'],
    founded: 1996,
    staff: 6,
    lic: [],
    spZh: '專業油漆及防霉處理，批灰執平再上兩度面漆，髹油前會做足傢俬保護。',
    spEn: 'Professional painting and anti-mould treatment: walls are filled and sanded before two top coats, and all furniture is fully covered first.',
  },
  {
    slug: 'colour-home-painting',
    zh: '彩家油漆',
    en: 'Colour Home Painting',
    owner: ['曾', '子謙', 'Tsang Tsz Him', 'm'],
    cats: ['painting'],
    base: 'tai-po',
    areas: ['new-territories'],
    founded: 2017,
    staff: 4,
    lic: [],
    spZh: '年輕團隊，擅長特色牆、北歐色系同兒童房油漆，用低氣味環保漆。',
    spEn: "A young team good at feature walls, Nordic palettes and children's rooms, using low-odour eco paint.",
  },
  {
    slug: 'kwan-kee-carpentry',
    zh: '坤記木工傢俬',
    en: 'Kwan Kee Carpentry & Furniture',
    owner: ['黃', '坤', 'Wong Kwan', 'm'],
    cats: ['custom-furniture', 'renovation'],
    base: 'kwai-tsing',
    areas: 'all',
    founded: 1985,
    staff: 8,
    lic: [],
    studio: true,
    spZh: '葵涌自設木工場，由老師傅手工訂造衣櫃、書櫃同榻榻米，專為細單位度身設計。',
    spEn: 'Our own joinery workshop in Kwai Chung, where experienced carpenters build wardrobes, bookcases and tatami beds to fit small flats.',
  },
  {
    slug: 'wai-lun-engineering',
    zh: '偉倫工程',
    en: 'Wai Lun Engineering',
    owner: ['羅', '偉倫', 'Law Wai Lun', 'm'],
    cats: ['renovation', 'interior-design'],
    base: 'kowloon-city',
    areas: ['kowloon', 'hong-kong-island'],
    founded: 2011,
    staff: 12,
    lic: ['minor-works'],
    spZh: '專做啟德、何文田一帶新樓收樓後裝修同舊樓翻新，設計師同工程師同步跟進。',
    spEn: 'We renovate new flats around Kai Tak and Ho Man Tin after handover as well as older flats, with designer and engineer working side by side.',
  },
  {
    slug: 'cosy-home-curtains',
    zh: '雅居窗簾',
    en: 'Cosy Home Curtains',
    owner: ['譚', '美玲', 'Tam Mei Ling', 'f'],
    cats: ['curtain-installation'],
    base: 'kwun-tong',
    areas: ['kowloon', 'sai-kung'],
    founded: 2009,
    staff: 4,
    lic: [],
    studio: true,
    spZh: '免費上門度尺，帶備過百款布辦，遮光布簾、紗簾同捲簾一星期內完成安裝。',
    spEn: 'Free home measuring with over a hundred fabric samples; blackout curtains, sheers and roller blinds installed within a week.',
  },
  {
    slug: 'bright-curtain-fabric',
    zh: '明亮窗簾布藝',
    en: 'Bright Curtain & Fabric',
    owner: ['袁', '志明', 'Yuen Chi Ming', 'm'],
    cats: ['curtain-installation', 'sofa-cleaning'],
    base: 'sham-shui-po',
    areas: ['kowloon', 'hong-kong-island'],
    founded: 1990,
    staff: 6,
    lic: [],
    studio: true,
    spZh: '深水埗布行起家，窗簾布料選擇多，亦提供窗簾同梳化布套清洗服務。',
    spEn: 'Founded as a fabric shop in Sham Shui Po, we offer a wide choice of curtain fabrics plus cleaning for curtains and sofa covers.',
  },
  {
    slug: 'wah-fung-curtains',
    zh: '華豐窗簾',
    en: 'Wah Fung Curtains',
    owner: ['蘇', '華', 'So Wah', 'm'],
    cats: ['curtain-installation'],
    base: 'tuen-mun',
    areas: ['new-territories'],
    founded: 2006,
    staff: 3,
    lic: [],
    spZh: '新界西窗簾專門店，專做電動窗簾同木百葉簾，安裝後免費調校。',
    spEn: 'Curtain specialists in the western New Territories, known for motorised curtains and wooden venetians, with free adjustment after installation.',
  },
  {
    slug: 'cool-air-engineering',
    zh: '酷涼冷氣工程',
    en: 'Cool Air Engineering',
    owner: ['莫', '嘉俊', 'Mok Ka Chun', 'm'],
    cats: ['aircon-installation', 'aircon-cleaning'],
    base: 'kowloon-city',
    areas: 'all',
    founded: 2004,
    staff: 9,
    lic: ['vtc-ac', 'rew'],
    spZh: '窗口機、分體機安裝及維修，處理唔凍、漏水同異聲，亦提供冷氣拆洗。',
    spEn: 'Installation and repair of window and split units, fixing poor cooling, leaks and noise, plus strip-down aircon cleaning.',
  },
  {
    slug: 'yuen-fat-aircon',
    zh: '源發冷氣',
    en: 'Yuen Fat Air-Conditioning',
    owner: ['鄧', '源發', 'Tang Yuen Fat', 'm'],
    cats: ['aircon-installation', 'aircon-cleaning'],
    base: 'yuen-long',
    areas: ['new-territories'],
    founded: 1993,
    staff: 6,
    lic: ['vtc-ac'],
    spZh: '新界村屋同屋苑冷氣安裝經驗豐富，高空位置有足夠安全措施，洗冷氣包埋清去水喉。',
    spEn: 'Experienced with aircon installations in village houses and estates, with proper safety for high-level work; our cleaning includes the drain pipes.',
  },
];

const CLEANING_PROS: P[] = [
  {
    slug: 'clean-home-services',
    zh: '潔家清潔服務',
    en: 'CleanHome Services',
    owner: ['陳', '淑儀', 'Chan Shuk Yee', 'f'],
    cats: ['home-cleaning', 'deep-cleaning', 'move-in-cleaning'],
    base: 'kowloon-city',
    areas: 'all',
    founded: 2012,
    staff: 25,
    lic: [],
    spZh: '提供定期鐘點、深層清潔同入伙清潔，所有清潔員都經過培訓，定期客戶會有固定清潔員跟進。',
    spEn: 'Regular cleaning, deep cleans and move-in cleans by trained staff, with the same cleaner assigned to regular customers.',
  },
  {
    slug: 'sparkle-cleaning',
    zh: '晶亮清潔',
    en: 'Sparkle Cleaning',
    owner: ['何', '詠詩', 'Ho Wing Sze', 'f'],
    cats: ['home-cleaning', 'office-cleaning'],
    base: 'wan-chai',
    areas: ['hong-kong-island', 'kowloon'],
    founded: 2015,
    staff: 18,
    lic: [],
    spZh: '服務港九住宅同小型寫字樓，可以安排晚上或者週末清潔，唔影響工作。',
    spEn: 'We clean homes and small offices across Hong Kong Island and Kowloon, with evening or weekend slots so work is not disrupted.',
  },
  {
    slug: 'happy-helper-services',
    zh: '開心家務助理',
    en: 'Happy Helper Home Services',
    owner: ['李', '婉婷', 'Lee Yuen Ting', 'f'],
    cats: ['home-cleaning'],
    base: 'sha-tin',
    areas: ['new-territories'],
    founded: 2016,
    staff: 12,
    lic: [],
    spZh: '專注沙田、大埔同馬鞍山一帶家居清潔，鐘點清潔、熨衫同煮飯都可以安排。',
    spEn: 'Home cleaning around Sha Tin, Tai Po and Ma On Shan, including hourly cleaning, ironing and help with cooking.',
  },
  {
    slug: 'ka-yan-cleaning',
    zh: '嘉欣清潔',
    en: 'Ka Yan Cleaning',
    owner: ['黃', '嘉欣', 'Wong Ka Yan', 'f'],
    cats: ['home-cleaning', 'deep-cleaning'],
    base: 'tuen-mun',
    areas: ['tuen-mun', 'yuen-long', 'tsuen-wan'],
    founded: 2019,
    staff: 6,
    lic: [],
    spZh: '小型團隊，由老闆親自帶隊，做嘢仔細，特別擅長處理廚房油污同浴室水垢。',
    spEn: 'A small team led by the owner herself; detailed work, especially on kitchen grease and bathroom limescale.',
  },
  {
    slug: 'fresh-space-cleaning',
    zh: '清新空間清潔',
    en: 'Fresh Space Cleaning',
    owner: ['梁', '家俊', 'Leung Ka Chun', 'm'],
    cats: ['home-cleaning', 'move-in-cleaning', 'sofa-cleaning'],
    base: 'sai-kung',
    areas: ['sai-kung', 'kwun-tong', 'wong-tai-sin', 'sha-tin'],
    founded: 2017,
    staff: 15,
    lic: [],
    spZh: '將軍澳起家，專做新樓入伙清潔同裝修後清潔，配備工業吸塵機同蒸氣機。',
    spEn: 'Started in Tseung Kwan O, we specialise in move-in and post-renovation cleaning with industrial vacuums and steam cleaners.',
  },
  {
    slug: 'proclean-office-services',
    zh: '專業寫字樓清潔',
    en: 'ProClean Office Services',
    owner: ['謝', '志偉', 'Tse Chi Wai', 'm'],
    cats: ['office-cleaning', 'deep-cleaning'],
    base: 'kwun-tong',
    areas: 'all',
    founded: 2008,
    staff: 40,
    lic: [],
    hours: 'everyday',
    spZh: '為寫字樓、診所同學習中心提供日常及定期清潔，可以簽月約，亦提供消毒服務。',
    spEn: 'Daily and scheduled cleaning for offices, clinics and learning centres on monthly contracts, plus disinfection services.',
  },
  {
    slug: 'wing-fat-cleaning',
    zh: '榮發清潔公司',
    en: 'Wing Fat Cleaning Company',
    owner: ['盧', '榮發', 'Lo Wing Fat', 'm'],
    cats: ['office-cleaning', 'home-cleaning'],
    base: 'yau-tsim-mong',
    areas: ['kowloon', 'hong-kong-island'],
    founded: 1997,
    staff: 30,
    lic: [],
    spZh: '服務商廈、商舖同住宅，人手充足，急單都可以安排。',
    spEn: 'We clean commercial buildings, shops and homes, and with plenty of staff we can usually take urgent jobs.',
  },
  {
    slug: 'mrs-chan-home-cleaning',
    zh: '陳太家居清潔',
    en: 'Mrs Chan Home Cleaning',
    owner: ['陳', '麗珍', 'Chan Lai Chun', 'f'],
    cats: ['home-cleaning'],
    base: 'eastern',
    areas: ['eastern', 'wan-chai', 'southern'],
    founded: 2013,
    staff: 3,
    lic: [],
    title: ['陳太', 'Mrs Chan'],
    spZh: '陳太同兩位姊妹親自上門，做嘢細心，好多客人一幫襯就係幾年。',
    spEn: 'Mrs Chan and two colleagues do every job themselves; careful work, and many customers have stayed with us for years.',
  },
  {
    slug: 'spotless-move-in',
    zh: '無塵入伙清潔',
    en: 'Spotless Move-in Cleaning',
    owner: ['馬', '偉強', 'Ma Wai Keung', 'm'],
    cats: ['move-in-cleaning', 'deep-cleaning'],
    base: 'kowloon-city',
    areas: 'all',
    founded: 2014,
    staff: 20,
    lic: [],
    spZh: '專做新樓收樓同裝修後清潔，清除玻璃膠、油漆點同裝修塵，亦可以協助檢查執漏位置。',
    spEn: 'Specialists in new-flat and post-renovation cleaning, removing sealant, paint spots and construction dust, and we can help spot defects for your handover list.',
  },
  {
    slug: 'easyclean-hk',
    zh: '易潔家務',
    en: 'EasyClean HK',
    owner: ['溫', '穎欣', 'Wan Wing Yan', 'f'],
    cats: ['home-cleaning', 'sofa-cleaning', 'aircon-cleaning'],
    base: 'sham-shui-po',
    areas: ['kowloon', 'kwai-tsing', 'tsuen-wan'],
    founded: 2018,
    staff: 10,
    lic: [],
    spZh: '家居清潔連冷氣同梳化清洗，一次預約處理晒，好多租客退租前都揀我哋。',
    spEn: 'Home cleaning plus aircon and sofa cleaning in one booking, popular with tenants before moving out.',
  },
  {
    slug: 'homefresh-sofa-care',
    zh: '家新梳化清洗',
    en: 'HomeFresh Sofa & Mattress Care',
    owner: ['張', '健雄', 'Cheung Kin Hung', 'm'],
    cats: ['sofa-cleaning'],
    base: 'wong-tai-sin',
    areas: 'all',
    founded: 2011,
    staff: 5,
    lic: [],
    spZh: '專業梳化、床褥及地氈清洗，用UV除蟎機同熱蒸氣抽洗，真皮梳化亦有專門護理。',
    spEn: 'Sofa, mattress and rug cleaning with UV dust-mite vacuums and hot-water extraction, plus dedicated leather care.',
  },
  {
    slug: 'frosty-aircon-cleaning',
    zh: '冰涼冷氣清洗',
    en: 'Frosty Aircon Cleaning',
    owner: ['廖', '志豪', 'Liu Chi Ho', 'm'],
    cats: ['aircon-cleaning'],
    base: 'kwai-tsing',
    areas: ['new-territories', 'kowloon'],
    founded: 2016,
    staff: 6,
    lic: ['vtc-ac'],
    spZh: '專做冷氣深層拆洗，散熱片、風輪同去水盤逐件清洗，洗前洗後影相俾客人睇。',
    spEn: 'Strip-down aircon cleaning with the coil, fan and drain tray cleaned piece by piece, and before-and-after photos for every unit.',
  },
  {
    slug: 'kin-lung-aircon',
    zh: '健隆冷氣',
    en: 'Kin Lung Air-Con Services',
    owner: ['余', '健隆', 'Yu Kin Lung', 'm'],
    cats: ['aircon-cleaning', 'aircon-installation'],
    base: 'eastern',
    areas: ['hong-kong-island'],
    founded: 2000,
    staff: 8,
    lic: ['vtc-ac', 'rew'],
    spZh: '港島區冷氣清洗同安裝，熟悉半山同南區住宅嘅分體機同風喉式冷氣。',
    spEn: 'Aircon cleaning and installation on Hong Kong Island, familiar with split and ducted systems in Mid-Levels and Southern district homes.',
  },
  {
    slug: 'pure-breeze-aircon',
    zh: '淨風冷氣清洗',
    en: 'Pure Breeze Aircon Cleaning',
    owner: ['丁', '子傑', 'Ting Tsz Kit', 'm'],
    cats: ['aircon-cleaning', 'deep-cleaning'],
    base: 'sai-kung',
    areas: ['sai-kung', 'kwun-tong', 'sha-tin'],
    founded: 2020,
    staff: 4,
    lic: [],
    spZh: '用環保清潔劑清洗冷氣，唔傷機件，特別適合有BB同寵物嘅家庭。',
    spEn: 'We clean aircons with eco-friendly products that are gentle on the unit, ideal for homes with babies and pets.',
  },
  {
    slug: 'hing-kee-aircon',
    zh: '興記冷氣',
    en: 'Hing Kee Air-Con',
    owner: ['許', '志興', 'Hui Chi Hing', 'm'],
    cats: ['aircon-cleaning', 'aircon-installation'],
    base: 'yau-tsim-mong',
    areas: ['kowloon'],
    founded: 1989,
    staff: 5,
    lic: ['vtc-ac'],
    studio: true,
    spZh: '油麻地老字號，窗口機維修、加雪種同清洗都做，價錢公道。',
    spEn: 'A long-established shop in Yau Ma Tei repairing, regassing and cleaning window units at fair prices.',
  },
  {
    slug: 'polar-aircon-engineering',
    zh: '北極冷氣工程',
    en: 'Polar Aircon Engineering',
    owner: ['岑', '家偉', 'Sham Ka Wai', 'm'],
    cats: ['aircon-cleaning'],
    base: 'sha-tin',
    areas: ['new-territories'],
    founded: 2012,
    staff: 7,
    lic: ['vtc-ac'],
    spZh: '新界區冷氣清洗，夏天前有多部優惠，長者家庭另有額外折扣。',
    spEn: 'Aircon cleaning across the New Territories, with multi-unit offers before summer and extra discounts for elderly households.',
  },
  {
    slug: 'shield-pest-control',
    zh: '盾牌滅蟲',
    en: 'Shield Pest Control',
    owner: ['胡', '志剛', 'Wu Chi Kong', 'm'],
    cats: ['pest-control'],
    base: 'kowloon-city',
    areas: 'all',
    founded: 2005,
    staff: 12,
    lic: ['pesticide'],
    spZh: '處理曱甴、木蝨同白蟻，用漁護署註冊除害劑，唔使搬走傢俬，處理後提供三個月保養。',
    spEn: 'We treat cockroaches, bed bugs and termites with AFCD-registered pesticides, without moving your furniture, and give a three-month guarantee.',
  },
  {
    slug: 'kwong-wah-pest-control',
    zh: '廣華滅蟲',
    en: 'Kwong Wah Pest Control',
    owner: ['梁', '廣華', 'Leung Kwong Wah', 'm'],
    cats: ['pest-control'],
    base: 'tsuen-wan',
    areas: ['new-territories', 'kowloon'],
    founded: 1994,
    staff: 8,
    lic: ['pesticide'],
    spZh: '新界村屋同餐廳滅鼠經驗豐富，會封窿防鼠，唔係淨係放鼠餌。',
    spEn: 'Experienced with rodents in village houses and restaurants; we proof entry points rather than just putting down bait.',
  },
  {
    slug: 'greenguard-hygiene',
    zh: '綠衛環境衞生',
    en: 'GreenGuard Hygiene Services',
    owner: ['甘', '曉彤', 'Kam Hiu Tung', 'f'],
    cats: ['pest-control', 'office-cleaning'],
    base: 'kwun-tong',
    areas: 'all',
    founded: 2013,
    staff: 20,
    lic: ['pesticide'],
    hours: 'office',
    spZh: '為住宅同商業客戶提供滅蟲、消毒同清潔，亦有定期防治合約。',
    spEn: 'Pest control, disinfection and cleaning for homes and businesses, including scheduled prevention contracts.',
  },
];

const MOVING_PROS: P[] = [
  {
    slug: 'kwong-fat-removals',
    zh: '廣發搬屋',
    en: 'Kwong Fat Removals',
    owner: ['陳', '廣發', 'Chan Kwong Fat', 'm'],
    cats: ['moving', 'office-moving', 'furniture-disposal'],
    base: 'kwai-tsing',
    areas: 'all',
    founded: 1996,
    staff: 25,
    lic: [],
    spZh: '自置5.5噸同9噸貨車，住宅、寫字樓搬遷同舊傢俬棄置一條龍，報價已包隧道費。',
    spEn: 'Our own 5.5- and 9-tonne trucks handle home and office moves and old-furniture disposal, with tunnel tolls included in every quote.',
  },
  {
    slug: 'easymove-logistics',
    zh: '易搬運輸',
    en: 'EasyMove Logistics',
    owner: ['彭', '志聰', 'Pang Chi Chung', 'm'],
    cats: ['moving', 'storage'],
    base: 'tsuen-wan',
    areas: 'all',
    founded: 2010,
    staff: 18,
    lic: [],
    spZh: '搬屋連短期儲存，裝修或者等收樓期間可以將傢俬暫存喺我哋荃灣貨倉。',
    spEn: 'Moving plus short-term storage: keep your furniture in our Tsuen Wan warehouse while you renovate or wait for handover.',
  },
  {
    slug: 'lucky-star-movers',
    zh: '福星搬運',
    en: 'Lucky Star Movers',
    owner: ['鄧', '福星', 'Tang Fuk Sing', 'm'],
    cats: ['moving', 'mover-piano'],
    base: 'wong-tai-sin',
    areas: ['kowloon', 'hong-kong-island'],
    founded: 2002,
    staff: 12,
    lic: [],
    spZh: '搬屋同搬鋼琴專家，唐樓行樓梯都有經驗，易碎品用氣泡紙同紙箱逐件包好。',
    spEn: 'Home and piano moving specialists, experienced with walk-up stairs, with fragile items individually bubble-wrapped and boxed.',
  },
  {
    slug: 'man-kee-van',
    zh: '文記客貨車',
    en: 'Man Kee Van Transport',
    owner: ['文', '偉文', 'Man Wai Man', 'm'],
    cats: ['moving', 'furniture-disposal'],
    base: 'sham-shui-po',
    areas: ['kowloon', 'hong-kong-island', 'kwai-tsing', 'tsuen-wan'],
    founded: 2012,
    staff: 3,
    lic: [],
    spZh: '細單搬屋首選，客貨車連司機同助手，學生、劏房同單身人士搬遷價錢實惠。',
    spEn: 'Ideal for small moves: a van with driver and helper at budget prices for students, subdivided flats and single movers.',
  },
  {
    slug: 'sunrise-removals',
    zh: '日昇搬屋',
    en: 'Sunrise Removals',
    owner: ['蔡', '日昇', 'Choi Yat Sing', 'm'],
    cats: ['moving', 'office-moving'],
    base: 'eastern',
    areas: ['hong-kong-island', 'kowloon'],
    founded: 2006,
    staff: 20,
    lic: [],
    spZh: '港島區搬屋同寫字樓搬遷，可以安排夜晚同週末搬，熟悉商廈預約貨lift程序。',
    spEn: 'Home and office moves on Hong Kong Island, with night and weekend moves and experience booking goods lifts in commercial buildings.',
  },
  {
    slug: 'hk-piano-movers',
    zh: '專業鋼琴搬運',
    en: 'HK Piano Movers',
    owner: ['吳', '國強', 'Ng Kwok Keung', 'm'],
    cats: ['mover-piano', 'moving'],
    base: 'kowloon-city',
    areas: 'all',
    founded: 1998,
    staff: 8,
    lic: [],
    spZh: '專門搬運直立琴同三角琴，配備琴車、吊帶同防撞棉，同多間琴行同學校長期合作。',
    spEn: 'Dedicated upright and grand piano movers with piano dollies, straps and padding, trusted by piano shops and schools.',
  },
  {
    slug: 'bigbox-storage',
    zh: '大箱迷你倉',
    en: 'BigBox Self Storage',
    owner: ['林', '嘉欣', 'Lam Ka Yan', 'f'],
    cats: ['storage'],
    base: 'kwai-tsing',
    areas: 'all',
    founded: 2014,
    staff: 10,
    lic: [],
    hours: 'allday',
    studio: true,
    spZh: '葵涌同柴灣都有迷你倉，24小時密碼出入，設恆溫恆濕倉同上門收送服務。',
    spEn: 'Self-storage in Kwai Chung and Chai Wan with 24-hour code access, climate-controlled rooms and door-to-door pickup.',
  },
  {
    slug: 'kam-lung-moving',
    zh: '金龍搬運',
    en: 'Kam Lung Moving',
    owner: ['伍', '金龍', 'Ng Kam Lung', 'm'],
    cats: ['moving', 'office-moving', 'storage'],
    base: 'kwun-tong',
    areas: 'all',
    founded: 1991,
    staff: 35,
    lic: [],
    spZh: '大型寫字樓搬遷同跨區搬屋都做，觀塘自設貨倉提供儲存。',
    spEn: 'From large office relocations to cross-district home moves, with our own warehouse in Kwun Tong for storage.',
  },
  {
    slug: 'green-cycle-removal',
    zh: '綠循環回收',
    en: 'Green Cycle Removal',
    owner: ['邱', '俊文', 'Yau Chun Man', 'm'],
    cats: ['furniture-disposal'],
    base: 'yuen-long',
    areas: 'all',
    founded: 2019,
    staff: 6,
    lic: [],
    spZh: '上門回收及棄置舊傢俬電器，仲用得嘅會轉贈慈善機構，電器交政府認可回收商處理。',
    spEn: 'We collect and dispose of old furniture and appliances, donating what is usable to charities and sending appliances to government-approved recyclers.',
  },
  {
    slug: 'harmony-piano-moving',
    zh: '和諧鋼琴搬運',
    en: 'Harmony Piano Moving',
    owner: ['潘', '志和', 'Poon Chi Wo', 'm'],
    cats: ['mover-piano'],
    base: 'sha-tin',
    areas: ['new-territories', 'kowloon'],
    founded: 2008,
    staff: 5,
    lic: [],
    spZh: '新界區搬鋼琴，村屋同冇lift唐樓都搬得，搬完可以代約調音師。',
    spEn: 'Piano moving in the New Territories, including village houses and walk-ups without lifts, and we can book a tuner after the move.',
  },
  {
    slug: 'fastlane-movers',
    zh: '快線搬屋',
    en: 'FastLane Movers',
    owner: ['關', '子健', 'Kwan Tsz Kin', 'm'],
    cats: ['moving', 'furniture-disposal'],
    base: 'tuen-mun',
    areas: ['new-territories', 'kowloon'],
    founded: 2015,
    staff: 10,
    lic: [],
    spZh: '屯元天搬屋專家，即日報價，搬屋同時可以幫你棄置唔要嘅傢俬。',
    spEn: 'Moving specialists for Tuen Mun, Yuen Long and Tin Shui Wai with same-day quotes, and we can take away unwanted furniture on moving day.',
  },
];

const LESSON_PROS: P[] = [
  {
    slug: 'miss-lee-english',
    zh: 'Miss Lee 英文補習',
    en: 'Miss Lee English Tutoring',
    owner: ['李', '穎思', 'Lee Wing Sze', 'f'],
    cats: ['english-tutor'],
    base: 'eastern',
    areas: ['eastern', 'wan-chai'],
    founded: 2012,
    staff: 1,
    lic: ['pgde'],
    title: ['Miss Lee', 'Miss Lee'],
    spZh: '前中學英文科老師，專教DSE卷一至卷四，特別擅長寫作同口試技巧。',
    spEn: 'A former secondary school English teacher focusing on DSE Papers 1–4, particularly writing and speaking technique.',
  },
  {
    slug: 'mr-tam-maths',
    zh: '譚Sir數學',
    en: 'Mr Tam Maths',
    owner: ['譚', '浩賢', 'Tam Ho Yin', 'm'],
    cats: ['math-tutor'],
    base: 'sha-tin',
    areas: ['sha-tin', 'tai-po'],
    founded: 2010,
    staff: 1,
    lic: ['pgde'],
    title: ['譚Sir', 'Mr Tam'],
    spZh: '專教初中數學同DSE數學必修部分及M2，用系統化筆記同大量練習幫學生打好基礎。',
    spEn: 'Junior secondary maths, DSE compulsory maths and M2, using structured notes and plenty of practice to build solid foundations.',
  },
  {
    slug: 'bright-minds-education',
    zh: '明智教育中心',
    en: 'Bright Minds Education Centre',
    owner: ['梁', '志輝', 'Leung Chi Fai', 'm'],
    cats: ['english-tutor', 'math-tutor', 'chinese-tutor'],
    base: 'kowloon-city',
    areas: ['kowloon'],
    founded: 2009,
    staff: 12,
    lic: [],
    studio: true,
    spZh: '九龍城區教育中心，提供中英數小組及一對一補習，亦可以安排導師上門。',
    spEn: 'An education centre in Kowloon City offering small-group and one-to-one tutoring in Chinese, English and maths, with home tutors available.',
  },
  {
    slug: 'ivy-english-lab',
    zh: '常春藤英語',
    en: 'Ivy English Lab',
    owner: ['陳', '凱欣', 'Chan Hoi Yan', 'f'],
    cats: ['english-tutor'],
    base: 'central-and-western',
    areas: ['hong-kong-island'],
    founded: 2016,
    staff: 3,
    lic: ['pgde'],
    studio: true,
    spZh: '專為小學生同國際學校學生而設，著重閱讀、拼音同創意寫作。',
    spEn: 'Designed for primary and international school pupils, focusing on reading, phonics and creative writing.',
  },
  {
    slug: 'ms-wong-tutoring',
    zh: '王老師中英補習',
    en: 'Ms Wong Chinese & English Tutoring',
    owner: ['王', '慧敏', 'Wong Wai Man', 'f'],
    cats: ['english-tutor', 'chinese-tutor'],
    base: 'tuen-mun',
    areas: ['tuen-mun', 'yuen-long'],
    founded: 2014,
    staff: 1,
    lic: [],
    spZh: '屯門上門補習，小學中英文功課輔導同呈分試準備，對學習較慢嘅小朋友特別有耐性。',
    spEn: 'Home tutoring in Tuen Mun: primary Chinese and English homework support and assessment preparation, patient with children who need more time.',
  },
  {
    slug: 'mr-lau-english',
    zh: '劉Sir英文',
    en: 'Mr Lau English',
    owner: ['劉', '家豪', 'Lau Ka Ho', 'm'],
    cats: ['english-tutor'],
    base: 'yau-tsim-mong',
    areas: ['kowloon'],
    founded: 2011,
    staff: 1,
    lic: [],
    title: ['劉Sir', 'Mr Lau'],
    spZh: '英國大學畢業，專教英文會話、IELTS同大學面試，網上或者面授都得。',
    spEn: 'A UK university graduate teaching English conversation, IELTS and university interview skills, online or in person.',
  },
  {
    slug: 'dse-star-tutors',
    zh: '星級DSE補習',
    en: 'DSE Star Tutors',
    owner: ['方', '俊熙', 'Fong Chun Hei', 'm'],
    cats: ['english-tutor', 'math-tutor', 'chinese-tutor'],
    base: 'yau-tsim-mong',
    areas: 'all',
    founded: 2017,
    staff: 20,
    lic: [],
    spZh: '導師團隊由DSE 5**尖子同資深老師組成，按學生程度配對，提供試堂。',
    spEn: "A team of tutors made up of top DSE scorers and experienced teachers, matched to each student's level, with trial lessons.",
  },
  {
    slug: 'little-scholars-education',
    zh: '小學士教育',
    en: 'Little Scholars Education',
    owner: ['郭', '詠琳', 'Kwok Wing Lam', 'f'],
    cats: ['english-tutor', 'math-tutor', 'mandarin-lessons'],
    base: 'sai-kung',
    areas: ['sai-kung', 'kwun-tong'],
    founded: 2015,
    staff: 8,
    lic: [],
    studio: true,
    spZh: '將軍澳學習中心，專注幼稚園至小學，提供英數、普通話同升小面試準備。',
    spEn: 'A learning centre in Tseung Kwan O for kindergarten and primary children: English, maths, Mandarin and primary school interview preparation.',
  },
  {
    slug: 'putonghua-studio',
    zh: '普通話學堂',
    en: 'Putonghua Studio',
    owner: ['趙', '雪梅', 'Chiu Suet Mui', 'f'],
    cats: ['mandarin-lessons', 'chinese-tutor'],
    base: 'wan-chai',
    areas: ['hong-kong-island', 'kowloon'],
    founded: 2008,
    staff: 2,
    lic: [],
    spZh: '普通話水平測試一級甲等，教授商務普通話同PSC備試，亦有非華語中文課程。',
    spEn: 'Rated Grade 1A in the Putonghua Proficiency Test, teaching business Mandarin and PSC preparation, plus Chinese for non-native speakers.',
  },
  {
    slug: 'ms-cheung-english',
    zh: '張老師英文',
    en: 'Ms Cheung English',
    owner: ['張', '曉彤', 'Cheung Hiu Tung', 'f'],
    cats: ['english-tutor'],
    base: 'tsuen-wan',
    areas: ['tsuen-wan', 'kwai-tsing', 'sham-shui-po'],
    founded: 2019,
    staff: 1,
    lic: [],
    spZh: '港大英文系畢業，專教初中英文文法同閱讀，每堂都有自製練習。',
    spEn: 'An HKU English graduate teaching junior secondary grammar and reading, with self-made worksheets in every lesson.',
  },
  {
    slug: 'eureka-maths',
    zh: '尤里卡數學',
    en: 'Eureka Maths',
    owner: ['蕭', '俊文', 'Siu Chun Man', 'm'],
    cats: ['math-tutor'],
    base: 'southern',
    areas: ['hong-kong-island'],
    founded: 2013,
    staff: 2,
    lic: [],
    spZh: '專教IB、IGCSE同A-Level數學，學生主要來自南區同港島嘅國際學校。',
    spEn: 'IB, IGCSE and A-Level maths tuition for students mainly from international schools in the Southern district and across Hong Kong Island.',
  },
  {
    slug: 'joyful-mandarin',
    zh: '樂學普通話',
    en: 'Joyful Mandarin',
    owner: ['孫', '麗華', 'Suen Lai Wah', 'f'],
    cats: ['mandarin-lessons'],
    base: 'sha-tin',
    areas: ['new-territories', 'kowloon'],
    founded: 2012,
    staff: 1,
    lic: [],
    spZh: '用遊戲同兒歌教小朋友普通話，亦有成人會話班，課堂輕鬆有趣。',
    spEn: 'Mandarin for children through games and songs, plus conversation classes for adults, in a relaxed and fun atmosphere.',
  },
  {
    slug: 'melody-piano-studio',
    zh: '美樂鋼琴教室',
    en: 'Melody Piano Studio',
    owner: ['何', '美樂', 'Ho Mei Lok', 'f'],
    cats: ['piano-lessons'],
    base: 'kowloon-city',
    areas: ['kowloon'],
    founded: 2006,
    staff: 3,
    lic: ['abrsm'],
    studio: true,
    spZh: '九龍塘琴室，教授兒童及成人鋼琴同樂理，學生ABRSM考試合格率高。',
    spEn: 'A piano studio in Kowloon Tong teaching children and adults piano and theory, with a strong ABRSM pass record.',
  },
  {
    slug: 'ms-ho-piano',
    zh: '何老師鋼琴',
    en: 'Ms Ho Piano Lessons',
    owner: ['何', '嘉敏', 'Ho Ka Man', 'f'],
    cats: ['piano-lessons'],
    base: 'tai-po',
    areas: ['tai-po', 'sha-tin', 'north'],
    founded: 2011,
    staff: 1,
    lic: ['abrsm'],
    spZh: '上門教授鋼琴，專長啟蒙同考級，亦會教流行曲伴奏，令學琴唔再沉悶。',
    spEn: 'Home piano lessons specialising in beginners and graded exams, with pop accompaniment too so practice never gets boring.',
  },
  {
    slug: 'allegro-music-centre',
    zh: '快板音樂中心',
    en: 'Allegro Music Centre',
    owner: ['葉', '志聰', 'Yip Chi Chung', 'm'],
    cats: ['piano-lessons'],
    base: 'eastern',
    areas: ['hong-kong-island'],
    founded: 2003,
    staff: 6,
    lic: ['abrsm'],
    studio: true,
    spZh: '北角音樂中心，設獨立琴室，由初學到演奏文憑都有導師教授。',
    spEn: 'A music centre in North Point with private practice rooms and teachers for every level from beginner to diploma.',
  },
  {
    slug: 'splash-swim-school',
    zh: '水花游泳學校',
    en: 'Splash Swim School',
    owner: ['鍾', '家樂', 'Chung Ka Lok', 'm'],
    cats: ['swimming-coach'],
    base: 'sha-tin',
    areas: ['new-territories'],
    founded: 2010,
    staff: 8,
    lic: ['swim', 'lifesaving', 'first-aid'],
    spZh: '喺沙田、大埔同馬鞍山泳池開班，由幼兒水中適應到四式同泳章考試都有。',
    spEn: 'Classes at pools in Sha Tin, Tai Po and Ma On Shan, from water confidence for toddlers to all four strokes and badge tests.',
  },
  {
    slug: 'coach-ng-swimming',
    zh: '吳教練游泳',
    en: 'Coach Ng Swimming',
    owner: ['吳', '志恒', 'Ng Chi Hang', 'm'],
    cats: ['swimming-coach', 'personal-trainer'],
    base: 'eastern',
    areas: ['hong-kong-island'],
    founded: 2014,
    staff: 1,
    lic: ['swim', 'lifesaving', 'fitness'],
    spZh: '前香港青年隊泳手，教小朋友同成人游泳，亦提供陸上體能訓練。',
    spEn: 'A former Hong Kong youth squad swimmer coaching children and adults, with dry-land fitness training as well.',
  },
  {
    slug: 'dolphin-aquatics',
    zh: '海豚游泳會',
    en: 'Dolphin Aquatics Club',
    owner: ['李', '志安', 'Lee Chi On', 'm'],
    cats: ['swimming-coach'],
    base: 'kwun-tong',
    areas: ['kowloon', 'sai-kung'],
    founded: 2007,
    staff: 10,
    lic: ['swim', 'lifesaving'],
    spZh: '九龍東泳會，私人班同小組班都有，亦可以到屋苑會所泳池上堂。',
    spEn: 'A swimming club in East Kowloon offering private and small-group lessons, including at residential clubhouse pools.',
  },
];

const EVENT_PROS: P[] = [
  {
    slug: 'moments-wedding-photo',
    zh: '時光婚禮攝影',
    en: 'Moments Wedding Photography',
    owner: ['蔡', '俊豪', 'Choi Chun Ho', 'm'],
    cats: ['wedding-photography', 'videography', 'family-photography'],
    base: 'wan-chai',
    areas: 'all',
    founded: 2011,
    staff: 6,
    lic: [],
    hours: 'weekend',
    spZh: '拍攝超過600場婚禮，風格自然紀實，提供攝影連錄影同即日精華剪輯套餐。',
    spEn: 'More than 600 weddings photographed in a natural documentary style, with photo-and-video packages and same-day edits.',
  },
  {
    slug: 'lens-and-love-studio',
    zh: '光影愛情',
    en: 'Lens & Love Studio',
    owner: ['吳', '曉琳', 'Ng Hiu Lam', 'f'],
    cats: ['wedding-photography', 'event-photography'],
    base: 'yau-tsim-mong',
    areas: 'all',
    founded: 2014,
    staff: 4,
    lic: [],
    hours: 'weekend',
    spZh: '由女攝影師主理，擅長捕捉新娘同家人之間嘅真情時刻，亦有拍攝派對同公司活動。',
    spEn: 'Led by a female photographer who captures genuine moments between brides and their families, and also shoots parties and corporate events.',
  },
  {
    slug: 'snapshot-events',
    zh: '快拍活動攝影',
    en: 'Snapshot Event Photography',
    owner: ['曾', '志遠', 'Tsang Chi Yuen', 'm'],
    cats: ['event-photography', 'videography'],
    base: 'kwun-tong',
    areas: 'all',
    founded: 2016,
    staff: 5,
    lic: [],
    spZh: '專拍公司活動、發佈會同研討會，活動當晚可以交精選相俾傳訊部發佈。',
    spEn: 'Corporate events, launches and conferences, with selected photos delivered the same evening for your communications team.',
  },
  {
    slug: 'little-sunshine-photo',
    zh: '小陽光家庭攝影',
    en: 'Little Sunshine Family Photography',
    owner: ['陳', '詠欣', 'Chan Wing Yan', 'f'],
    cats: ['family-photography', 'event-photography'],
    base: 'sha-tin',
    areas: ['new-territories', 'kowloon'],
    founded: 2017,
    staff: 2,
    lic: [],
    spZh: '專拍初生嬰兒、親子照同百日宴，攝影師有照顧BB經驗，特別有耐性。',
    spEn: 'Newborn, family and 100-day party photography by a photographer with childcare experience who is especially patient with babies.',
  },
  {
    slug: 'golden-frame-studio',
    zh: '金框影室',
    en: 'Golden Frame Studio',
    owner: ['黃', '國樑', 'Wong Kwok Leung', 'm'],
    cats: ['wedding-photography', 'family-photography'],
    base: 'kowloon-city',
    areas: ['kowloon', 'hong-kong-island'],
    founded: 1995,
    staff: 5,
    lic: [],
    studio: true,
    spZh: '土瓜灣老牌影樓，婚紗照、全家福同證件相都有做，設實體相簿製作。',
    spEn: 'A long-established studio in To Kwa Wan for wedding portraits, family photos and ID photos, with printed albums made in-house.',
  },
  {
    slug: 'reelstory-video',
    zh: '片段故事製作',
    en: 'ReelStory Video Production',
    owner: ['周', '子朗', 'Chau Tsz Long', 'm'],
    cats: ['videography', 'event-photography'],
    base: 'kwun-tong',
    areas: 'all',
    founded: 2018,
    staff: 7,
    lic: [],
    hours: 'office',
    spZh: '為品牌同中小企拍攝宣傳片同社交媒體短片，劇本、拍攝、剪接同字幕一手包辦。',
    spEn: 'Promotional videos and social media clips for brands and SMEs, handling script, filming, editing and subtitles.',
  },
  {
    slug: 'feast-catering',
    zh: '盛宴到會',
    en: 'Feast Party Catering',
    owner: ['梁', '美華', 'Leung Mei Wah', 'f'],
    cats: ['party-catering'],
    base: 'kwai-tsing',
    areas: 'all',
    founded: 2009,
    staff: 20,
    lic: ['food-licence'],
    spZh: '持牌中央廚房即日烹調，提供中西式自助餐到會，可以安排侍應同場地佈置。',
    spEn: 'Food cooked on the day in our licensed central kitchen, with Chinese and Western buffets, waiting staff and table setup available.',
  },
  {
    slug: 'happy-buffet-catering',
    zh: '開心到會',
    en: 'Happy Buffet Catering',
    owner: ['何', '志強', 'Ho Chi Keung', 'm'],
    cats: ['party-catering'],
    base: 'kwun-tong',
    areas: ['kowloon', 'hong-kong-island', 'sai-kung'],
    founded: 2013,
    staff: 12,
    lic: ['food-licence'],
    spZh: '生日會同公司派對到會，套餐包餐具同保溫爐，20人起有優惠。',
    spEn: 'Catering for birthdays and office parties, with packages including tableware and chafing dishes and discounts from 20 guests.',
  },
  {
    slug: 'chef-ming-catering',
    zh: '明哥私房到會',
    en: 'Chef Ming Private Catering',
    owner: ['鄭', '家明', 'Cheng Ka Ming', 'm'],
    cats: ['party-catering'],
    base: 'sai-kung',
    areas: ['sai-kung', 'kwun-tong', 'sha-tin', 'eastern'],
    founded: 2016,
    staff: 4,
    lic: [],
    title: ['明哥', 'Chef Ming'],
    spZh: '前酒店廚師主理，專做屋企同會所私房菜到會及BBQ，菜單可以度身設計。',
    spEn: 'Run by a former hotel chef: private-kitchen menus and BBQs at homes and clubhouses, with menus tailored to you.',
  },
  {
    slug: 'mc-kelvin',
    zh: '司儀Kelvin',
    en: 'MC Kelvin',
    owner: ['鄧', '嘉朗', 'Tang Ka Long', 'm'],
    cats: ['mc-host'],
    base: 'yau-tsim-mong',
    areas: 'all',
    founded: 2012,
    staff: 1,
    lic: [],
    title: ['Kelvin', 'Kelvin'],
    hours: 'weekend',
    spZh: '主持超過400場婚宴同公司晚宴，粵英雙語，擅長帶動氣氛同遊戲環節。',
    spEn: 'Has hosted more than 400 wedding banquets and corporate dinners in Cantonese and English, great at games and getting the room going.',
  },
  {
    slug: 'mc-joyce',
    zh: '雙語司儀Joyce',
    en: 'Joyce Bilingual MC',
    owner: ['蘇', '曉欣', 'So Hiu Yan', 'f'],
    cats: ['mc-host'],
    base: 'central-and-western',
    areas: 'all',
    founded: 2015,
    staff: 1,
    lic: [],
    title: ['Joyce', 'Joyce'],
    hours: 'weekend',
    spZh: '前電台主持，提供粵語、英語同普通話主持，發佈會同頒獎典禮經驗豐富。',
    spEn: 'A former radio presenter hosting in Cantonese, English and Mandarin, with extensive experience of launches and award ceremonies.',
  },
  {
    slug: 'celebration-mc-team',
    zh: '喜慶司儀團隊',
    en: 'Celebration MC Team',
    owner: ['馮', '志豪', 'Fung Chi Ho', 'm'],
    cats: ['mc-host'],
    base: 'sha-tin',
    areas: 'all',
    founded: 2010,
    staff: 6,
    lic: [],
    hours: 'weekend',
    spZh: '司儀團隊專做婚宴同壽宴，熟悉中式婚禮禮儀，可以連埋音響同主持一齊安排。',
    spEn: 'An MC team for weddings and birthday banquets, well versed in Chinese wedding customs, and we can arrange sound equipment too.',
  },
];

const BEAUTY_PROS: P[] = [
  {
    slug: 'glam-by-karen',
    zh: 'Karen化妝造型',
    en: 'Glam by Karen',
    owner: ['陳', '嘉敏', 'Chan Ka Man', 'f'],
    cats: ['makeup-artist', 'hair-stylist'],
    base: 'yau-tsim-mong',
    areas: 'all',
    founded: 2013,
    staff: 2,
    lic: [],
    title: ['Karen', 'Karen'],
    spZh: '新娘化妝同髮型一手包辦，擅長自然韓系妝容，全日跟妝會準備好補妝用品。',
    spEn: 'Bridal makeup and hair in one, known for natural Korean-style looks, with a touch-up kit for all-day coverage.',
  },
  {
    slug: 'bridal-beauty-studio',
    zh: '新娘化妝室',
    en: 'Bridal Beauty Studio',
    owner: ['劉', '美琪', 'Lau Mei Kei', 'f'],
    cats: ['makeup-artist', 'hair-stylist'],
    base: 'kowloon-city',
    areas: ['kowloon', 'hong-kong-island'],
    founded: 2008,
    staff: 5,
    lic: [],
    studio: true,
    spZh: '專業新娘化妝團隊，可以同時為新娘、媽媽同姊妹化妝，試妝可以喺工作室進行。',
    spEn: 'A bridal makeup team that can do the bride, mothers and bridesmaids at the same time, with trials at our studio.',
  },
  {
    slug: 'makeup-by-winnie',
    zh: 'Winnie化妝師',
    en: 'Makeup by Winnie',
    owner: ['黃', '詠儀', 'Wong Wing Yee', 'f'],
    cats: ['makeup-artist'],
    base: 'tsuen-wan',
    areas: ['new-territories', 'kowloon'],
    founded: 2018,
    staff: 1,
    lic: [],
    title: ['Winnie', 'Winnie'],
    spZh: '專做畢業相、晚宴同拍攝化妝，用適合敏感肌嘅產品，價錢親民。',
    spEn: 'Graduation, evening and photoshoot makeup using products suitable for sensitive skin, at friendly prices.',
  },
  {
    slug: 'zen-flow-yoga',
    zh: '禪心瑜伽',
    en: 'Zen Flow Yoga',
    owner: ['林', '慧心', 'Lam Wai Sum', 'f'],
    cats: ['yoga-instructor'],
    base: 'central-and-western',
    areas: ['hong-kong-island'],
    founded: 2014,
    staff: 1,
    lic: ['yoga', 'first-aid'],
    spZh: '上門教授哈達同陰瑜伽，特別適合久坐上班族同初學者，亦有孕婦瑜伽。',
    spEn: 'Hatha and yin yoga at home, ideal for desk workers and beginners, with prenatal classes too.',
  },
  {
    slug: 'stretch-yoga-studio',
    zh: '伸展瑜伽',
    en: 'Stretch Yoga Studio',
    owner: ['郭', '美詩', 'Kwok Mei Sze', 'f'],
    cats: ['yoga-instructor', 'personal-trainer'],
    base: 'kowloon-city',
    areas: ['kowloon'],
    founded: 2016,
    staff: 3,
    lic: ['yoga', 'fitness'],
    studio: true,
    spZh: '結合瑜伽同功能性訓練，改善肩頸痛同姿勢問題，可以到會所或者屋企上堂。',
    spEn: 'Yoga combined with functional training to ease neck and shoulder pain and improve posture, at your clubhouse or home.',
  },
  {
    slug: 'coach-leung-fitness',
    zh: '梁教練健身',
    en: 'Coach Leung Fitness',
    owner: ['梁', '家駿', 'Leung Ka Chun', 'm'],
    cats: ['personal-trainer'],
    base: 'sha-tin',
    areas: ['new-territories', 'kowloon'],
    founded: 2015,
    staff: 1,
    lic: ['fitness', 'first-aid'],
    spZh: '專注減脂同增肌，每位學員都有訓練紀錄同飲食建議，會所或者健身室上堂都得。',
    spEn: 'Focused on fat loss and muscle gain, with training logs and nutrition advice for every client, at a clubhouse or gym.',
  },
  {
    slug: 'lotus-yoga',
    zh: '蓮花瑜伽',
    en: 'Lotus Yoga',
    owner: ['莫', '詠詩', 'Mok Wing Sze', 'f'],
    cats: ['yoga-instructor'],
    base: 'sai-kung',
    areas: ['sai-kung', 'kwun-tong'],
    founded: 2019,
    staff: 1,
    lic: ['yoga'],
    spZh: '喺西貢海邊同將軍澳會所開班，亦有公司團體瑜伽，幫員工舒緩壓力。',
    spEn: 'Classes by the sea in Sai Kung and at Tseung Kwan O clubhouses, plus corporate yoga to help staff unwind.',
  },
  {
    slug: 'relax-at-home-massage',
    zh: '舒心上門按摩',
    en: 'Relax@Home Massage',
    owner: ['周', '麗娟', 'Chau Lai Kuen', 'f'],
    cats: ['home-massage'],
    base: 'yau-tsim-mong',
    areas: ['kowloon', 'hong-kong-island'],
    founded: 2012,
    staff: 6,
    lic: ['tuina'],
    spZh: '女按摩師上門服務，自備按摩床，提供推拿、香薰同腳底按摩，深夜都可以預約。',
    spEn: 'Female therapists who bring their own table for tui na, aromatherapy and foot massage, with late-night bookings available.',
  },
  {
    slug: 'master-ho-tui-na',
    zh: '何師傅推拿',
    en: 'Master Ho Tui Na',
    owner: ['何', '偉雄', 'Ho Wai Hung', 'm'],
    cats: ['home-massage'],
    base: 'wong-tai-sin',
    areas: ['kowloon'],
    founded: 2005,
    staff: 1,
    lic: ['tuina'],
    title: ['何師傅', 'Master Ho'],
    spZh: '專門處理肩頸、腰背痠痛同運動勞損，手法會按每位客人嘅情況調整。',
    spEn: 'Specialising in neck, shoulder and back pain and sports strains, with technique adjusted to each client.',
  },
  {
    slug: 'spa-on-call',
    zh: '上門水療',
    en: 'Spa On Call',
    owner: ['黎', '美欣', 'Lai Mei Yan', 'f'],
    cats: ['home-massage'],
    base: 'wan-chai',
    areas: ['hong-kong-island'],
    founded: 2017,
    staff: 8,
    lic: [],
    spZh: '酒店水療級數嘅上門按摩，可以預約情侶或者閨蜜同時按摩。',
    spEn: 'Hotel-spa quality massage at home, including couples or friends side by side.',
  },
  {
    slug: 'snip-home-haircuts',
    zh: '剪得好上門剪髮',
    en: 'Snip Home Haircuts',
    owner: ['羅', '志成', 'Law Chi Shing', 'm'],
    cats: ['hair-stylist'],
    base: 'kwai-tsing',
    areas: 'all',
    founded: 2016,
    staff: 3,
    lic: [],
    spZh: '專為長者、小朋友同行動不便人士上門剪髮，亦會定期到院舍服務。',
    spEn: 'Home haircuts for the elderly, children and people with limited mobility, plus regular visits to care homes.',
  },
];

const PET_PROS: P[] = [
  {
    slug: 'happy-paws-grooming',
    zh: '開心爪狗狗美容',
    en: 'Happy Paws Grooming',
    owner: ['鄭', '穎欣', 'Cheng Wing Yan', 'f'],
    cats: ['dog-grooming', 'pet-sitting'],
    base: 'sham-shui-po',
    areas: ['kowloon'],
    founded: 2015,
    staff: 4,
    lic: ['groomer'],
    studio: true,
    spZh: '一對一寵物美容，唔使喺籠入面等，膽小嘅狗狗可以由主人陪同。',
    spEn: 'One-to-one grooming with no cage waiting, and owners are welcome to stay with nervous dogs.',
  },
  {
    slug: 'fluffy-pet-salon',
    zh: '毛毛寵物美容',
    en: 'Fluffy Pet Salon',
    owner: ['陳', '曉晴', 'Chan Hiu Ching', 'f'],
    cats: ['dog-grooming'],
    base: 'tai-po',
    areas: ['new-territories'],
    founded: 2012,
    staff: 5,
    lic: ['groomer'],
    studio: true,
    spZh: '擅長貴婦、比熊同博美造型，使用低敏沖涼液，提供接送服務。',
    spEn: 'Known for poodle, bichon and Pomeranian styles, using hypoallergenic shampoo, with pick-up and drop-off.',
  },
  {
    slug: 'woof-mobile-grooming',
    zh: '汪汪流動美容車',
    en: 'Woof Mobile Grooming',
    owner: ['李', '俊賢', 'Lee Chun Yin', 'm'],
    cats: ['dog-grooming'],
    base: 'southern',
    areas: ['hong-kong-island', 'kowloon'],
    founded: 2019,
    staff: 3,
    lic: ['groomer'],
    spZh: '流動美容車直接泊到樓下，車上有恆溫沖涼設備，大狗都處理得到。',
    spEn: 'Our grooming van parks right outside your building with temperature-controlled bathing on board, and big dogs are welcome.',
  },
  {
    slug: 'good-dog-academy',
    zh: '乖狗學堂',
    en: 'Good Dog Academy',
    owner: ['區', '志文', 'Au Chi Man', 'm'],
    cats: ['dog-training', 'pet-sitting'],
    base: 'sai-kung',
    areas: 'all',
    founded: 2013,
    staff: 4,
    lic: [],
    spZh: '用正向獎勵方法訓練，專門處理幼犬服從、吠叫同暴衝，主人會一齊上堂學。',
    spEn: 'Positive reinforcement training for puppy obedience, barking and lead pulling, with owners learning alongside their dogs.',
  },
  {
    slug: 'paws-behaviour-training',
    zh: '狗狗行為訓練',
    en: 'Paws Behaviour Training',
    owner: ['葉', '嘉儀', 'Yip Ka Yee', 'f'],
    cats: ['dog-training'],
    base: 'kowloon-city',
    areas: ['kowloon', 'hong-kong-island'],
    founded: 2016,
    staff: 1,
    lic: [],
    spZh: '專門處理分離焦慮、護食同咬人等行為問題，會先上門評估再訂訓練計劃。',
    spEn: 'Behaviour specialist for separation anxiety, resource guarding and biting; we assess at home first and then set a training plan.',
  },
  {
    slug: 'pet-nanny-hk',
    zh: '寵物保姆',
    en: 'Pet Nanny HK',
    owner: ['黃', '凱琪', 'Wong Hoi Kei', 'f'],
    cats: ['pet-sitting', 'dog-training'],
    base: 'wan-chai',
    areas: ['hong-kong-island', 'kowloon'],
    founded: 2017,
    staff: 5,
    lic: [],
    spZh: '主人去旅行期間上門照顧貓狗，每次都傳相片同影片報平安，亦提供遛狗服務。',
    spEn: 'Home visits for cats and dogs while you travel, with photos and videos after every visit, plus dog walking.',
  },
];

const BUSINESS_PROS: P[] = [
  {
    slug: 'pixel-web-studio',
    zh: '像素網頁設計',
    en: 'Pixel Web Studio',
    owner: ['陳', '俊熙', 'Chan Chun Hei', 'm'],
    cats: ['web-design', 'graphic-design'],
    base: 'kwun-tong',
    areas: 'all',
    founded: 2014,
    staff: 6,
    lic: [],
    spZh: '為中小企製作手機優先嘅網站同網店，設計同編程一條龍，完成後會教客人自己更新內容。',
    spEn: 'Mobile-first websites and online shops for SMEs, with design and development in-house, and we train you to update content yourself.',
  },
  {
    slug: 'harbour-digital',
    zh: '海港數碼',
    en: 'Harbour Digital',
    owner: ['梁', '卓賢', 'Leung Cheuk Yin', 'm'],
    cats: ['web-design'],
    base: 'central-and-western',
    areas: 'all',
    founded: 2011,
    staff: 12,
    lic: [],
    spZh: '專做中英雙語企業網站同預約系統，熟悉整合香港常用嘅付款方式。',
    spEn: 'Bilingual corporate websites and booking systems, experienced in integrating the payment methods Hong Kong customers use.',
  },
  {
    slug: 'brandcraft-design',
    zh: '品牌工房',
    en: 'BrandCraft Design',
    owner: ['何', '凱婷', 'Ho Hoi Ting', 'f'],
    cats: ['graphic-design', 'web-design'],
    base: 'sham-shui-po',
    areas: 'all',
    founded: 2016,
    staff: 4,
    lic: [],
    spZh: '為餐廳、咖啡店同小店設計品牌形象、餐牌同包裝，風格簡潔又有個性。',
    spEn: 'Brand identities, menus and packaging for restaurants, cafés and independent shops, with a clean yet distinctive style.',
  },
  {
    slug: 'ink-dot-design',
    zh: '墨點設計',
    en: 'Ink Dot Design',
    owner: ['林', '子軒', 'Lam Tsz Hin', 'm'],
    cats: ['graphic-design'],
    base: 'wan-chai',
    areas: 'all',
    founded: 2019,
    staff: 2,
    lic: [],
    spZh: '專做Logo、宣傳單張同社交媒體圖像，交件快，包處理印刷檔案。',
    spEn: 'Logos, flyers and social media graphics with fast turnaround, including print-ready files.',
  },
  {
    slug: 'lam-and-co-cpa',
    zh: '林氏會計師事務所',
    en: 'Lam & Co. CPA',
    owner: ['林', '志偉', 'Lam Chi Wai', 'm'],
    cats: ['accounting'],
    base: 'yau-tsim-mong',
    areas: 'all',
    founded: 2001,
    staff: 10,
    lic: ['cpa'],
    studio: true,
    spZh: '執業會計師事務所，為中小企提供核數、報稅同公司秘書服務，收費透明。',
    spEn: 'A practising CPA firm providing audits, tax filing and company secretarial services for SMEs with transparent fees.',
  },
  {
    slug: 'trust-accounting',
    zh: '信誠會計服務',
    en: 'Trust Accounting Services',
    owner: ['曾', '美儀', 'Tsang Mei Yee', 'f'],
    cats: ['accounting'],
    base: 'kwun-tong',
    areas: 'all',
    founded: 2010,
    staff: 6,
    lic: [],
    spZh: '專為初創同網店記賬及報稅，用雲端會計軟件，每月提供簡單財務報告。',
    spEn: 'Bookkeeping and tax filing for start-ups and online shops using cloud accounting software, with simple monthly reports.',
  },
  {
    slug: 'easytax-bookkeeping',
    zh: '易稅務',
    en: 'EasyTax Bookkeeping',
    owner: ['黃', '志文', 'Wong Chi Man', 'm'],
    cats: ['accounting'],
    base: 'sha-tin',
    areas: 'all',
    founded: 2015,
    staff: 3,
    lic: [],
    spZh: '自僱人士同小型獨資公司報稅專家，幫你整理單據，合法申請所有扣稅項目。',
    spEn: 'Tax specialists for the self-employed and small sole proprietors, helping you organise receipts and claim every allowable deduction.',
  },
  {
    slug: 'pc-doctor',
    zh: '電腦醫生',
    en: 'PC Doctor',
    owner: ['吳', '子健', 'Ng Tsz Kin', 'm'],
    cats: ['computer-repair'],
    base: 'yau-tsim-mong',
    areas: ['kowloon', 'hong-kong-island'],
    founded: 2008,
    staff: 4,
    lic: [],
    studio: true,
    hours: 'evening',
    spZh: '旺角電腦舖，維修手提電腦、桌面電腦同救資料，整唔好唔收錢。',
    spEn: 'A computer shop in Mong Kok repairing laptops and desktops and recovering data, and no fix means no fee.',
  },
  {
    slug: 'techfix-it-services',
    zh: '科技快修',
    en: 'TechFix IT Services',
    owner: ['蔡', '家輝', 'Choi Ka Fai', 'm'],
    cats: ['computer-repair', 'web-design'],
    base: 'kwun-tong',
    areas: 'all',
    founded: 2012,
    staff: 8,
    lic: [],
    spZh: '為中小企提供上門IT支援、網絡設定同電腦維修，可以簽月費保養。',
    spEn: 'On-site IT support, network setup and computer repairs for SMEs, with monthly support contracts available.',
  },
  {
    slug: 'maccare-repair',
    zh: '蘋果機維修',
    en: 'MacCare Repair',
    owner: ['麥', '浩文', 'Mak Ho Man', 'm'],
    cats: ['computer-repair'],
    base: 'central-and-western',
    areas: ['hong-kong-island'],
    founded: 2014,
    staff: 3,
    lic: [],
    studio: true,
    spZh: '專修MacBook同iMac，處理換電池、換mon同入水機，維修前免費檢查報價。',
    spEn: 'MacBook and iMac specialists for batteries, screens and water damage, with a free diagnosis and quote before any repair.',
  },
  {
    slug: 'bilingual-translation-house',
    zh: '雙語翻譯社',
    en: 'Bilingual Translation House',
    owner: ['陳', '惠琳', 'Chan Wai Lam', 'f'],
    cats: ['translation'],
    base: 'wan-chai',
    areas: 'all',
    founded: 2006,
    staff: 8,
    lic: ['translator'],
    spZh: '提供中英核證翻譯，移民、留學文件同法律文件經驗豐富，急件可以即日完成。',
    spEn: 'Certified Chinese–English translation with deep experience in immigration, study and legal documents, and same-day service for urgent jobs.',
  },
  {
    slug: 'linguapro-translation',
    zh: '信達翻譯',
    en: 'LinguaPro Translation',
    owner: ['李', '信達', 'Lee Shun Tat', 'm'],
    cats: ['translation'],
    base: 'yau-tsim-mong',
    areas: 'all',
    founded: 2012,
    staff: 5,
    lic: ['translator'],
    spZh: '專做商業、財經同網站翻譯，亦提供會議口譯同中日翻譯。',
    spEn: 'Business, financial and website translation, plus conference interpreting and Chinese–Japanese work.',
  },
  {
    slug: 'city-translation',
    zh: '城市翻譯',
    en: 'City Translation Services',
    owner: ['張', '家寶', 'Cheung Ka Po', 'm'],
    cats: ['translation'],
    base: 'sha-tin',
    areas: 'all',
    founded: 2017,
    staff: 3,
    lic: [],
    spZh: '翻譯學術論文、個人文件同網站內容，按字數收費，清楚透明。',
    spEn: 'Translation of academic papers, personal documents and website content, charged transparently by word count.',
  },
];

export const PROS: ProSeed[] = [
  ...TRADE_PROS,
  ...CLEANING_PROS,
  ...MOVING_PROS,
  ...LESSON_PROS,
  ...EVENT_PROS,
  ...BEAUTY_PROS,
  ...PET_PROS,
  ...BUSINESS_PROS,
];

/** The demo pro's service (the account itself is created by seed-demo). */
export const DEMO_PRO_SEED: ProSeed = {
  slug: 'chi-wai-plumbing',
  zh: '志偉水電工程',
  en: 'Chi Wai Plumbing & Electrical',
  owner: ['李', '志偉', 'Lee Chi Wai', 'm'],
  cats: ['plumbing', 'electrician', 'handyman'],
  base: 'wan-chai',
  areas: ['central-and-western', 'wan-chai', 'eastern', 'yau-tsim-mong', 'kowloon-city', 'sham-shui-po'],
  founded: 2016,
  staff: 3,
  lic: ['plumber', 'rew'],
  spZh: '水喉、電力同家居執修一站式處理，由換水龍頭、通渠到加插蘇、換燈都可以即日安排。',
  spEn: 'Plumbing, electrical work and small home repairs in one call, from taps and blocked drains to new sockets and lights, often on the same day.',
};

// ---------------------------------------------------------------------------------------------------
// Profile generator
// ---------------------------------------------------------------------------------------------------

/** Descriptions say "N years of experience" relative to this year, so the copy never changes between runs. */
const REFERENCE_YEAR = 2026;

export interface BusinessHour {
  weekday: number;
  open: string;
  close: string;
}

export interface ServiceFaqSeed {
  question_zh: string;
  question_en: string;
  answer_zh: string;
  answer_en: string;
}

export interface CertificateSeed {
  name: string;
  type: 'personal' | 'business';
  licence_type: LicenceType | null;
  unified_number: string;
  reference_identity: string;
  description: string;
}

export interface ProProfile {
  seed: ProSeed;
  kind: ProKind;
  /** How reviews address the pro: 陳師傅 / Mr Chan. */
  titleZh: string;
  titleEn: string;
  description_zh: string;
  description_en: string;
  faqs: ServiceFaqSeed[];
  hours: BusinessHour[];
  districts: DistrictSlug[];
  certificates: CertificateSeed[];
  is_verified: boolean;
  response_minutes: number;
  starting_price: number;
  starting_price_type: 'flat' | 'hourly';
  review_target: number;
  /** 0..1: how good this pro's reviews tend to be. */
  quality: number;
  phone: string;
  travels_to_customer: boolean;
  customer_travels: boolean;
  over_phone: boolean;
  travel_distance_km: number;
}

const REGION_NAMES: Record<Region, [string, string]> = {
  'hong-kong-island': ['港島', 'Hong Kong Island'],
  kowloon: ['九龍', 'Kowloon'],
  'new-territories': ['新界', 'the New Territories'],
};

const DISTRICT_BY_SLUG = new Map(DISTRICTS.map((d) => [d.slug, d]));
const CATEGORY_BY_SLUG = new Map(CATEGORIES.map((c) => [c.slug, c]));

/** "Eastern" alone reads oddly in English: "the Eastern district". */
function districtEn(slug: DistrictSlug): string {
  const name = DISTRICT_BY_SLUG.get(slug)?.name_en ?? 'Hong Kong';
  return ['central-and-western', 'eastern', 'southern', 'north', 'islands'].includes(slug) ? `the ${name} district` : name;
}

function isRegion(s: Region | DistrictSlug): s is Region {
  return s in REGION_NAMES;
}

function joinZh(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join('、')}及${parts[parts.length - 1]}`;
}

function joinEn(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function areaNames(areas: ProSeed['areas']): [string, string] {
  if (areas === 'all') return ['全港十八區', 'all 18 districts of Hong Kong'];
  const zh = areas.map((a) => (isRegion(a) ? REGION_NAMES[a][0] : (DISTRICT_BY_SLUG.get(a)?.name_zh ?? a)));
  const en = areas.map((a) => (isRegion(a) ? REGION_NAMES[a][1] : (DISTRICT_BY_SLUG.get(a)?.name_en ?? a)));
  if (areas.every(isRegion)) return [zh.join('及'), joinEn(en)];
  return [zh.join('、'), areas.some(isRegion) ? joinEn(en) : `the ${joinEn(en)} ${en.length > 1 ? 'districts' : 'district'}`];
}

function districtsFor(areas: ProSeed['areas']): DistrictSlug[] {
  if (areas === 'all') return DISTRICTS.map((d) => d.slug);
  const out = new Set<DistrictSlug>();
  for (const a of areas) {
    if (isRegion(a)) DISTRICTS.filter((d) => d.region === a).forEach((d) => out.add(d.slug));
    else out.add(a);
  }
  return [...out];
}

function titlesFor(seed: ProSeed, kind: ProKind): [string, string] {
  if (seed.title) return seed.title;
  const [last, , en, gender] = seed.owner;
  const surnameEn = en.split(' ')[0];
  const mrMs = gender === 'm' ? `Mr ${surnameEn}` : `Ms ${surnameEn}`;
  const first = seed.cats[0];
  const sirMiss = `${last}${gender === 'm' ? '生' : '小姐'}`;
  if (first === 'interior-design' || first === 'storage') return [sirMiss, mrMs];
  if ((kind === 'trade' || kind === 'moving' || first === 'home-massage') && gender === 'm') return [`${last}師傅`, mrMs];
  if (kind === 'tutor' || first === 'yoga-instructor') return [`${last}老師`, mrMs];
  if (kind === 'coach') return [`${last}教練`, `Coach ${surnameEn}`];
  return [sirMiss, mrMs];
}

const HOURS: Record<HoursPattern, { days: number[]; open: string; close: string; extra?: BusinessHour[]; zh: string; en: string }> = {
  standard: {
    days: [1, 2, 3, 4, 5, 6],
    open: '09:00',
    close: '19:00',
    zh: '星期一至六朝九晚七都可以搵到我哋，星期日休息',
    en: 'You can reach us Monday to Saturday, 9am to 7pm; we are closed on Sundays.',
  },
  everyday: {
    days: [1, 2, 3, 4, 5, 6, 7],
    open: '08:00',
    close: '21:00',
    zh: '一星期七日朝八晚九都有人接聽',
    en: 'We answer seven days a week, 8am to 9pm.',
  },
  office: {
    days: [1, 2, 3, 4, 5],
    open: '09:00',
    close: '18:00',
    extra: [{ weekday: 6, open: '09:00', close: '13:00' }],
    zh: '辦公時間為星期一至五朝九晚六，星期六朝九至一點',
    en: 'Office hours are 9am–6pm on weekdays and 9am–1pm on Saturdays.',
  },
  tutor: {
    days: [1, 2, 3, 4, 5],
    open: '15:00',
    close: '21:30',
    extra: [
      { weekday: 6, open: '09:30', close: '18:00' },
      { weekday: 7, open: '09:30', close: '18:00' },
    ],
    zh: '平日下晝三點後同週末全日都可以上堂',
    en: 'Lessons run on weekday afternoons from 3pm and all day at weekends.',
  },
  evening: {
    days: [1, 2, 3, 4, 5, 6, 7],
    open: '11:00',
    close: '22:00',
    zh: '每日由朝早十一點做到夜晚十點',
    en: 'We work every day from 11am to 10pm.',
  },
  allday: {
    days: [1, 2, 3, 4, 5, 6, 7],
    open: '00:00',
    close: '23:59',
    zh: '24小時全年無休',
    en: 'We are available 24 hours a day, all year round.',
  },
  weekend: {
    days: [2, 3, 4, 5, 6, 7],
    open: '10:00',
    close: '20:00',
    zh: '星期二至日都接受預約，星期一休息',
    en: 'Bookings are taken Tuesday to Sunday; we rest on Mondays.',
  },
};

function hoursPattern(seed: ProSeed, kind: ProKind, rng: Rng): HoursPattern {
  if (seed.hours) return seed.hours;
  switch (kind) {
    case 'trade':
    case 'cleaning':
      return rng.chance(0.55) ? 'standard' : 'everyday';
    case 'tutor':
      return 'tutor';
    case 'coach':
    case 'beauty':
      return 'evening';
    case 'photo':
      return 'weekend';
    case 'business':
      return 'office';
    default:
      return 'everyday';
  }
}

function hoursRows(pattern: HoursPattern): BusinessHour[] {
  const h = HOURS[pattern];
  return [...h.days.map((weekday) => ({ weekday, open: h.open, close: h.close })), ...(h.extra ?? [])].sort(
    (a, b) => a.weekday - b.weekday,
  );
}

function roundNice(v: number): number {
  if (v < 1000) return Math.max(10, Math.round(v / 10) * 10);
  if (v < 10000) return Math.round(v / 50) * 50;
  return Math.round(v / 1000) * 1000;
}

function responseText(minutes: number): [string, string] {
  if (minutes < 60) return [`${minutes}分鐘`, `${minutes} minutes`];
  if (minutes < 180) {
    const h = Math.round(minutes / 60);
    return [`${h}個鐘`, h === 1 ? 'an hour' : `${h} hours`];
  }
  return ['半日', 'half a day'];
}

const MEMBERS: Record<ProKind, [string, string]> = {
  trade: ['師傅', 'tradespeople'],
  cleaning: ['員工', 'staff'],
  moving: ['搬運師傅', 'movers'],
  tutor: ['導師', 'tutors'],
  coach: ['教練', 'coaches'],
  photo: ['攝影及製作人員', 'photographers and crew'],
  events: ['員工', 'staff'],
  beauty: ['美容師及造型師', 'therapists and stylists'],
  pets: ['員工', 'staff'],
  business: ['員工', 'staff'],
};

/** What customers visit when a pro has premises (`studio`). */
const PLACES: Record<ProKind, [string, string]> = {
  trade: ['門市', 'showroom'],
  cleaning: ['門市', 'shop'],
  moving: ['倉庫', 'facility'],
  tutor: ['教學中心', 'centre'],
  coach: ['工作室', 'studio'],
  photo: ['影樓', 'studio'],
  events: ['門市', 'shop'],
  beauty: ['工作室', 'studio'],
  pets: ['店舖', 'shop'],
  business: ['辦事處', 'office'],
};

const PLACE_BY_CATEGORY: Partial<Record<CategorySlug, [string, string]>> = {
  'interior-design': ['設計工作室', 'design studio'],
  'custom-furniture': ['工場', 'workshop'],
  'window-repair': ['工場', 'workshop'],
  'piano-lessons': ['琴室', 'studio'],
  'computer-repair': ['舖頭', 'shop'],
  'aircon-cleaning': ['舖頭', 'shop'],
};

/** Team nouns where the kind's default does not fit. */
const MEMBERS_BY_CATEGORY: Partial<Record<CategorySlug, [string, string]>> = {
  'interior-design': ['設計師及師傅', 'designers and tradespeople'],
  storage: ['員工', 'staff'],
  'piano-lessons': ['導師', 'teachers'],
  'yoga-instructor': ['導師', 'instructors'],
  'personal-trainer': ['教練', 'trainers'],
  'home-massage': ['按摩師', 'therapists'],
  'makeup-artist': ['化妝師及髮型師', 'makeup artists and stylists'],
  'hair-stylist': ['髮型師', 'hairdressers'],
  videography: ['製作人員', 'production staff'],
  'mc-host': ['司儀及助手', 'MCs and assistants'],
};

const CLOSERS_BY_CATEGORY: Partial<Record<CategorySlug, Array<[string, string]>>> = {
  storage: [
    [
      '倉位按月租，唔使簽長約，隨時可以加大或者退倉。',
      'Units are rented month by month with no long contract, and you can upsize or leave at any time.',
    ],
    ['倉內全天候閉路電視監察，並設消防花灑系統。', 'The facility has round-the-clock CCTV and a fire sprinkler system.'],
  ],
  videography: [
    ['每條影片都包兩次修改，滿意先交最終版本。', 'Every video includes two rounds of revisions before the final cut.'],
    ['確認拍攝日期收三成訂金，餘數交片時先付。', 'A 30% deposit secures the shoot date, with the balance due on delivery.'],
  ],
};

const CLOSERS: Record<ProKind, Array<[string, string]>> = {
  trade: [
    ['報價清楚列明工料，唔會臨時加價。', 'Quotes list labour and materials clearly, with no surprise add-ons.'],
    [
      '完工後提供保養，有問題隨時WhatsApp搵我哋。',
      'All work comes with a warranty, and you can WhatsApp us any time if something is not right.',
    ],
    ['準時到、做完執乾淨先走，係我哋對每位客人嘅承諾。', 'Arriving on time and leaving the place clean is our promise to every customer.'],
  ],
  cleaning: [
    [
      '所有員工都有勞工保險，並會自備清潔用品。',
      'All staff are covered by employee compensation insurance and bring their own cleaning supplies.',
    ],
    ['唔滿意可以喺48小時內通知，我哋會免費返工。', 'Not happy? Tell us within 48 hours and we will redo it free of charge.'],
    ['價錢透明，唔設隱藏收費。', 'Transparent pricing with no hidden charges.'],
  ],
  moving: [
    ['報價已包車、人手同隧道費，到場唔會再加價。', 'Quotes include the truck, crew and tolls, with no extra charges on the day.'],
    ['每單都有貨物運輸保險，搬得安心。', 'Every job is covered by goods-in-transit insurance for peace of mind.'],
    ['提供免費紙箱同上門估價，搬運前一日會再確認時間。', 'Free boxes and home surveys, and we reconfirm the time the day before the move.'],
  ],
  tutor: [
    ['第一堂可以先試堂，覺得啱先繼續。', 'You can start with a trial lesson and continue only if it is a good fit.'],
    ['每堂後都會向家長匯報進度，一齊訂目標。', 'Parents get a progress update after every lesson so we can set goals together.'],
    ['可以喺屋企、導師地方或者網上上堂。', 'Lessons can take place at home, at our place or online.'],
  ],
  coach: [
    ['每位學員都會有度身訂造嘅訓練計劃。', 'Every client gets a tailored plan.'],
    ['提前24小時通知可以免費改期。', "Free rescheduling with 24 hours' notice."],
    ['歡迎初學者，由基本開始慢慢嚟。', 'Beginners are very welcome; we start with the basics.'],
  ],
  photo: [
    ['確認檔期收三成訂金，餘數交件時先付。', 'A 30% deposit secures the date, with the balance due on delivery.'],
    ['所有相片都會逐張精修，並提供網上相簿下載。', 'Every photo is individually edited and delivered through an online gallery.'],
  ],
  events: [
    ['可以按預算同人數度身設計方案。', 'Packages are tailored to your budget and guest numbers.'],
    ['活動前會再同你確認流程同細節，當日準時到場。', 'We confirm the running order and details before the day and arrive on time.'],
  ],
  beauty: [
    ['港九市區上門免車馬費。', 'No travel charge for home visits in the urban areas.'],
    ['用品一人一套，注重衞生。', 'Fresh, hygienic supplies for every client.'],
  ],
  pets: [
    ['每隻毛孩都會用心對待，完成後會傳相片俾主人。', 'Every pet is treated with care, and owners receive photos afterwards.'],
    ['第一次可以免費見面，等毛孩熟悉我哋先開始。', 'A free first meeting lets your pet get to know us before we start.'],
  ],
  business: [
    ['開始前會簽服務合約，列明範圍、時間表同收費。', 'We sign a service agreement setting out scope, timeline and fees before we start.'],
    ['可以開正式發票同收據，方便公司入數。', 'Official invoices and receipts are provided for your company records.'],
  ],
};

interface DescCtx {
  seed: ProSeed;
  kind: ProKind;
  titleZh: string;
  titleEn: string;
  exp: number;
  areasZh: string;
  areasEn: string;
}

function openerFor(c: DescCtx, rng: Rng): [string, string] {
  const { seed, exp } = c;
  const [last, first, ownerEn] = seed.owner;
  const full = `${last}${first}`;
  const [craftZh, craftEn] = c.kind === 'tutor' && seed.cats.length > 1 ? ['補習教學', 'tutoring'] : CRAFT[seed.cats[0]];
  const base = DISTRICT_BY_SLUG.get(seed.base);
  const founded = seed.founded;
  if ((c.kind === 'tutor' || c.kind === 'coach') && seed.staff <= 3) {
    return [
      `${c.titleZh}從事${craftZh}${exp}年，${founded}年成立${seed.zh}。`,
      `${ownerEn} has ${exp} years of experience in ${craftEn} and started ${seed.en} in ${founded}.`,
    ];
  }
  const variants: Array<[string, string]> = [
    [
      `${seed.zh}由${full}於${founded}年創立，至今有${exp}年${craftZh}經驗。`,
      `${seed.en} was founded in ${founded} by ${ownerEn}, who has ${exp} years of experience in ${craftEn}.`,
    ],
    [
      `${seed.zh}自${founded}年起喺${base?.name_zh ?? ''}開業，主理人${full}入行${exp}年。`,
      `Based in ${districtEn(seed.base)} since ${founded}, ${seed.en} is run by ${ownerEn}, who has ${exp} years of experience in ${craftEn}.`,
    ],
  ];
  if (c.kind === 'trade' || c.kind === 'moving' || c.kind === 'cleaning') {
    variants.push([
      `${c.titleZh}做${craftZh}${exp}年，${founded}年自立門戶成立${seed.zh}。`,
      `With ${exp} years in ${craftEn}, ${ownerEn} set up ${seed.en} in ${founded}.`,
    ]);
  }
  return rng.pick(variants);
}

function licenceSentence(c: DescCtx): [string, string] | null {
  if (c.seed.lic.length === 0) return null;
  const infos = c.seed.lic.map((k) => LICENCES[k]);
  const allBusiness = infos.every((i) => i.type === 'business');
  const subjZh = allBusiness ? '公司' : c.seed.staff > 1 ? '團隊' : c.titleZh;
  const subjEn = allBusiness ? 'The company' : c.seed.staff > 1 ? 'The team' : c.titleEn;
  return [`${subjZh}持有${joinZh(infos.map((i) => i.zh))}。`, `${subjEn} holds ${joinEn(infos.map((i) => i.en))}.`];
}

function teamSentence(c: DescCtx): [string, string] {
  const { seed, kind } = c;
  const base = DISTRICT_BY_SLUG.get(seed.base);
  const [placeZh, placeEn] = PLACE_BY_CATEGORY[seed.cats[0]] ?? PLACES[kind];
  const visitZh = seed.studio ? `，亦歡迎客人親臨位於${base?.name_zh ?? ''}嘅${placeZh}` : '';
  const visitEn = seed.studio ? `; you are also welcome to visit our ${placeEn} in ${districtEn(seed.base)}` : '';
  if (seed.staff > 1) {
    const [mZh, mEn] = MEMBERS_BY_CATEGORY[seed.cats[0]] ?? MEMBERS[kind];
    return [`現有${seed.staff}位${mZh}，服務範圍覆蓋${c.areasZh}${visitZh}。`, `Our ${seed.staff} ${mEn} cover ${c.areasEn}${visitEn}.`];
  }
  const teaches = kind === 'tutor' || kind === 'coach';
  const pronoun = seed.owner[3] === 'm' ? 'He' : 'She';
  return [
    `${teaches ? '每一堂都親自教授' : '每單都親自處理'}，服務範圍覆蓋${c.areasZh}${visitZh}。`,
    `${pronoun} ${teaches ? 'teaches every lesson personally' : 'handles every job personally'} and covers ${c.areasEn}${visitEn}.`,
  ];
}

type FaqBuilder = (f: FaqCtx) => ServiceFaqSeed;

interface FaqCtx {
  areasZh: string;
  areasEn: string;
  respZh: string;
  respEn: string;
  hours: HoursPattern;
  startingPrice: number;
  warrantyMonths: number;
  inspectionFee: number;
  deliveryWeeks: number;
}

const qa = (question_zh: string, answer_zh: string, question_en: string, answer_en: string): ServiceFaqSeed => ({
  question_zh,
  question_en,
  answer_zh,
  answer_en,
});

const GENERIC_FAQ: FaqBuilder[] = [
  (f) =>
    qa(
      '你哋服務邊啲地區？',
      `主要服務${f.areasZh}。其他地區可以先傳訊息查詢，視乎距離或者會收少量車馬費。`,
      'Which areas do you cover?',
      `We mainly cover ${f.areasEn}. For other areas, message us first; a small travel charge may apply depending on distance.`,
    ),
  (f) =>
    qa(
      '幾耐會回覆查詢？',
      `一般${f.respZh}內回覆，${HOURS[f.hours].zh}。`,
      'How quickly do you reply?',
      `We usually reply within ${f.respEn}. ${HOURS[f.hours].en}`,
    ),
];

const PAYMENT_FAQ: FaqBuilder = () =>
  qa(
    '可以點樣付款？',
    '可以用現金、轉數快（FPS）、PayMe或者銀行過數，完成後先付尾數。',
    'How can I pay?',
    'Cash, FPS, PayMe or bank transfer; the balance is paid once the job is done.',
  );

const KIND_FAQ: Record<ProKind, FaqBuilder[]> = {
  trade: [
    (f) =>
      qa(
        '工程有冇保養？',
        `所有工程提供${f.warrantyMonths}個月保養，保養期內同一問題免費跟進。`,
        'Do you offer a warranty?',
        `All work carries a ${f.warrantyMonths}-month warranty, and we fix the same problem free of charge within that period.`,
      ),
    (f) =>
      f.inspectionFee === 0
        ? qa(
            '上門檢查收唔收錢？',
            '上門檢查同報價完全免費，確認價錢先開工。',
            'Do you charge for inspections?',
            'Inspections and quotes are free; work only starts once you agree the price.',
          )
        : qa(
            '上門檢查收唔收錢？',
            `上門檢查收HK$${f.inspectionFee}，如果即場落實維修，檢查費全數扣減。`,
            'Do you charge for inspections?',
            `Inspection is HK$${f.inspectionFee}, fully deducted if you go ahead with the repair on the spot.`,
          ),
    (f) =>
      HOURS[f.hours].days.includes(7)
        ? qa(
            '星期日同公眾假期開唔開工？',
            '開，星期日同公眾假期照常開工，唔另收附加費。',
            'Do you work on Sundays and public holidays?',
            'Yes, we work on Sundays and public holidays at no extra charge.',
          )
        : qa(
            '星期日同公眾假期開唔開工？',
            '星期日休息，但緊急情況可以WhatsApp聯絡，我哋會盡量安排。',
            'Do you work on Sundays and public holidays?',
            'We rest on Sundays, but for emergencies WhatsApp us and we will do our best to help.',
          ),
    PAYMENT_FAQ,
  ],
  cleaning: [
    () =>
      qa(
        '清潔員有冇保險？',
        '全部員工都有勞工保險，公司亦有第三者責任保險，客人可以安心。',
        'Are your staff insured?',
        'All staff have employee compensation insurance and we carry third-party liability cover, so you are protected.',
      ),
    () =>
      qa(
        '可唔可以試做一次先？',
        '可以，第一次可以單次預約試做，滿意先轉定期，唔使簽長約。',
        'Can I try you out once first?',
        'Yes. Book a one-off visit first and switch to a regular schedule only if you are happy; no long contract needed.',
      ),
    PAYMENT_FAQ,
  ],
  moving: [
    () =>
      qa(
        '報價包唔包晒？',
        '報價已包車、人手、基本包裝物料同隧道費，樓梯附加費會預先講明，唔會到場先加價。',
        'Is the quote all-inclusive?',
        'Quotes include the truck, crew, basic packing materials and tunnel tolls; any stairs surcharge is stated upfront, never added on the day.',
      ),
    () =>
      qa(
        '有冇貨物保險？',
        '有，每單搬運都有貨物運輸保險，現金同首飾等貴重物品就建議客人自己帶。',
        'Are my belongings insured?',
        'Yes, every job has goods-in-transit insurance, though we suggest you carry cash and jewellery yourself.',
      ),
    PAYMENT_FAQ,
  ],
  tutor: [
    (f) =>
      qa(
        '有冇試堂？',
        `有，第一堂試堂收HK$${roundNice(f.startingPrice * 0.5)}，之後先決定係咪繼續。`,
        'Do you offer a trial lesson?',
        `Yes, the first trial lesson is HK$${roundNice(f.startingPrice * 0.5)}, and you decide afterwards whether to continue.`,
      ),
    () =>
      qa(
        '點樣跟進學生進度？',
        '每堂後會WhatsApp家長簡單匯報，每月再做一次小測同檢討。',
        "How do you track the student's progress?",
        'Parents get a short WhatsApp update after each lesson, plus a monthly quiz and review.',
      ),
    () =>
      qa(
        '學費點樣收？',
        '學費每月預繳，可以用轉數快（FPS）或者銀行過數。',
        'How are fees paid?',
        'Fees are paid monthly in advance by FPS or bank transfer.',
      ),
  ],
  coach: [
    () =>
      qa(
        '落雨或者要取消點算？',
        '提前24小時通知可以免費改期；因天氣取消嘅課堂會安排補堂。',
        'What if it rains or I need to cancel?',
        "Free rescheduling with 24 hours' notice; classes cancelled because of the weather are made up later.",
      ),
    () =>
      qa(
        '有冇套票優惠？',
        '有，買10堂套票有九折，套票有效期半年。',
        'Do you offer packages?',
        'Yes, a 10-session package is 10% off and valid for six months.',
      ),
    PAYMENT_FAQ,
  ],
  photo: [
    (f) =>
      qa(
        '幾耐交相？',
        `一般${f.deliveryWeeks}星期內交精修相片，急件可以加快。`,
        'When will I get the photos?',
        `Edited photos are delivered within ${f.deliveryWeeks} weeks, faster if you need them urgently.`,
      ),
    () =>
      qa(
        '訂金幾多？',
        '確認日期時收三成訂金，餘數喺拍攝當日或者交件時付清。',
        'How much is the deposit?',
        'A 30% deposit secures the date, with the balance paid on the day or on delivery.',
      ),
  ],
  events: [
    () =>
      qa(
        '訂金幾多？',
        '確認日期時收三成訂金，餘數活動當日付清。',
        'How much is the deposit?',
        'A 30% deposit secures the date, with the balance paid on the day.',
      ),
    () =>
      qa(
        '可唔可以改期？',
        '活動前14日通知可以免費改期一次，訂金全數保留。',
        'Can I change the date?',
        "You can change the date once for free with 14 days' notice, and the deposit carries over.",
      ),
  ],
  beauty: [
    () =>
      qa(
        '上門有冇車馬費？',
        '港九市區免車馬費，新界及離島按地點收HK$100至HK$200。',
        'Is there a travel charge?',
        'No charge in the urban areas of Kowloon and Hong Kong Island; HK$100–200 for the New Territories and outlying islands.',
      ),
    () =>
      qa(
        '皮膚敏感點算？',
        '預約時講低，我哋會用適合敏感肌嘅產品，亦可以用你自己慣用嘅產品。',
        'I have sensitive skin. Is that a problem?',
        'Let us know when booking; we will use products suitable for sensitive skin, or your own if you prefer.',
      ),
    PAYMENT_FAQ,
  ],
  pets: [
    () =>
      qa(
        '第一次可唔可以先見面？',
        '可以，我哋會免費上門見面，了解毛孩性格同習慣先開始服務。',
        'Can we meet first?',
        "Yes, we offer a free first visit to learn your pet's personality and routine before we start.",
      ),
    () =>
      qa(
        '有冇處理緊急情況嘅經驗？',
        '團隊受過寵物急救訓練，遇到緊急情況會即時聯絡主人同獸醫。',
        'Can you handle emergencies?',
        'Our team is trained in pet first aid and will contact you and your vet straight away in an emergency.',
      ),
    PAYMENT_FAQ,
  ],
  business: [
    () =>
      qa(
        '會唔會簽合約？',
        '會，開始前會簽服務合約，列明範圍、時間表同付款安排。',
        'Do you sign a contract?',
        'Yes. Before starting we sign a service agreement covering scope, timeline and payment.',
      ),
    () =>
      qa(
        '可唔可以開發票？',
        '可以，我哋有商業登記，會提供正式發票同收據。',
        'Can you issue invoices?',
        'Yes, we are a registered business and provide official invoices and receipts.',
      ),
  ],
};

function certificatesFor(seed: ProSeed, rng: Rng): CertificateSeed[] {
  const ref = seed.owner[2];
  const certificateOf = (info: LicenceInfo, number: number): CertificateSeed => ({
    name: info.cert,
    type: info.type,
    licence_type: info.licence_type ?? null,
    unified_number: `${info.prefix}-${number}`,
    reference_identity: info.type === 'business' ? seed.en : ref,
    description: info.zh,
  });
  const certs: CertificateSeed[] = seed.lic.map((k) => certificateOf(LICENCES[k], rng.int(10000, 99999)));
  // A pro in a category that needs a licence (SPEC §8 251) holds it even where the hand-written facts do not name it.
  // Its number comes from the slug, not the rng, so every later figure of the profile stays as it was.
  const held = new Set(seed.lic.map((k) => LICENCES[k].licence_type));
  for (const c of seed.cats) {
    const needed = CATEGORY_LICENCES[c];
    const key = (Object.keys(LICENCES) as LicenceKey[]).find((k) => LICENCES[k].licence_type === needed);
    if (!needed || !key || held.has(needed)) continue;
    held.add(needed);
    certs.push(certificateOf(LICENCES[key], 10000 + (seedFromString(`${seed.slug}:${needed}`) % 90000)));
  }
  if (seed.staff >= 2) {
    certs.push({
      name: '商業登記證 Business Registration Certificate',
      type: 'business',
      licence_type: null,
      unified_number: String(rng.int(30000000, 79999999)),
      reference_identity: seed.en,
      description: '商業登記署發出',
    });
  }
  return certs;
}

/** Turns hand-written facts into a full public profile; deterministic for a given rng state. */
export function buildProProfile(seed: ProSeed, rng: Rng): ProProfile {
  const kind = CATEGORY_KIND[seed.cats[0]];
  const [titleZh, titleEn] = titlesFor(seed, kind);
  const [areasZh, areasEn] = areaNames(seed.areas);
  const exp = Math.min(45, REFERENCE_YEAR - seed.founded + rng.int(0, 6));
  const ctx: DescCtx = { seed, kind, titleZh, titleEn, exp, areasZh, areasEn };
  const closers = CLOSERS_BY_CATEGORY[seed.cats[0]] ?? CLOSERS[kind];
  const sentences = [
    openerFor(ctx, rng),
    [seed.spZh, seed.spEn] as [string, string],
    licenceSentence(ctx),
    teamSentence(ctx),
    rng.pick(closers),
  ].filter((s): s is [string, string] => s !== null);
  const price = CATEGORY_BY_SLUG.get(seed.cats[0])?.price;
  const startingPrice = roundNice((price?.min ?? 300) * (0.85 + rng.next() * 0.4));
  const pattern = hoursPattern(seed, kind, rng);
  const response = rng.chance(0.6) ? rng.int(5, 55) : rng.int(60, 240);
  const [respZh, respEn] = responseText(response);
  const faqCtx: FaqCtx = {
    areasZh,
    areasEn,
    respZh,
    respEn,
    hours: pattern,
    startingPrice,
    warrantyMonths: rng.pick([3, 6, 12]),
    inspectionFee: rng.pick([0, 200, 300]),
    deliveryWeeks: rng.pick([2, 3, 4]),
  };
  const faqs = rng.sample([...KIND_FAQ[kind], ...GENERIC_FAQ], rng.int(2, 4)).map((build) => build(faqCtx));
  const districts = districtsFor(seed.areas);
  return {
    seed,
    kind,
    titleZh,
    titleEn,
    description_zh: sentences.map((s) => s[0]).join(''),
    description_en: sentences.map((s) => s[1]).join(' '),
    faqs,
    hours: hoursRows(pattern),
    districts,
    certificates: certificatesFor(seed, rng),
    is_verified: seed.lic.length > 0 || rng.chance(0.45),
    response_minutes: response,
    starting_price: startingPrice,
    starting_price_type: price?.type ?? 'flat',
    review_target: rng.int(3, 25),
    quality: 0.55 + rng.next() * 0.45,
    phone: `+852${rng.pick(['5', '6', '9'])}${rng.int(1000000, 9999999)}`,
    travels_to_customer: !(seed.cats[0] === 'storage'),
    customer_travels: seed.studio === true,
    over_phone: kind === 'business' || kind === 'tutor',
    travel_distance_km: seed.areas === 'all' ? 40 : districts.length > 4 ? 25 : 12,
  };
}

// ---------------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------------

/** Review tags are keys the UI translates. */
export type ReviewTag =
  'punctual' | 'professional' | 'good_value' | 'tidy' | 'friendly' | 'responsive' | 'quality_work' | 'patient' | 'clear_pricing';

export interface ReviewSnippet {
  /** Which pros may receive it: anyone, a kind of pro or one category. */
  for: 'any' | ProKind | CategorySlug;
  lang: 'zh-HK' | 'en-HK';
  score: 3 | 4 | 5;
  tags: ReviewTag[];
  /** {who} becomes the pro's title (陳師傅, Miss Lee, Mr Chan). */
  text: string;
}

type R = [ReviewSnippet['for'], 'zh' | 'en', 3 | 4 | 5, ReviewTag[], string];

const REVIEW_ROWS: R[] = [
  ['any', 'zh', 5, ['responsive', 'professional'], '回覆好快，報價清楚，做嘢有交帶，下次會再搵。'],
  ['any', 'zh', 5, ['punctual', 'friendly'], '準時到，態度好好，全程有講解，好放心。'],
  ['any', 'zh', 5, ['good_value', 'clear_pricing'], '價錢合理，冇額外收費，同報價一模一樣，推介！'],
  ['any', 'zh', 4, ['professional'], '整體滿意，只係預約要等多兩日，不過做得好仔細。'],
  ['any', 'zh', 4, ['friendly', 'responsive'], '人好nice，溝通容易，WhatsApp覆得好快。'],
  ['any', 'zh', 3, ['good_value'], '價錢ok，但遲咗半個鐘到，有少少失望，質素就冇問題。'],
  ['any', 'zh', 5, ['professional', 'clear_pricing'], '{who}好professional，報價清清楚楚，冇hidden charge，值得推介。'],
  ['any', 'zh', 5, ['responsive', 'good_value'], '第一次喺Sifu搵人，一日內收到幾個報價，揀咗佢哋冇揀錯。'],
  ['any', 'zh', 4, ['punctual'], '守時又有禮貌，有少少位要再跟進，{who}都即刻處理咗。'],
  ['any', 'en', 5, ['responsive', 'professional'], 'Quick to respond, clear quote and did exactly what was promised. Would book again.'],
  ['any', 'en', 5, ['punctual', 'friendly'], 'On time, polite and efficient. Highly recommended!'],
  ['any', 'en', 4, ['good_value'], 'Fair price and good work. Had to reschedule once but they were flexible about it.'],
  ['any', 'en', 3, ['responsive'], 'Job got done, but communication could be better — it took a while to confirm the time.'],
  [
    'any',
    'en',
    5,
    ['good_value', 'responsive'],
    'First time booking through Sifu. Got three quotes within a day and this one was the best value.',
  ],

  ['trade', 'zh', 5, ['professional', 'tidy'], '{who}好有經驗，一睇就知咩問題，半個鐘搞掂，走之前仲幫手清理埋。'],
  ['trade', 'zh', 4, ['professional'], '師傅手工好，不過要預多啲位俾佢擺工具，整體滿意。'],
  ['trade', 'zh', 5, ['clear_pricing', 'quality_work'], '開工前講清楚要換咩零件同價錢，完全冇驚喜，好安心。'],
  [
    'trade',
    'en',
    5,
    ['professional'],
    "{who} explained the problem clearly, showed me the worn part and fixed it the same day. Couldn't ask for more.",
  ],
  ['plumbing', 'zh', 5, ['clear_pricing'], '報價合理，冇亂開價，換咗水龍頭之後完全冇再漏水。'],
  ['plumbing', 'en', 5, ['tidy', 'professional'], '{who} fixed our leaking kitchen pipe in under an hour and left the place spotless.'],
  ['plumbing', 'zh', 4, ['responsive'], '星期日都肯上嚟通渠，收費比平日貴少少，但可以理解。'],
  ['waterproofing', 'zh', 5, ['quality_work'], '浴室防水做得好好，落完幾場大雨都冇再滲水，多謝{who}！'],
  ['electrician', 'zh', 5, ['responsive', 'punctual'], '朝早WhatsApp，下晝已經上到嚟，{who}好efficient，跳掣問題即日解決。'],
  ['handyman', 'en', 4, ['quality_work'], 'Great workmanship on the shelves and TV mount. Slightly pricier than others but worth it.'],
  ['renovation', 'zh', 5, ['quality_work', 'clear_pricing'], '全屋翻新準時完工，每個星期都有send相匯報進度，用料同報價單一樣。'],
  ['renovation', 'zh', 4, ['professional'], '裝修過程順利，中間有少少延誤，但{who}有主動交代原因。'],
  ['custom-furniture', 'zh', 5, ['quality_work'], '衣櫃造得好靚，度身訂造完全啱位，收納空間多咗一倍。'],
  ['locksmith', 'zh', 5, ['responsive'], '半夜唔記得帶鎖匙，{who}二十分鐘就到，開鎖冇整爛道門，好感激。'],
  ['interior-design', 'en', 5, ['quality_work'], 'The design team really listened. Our 420 sq ft flat feels twice as big now.'],
  ['painting', 'zh', 5, ['tidy'], '油漆髹得好均勻，傢俬全部包好，完工後仲幫手執埋地下。'],
  ['curtain-installation', 'zh', 4, ['good_value'], '窗簾質料好，遮光效果一流，安裝師傅都好細心，只係等咗兩星期。'],
  ['aircon-installation', 'zh', 5, ['professional'], '新冷氣裝得好企理，喉管走得好整齊，仲教我點樣洗隔塵網。'],
  [
    'window-repair',
    'en',
    4,
    ['professional'],
    'Replaced three rusty window hinges quickly. Would have liked the warranty in writing, though.',
  ],

  ['cleaning', 'zh', 5, ['tidy', 'punctual'], '姐姐好勤力，廚房抽油煙機洗到好似新咁，準時到準時走。'],
  ['cleaning', 'zh', 5, ['quality_work'], '{who}安排嘅團隊做嘢好細心，連雪櫃頂都抹埋，highly recommend！'],
  ['cleaning', 'en', 3, ['good_value'], 'Decent clean for the price, but a couple of spots in the bathroom were missed.'],
  ['home-cleaning', 'zh', 4, ['good_value'], '定期清潔咗兩個月，整體滿意，有一次換咗另一位姐姐，要再講多次要求。'],
  ['move-in-cleaning', 'zh', 5, ['quality_work'], '入伙清潔做得好仔細，窗框路軌啲灰都清埋，即日就可以搬入去。'],
  [
    'aircon-cleaning',
    'en',
    5,
    ['quality_work'],
    'Our aircon smelled musty for months. After the deep clean it is like new and much quieter.',
  ],
  ['aircon-cleaning', 'zh', 5, ['professional'], '洗冷氣前後都有影相，啲污水黑到嚇親，洗完凍好多。'],
  ['aircon-cleaning', 'zh', 4, ['good_value'], '三部冷氣一齊洗有折，師傅手腳快，只係遲咗少少到。'],
  ['sofa-cleaning', 'zh', 5, ['quality_work'], '梳化上面啲咖啡漬全部清走，小朋友敏感都冇再成日打乞嗤。'],
  ['pest-control', 'zh', 4, ['professional'], '滅完曱甴之後兩個星期都冇再見到，仲有保養，安心好多。'],
  [
    'office-cleaning',
    'en',
    5,
    ['punctual', 'tidy'],
    'The cleaning team comes every Thursday night like clockwork. Our pantry has never been cleaner.',
  ],

  ['moving', 'zh', 5, ['punctual', 'professional'], '搬屋師傅好醒目，三個人兩個鐘搬晒，冇刮花傢俬，仲幫手裝返張床。'],
  ['moving', 'zh', 5, ['clear_pricing'], '報價包晒隧道費同樓梯費，當日冇加過一蚊，好良心。'],
  ['moving', 'zh', 4, ['good_value'], '價錢抵，不過遲咗20分鐘到，師傅都有提前通知。'],
  ['mover-piano', 'en', 5, ['professional'], 'Moved our upright piano down four flights of stairs without a scratch. Amazing team.'],
  ['office-moving', 'en', 4, ['responsive'], 'Smooth office move over the weekend — everything was labelled and set up by Monday morning.'],
  ['furniture-disposal', 'zh', 5, ['friendly'], '舊梳化同床褥即日搬走，師傅好客氣，仲話用得嘅會捐出去。'],
  ['storage', 'zh', 5, ['good_value'], '迷你倉乾淨企理，24小時出入好方便，職員仲幫手搬上貨架。'],

  ['tutor', 'zh', 5, ['patient'], '{who}好有耐性，個女本來好抗拒英文，而家肯主動睇英文書。'],
  ['tutor', 'en', 5, ['patient'], '{who} is patient and explains concepts clearly. My son actually looks forward to lessons now.'],
  ['tutor', 'zh', 4, ['responsive'], '每堂之後都有WhatsApp匯報進度，只係上堂時間有時要遷就老師。'],
  ['tutor', 'en', 3, ['patient'], 'Knows the material well, but lessons sometimes started late.'],
  ['math-tutor', 'zh', 5, ['quality_work'], '補咗三個月，數學測驗由50幾分升到80分，多謝{who}！'],
  ['english-tutor', 'zh', 5, ['professional'], '{who}好識教，DSE paper 2寫作進步好多，最後攞到5*。'],
  ['piano-lessons', 'zh', 5, ['patient'], '小朋友學琴一年考到二級，老師教法好生動，唔會悶。'],
  [
    'mandarin-lessons',
    'en',
    4,
    ['professional'],
    'Good Mandarin lessons for business meetings. Would like more speaking practice but overall very helpful.',
  ],
  ['chinese-tutor', 'zh', 5, ['quality_work'], '作文結構清晰咗好多，老師改文好仔細，每次都有評語。'],

  ['coach', 'zh', 4, ['punctual'], '{who}好準時，動作講解清楚，只係會所場地有時要遷就。'],
  ['swimming-coach', 'zh', 5, ['patient'], '個仔本來好驚水，跟{who}學咗兩個月已經識游自由式。'],
  [
    'personal-trainer',
    'en',
    5,
    ['professional'],
    'Lost 6 kg in three months with {who}. Sessions are tough but fun, and the meal advice really helps.',
  ],
  ['yoga-instructor', 'zh', 5, ['friendly'], '老師好溫柔，做完孕婦瑜伽腰痛舒服咗好多。'],
  ['yoga-instructor', 'en', 5, ['patient'], 'Great for beginners. {who} adjusted every pose for my bad knee.'],

  ['photo', 'zh', 4, ['quality_work'], '相片質素好，不過交相比預期遲咗一個星期。'],
  ['wedding-photography', 'zh', 5, ['quality_work'], '婚禮相好自然，捕捉到好多我哋冇留意嘅瞬間，屋企人都話好靚。'],
  [
    'event-photography',
    'en',
    5,
    ['quality_work', 'responsive'],
    'Photos from our annual dinner were delivered the next morning. Super professional.',
  ],
  ['family-photography', 'zh', 5, ['patient'], 'BB全程瞓得好好，攝影師好有耐性，初生照靚到想喊。'],
  ['family-photography', 'en', 4, ['friendly'], 'Lovely family shoot at the waterfront. The kids had fun and the edits look natural.'],
  ['videography', 'zh', 5, ['quality_work'], '宣傳片拍得好有feel，剪接節奏好好，客人睇完即刻問我哋攞資料。'],

  ['party-catering', 'zh', 5, ['quality_work', 'punctual'], '到會食物好好味，燒肉同意粉一掃而空，仲準時送到。'],
  ['party-catering', 'en', 4, ['good_value'], 'Good spread for 30 people at a reasonable price. Would order more desserts next time.'],
  ['mc-host', 'zh', 5, ['professional'], '司儀好識搞氣氛，流程控制得好好，賓客都玩得好開心。'],
  ['mc-host', 'zh', 5, ['professional'], '{who}中英夾雜主持得好自然，外國同事都跟得到，annual dinner好成功。'],

  ['makeup-artist', 'zh', 5, ['quality_work'], '新娘妝好服貼，由朝到晚都冇溶妝，{who}仲好細心幫我執髮型。'],
  ['makeup-artist', 'en', 5, ['punctual'], '{who} arrived early and had me ready in an hour. The look lasted all night.'],
  ['home-massage', 'zh', 5, ['professional'], '推拿手勢好準，膊頭鬆晒，師傅仲教我點樣伸展。'],
  [
    'home-massage',
    'en',
    4,
    ['good_value'],
    'Relaxing massage at home at a reasonable price. The table took a bit of space in our small flat.',
  ],
  ['hair-stylist', 'zh', 4, ['friendly'], '上門剪髮好方便，屋企老人家都好滿意，下個月再約。'],

  ['dog-grooming', 'zh', 5, ['patient'], '隻狗好驚沖涼，美容師好有耐性，剪完靚仔晒。'],
  ['dog-grooming', 'zh', 4, ['good_value'], '流動美容車好方便，唔使抱住隻狗搭車，價錢就貴少少。'],
  ['pet-sitting', 'en', 5, ['friendly'], 'Sent us photos every visit while we were away. Our cats were happy and relaxed.'],
  ['pet-sitting', 'zh', 5, ['responsive'], '去旅行期間每日都有update，隻狗仲肥咗少少，哈哈。'],
  ['dog-training', 'zh', 5, ['professional'], '上咗四堂，隻柴犬已經唔再周圍痾尿，出街都乖咗好多。'],

  ['business', 'en', 4, ['responsive'], 'Solid support for our small office. Response time is good; invoicing could be clearer.'],
  ['web-design', 'zh', 5, ['professional'], '網站做得好靚，手機版都好順，上線後仲幫我哋改咗幾次。'],
  ['accounting', 'en', 5, ['clear_pricing'], 'Clear fixed quote for our company accounts and tax return. Everything was filed on time.'],
  ['computer-repair', 'zh', 5, ['responsive'], '部手提電腦入水，以為冇得救，佢哋幫我救返晒啲檔案，真係好感激。'],
  ['graphic-design', 'zh', 5, ['quality_work'], 'Logo同menu design好有質感，改咗兩次就搞掂，好efficient。'],
  ['translation', 'zh', 4, ['professional'], '翻譯準確，移民文件一次過通過，只係急件收費貴少少。'],
];

export const REVIEW_SNIPPETS: ReviewSnippet[] = REVIEW_ROWS.map(([target, lang, score, tags, text]) => ({
  for: target,
  lang: lang === 'zh' ? 'zh-HK' : 'en-HK',
  score,
  tags,
  text,
}));

export interface ReviewDraft {
  score: number;
  note: string;
  tags: ReviewTag[];
  language: 'zh-HK' | 'en-HK';
}

function snippetFits(s: ReviewSnippet, p: ProProfile): boolean {
  return s.for === 'any' || s.for === p.kind || (p.seed.cats as string[]).includes(s.for);
}

function targetScore(p: ProProfile, rng: Rng): 3 | 4 | 5 {
  const r = rng.next();
  if (r < p.quality * 0.85) return 5;
  if (r < 0.93) return 4;
  return 3;
}

/** Picks `count` reviews for a pro; snippets are not repeated, so later ones are score-only like real sites. */
export function draftReviews(p: ProProfile, count: number, rng: Rng): ReviewDraft[] {
  const pool = rng.shuffle(REVIEW_SNIPPETS.filter((s) => snippetFits(s, p)));
  const used = new Set<ReviewSnippet>();
  const out: ReviewDraft[] = [];
  for (let i = 0; i < count; i++) {
    const score = targetScore(p, rng);
    const snippet = pool.find((s) => !used.has(s) && s.score === score) ?? (rng.chance(0.5) ? pool.find((s) => !used.has(s)) : undefined);
    if (snippet) {
      used.add(snippet);
      const who = snippet.lang === 'zh-HK' ? p.titleZh : p.titleEn;
      out.push({ score: snippet.score, note: snippet.text.replaceAll('{who}', who), tags: snippet.tags, language: snippet.lang });
    } else {
      out.push({
        score,
        note: '',
        tags: score === 5 ? [rng.pick<ReviewTag>(['professional', 'punctual', 'good_value'])] : [],
        language: 'zh-HK',
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// People: reviewer names and demo consumers
// ---------------------------------------------------------------------------------------------------

const SURNAMES: Array<[string, string]> = [
  ['陳', 'Chan'],
  ['李', 'Lee'],
  ['黃', 'Wong'],
  ['張', 'Cheung'],
  ['梁', 'Leung'],
  ['林', 'Lam'],
  ['劉', 'Lau'],
  ['何', 'Ho'],
  ['吳', 'Ng'],
  ['鄭', 'Cheng'],
  ['蔡', 'Choi'],
  ['楊', 'Yeung'],
  ['周', 'Chau'],
  ['郭', 'Kwok'],
  ['曾', 'Tsang'],
  ['麥', 'Mak'],
  ['馮', 'Fung'],
  ['羅', 'Law'],
  ['謝', 'Tse'],
  ['葉', 'Yip'],
  ['朱', 'Chu'],
  ['潘', 'Poon'],
  ['鍾', 'Chung'],
  ['袁', 'Yuen'],
  ['馬', 'Ma'],
  ['蘇', 'So'],
  ['譚', 'Tam'],
  ['盧', 'Lo'],
];

const ENGLISH_NAMES = [
  'Karen',
  'Kelvin',
  'Winnie',
  'Jason',
  'Cathy',
  'Alan',
  'Joyce',
  'Tommy',
  'Ivy',
  'Eric',
  'Fiona',
  'Raymond',
  'Mandy',
  'Kenneth',
  'Sharon',
  'Dennis',
  'Gigi',
  'Sunny',
  'Vivian',
  'Ken',
];

/** A reviewer name the way HK sites show it: 陳小姐, 李先生, 黃太, Mr. Wong, Karen L. */
export function reviewerName(rng: Rng, language: 'zh-HK' | 'en-HK'): string {
  const [zh, en] = rng.pick(SURNAMES);
  if (language === 'zh-HK') return `${zh}${rng.pick(['小姐', '先生', '太', '生'])}`;
  const style = rng.int(0, 2);
  if (style === 0) return `Mr. ${en}`;
  if (style === 1) return `Ms ${en}`;
  return `${rng.pick(ENGLISH_NAMES)} ${en[0]}.`;
}

const GIVEN_NAMES: Array<[string, string, 'm' | 'f']> = [
  ['嘉欣', 'Ka Yan', 'f'],
  ['家豪', 'Ka Ho', 'm'],
  ['詠詩', 'Wing Sze', 'f'],
  ['志明', 'Chi Ming', 'm'],
  ['美玲', 'Mei Ling', 'f'],
  ['俊傑', 'Chun Kit', 'm'],
  ['曉晴', 'Hiu Ching', 'f'],
  ['浩然', 'Ho Yin', 'm'],
  ['凱琳', 'Hoi Lam', 'f'],
  ['子謙', 'Tsz Him', 'm'],
  ['穎欣', 'Wing Yan', 'f'],
  ['偉強', 'Wai Keung', 'm'],
  ['淑儀', 'Shuk Yee', 'f'],
  ['健雄', 'Kin Hung', 'm'],
  ['婉婷', 'Yuen Ting', 'f'],
  ['嘉俊', 'Ka Chun', 'm'],
  ['慧敏', 'Wai Man', 'f'],
  ['志豪', 'Chi Ho', 'm'],
  ['思穎', 'Sze Wing', 'f'],
  ['國強', 'Kwok Keung', 'm'],
];

export interface ConsumerSeed {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  /** How the consumer signs reviews: 陳小姐. */
  reviewer_name: string;
}

/** Demo consumers with Hong Kong names; usernames are unique by construction. */
export function buildConsumers(rng: Rng, count: number): ConsumerSeed[] {
  return Array.from({ length: count }, (_, i) => {
    const [lastZh, lastEn] = rng.pick(SURNAMES);
    const [firstZh, firstEn, gender] = rng.pick(GIVEN_NAMES);
    const username = `${firstEn.replace(' ', '').toLowerCase()}_${lastEn.toLowerCase()}${i + 1}`;
    return {
      username,
      email: `${username}@demo.sifu.hk`,
      first_name: firstZh,
      last_name: lastZh,
      phone: `+852${rng.pick(['5', '6', '9'])}${rng.int(1000000, 9999999)}`,
      reviewer_name: `${lastZh}${gender === 'm' ? '先生' : '小姐'}`,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Price notes pros write on their quotes
// ---------------------------------------------------------------------------------------------------

export const PRICE_NOTES: Record<ProKind, string[]> = {
  trade: [
    '包上門及人工，材料按實際用量計。',
    '已包物料同清理現場，保養3個月。',
    'Price includes labour and standard parts, with a 3-month warranty.',
    '如需更換額外零件，會先報價先做。',
  ],
  cleaning: ['包清潔用品及工具。', 'Includes all cleaning products and equipment.', '兩位清潔員，約3小時完成。'],
  moving: [
    '已包車、3位師傅、隧道費同基本包裝物料。',
    'Includes one 5.5-tonne truck, three movers and tolls.',
    '樓梯每層每件大型傢俬另加$30。',
  ],
  tutor: ['每堂1.5小時，第一堂試堂半價。', '每堂1小時，包自製筆記同練習。', 'Lessons are 1.5 hours; the first trial lesson is half price.'],
  coach: ['每堂60分鐘，泳池或者場地入場費另計。', '10堂套票有九折。', 'Includes a simple meal plan.'],
  photo: ['包拍攝及精修相片，網上相簿交付。', 'Includes editing and an online gallery within 7 days.', '訂金三成，餘數拍攝當日付。'],
  events: ['包餐具、保溫爐同送貨。', '包流程設計同活動前會面一次。', 'Includes tableware, delivery and set-up.'],
  beauty: ['包髮型及假眼睫毛。', '市區上門免車馬費。', 'Includes hairstyling and a touch-up kit.'],
  pets: ['包沖涼、剪甲、清耳。', '每次上門後WhatsApp相片報告。', 'Includes bath, nail trim and ear cleaning.'],
  business: ['包兩次修改，交付原檔。', '價錢已包一年寄存同保養。', 'Fixed fee; any extra scope will be quoted first.'],
};

export const ONSITE_NOTES = [
  '需要上門睇過先可以準確報價，檢查免費。',
  'A site visit is needed for an accurate quote; the inspection is free.',
  '約個時間上門度尺，之後24小時內出詳細報價單。',
];
