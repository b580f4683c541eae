/**
 * Placing an order (POST /api/nshop/orders) and going on to pay where the answer says: the provider's card page, or
 * the order's own page for a store bill or a transfer. One idempotency key per choice: a retried click with the same
 * choice sends the same key (the server answers with the same order, never a second); any other choice is a new one.
 * A refusal because the stock or the slot just went reads the item and its slots again, so the page shows what is left.
 */
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { isServerError } from '@client/ui/server-error';
import { refetchUnder, useCall } from '@client/lib/endpoint-query';
import type { BuyChoice } from './buy-form';

const GONE = ['shop_sold_out', 'slot_taken', 'shop_not_for_sale'];

export function useBuyOrder(itemId: number, o: { newKey: () => string; goTo: (url: string) => void }) {
  const qc = useQueryClient();
  const place = useCall(c.place, {
    input: (body: BuyChoice & { shop_item_id: number; idempotency_key: string }) => ({ body }),
    handlesErrors: true,
  });
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function buy(choice: BuyChoice): Promise<void> {
    const signature = JSON.stringify(choice);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: o.newKey() };
    try {
      const { redirect_url } = await place.mutateAsync({ ...choice, shop_item_id: itemId, idempotency_key: attempt.current.key });
      attempt.current = null;
      setLeaving(true);
      o.goTo(redirect_url);
    } catch (err) {
      if (isServerError(err) && GONE.includes(String(err.code))) void refetchUnder(qc, ['/nshop/items', '/nshop/reserves']);
      throw err;
    }
  }

  return { buy, busy: place.isPending || leaving };
}
