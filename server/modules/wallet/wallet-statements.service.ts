/**
 * Statements (ADR 0010): the credit history and the purchase history as CSV files in the request's
 * language (SPEC §9 types and ranges, every row), and the trust-fund figures of trust_fund_query.
 */
import type { i18n, TFunction } from 'i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { CREDIT_HISTORY_TYPES, WALLET_TX_TYPES, ledgerDescriptionKeys } from '@shared/domain/wallet-ledger';
import { parseCardInfo } from '@shared/domain/payments';
import { fromServer, hkToday } from '@shared/utils/dates';
import { HELD_BY, type StatementRange, type TrustFund } from '@shared/schemas/wallet-statements.schema';
import type { Queryable } from '../../lib/db';
import { utcStringOf } from '../../lib/utc-time';
import { toCsv } from './statement-csv';
import * as repo from './wallet-statements.repository';

export interface CsvFile {
  fileName: string;
  body: string;
}

interface StatementDeps {
  db: Queryable;
  i18n: i18n;
}

const TYPE_NAMES = Object.fromEntries(Object.entries(WALLET_TX_TYPES).map(([k, v]) => [v, k.toLowerCase()])) as Record<number, string>;
/** Ledger credits that are free credit, not bought (SPEC §9 types 33 free-credit event, 34 coupon, 36 referral). */
const FREE_CREDIT_TYPES = [WALLET_TX_TYPES.FREE_CREDIT_EVENT, WALLET_TX_TYPES.COUPON, WALLET_TX_TYPES.REFERRAL_BONUS];

const hkMinute = (d: Date) => fromServer(utcStringOf(d)).format('YYYY-MM-DD HH:mm');
const fileDate = () => hkToday().replace(/-/g, '');

/** A ledger description is a code (`quote_fee`, `free_credit_expired:coupon`) shown translated, or free text kept as is. */
function describe(t: TFunction, description: string): string {
  const d = ledgerDescriptionKeys(description);
  return d ? t(d.keys, { defaultValue: description, ref: d.ref }) : description;
}

/** GET /api/wallet/transactions.csv: SPEC §9 types unless `all`, every row of the range, newest first. */
export async function ledgerCsv(
  deps: StatementDeps,
  userId: number,
  opts: { all: boolean; range: StatementRange; lng: Language },
): Promise<CsvFile> {
  const t = deps.i18n.getFixedT(opts.lng, 'pricing');
  const rows = await repo.listLedgerRows(deps.db, userId, { types: opts.all ? null : CREDIT_HISTORY_TYPES, range: opts.range });
  const header = ['date', 'type', 'description', 'amount', 'balance_after', 'reference'].map((c) => t(`statements>csv>${c}`));
  const body = rows.map((r) => [
    hkMinute(r.created),
    t(`ledger>type_${TYPE_NAMES[r.type] ?? 'other'}`),
    describe(t, r.description),
    r.amount,
    r.balance_after,
    r.quote_bid_id ? t('ledger>quote_ref', { id: r.quote_bid_id }) : (r.order_hash ?? ''),
  ]);
  return { fileName: `sifu-credit-${fileDate()}.csv`, body: toCsv(header, body) };
}

function itemOf(t: TFunction, r: repo.StatementOrderRow, lng: Language): string {
  const name = (lng === 'en-HK' ? r.package_name_en : r.package_name_zh) ?? '';
  if (r.kind === 'package' && name) return name;
  if (r.kind === 'auto_refill') return t('statements>item>auto_refill', { name });
  if (r.kind === 'payfee') return t('statements>item>payfee');
  return t('statements>item>custom');
}

/** GET /api/wallet/purchases.csv: every payment order of the range, newest first. */
export async function purchasesCsv(deps: StatementDeps, userId: number, opts: { range: StatementRange; lng: Language }): Promise<CsvFile> {
  const t = deps.i18n.getFixedT(opts.lng, 'pricing');
  const rows = await repo.listOrderRows(deps.db, userId, opts.range);
  const header = ['date', 'item', 'pay_type', 'paid_amount', 'credit', 'status', 'card', 'order_ref'].map((c) => t(`statements>csv>${c}`));
  const body = rows.map((r) => {
    const card = parseCardInfo(r.card_info);
    return [
      hkMinute(r.created),
      itemOf(t, r, opts.lng),
      t(`statements>pay_type>${r.pay_type}`),
      r.amount,
      r.credit,
      t(`statements>status>${r.status}`),
      card ? `${card.brand.toUpperCase()} ****${card.last4}` : '',
      r.hash,
    ];
  });
  return { fileName: `sifu-purchases-${fileDate()}.csv`, body: toCsv(header, body) };
}

/**
 * GET /api/wallet/trust_fund (ADR 0010). Free credit (grants) is spent before anything else, and a package's bonus
 * before the money paid for it, so the money still unspent is the paid total capped by the non-free balance.
 */
export async function getTrustFund(q: Queryable, userId: number, now = new Date()): Promise<TrustFund> {
  const s = await repo.trustFundSums(q, userId, {
    fee: WALLET_TX_TYPES.QUOTE_FEE,
    feeRefund: WALLET_TX_TYPES.QUOTE_FEE_REFUND,
    free: FREE_CREDIT_TYPES,
  });
  const notFree = Math.max(0, s.balance - s.free_remaining);
  const unspentPurchased = Math.max(0, Math.min(s.purchased, notFree));
  return {
    balance: s.balance,
    purchased_total: s.purchased,
    promotional_total: s.bonus + s.free_granted,
    spent_total: Math.max(0, s.spent_net),
    unspent_purchased: unspentPurchased,
    unspent_promotional: s.balance - unspentPurchased,
    held_by: HELD_BY,
    as_of: utcStringOf(now),
  };
}
