/**
 * The caller's safety payments, as consumer or as pro: category, the other party, job or inspection, the price, what
 * Sifu holds now and the most pressing status; each row opens the bid's payments. With none yet, what safety payments
 * are, in a sentence or three.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { SafetyListItem } from '@shared/schemas/safety-payments.schema';
import { formatShortDate } from '@shared/utils/dates';
import { formatHkd } from '@shared/utils/format';
import { ButtonLink } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { Icon } from '@client/ui/icon';
import { ListRow, ListSkeleton, RowAside, RowIcon, RowList, RowMain, RowMeta } from '@client/ui/list-row';
import { theme } from '@client/styles/theme';
import { iconBulletList } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useNow } from '@client/lib/use-now';
import { SafetyStatusBadge } from './safety-status-badge';

export function SafetyList({ items }: { items: SafetyListItem[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const href = useHref();
  const now = useNow();
  const lng = i18n.language as Language;
  return (
    <RowList aria-label={t('safety_payments>list>label')}>
      {items.map((p) => (
        <ListRow key={p.id} to={href('safetyPayments', { bidId: p.bid_id })} align="start" testId="safety-row" css={rowStyles}>
          <RowIcon tone={p.held > 0 ? 'brand' : 'neutral'}>
            <Icon name={p.kind === 'inspection' ? 'search' : 'shield'} size={20} />
          </RowIcon>
          <RowMain css={mainStyles}>
            <strong>{p.category_name}</strong>
            <RowMeta>
              {t(`safety_payments>list>other_${p.role}`, { name: p.other_name })} · {t(`safety_payments>kind>${p.kind}`)} ·{' '}
              {formatShortDate(p.created, lng, now || Date.parse(p.created.replace(' ', 'T') + 'Z'))}
            </RowMeta>
            <SafetyStatusBadge status={p.status} />
          </RowMain>
          <RowAside>
            <strong>{formatHkd(p.price)}</strong>
            {p.held > 0 ? <RowMeta>{t('safety_payments>list>held', { amount: formatHkd(p.held) })}</RowMeta> : null}
          </RowAside>
        </ListRow>
      ))}
    </RowList>
  );
}

export function SafetyListSkeleton() {
  return <ListSkeleton rowHeight={92} />;
}

/** No safety payment yet: what it is and how one starts (from a quote), friendly and short. */
export function SafetyEmpty({ role }: { role: 'consumer' | 'pro' }) {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  return (
    <div>
      <EmptyState
        title={t('safety_payments>empty>title')}
        body={t(`safety_payments>empty>body_${role}`)}
        action={
          <ButtonLink variant="secondary" to={href(role === 'consumer' ? 'projects' : 'works')}>
            {t(`safety_payments>empty>action_${role}`)}
          </ButtonLink>
        }
        illustration={
          <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
            <circle cx="36" cy="36" r="34" fill={theme.color.brandSoft} />
            <path
              d="M36 16l16 6v12c0 10-7 18-16 22-9-4-16-12-16-22V22z"
              fill="none"
              stroke={theme.color.brand}
              strokeWidth="4"
              strokeLinejoin="round"
            />
            <path d="M29 36l5 5 9-10" fill="none" stroke={theme.color.brand} strokeWidth="4" strokeLinecap="round" />
          </svg>
        }
      />
      <ul css={stepsStyles}>
        {(['step_pay', 'step_hold', 'step_release'] as const).map((k) => (
          <li key={k}>
            <Icon name="check-circle" size={20} />
            <span>{t(`safety_payments>empty>${k}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The text keeps its colour when the row is hovered. */
const rowStyles = css`
  &:hover {
    color: ${theme.color.text};
  }
`;

const mainStyles = css`
  display: grid;
  gap: 2px;
  justify-items: start;
`;

const stepsStyles = css`
  ${iconBulletList(3, '3px')};
  max-width: 30rem;
  margin: 0 auto;
  padding: 0 ${theme.space[4]} ${theme.space[6]};
`;
