/**
 * Demo partners (docs/decisions/0043): the two partner areas' rows, so the demo (which turns the `fet` and `life55688`
 * flags on) shows them; a real deployment has no partner until operators add one. Both partners are made up for the
 * demo. Each has its categories (those the shop demo sells in) and discount coupons: one open now, one upcoming.
 */
import type { Tx } from '../../lib/db';
import { DAY_MS } from './seed-model';

interface DemoPartner {
  slug: 'fet' | '55688life';
  name: [string, string];
  about: [string, string];
  offer: [string, string];
  benefits: Array<[string, string]>;
  terms: Array<[string, string]>;
  categories: string[];
  coupons: Array<{ code: string; amount: number; description: [string, string]; fromDays: number; days: number; maxUses: number }>;
}

const COMMON_TERMS: Array<[string, string]> = [
  [
    '每張訂單只可使用一個優惠碼，不可兌換現金，亦不可與其他優惠同時使用。',
    'One code per order. Not exchangeable for cash or combinable with other offers.',
  ],
  [
    '優惠只適用於合作夥伴專區列出嘅服務類別；訂單取消或者逾期未付款，優惠名額會退回。',
    "Valid only for the service categories listed in this partner area. If an order is cancelled or not paid in time, the code's use is given back.",
  ],
  [
    '退款只會退回你實際支付嘅金額；師傅收到嘅款項唔受優惠影響。',
    'A refund returns what you actually paid. The pro is paid in full; the discount never comes out of their share.',
  ],
  ['如有任何爭議，師傅網保留最終決定權。', 'In case of dispute, Sifu reserves the right of final decision.'],
];

const PARTNERS: DemoPartner[] = [
  {
    slug: 'fet',
    name: ['FET 流動通訊', 'FET Mobile'],
    about: [
      'FET 流動通訊係本港流動網絡供應商（示範用合作夥伴）。FET 客戶喺師傅網預約家居清潔、冷氣清洗同電腦維修，即享專屬折扣。',
      'FET Mobile is a Hong Kong mobile network (a demo partner). FET customers get an exclusive discount on home cleaning, aircon cleaning and computer repair booked on Sifu.',
    ],
    offer: ['FET 客戶專享：定價服務即減 HK$100', 'For FET customers: HK$100 off fixed-price services'],
    benefits: [
      ['定價服務即減 HK$100，落單時自動計算', 'HK$100 off fixed-price services, taken off when you order'],
      ['師傅經師傅網核實身份同牌照，評分來自真實客戶', "Pros' identity and licences checked by Sifu; ratings from real customers"],
      ['款項由師傅網代管，完成服務先會轉畀師傅', 'Sifu holds your payment until the job is done'],
    ],
    terms: COMMON_TERMS,
    categories: ['aircon-cleaning', 'deep-cleaning', 'move-in-cleaning', 'sofa-cleaning', 'computer-repair'],
    coupons: [
      {
        code: 'FET-HOME100',
        amount: 100,
        description: ['FET 客戶專享，每位客戶限用一次', 'For FET customers, once per customer'],
        fromDays: -30,
        days: 120,
        maxUses: 500,
      },
      {
        code: 'FET-XMAS150',
        amount: 150,
        description: ['聖誕大掃除優惠，每位客戶限用一次', 'Christmas clean-up offer, once per customer'],
        fromDays: 20,
        days: 30,
        maxUses: 200,
      },
    ],
  },
  {
    slug: '55688life',
    name: ['55688 生活', '55688 Life'],
    about: [
      '55688 生活係一個會員生活平台（示範用合作夥伴）。會員喺師傅網預約水電、維修同寵物美容，即享會員價。',
      '55688 Life is a members’ lifestyle platform (a demo partner). Members get a members’ price on plumbing, repairs and pet grooming booked on Sifu.',
    ],
    offer: ['55688 會員專享：定價服務即減 HK$80', 'For 55688 members: HK$80 off fixed-price services'],
    benefits: [
      ['定價服務即減 HK$80，落單時自動計算', 'HK$80 off fixed-price services, taken off when you order'],
      ['價錢清楚列明，落單前已知道要付幾多', 'Clear prices: you know what you pay before you order'],
      ['款項由師傅網代管，完成服務先會轉畀師傅', 'Sifu holds your payment until the job is done'],
    ],
    terms: COMMON_TERMS,
    categories: ['plumbing', 'handyman', 'electrician', 'dog-grooming', 'piano-lessons'],
    coupons: [
      {
        code: 'L55688-80',
        amount: 80,
        description: ['55688 會員專享，每位會員可用兩次', 'For 55688 members, twice per member'],
        fromDays: -14,
        days: 90,
        maxUses: 300,
      },
    ],
  },
];

/** Inserts the demo partners with their categories and coupons; returns how many partners. */
export async function insertPartnersDemo(tx: Tx, now: number): Promise<number> {
  for (const p of PARTNERS) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO partners (slug, name_zh, name_en, about_zh, about_en, offer_zh, offer_en, benefits_zh, benefits_en, terms_zh, terms_en)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        p.slug,
        ...p.name,
        ...p.about,
        ...p.offer,
        p.benefits.map((b) => b[0]),
        p.benefits.map((b) => b[1]),
        p.terms.map((t) => t[0]),
        p.terms.map((t) => t[1]),
      ],
    );
    const id = rows[0].id;
    await tx.query(
      `INSERT INTO partner_categories (partner_id, quote_category_id, position)
       SELECT $1, c.id, s.n FROM unnest($2::text[]) WITH ORDINALITY AS s(slug, n) JOIN quote_categories c ON c.slug = s.slug`,
      [id, p.categories],
    );
    for (const c of p.coupons) {
      const from = new Date(now + c.fromDays * DAY_MS);
      await tx.query(
        `INSERT INTO coupons (code, kind, partner_id, amount, description_zh, description_en, valid_from, valid_until, max_uses, per_user_limit)
         VALUES ($1, 'shop_discount', $2, $3, $4, $5, $6, $7, $8, $9)`,
        [c.code, id, c.amount, ...c.description, from, new Date(from.getTime() + c.days * DAY_MS), c.maxUses, p.slug === 'fet' ? 1 : 2],
      );
    }
  }
  return PARTNERS.length;
}
