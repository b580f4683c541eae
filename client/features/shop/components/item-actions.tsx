/**
 * What the pro may do with an item from a list, by its status (shared/domain/shop.ts itemActionsFor): edit it, apply
 * for review, unpublish, publish again, and delete after a confirmation. A refusal (a second click: shop_wrong_status;
 * a review that misses something) goes to the app's error dialog with its code.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { itemActionsFor } from '@shared/domain/shop';
import type { ShopItemCard } from '@shared/schemas/shop.schema';
import { ButtonLink, Button } from '@client/ui/button';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { useToast } from '@client/ui/toast';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { cluster } from '@client/styles/layout';
import { useItemAction, type ProItemAction } from '../api/shop-items.mutations';

const BUTTONS: readonly ProItemAction[] = ['apply_review', 'publish', 'unpublish'];

export function ItemActions({ item }: { item: Pick<ShopItemCard, 'id' | 'status' | 'name' | 'service' | 'category'> }) {
  const { t } = useTranslation('shop');
  const href = useHref();
  const toast = useToast();
  const act = useItemAction();
  const allowed = itemActionsFor('pro', item.status);
  const run = async (action: ProItemAction) => {
    await act.mutateAsync({ action, id: item.id });
    toast.show(t(`list>done_${action}`, { name: item.name }), { tone: 'success' });
  };
  const remove = useConfirm(() => run('delete'));
  const busy = act.isPending ? act.variables?.action : undefined;
  return (
    <div css={cluster(2)}>
      {allowed.includes('edit') ? (
        <ButtonLink
          size="sm"
          variant="secondary"
          to={href('proShopProduct', {
            action: 'edit',
            serviceId: item.service.quote_service_id,
            categoryId: item.category.id,
            shopItemId: item.id,
          })}
          aria-label={t('list>edit_named', { name: item.name })}
        >
          {t('list>edit')}
        </ButtonLink>
      ) : null}
      {BUTTONS.filter((a) => allowed.includes(a)).map((a) => (
        <Button
          key={a}
          size="sm"
          variant={a === 'apply_review' ? 'primary' : 'secondary'}
          loading={busy === a}
          disabled={act.isPending}
          aria-label={t(`list>${a}_named`, { name: item.name })}
          onClick={() => void run(a).catch(() => undefined)}
        >
          {t(`list>${a}`)}
        </Button>
      ))}
      {allowed.includes('delete') ? (
        <Button
          size="sm"
          variant="ghost"
          css={danger}
          disabled={act.isPending}
          aria-label={t('list>delete_named', { name: item.name })}
          onClick={() => remove.ask(true)}
        >
          {t('list>delete')}
        </Button>
      ) : null}
      <ConfirmDialog
        {...remove.dialog}
        title={t('list>delete_title')}
        confirmLabel={t('list>delete_confirm')}
        cancelLabel={t('common|cancel')}
      >
        <p>{t('list>delete_body', { name: item.name })}</p>
      </ConfirmDialog>
    </div>
  );
}

const danger = css`
  color: ${theme.color.danger};
`;
