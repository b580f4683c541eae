/**
 * Creating a checkout order and leaving for the gateway (or payment/{hash}). One idempotency key per choice: a
 * retried click with the same choice sends the same key (the server answers with the same order); another
 * package, amount, way to pay or card is a new attempt with a new key.
 */
import { useState } from 'react';
import { useCreateOrder, type CreateOrderBody } from '../api/payments.mutations';
import { createCheckoutKeys } from '../lib/checkout-key';
import { leavePageFor } from '../lib/leave-page';

export type CheckoutChoice = Omit<CreateOrderBody, 'idempotency_key'>;

export function useCheckout() {
  const create = useCreateOrder();
  const [keys] = useState(createCheckoutKeys);
  const [leaving, setLeaving] = useState(false);
  async function checkout(choice: CheckoutChoice): Promise<void> {
    const { redirect_url } = await create.mutateAsync({ ...choice, idempotency_key: keys.keyFor(choice) });
    setLeaving(true);
    leavePageFor(redirect_url);
  }
  return { checkout, busy: create.isPending || leaving };
}
