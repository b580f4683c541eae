/**
 * Deleting an account (SPEC §7 users/delete; PDPO DPP 2: personal data not kept longer than
 * needed). Confirmed by the password, a phone code or an e-mailed code; then, in one transaction: the wallet is
 * closed (purchased credit only with the user's explicit agreement: no refund path exists, see docs/features.md), the user row
 * is anonymised, open requests are closed, open bids withdrawn, services unpublished, reviews anonymised, uploads
 * and every other personal row deleted per personal-data-map.ts, every session ended. Ledger, payment orders and
 * reviews stay. Files are removed after the commit.
 */
import crypto from 'node:crypto';
import {
  DELETED_USER_NAME,
  DELETION_CODE_MAX_ATTEMPTS,
  DELETION_CODE_TTL_S,
  deletedEmail,
  deletedUsername,
  maskEmail,
  maskPhone,
} from '@shared/domain/privacy';
import { fullName } from '@shared/schemas/accounts.schema';
import type { DeleteAccountInput, DeletionPreview } from '@shared/schemas/privacy.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { AppError, invalidSession, rateLimited } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { verifyPassword } from '../../lib/passwords';
import { anonymiseDeletedUser, clearOptionalUserColumns } from '../accounts/account-erasure.service';
import { deleteAttachmentsOfDeletedUser } from '../attachments/attachment-erasure.service';
import { eraseTicketsOfDeletedUser } from '../back-office/ticket-erasure.service';
import * as bidRecords from '../bids/bid-records.service';
import { deleteCertificatesOfDeletedUser } from '../certificates/certificate-erasure.service';
import { clearMessageAttachmentsOfDeletedUser } from '../chat/message-erasure.service';
import { anonymisePageViewsOfDeletedUser } from '../events/page-view-erasure.service';
import { listSavedCards, removeSavedCard } from '../payments/payments.service';
import { anonymiseReferralOfDeletedUser } from '../referrals/referral-erasure.service';
import { clearReportAttachmentsOfDeletedUser } from '../reports/report-erasure.service';
import { closeRequestsOfDeletedUser } from '../requests/request-records.service';
import { anonymiseReviewsOfDeletedUser } from '../reviews/review-erasure.service';
import { unpublishServicesOfDeletedUser } from '../service-editor/service-erasure.service';
import { deleteAvatarOfDeletedUser } from '../settings/avatar-erasure.service';
import { consumePhoneCode } from '../verification/verification.service';
import { freeCreditSummary } from '../wallet/credit-grants.service';
import { closeWalletForDeletion, expireFreeCredit, getBalance } from '../wallet/wallet.service';
import { accountDeletedEmail, deletionCodeEmail } from './deletion-emails';
import { PERSONAL_DATA, tableAndColumn } from './personal-data-map';
import { codeRefused, paidBalanceRemaining, phoneUnavailable, wrongPassword } from './privacy.errors';
import * as repo from './account-deletion.repository';

const hasPassword = (passwdHash: string) => passwdHash.startsWith('scrypt$');

async function userOrGone(q: Queryable, userId: number): Promise<repo.DeletingUser> {
  const user = await repo.findUser(q, userId);
  // A deleted account has no sessions left; a call still in flight is refused like an expired session.
  if (!user || user.deleted_at) throw invalidSession();
  return user;
}

/** Purchased and free credit left (expired free credit is taken out first, as before any charge). */
async function walletRemainder(deps: FullDeps, userId: number) {
  await expireFreeCredit(deps.db, userId);
  const [{ balance }, grants] = await Promise.all([getBalance(deps.db, userId), freeCreditSummary(deps.db, userId)]);
  const free = Math.min(balance, grants.free);
  return { balance, paid: balance - free, free };
}

/** GET /api/users/delete/preview */
export async function previewDeletion(deps: FullDeps, userId: number): Promise<DeletionPreview> {
  const user = await userOrGone(deps.db, userId);
  const [wallet, open] = await Promise.all([walletRemainder(deps, userId), repo.countOpen(deps.db, userId)]);
  const phone = user.is_phone_confirmed && user.phone ? user.phone : null;
  return {
    balance: wallet.balance,
    paid_balance: wallet.paid,
    free_balance: wallet.free,
    ...open,
    methods: [...(hasPassword(user.passwd_hash) ? (['password'] as const) : []), ...(phone ? (['phone'] as const) : []), 'email'],
    phone,
    phone_masked: phone ? maskPhone(phone) : null,
    email_masked: maskEmail(user.email),
  };
}

