/**
 * Demo convenience-store bills for credit (SPEC §2 ibon-orders): demo_pro paid a bill at the store two days ago (the
 * gateway's record and verified event, the order paid and its credit in the wallet with its ledger row, as the
 * webhook leaves them) and has one still to pay, open at the sandbox counter.
 */
import { WALLET_TX_TYPES } from '@shared/domain/wallet-ledger';
import type { Tx } from '../../lib/db';
import { creditPurchase } from '../../modules/wallet/wallet.service';
import { DEMO_PRO } from './demo-accounts';
import { digest, openSandboxStoreBill, recordResult, recordSandboxSuccess } from './seed-gateway';
import { HOUR_MS } from './seed-model';

const hashOf = (seed: string) => digest(seed, 'base64url').slice(0, 24);

async function insertOrder(tx: Tx, o: { userId: number; hash: string; amount: number; key: string; at: Date }): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO payment_orders (hash, user_id, kind, pay_type, amount, credit, status, provider, idempotency_key, created, modified)
     VALUES ($1, $2, 'custom', 'cvs', $3, $3, 'pending', 'sandbox', $4, $5, $5) RETURNING id`,
    [o.hash, o.userId, o.amount, o.key, o.at],
  );
  return rows[0].id;
}

export async function insertStoreBillsDemo(tx: Tx, now: number): Promise<number> {
  const pro = (await tx.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [DEMO_PRO.username])).rows[0];
  if (!pro) return 0;
  const paidSeed = 'demo-store-bill:paid';
  const paidHash = hashOf(paidSeed);
  const issued = new Date(now - 50 * HOUR_MS);
  const paidId = await insertOrder(tx, { userId: pro.id, hash: paidHash, amount: 800, key: 'demo-store-bill-paid', at: issued });
  const gateway = await recordSandboxSuccess(tx, paidSeed, {
    hash: paidHash,
    payType: 'cvs',
    amount: 800,
    customerId: pro.id,
    returnPath: `/payment/${paidHash}`,
    description: 'Sifu credit',
    at: issued,
  });
  await tx.query(`UPDATE payment_orders SET provider_ref = $2, payment_code = $3, barcode = $4, expires_at = $5 WHERE id = $1`, [
    paidId,
    gateway.providerRef,
    gateway.paymentCode,
    gateway.barcode,
    gateway.expiresAt,
  ]);
  // Created pending and then paid, as every order is (its recorded history follows the order state machine).
  await tx.query(`UPDATE payment_orders SET status = 'paid', paid_at = $2, modified = $2 WHERE id = $1`, [paidId, gateway.paidAt]);
  await creditPurchase(tx, {
    userId: pro.id,
    orderId: paidId,
    credit: 800,
    type: WALLET_TX_TYPES.PURCHASE,
    description: 'credit_purchase',
  });
  await tx.query(`UPDATE wallet_transactions SET created = $2 WHERE payment_id = $1`, [paidId, gateway.paidAt]);
  await recordResult(tx, gateway, 'credited');

  const openSeed = 'demo-store-bill:open';
  const openHash = hashOf(openSeed);
  const opened = new Date(now - 4 * HOUR_MS);
  const openId = await insertOrder(tx, { userId: pro.id, hash: openHash, amount: 500, key: 'demo-store-bill-open', at: opened });
  const bill = await openSandboxStoreBill(tx, openSeed, {
    hash: openHash,
    amount: 500,
    customerId: pro.id,
    returnPath: `/payment/${openHash}`,
    at: opened,
  });
  await tx.query(`UPDATE payment_orders SET provider_ref = $2, payment_code = $3, barcode = $4, expires_at = $5 WHERE id = $1`, [
    openId,
    bill.provider_ref,
    bill.payment_code,
    bill.barcode,
    bill.expires_at,
  ]);
  return 2;
}
