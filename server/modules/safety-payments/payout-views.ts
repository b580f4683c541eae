/** How payout rows become what finance sees (shared/schemas/safety-payments.schema.ts): accounts masked, names full. */
import { maskPayoutAccount, type PayoutAccount } from '@shared/domain/safety-payments';
import { fullName } from '@shared/schemas/accounts.schema';
import type { OpsPayout, OpsPayoutBatch } from '@shared/schemas/safety-payments.schema';
import { utcString, utcStringOf } from '../../lib/utc-time';
import type { BatchViewRow, CurrentAccount, PayoutViewRow } from './payouts.repository';

/** A stored payout account's columns as the domain's account (null when there is none). */
export function accountOfColumns(r: {
  method: string | null;
  holder: string | null;
  bank_code: string | null;
  branch_code: string | null;
  account_number: string | null;
  fps_proxy: string | null;
}): PayoutAccount | null {
  if (r.method === 'bank') {
    return { method: 'bank', holder: r.holder!, bankCode: r.bank_code!, branchCode: r.branch_code!, accountNumber: r.account_number! };
  }
  return r.method === 'fps' ? { method: 'fps', holder: r.holder!, fpsProxy: r.fps_proxy! } : null;
}

/** The pro's payout account as it is now (null when they have not given one). */
export function currentAccount(r: CurrentAccount): PayoutAccount | null {
  return accountOfColumns({
    method: r.pa_method,
    holder: r.pa_holder,
    bank_code: r.pa_bank_code,
    branch_code: r.pa_branch_code,
    account_number: r.pa_account_number,
    fps_proxy: r.pa_fps_proxy,
  });
}

export function payoutOf(r: PayoutViewRow): OpsPayout {
  // Once exported, the account the file paid to; before, where it would go now.
  const account = r.account ?? currentAccount(r);
  return {
    id: r.id,
    status: r.status,
    amount: r.amount,
    pro: { id: r.pro_id, name: fullName(r) },
    account: account ? maskPayoutAccount(account) : null,
    batch_id: r.batch_id,
    failure_reason: r.failure_reason,
    part_id: r.part_id,
    bid_id: r.bid_id,
    shop_order_id: r.shop_order_id,
    created: utcStringOf(r.created),
    paid_at: utcString(r.paid_at),
  };
}

export function batchOf(r: BatchViewRow): OpsPayoutBatch {
  return {
    id: r.id,
    value_date: r.value_date,
    line_count: r.line_count,
    total: r.total,
    exported_at: utcString(r.exported_at),
    created: utcStringOf(r.created),
    created_by: r.username ? fullName({ username: r.username, first_name: r.first_name, last_name: r.last_name }) : null,
    statuses: r.statuses ?? {},
  };
}

/** The pros of some lines, for a refusal that names them. */
export const namesOf = (rows: PayoutViewRow[]) => [...new Set(rows.map((r) => fullName(r)))].join(', ');
