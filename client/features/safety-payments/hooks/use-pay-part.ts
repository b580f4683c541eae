/**
 * Paying a part into safety: `order` with an idempotency key, then off to where the answer says (goToPayment). One key
 * per attempt: a retried click for the same part and way to pay sends the same key (the server answers with the same
 * pay-in, never a second one); another way to pay, or a new attempt after one went through, gets a fresh key.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PayType } from '@shared/domain/payments';
import { useOrderSafetyPart } from '../api/safety-payments.mutations';
import { goToPayment, isAppPath } from '../lib/go-to-payment';

/** Makes a fresh idempotency key (8–80 characters); the page passes the app's checkout key maker. */
export type NewKey = () => string;

export function usePayPart(newKey: NewKey) {
  const order = useOrderSafetyPart();
  const navigate = useNavigate();
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function pay(partId: number, payType: PayType): Promise<void> {
    const signature = `${partId}:${payType}`;
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newKey() };
    const { redirect_url } = await order.mutateAsync({ id: partId, body: { pay_type: payType, idempotency_key: attempt.current.key } });
    attempt.current = null;
    // A full-page navigation takes a moment: the button stays busy until the page goes (a router one is at once).
    if (!isAppPath(redirect_url)) setLeaving(true);
    goToPayment(redirect_url, (to) => void navigate(to));
  }

  return { pay, busy: order.isPending || leaving, order };
}
