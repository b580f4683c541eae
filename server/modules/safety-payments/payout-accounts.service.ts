/**
 * A pro's payout account (docs/decisions/0037): where released safety payments and completed shop orders' money are paid out. Saved with the current
 * password, checked field by field against what a Hong Kong bank file can carry, shown masked, and every save
 * e-mailed to the pro, so a stolen session cannot quietly redirect payouts.
 */
import { payoutsEnabled } from '@shared/domain/payouts';
import {
  maskPayoutAccount,
  normalizePayoutAccount,
  payoutAccountProblem,
  type PayoutAccount,
  type PayoutAccountProblem,
} from '@shared/domain/safety-payments';
import { buildPath } from '@shared/routes/route-paths';
import { greetingName } from '@shared/schemas/accounts.schema';
import type { PayoutAccountInput, PayoutAccountView } from '@shared/schemas/safety-payments.schema';
import type { FullDeps } from '../../lib/adapters';
import { badRequest, notFound } from '../../lib/errors';
import { hasPassword, verifyPassword } from '../../lib/passwords';
import { utcString } from '../../lib/utc-time';
import * as repo from './payout-accounts.repository';
import { accountOfColumns } from './payout-views';
import { requeue } from './payouts.repository';
import { payoutAccountSavedEmail } from './safety-payments.emails';

/** The `safetyPayment` flag (SPEC §6, off by default): when off, nothing of safety payments exists (404). */
export function assertSafetyPayments(deps: Pick<FullDeps, 'env'>): void {
  if (!deps.env.featureFlags.safetyPayment) throw notFound();
}

/** Payouts and payout accounts exist while safety payments or the shop owe pros money through them (404 otherwise). */
export function assertPayouts(deps: Pick<FullDeps, 'env'>): void {
  if (!payoutsEnabled(deps.env.featureFlags)) throw notFound();
}

const FIELD_OF: Record<PayoutAccountProblem, keyof PayoutAccountInput> = {
  holder: 'holder',
  bank_code: 'bank_code',
  branch_code: 'branch_code',
  account_number: 'account_number',
  fps_proxy: 'fps_proxy',
};

/**
 * The bank account or FPS proxy typed in a form (the payout account, or where a consumer's refund goes), normalized
 * and checked; a 400 naming the first field a bank would refuse.
 */
export function checkedAccount(input: Omit<PayoutAccountInput, 'password'>): PayoutAccount {
  const account = normalizePayoutAccount(
    input.method === 'bank'
      ? {
          method: 'bank',
          holder: input.holder,
          bankCode: input.bank_code,
          branchCode: input.branch_code,
          accountNumber: input.account_number,
        }
      : { method: 'fps', holder: input.holder, fpsProxy: input.fps_proxy },
  );
  const problem = payoutAccountProblem(account);
  if (problem) throw badRequest('validation', { [FIELD_OF[problem]]: `payout_${problem}` });
  return account;
}

function viewOf(row: repo.PayoutAccountRow): PayoutAccountView {
  return { method: row.method, holder: row.holder, masked: maskPayoutAccount(accountOfColumns(row)!), modified: utcString(row.modified)! };
}

/** GET /api/safety_payments/payout_account */
export async function getPayoutAccount(deps: FullDeps, userId: number): Promise<PayoutAccountView | null> {
  assertPayouts(deps);
  const row = await repo.findPayoutAccount(deps.db, userId);
  return row ? viewOf(row) : null;
}

/** POST /api/safety_payments/payout_account */
export async function savePayoutAccount(deps: FullDeps, userId: number, input: PayoutAccountInput): Promise<PayoutAccountView> {
  assertPayouts(deps);
  const owner = await repo.findOwner(deps.db, userId);
  if (!owner) throw notFound();
  const account = checkedAccount(input);
  // After the formats: a typo is told without spending a password attempt; the account is only saved with it.
  // An account made with Google, Apple or Facebook has no password: it sets one with a reset link first.
  if (!owner.passwd_hash || !hasPassword(owner.passwd_hash)) throw badRequest('no_password_set', { password: 'no_password_set' });
  if (!(await verifyPassword(input.password, owner.passwd_hash))) throw badRequest('wrong_password', { password: 'wrong_password' });
  // Lines the bank returned wait for corrected details: saving them puts those lines back in finance's pending list.
  const { row, replaced } = await deps.db.withTransaction(async (tx) => {
    const saved = await repo.savePayoutAccount(tx, userId, account);
    await requeue(tx, userId, ['failed']);
    return saved;
  });
  const view = viewOf(row);
  deps.background.run('payout-account-mail', async () => {
    const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
    const copy = payoutAccountSavedEmail(owner.language, {
      name: greetingName(owner),
      masked: view.masked,
      replaced,
      settingsLink: `${base}${buildPath('settings', { path: 'password' }, owner.language === 'en-HK' ? 'en-HK' : 'zh-HK')}`,
    });
    await deps.mailer.send({ to: owner.email, subject: copy.subject, text: copy.text, tag: 'payout_account' });
  });
  return view;
}
