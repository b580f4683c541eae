/**
 * The reviewer's decision on a shop item: publish (the reason is an optional note) or reject with the reason the pro
 * reads; an item on sale may only be taken down (a rejection). A colleague's decision first shows the server's 409.
 */
import { useTranslation } from 'react-i18next';
import { shopItemsContract as c } from '@shared/api/shop-items.contract';
import type { ShopItem, ShopItemDecisionInput } from '@shared/schemas/shop.schema';
import { useCall } from '@client/lib/endpoint-query';
import { Button } from '@client/ui/button';
import { DecisionForm, useReasonDecision } from '../components/decision-form';
import { mutedStyles } from '../components/panel-styles';

export function ShopItemDecision({ item }: { item: ShopItem }) {
  const { t } = useTranslation('ops');
  const decideCall = useCall(c.opsDecide, {
    input: (body: ShopItemDecisionInput) => ({ params: { id: item.id }, body }),
    handlesErrors: true,
  });
  const decision = useReasonDecision();
  const { form, decide } = decision;
  const canPublish = item.actions.includes('publish');
  const onPublish = () => decide((note) => decideCall.mutateAsync({ decision: 'publish', note }), t('shop_item>published_toast'));
  const onReject = () =>
    decide((note) => decideCall.mutateAsync({ decision: 'reject', note }), t('shop_item>rejected_toast'), { requireReason: true });
  return (
    <DecisionForm
      decision={decision}
      intro={<p css={mutedStyles}>{t(canPublish ? 'shop_item>hint' : 'shop_item>takedown_hint')}</p>}
      label={t('shop_item>reason_label')}
      hint={t(canPublish ? 'shop_item>reason_hint' : 'actions>reason_required')}
    >
      {canPublish ? (
        <Button onClick={() => void onPublish()} disabled={form.pending}>
          {t('shop_item>publish')}
        </Button>
      ) : null}
      {item.actions.includes('reject') ? (
        <Button variant="danger" onClick={() => void onReject()} disabled={form.pending}>
          {t(canPublish ? 'shop_item>reject' : 'shop_item>take_down')}
        </Button>
      ) : null}
    </DecisionForm>
  );
}
