/** The packages as cards (price, credit, bonus, "best value" on one) and "another amount", as one radio group. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CreditPackage } from '@shared/schemas/payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Badge } from '@client/ui/badge';
import { Choice, fieldsetStyles, legendStyles, optionListStyles } from '@client/ui/choice';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { bestValueSlug } from '../lib/packages';

export const CUSTOM = 'custom';

export interface PackageOptionsProps {
  packages: CreditPackage[] | undefined;
  /** A package slug or CUSTOM. */
  value: string;
  onChange: (value: string) => void;
  /** Label of the custom choice, e.g. "Just the shortfall". */
  customLabel?: string;
  customDescription?: string;
  columns?: 1 | 2;
}

export function PackageOptions({ packages, value, onChange, customLabel, customDescription, columns = 2 }: PackageOptionsProps) {
  const { t } = useTranslation('pricing');
  const best = packages ? bestValueSlug(packages) : null;
  return (
    <fieldset role="radiogroup" css={fieldsetStyles}>
      <legend css={legendStyles.label}>{t('buy>packages_legend')}</legend>
      {packages ? (
        <div css={optionListStyles('card', columns)}>
          {packages.map((p) => (
            <Choice
              key={p.slug}
              type="radio"
              variant="card"
              name="package"
              value={p.slug}
              checked={value === p.slug}
              disabled={!p.is_available}
              onChange={(e) => e.target.checked && onChange(p.slug)}
              label={
                <span css={labelStyles}>
                  <strong>{p.name}</strong>
                  <span css={priceStyles}>{formatHkd(p.price)}</span>
                  {p.slug === best ? (
                    <Badge tone="warning" icon="star">
                      {t('buy>best_value')}
                    </Badge>
                  ) : null}
                  {p.bonus > 0 ? <Badge tone="success">{t('buy>bonus', { bonus: formatHkd(p.bonus) })}</Badge> : null}
                </span>
              }
              description={
                p.is_available
                  ? t('buy>package_gives', { credit: formatHkd(p.total_credit) })
                  : t('buy>starter_used', { credit: formatHkd(p.total_credit) })
              }
            />
          ))}
          <Choice
            type="radio"
            variant="card"
            name="package"
            value={CUSTOM}
            checked={value === CUSTOM}
            onChange={(e) => e.target.checked && onChange(CUSTOM)}
            label={<strong>{customLabel ?? t('buy>custom')}</strong>}
            description={customDescription ?? t('buy>custom_help')}
          />
        </div>
      ) : (
        <div css={optionListStyles('card', columns)} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={76} />
          ))}
        </div>
      )}
    </fieldset>
  );
}

const labelStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[2]};
`;

const priceStyles = css`
  font-variant-numeric: tabular-nums;
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.brandDark};
`;
