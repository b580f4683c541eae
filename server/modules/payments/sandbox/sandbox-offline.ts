/**
 * The sandbox gateway's offline payments: a convenience-store bill paid at the "store counter" by its payment
 * code, and a bank transfer / FPS payment of the exact amount to a virtual account number.
 */
import { expireLocked, isPastDeadline, lockPayment, succeedLocked, type SandboxPayment } from './sandbox-gateway';
import type { SandboxDeps } from './sandbox-events';

export type OfflineProblem = 'unknown' | 'expired' | 'already_paid';
export type OfflineLookup = { payment: SandboxPayment } | { problem: OfflineProblem };

/** Digits only: payers type codes and account numbers with spaces or dashes. */
export function normalizeReference(input: string): string {
  return input.replace(/[\s-]/g, '').slice(0, 40);
}

function problemOf(p: SandboxPayment | undefined, method: 'cvs' | 'bank'): OfflineProblem | null {
  if (!p || p.method !== method || p.status === 'failed') return 'unknown';
  if (p.status === 'succeeded') return 'already_paid';
  if (p.status === 'expired' || isPastDeadline(p)) return 'expired';
  return null;
}

async function lookup(deps: SandboxDeps, method: 'cvs' | 'bank', reference: string): Promise<OfflineLookup> {
  const ref = normalizeReference(reference);
  if (!/^\d{6,20}$/.test(ref)) return { problem: 'unknown' };
  const column = method === 'cvs' ? 'payment_code' : 'virtual_account';
  const p = await deps.db.one<SandboxPayment>(`SELECT * FROM sandbox_payments WHERE ${column} = $1`, [ref]);
  const problem = problemOf(p, method);
  return problem ? { problem } : { payment: p! };
}

/** The bill a payment code stands for, as the counter's screen shows it before the payer pays. */
export function findBill(deps: SandboxDeps, code: string): Promise<OfflineLookup> {
  return lookup(deps, 'cvs', code);
}

export function findTransferAccount(deps: SandboxDeps, account: string): Promise<OfflineLookup> {
  return lookup(deps, 'bank', account);
}

async function pay(
  deps: SandboxDeps,
  method: 'cvs' | 'bank',
  reference: string,
  amount?: number,
): Promise<OfflineLookup | { problem: 'wrong_amount'; payment: SandboxPayment }> {
  const ref = normalizeReference(reference);
  if (!/^\d{6,20}$/.test(ref)) return { problem: 'unknown' };
  return deps.db.withTransaction(async (tx) => {
    const p = await lockPayment(tx, method === 'cvs' ? 'payment_code' : 'virtual_account', ref);
    const problem = problemOf(p, method);
    if (problem === 'expired' && p!.status === 'open') await expireLocked(deps, tx, p!);
    if (problem) return { problem };
    if (amount !== undefined && amount !== p!.amount) return { problem: 'wrong_amount' as const, payment: p! };
    await succeedLocked(deps, tx, p!);
    return { payment: { ...p!, status: 'succeeded' as const, paid_at: new Date() } };
  });
}

/** The payer pays the bill at the counter (cash): the payment succeeds and its event is written. */
export function payCvsBill(deps: SandboxDeps, code: string): Promise<OfflineLookup> {
  return pay(deps, 'cvs', code) as Promise<OfflineLookup>;
}

/** A transfer to the virtual account: only the exact amount is accepted (anything else is returned by the bank). */
export function payBankTransfer(
  deps: SandboxDeps,
  account: string,
  amount: number,
): Promise<OfflineLookup | { problem: 'wrong_amount'; payment: SandboxPayment }> {
  return pay(deps, 'bank', account, amount);
}
