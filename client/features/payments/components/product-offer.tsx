/** product/{slug}[/{amount}]: one package (or a custom amount) and what it gives; the page supplies the buy action. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { Badge } from '@client/ui/badge';
import { Card } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { iconBulletList, stack } from '@client/styles/layout';

export interface ProductOfferProps {
  name: string;
  price: number;
  credit: number;
  bonus: number;
  /** The starter pack already bought by this pro. */
  unavailable?: boolean;
  action: ReactNode;
}

export function ProductOffer({ name, price, credit, bonus, unavailable, action }: ProductOfferProps) {
  const { t } = useTranslation('pricing');
  return (
    <Card css={cardStyles}>
      <p css={eyebrowStyles}>{t('product>eyebrow')}</p>
      <h1 css={titleStyles}>{name}</h1>
      <p css={priceStyles}>{formatHkd(price)}</p>
      <p css={{ margin: 0 }}>
        {t('product>gives', { credit: formatHkd(credit + bonus) })}{' '}
        {bonus > 0 ? <Badge tone="success">{t('buy>bonus', { bonus: formatHkd(bonus) })}</Badge> : null}
      </p>
      <ul css={listStyles}>
        {(['fee', 'no_expiry', 'ways', 'receipt'] as const).map((k) => (
          <li key={k}>
            <Icon name="check" size={16} />
            {t(`product>point_${k}`)}
          </li>
        ))}
      </ul>
      {unavailable ? <p css={{ margin: 0, color: theme.color.warningDark }}>{t('product>starter_used')}</p> : null}
      {action}
    </Card>
  );
}

const cardStyles = css`
  ${stack(3)};
  max-width: 520px;
  margin: 0 auto;
  width: 100%;
`;

const eyebrowStyles = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.brandDark};
  font-weight: ${theme.font.weight.bold};
`;

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.xxl};
  line-height: ${theme.font.lineHeight.heading};
`;

const priceStyles = css`
  margin: 0;
  font-size: ${theme.font.size.xxxl};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`;

const listStyles = iconBulletList(2, '5px');
