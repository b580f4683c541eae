/**
 * Asking the other side to cancel a confirmed order: why (the other side reads it), and what follows (they have three
 * days to accept or refuse; no answer cancels it and the customer gets everything back). The reason is required here
 * so the other side can answer it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_ANSWER_DAYS } from '@shared/domain/shop';
import type { ShopOrder } from '@shared/schemas/shop.schema';
import { FormSheet } from '@client/ui/form-sheet';
import { TextArea } from '@client/ui/textarea';
import { useApiForm } from '@client/ui/use-api-form';
import { useShopOrderAction } from '../api/shop-orders.mutations';

const REASON_MAX = 500;

export interface OrderCancelRequestProps {
  order: Pick<ShopOrder, 'id' | 'role'>;
  open: boolean;
  onClose: () => void;
  values: { other: string; amount: string };
}

export function OrderCancelRequest({ order, open, onClose, values }: OrderCancelRequestProps) {
  const { t } = useTranslation('shop');
  const act = useShopOrderAction();
  const [reason, setReason] = useState('');
  const form = useApiForm({ network: t('common|errors>network'), known: ['reason'], withFields: null });
  const close = () => {
    form.clear();
    onClose();
  };
  async function send() {
    const text = reason.trim();
    if (!form.validate(text ? {} : { reason: t('order>cancel_request>reason_required') })) return;
    const res = await form.run(() => act.mutateAsync({ id: order.id, action: 'apply_cancel', reason: text }));
    if (!res.ok) return;
    setReason('');
    close();
  }
  return (
    <FormSheet
      open={open}
      onClose={close}
      title={t('order>cancel_request>title')}
      description={t(`order>cancel_request>description_${order.role}`, { ...values, days: CANCEL_ANSWER_DAYS })}
      closeLabel={t('common|close')}
      cancelLabel={t('order>act>back')}
      submitLabel={t('order>cancel_request>submit')}
      submitVariant="danger"
      pending={form.pending}
      formError={form.formError}
      onSubmit={() => void send()}
    >
      <TextArea
        name="reason"
        label={t('order>cancel_request>reason', values)}
        hint={t('order>cancel_request>reason_hint')}
        rows={4}
        maxLength={REASON_MAX}
        required
        value={reason}
        error={form.fields.reason}
        onChange={(e) => {
          form.clearField('reason');
          setReason(e.target.value);
        }}
        counter={(n) => t('order>chars_left', { count: REASON_MAX - n })}
      />
    </FormSheet>
  );
}