const codeDigest = (userId: number, code: string) => crypto.createHash('sha256').update(`${userId}:${code}`).digest('hex');

/** POST /api/users/delete/email_code: a 6-digit code to the account's address (older codes stop working). */
export async function sendDeletionCode(deps: FullDeps, userId: number) {
  const user = await userOrGone(deps.db, userId);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.replaceCode(deps.db, { userId, codeHash: codeDigest(userId, code), ttlS: DELETION_CODE_TTL_S });
  const { subject, text } = deletionCodeEmail(user.language, { name: fullName(user), code, minutes: DELETION_CODE_TTL_S / 60 });
  await deps.mailer.send({ to: user.email, subject, text, tag: 'account_deletion_code' });
  return { sent: true as const, email_masked: maskEmail(user.email), expires_in: DELETION_CODE_TTL_S };
}

/** Uses up the e-mailed code in a transaction of its own, so wrong guesses count even when the deletion stops later. */
async function consumeEmailCode(deps: FullDeps, userId: number, code: string): Promise<void> {
  const outcome = await deps.db.withTransaction(async (tx) => {
    const row = await repo.lockCode(tx, userId);
    if (!row) return { error: 'deletion_code_invalid', left: 0 };
    if (row.expired) return { error: 'deletion_code_expired', left: 0 };
    if (row.attempts >= DELETION_CODE_MAX_ATTEMPTS) return { error: 'too_many', left: 0 };
    const same = crypto.timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(codeDigest(userId, code), 'hex'));
    if (!same) return { error: 'deletion_code_invalid', left: DELETION_CODE_MAX_ATTEMPTS - (await repo.addCodeAttempt(tx, row.id)) };
    return (await repo.useCode(tx, row.id)) ? null : { error: 'deletion_code_invalid', left: 0 };
  });
  if (!outcome) return;
  if (outcome.error === 'too_many') throw rateLimited(DELETION_CODE_TTL_S);
  throw codeRefused('email_code', outcome.error, Math.max(0, outcome.left));
}

/** The code must have been sent to the account's own confirmed phone. */
async function consumeAccountPhoneCode(deps: FullDeps, user: repo.DeletingUser, input: { hash: string; otp: string }): Promise<void> {
  if (!user.is_phone_confirmed || !user.phone) throw phoneUnavailable();
  let phone: string;
  try {
    phone = await consumePhoneCode(deps.db, user.id, input);
  } catch (err) {
    if (err instanceof AppError && err.status === 422) {
      throw codeRefused('otp', err.messageKey, (err.details as { attempts_left?: number } | undefined)?.attempts_left ?? 0);
    }
    throw err;
  }
  if (phone !== user.phone) throw codeRefused('otp', 'invalid_otp');
}

async function confirmDeletion(deps: FullDeps, user: repo.DeletingUser, input: DeleteAccountInput): Promise<void> {
  if (input.method === 'password') {
    if (!(await verifyPassword(input.password ?? '', user.passwd_hash))) throw wrongPassword();
  } else if (input.method === 'phone') {
    await consumeAccountPhoneCode(deps, user, { hash: input.hash ?? '', otp: input.otp ?? '' });
  } else {
    await consumeEmailCode(deps, user.id, input.email_code ?? '');
  }
}

/** The anonymous username: deleted-<id>, or with a random suffix in the unlikely case it is taken. */
async function anonymousUsername(q: Queryable, userId: number): Promise<string> {
  const name = deletedUsername(userId);
  return (await repo.usernameTaken(q, name, userId)) ? `${name}-${crypto.randomBytes(4).toString('hex')}` : name;
}

