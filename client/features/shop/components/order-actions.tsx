/**
 * What the viewer may do with an order now, and only that (the order's `actions`; the server checks again). Each
 * button asks once more in a dialog that says what will happen to the order and the money; a cancel request asks why
 * in a sheet. A refusal (the order moved meanwhile: 409 shop_wrong_status) shows in the dialog, in the viewer's
 * language, and the order is read again so the page shows where it stands.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopOrderUserAction } from '@shared/domain/shop';
import type { ShopOrder } from '@shared/schemas/shop.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { errorMessageOf } from '@client/ui/server-error';
import { cluster } from '@client/styles/layout';
import { refetchUnder } from '@client/lib/endpoint-query';
import { useShopOrderAction } from '../api/shop-orders.mutations';
import { actionCopyOf, FORWARD, otherPartyOf } from '../lib/order-steps';
import { OrderCancelRequest } from './order-cancel-request';

export function OrderActions({ order }: { order: ShopOrder }) {
  const { t } = useTranslation('shop');
  const qc = useQueryClient();
  const act = useShopOrderAction();
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const confirm = useConfirm<ShopOrderUserAction>(async (action) => {
    try {
      await act.mutateAsync({ id: order.id, action });
    } catch (err) {
      setError(errorMessageOf(err, t('common|errors>network')));
      void refetchUnder(qc, ['/nshop/orders']);
      throw err;
    }
  });
  if (!order.actions.length) return null;

  const values = {
    other: otherPartyOf(order),
    amount: formatHkd(order.role === 'consumer' ? order.total : order.amount),
    receives: formatHkd(order.pro_receives),
  };
  const subject = confirm.subject;
  const copy = subject ? actionCopyOf(subject, order) : null;
  const ask = (action: ShopOrderUserAction) => {
    setError(null);
    if (action === 'apply_cancel') setAsking(true);
    else confirm.ask(action);
  };

  return (
    <div>
      <div css={cluster(2)} data-testid="order-actions">
        {order.actions.map((action) => {
          const c = actionCopyOf(action, order);
          return (
            <Button key={action} variant={FORWARD.has(c) && c !== 'reject_cancel' ? 'primary' : 'secondary'} onClick={() => ask(action)}>
              {t(`order>act>${c}>button`, values)}
            </Button>
          );
        })}
      </div>
      <ConfirmDialog
        {...confirm.dialog}
        title={copy ? t(`order>act>${copy}>title`, values) : ''}
        confirmLabel={copy ? t(`order>act>${copy}>submit`) : ''}
        confirmVariant={copy && FORWARD.has(copy) ? 'primary' : 'danger'}
        cancelLabel={t('order>act>back')}
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        {copy ? (
          <p>
            {t([`order>act>${copy}>body_${order.role}${order.is_held ? '_held' : ''}`, `order>act>${copy}>body_${order.role}`], values)}
          </p>
        ) : null}
      </ConfirmDialog>
      {order.actions.includes('apply_cancel') ? (
        <OrderCancelRequest order={order} open={asking} onClose={() => setAsking(false)} values={values} />
      ) : null}
    </div>
  );
}
