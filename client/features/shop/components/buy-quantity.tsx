/** How many to buy: a number field between − and + (1 up to the stock left, at most 99), with what is left in stock. */
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { labelStyles, inputStyles } from '@client/ui/field';
import { IconButton } from '@client/ui/icon-button';
import { theme } from '@client/styles/theme';
import { inlineRow } from '@client/styles/layout';

export function BuyQuantity({
  value,
  max,
  remaining,
  onChange,
}: {
  value: number;
  max: number;
  /** The stock left (null: unlimited). */
  remaining: number | null;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation('shop');
  const id = useId();
  const set = (n: number) => onChange(Math.min(max, Math.max(1, Number.isFinite(n) ? Math.round(n) : 1)));
  return (
    <div>
      <label htmlFor={id} css={labelStyles}>
        {t('buy>quantity')}
      </label>
      <div css={inlineRow(2)}>
        <IconButton icon="minus" label={t('buy>less')} variant="secondary" disabled={value <= 1} onClick={() => set(value - 1)} />
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          onChange={(e) => set(Number(e.target.value))}
          css={[inputStyles(false), numberStyles]}
        />
        <IconButton icon="plus" label={t('buy>more')} variant="secondary" disabled={value >= max} onClick={() => set(value + 1)} />
        {remaining !== null ? <span css={leftStyles}>{t('buy>left', { count: remaining })}</span> : null}
      </div>
    </div>
  );
}

const numberStyles = css`
  width: 72px;
  text-align: center;
`;
const leftStyles = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