/** Deletes the rows the personal data map marks 'delete' (after the custom steps), skipping absent optional tables. */
async function deleteMappedRows(tx: Tx, userId: number): Promise<void> {
  for (const [key, plan] of Object.entries(PERSONAL_DATA)) {
    if (plan.erase !== 'delete') continue;
    const { table, column } = tableAndColumn(key);
    if (plan.optional && !(await repo.tableExists(tx, table))) continue;
    await repo.deleteRows(tx, table, column, userId);
  }
}

/** The transaction: everything or nothing. Answers the stored files to remove and the credit given up. */
async function eraseInTransaction(tx: Tx, userId: number, forfeit: boolean): Promise<{ files: string[]; forfeited: number }> {
  const locked = await repo.lockUser(tx, userId);
  if (!locked || locked.deleted_at) throw invalidSession();
  const wallet = await closeWalletForDeletion(tx, userId, { forfeitPaid: forfeit });
  if (!wallet.closed) throw paidBalanceRemaining(wallet);
  await anonymiseDeletedUser(tx, { id: userId, username: await anonymousUsername(tx, userId), email: deletedEmail(userId) });
  await clearOptionalUserColumns(tx, userId);
  await closeRequestsOfDeletedUser(tx, userId);
  await bidRecords.archiveOpenBidsOfConsumer(tx, userId);
  await bidRecords.withdrawBidsOfPro(tx, userId);
  await unpublishServicesOfDeletedUser(tx, userId);
  await deleteCertificatesOfDeletedUser(tx, userId);
  await anonymiseReviewsOfDeletedUser(tx, userId, DELETED_USER_NAME);
  await clearMessageAttachmentsOfDeletedUser(tx, userId);
  await clearReportAttachmentsOfDeletedUser(tx, userId);
  await anonymisePageViewsOfDeletedUser(tx, userId);
  await anonymiseReferralOfDeletedUser(tx, userId);
  await eraseTicketsOfDeletedUser(tx, userId);
  const files = [...(await deleteAttachmentsOfDeletedUser(tx, userId)), ...(await deleteAvatarOfDeletedUser(tx, userId))];
  await deleteMappedRows(tx, userId);
  return { files, forfeited: wallet.balance };
}

/** Forgets saved cards at the payment provider first (an outside call never runs with row locks held). */
async function forgetCards(deps: FullDeps, userId: number): Promise<void> {
  const { items } = await listSavedCards(deps, userId);
  for (const card of items) {
    await removeSavedCard(deps, userId, card.id).catch((err: unknown) =>
      logger().warn('account-deletion-card-not-removed', {
        userId,
        cardId: card.id,
        err: err instanceof Error ? err.message : String(err),
      }),
    );
  }
}

/** POST /api/users/delete */
export async function deleteAccount(deps: FullDeps, userId: number, input: DeleteAccountInput): Promise<void> {
  const user = await userOrGone(deps.db, userId);
  // A refusal that is known in advance comes before the confirmation, so it does not use a code up.
  const wallet = await walletRemainder(deps, userId);
  if (wallet.paid > 0 && !input.forfeit_balance) throw paidBalanceRemaining(wallet);
  await confirmDeletion(deps, user, input);
  await forgetCards(deps, userId);
  await deps.db.withTransaction(async (tx) => {
    const { files, forfeited } = await eraseInTransaction(tx, userId, input.forfeit_balance);
    tx.afterCommit(() => afterDeletion(deps, user, { files, forfeited }));
  });
}

/** Once the erasure has committed: the stored files are removed and the goodbye e-mail is sent, in the background. */
function afterDeletion(deps: FullDeps, user: repo.DeletingUser, erased: { files: string[]; forfeited: number }): void {
  const { files, forfeited } = erased;
  const userId = user.id;
  logger().info('account-deleted', { userId, files: files.length, forfeited });
  deps.background.run('account-deleted-files', async () => {
    for (const name of files) {
      await deps.files
        .remove(name)
        .catch((err: unknown) =>
          logger().warn('account-deletion-file-not-removed', { userId, err: err instanceof Error ? err.message : String(err) }),
        );
    }
  });
  deps.background.run('account-deleted-mail', async () => {
    const { subject, text } = accountDeletedEmail(user.language, { name: fullName(user), forfeited });
    await deps.mailer.send({ to: user.email, subject, text, tag: 'account_deleted' });
  });
}
