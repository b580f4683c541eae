/**
 * The back office's data editors' demo rows: something in every schedule state to look at in /ops/promotions and
 * /ops/content (a free-credit event that has not started, a coupon that has ended and one switched off, a blog post
 * scheduled for next week and a draft). Nothing here is a queue item, so no ticket is opened.
 */
import type { Tx } from '../../lib/db';

export async function insertOpsDataDemo(tx: Tx): Promise<number> {
  await tx.query(
    `INSERT INTO free_credit_events (slug, title_zh, title_en, description_zh, description_en, amount, audience, claim_from, claim_until, valid_days, max_claims)
     VALUES ('lunar-new-year', '新春報價獎賞', 'Lunar New Year quote bonus',
             '新春前一星期內領取，點數有效 14 日。', 'Claim in the week before Lunar New Year; the credit lasts 14 days.',
             40, 'all_pros', now() + interval '7 days', now() + interval '14 days', 14, 500)`,
  );
  await tx.query(
    `INSERT INTO coupons (code, amount, valid_from, valid_until, credit_valid_days, max_uses, per_user_limit, is_active) VALUES
       ('SUMMER-2026', 20, now() - interval '120 days', now() - interval '30 days', 30, 2000, 1, true),
       ('EXPO-BOOTH', 50, now() - interval '10 days', now() + interval '60 days', 30, 300, 1, false)`,
  );
  const { rowCount } = await tx.query(
    `INSERT INTO content_pages (kind, slug, title_zh, title_en, summary_zh, summary_en, body_zh, body_en, is_published, published_on) VALUES
       ('blog', 'aircon-cleaning-before-summer', '夏天之前洗冷氣機：你要知嘅五件事', 'Cleaning the air conditioner before summer: five things to know',
        '幾時洗、洗一部要幾錢、點揀師傅。', 'When to clean it, what one unit costs and how to choose a pro.',
        $zh$天氣一熱，冷氣機師傅就好難約。

## 幾時洗最好

四月之前預約，通常可以揀時間。$zh$,
        $en$Once the heat arrives, aircon pros are hard to book.

## When to book

Book before April and you can usually pick your time.$en$,
        true, now() + interval '7 days'),
       ('blog', 'moving-checklist-draft', '搬屋前一個月清單（草稿）', 'One month before moving: a checklist (draft)',
        '搬屋前要做嘅事，一星期一星期咁排好。', 'What to do before moving day, week by week.',
        '未完成嘅草稿。', 'An unfinished draft.', false, now())`,
  );
  return 3 + (rowCount ?? 0);
}
