/** The packages at a glance (credit page): price → credit, each a link to buy it on the pricing page. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { formatHkd } from '@shared/utils/format';
import { Badge } from '@client/ui/badge';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { bareList, secondarySmall, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { usePackages } from '../api/payments.queries';
import { bestValueSlug } from '../lib/packages';

export function PackageSummary() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const { data } = usePackages();
  if (!data) return <Skeleton height={160} />;
  const items = data.items.filter((p) => p.is_available);
  const best = bestValueSlug(items);
  return (
    <ul css={listStyles}>
      {items.map((p) => (
        <li key={p.slug}>
          <Link to={href('pricing', { target: p.slug })} css={itemStyles}>
            <span>
              <strong>{p.name}</strong>{' '}
              {p.slug === best ? (
                <Badge tone="warning" icon="star">
                  {t('buy>best_value')}
                </Badge>
              ) : null}
            </span>
            <span css={priceStyles}>{t('credit>package_line', { price: formatHkd(p.price), credit: formatHkd(p.total_credit) })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const listStyles = css`
  ${bareList};
  ${stack(2)};
  ${theme.breakpoint.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const itemStyles = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1.5px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  color: ${theme.color.text};
  text-decoration: none;
  min-height: ${theme.layout.touchTarget};
  &:hover {
    border-color: ${theme.color.brand};
    color: ${theme.color.text};
  }
`;

const priceStyles = css`
  ${secondarySmall};
  font-variant-numeric: tabular-nums;
`;
