/**
 * Stock and booking: unlimited, or a stock of 1–9,999 with how many are left (823, 824); whether buyers pick a time
 * slot from the service's business hours (826 when it has none). Changing only these keeps a published item on sale.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { SHOP_LIMITS } from '@shared/domain/shop-rules';
import { Checkbox } from '@client/ui/checkbox';
import { TextField } from '@client/ui/field';
import { Link } from '@client/ui/link';
import { theme } from '@client/styles/theme';
import type { ItemFieldsProps } from './item-form';
import { groupError, note } from './item-editor.styles';

export interface ItemStockFieldsProps extends ItemFieldsProps {
  /** Whether the service has business hours (slots to offer). */
  hasHours: boolean;
  /** Where the pro sets them (the service editor's Hours step). */
  hoursHref: string;
}

export function ItemStockFields({ values, patch, errors, hasHours, hoursHref }: ItemStockFieldsProps) {
  const { t } = useTranslation('shop');
  return (
    <>
      <p css={note}>{t('editor>stock_hint')}</p>
      <Checkbox
        label={t('editor>unlimited')}
        description={t('editor>unlimited_hint')}
        checked={values.unlimited}
        onChange={(e) =>
          patch(
            e.target.checked ? { unlimited: true } : { unlimited: false, remaining_quantity: values.remaining_quantity || values.quantity },
          )
        }
      />
      {values.unlimited ? (
        errors.quantity || errors.remaining_quantity ? (
          <p role="alert" css={groupError}>
            {errors.quantity ?? errors.remaining_quantity}
          </p>
        ) : null
      ) : (
        <div css={pair}>
          <TextField
            name="quantity"
            label={t('editor>quantity')}
            hint={t('editor>quantity_hint', { max: SHOP_LIMITS.quantity.max })}
            inputMode="numeric"
            autoComplete="off"
            value={values.quantity}
            error={errors.quantity}
            onChange={(e) => patch({ quantity: e.target.value })}
          />
          <TextField
            name="remaining_quantity"
            label={t('editor>remaining_quantity')}
            hint={t('editor>remaining_quantity_hint')}
            inputMode="numeric"
            autoComplete="off"
            value={values.remaining_quantity}
            error={errors.remaining_quantity}
            onChange={(e) => patch({ remaining_quantity: e.target.value })}
          />
        </div>
      )}
      <Checkbox
        label={t('editor>accepts_reservation')}
        description={t('editor>accepts_reservation_hint')}
        checked={values.accepts_reservation}
        error={errors.accepts_reservation}
        onChange={(e) => patch({ accepts_reservation: e.target.checked })}
      />
      {!hasHours ? (
        <p css={note}>
          {t('editor>no_hours')} <Link to={hoursHref}>{t('editor>set_hours')}</Link>
        </p>
      ) : null}
    </>
  );
}

const pair = css`
  display: grid;
  gap: 0 ${theme.space[3]};
  margin-top: ${theme.space[2]};
  ${theme.breakpoint.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
