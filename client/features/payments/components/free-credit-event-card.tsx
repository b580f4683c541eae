/**
 * One free-credit event (SPEC §2 free-credits): what it gives, how long the credit lasts once claimed, the last day
 * to claim it (Asia/Hong_Kong), and Claim while it is claimable for this pro. The highlighted one (free-credits/{index})
 * is scrolled into view and outlined.
 */
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { FreeCreditEvent } from '@shared/schemas/payments.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, row, secondarySmall, stack } from '@client/styles/layout';
import { useClaimFreeCredit } from '../api/payments.mutations';
import { apiMessage } from '../lib/api-message';
import { formatHkDate } from '../lib/hk-date';

export function FreeCreditEventCard({ event: e, highlighted = false }: { event: FreeCreditEvent; highlighted?: boolean }) {
  const { t, i18n } = useTranslation('pricing');
  const lng = i18n.language as Language;
  const claim = useClaimFreeCredit();
  const ref = useRef<HTMLElement>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = `free-credit-${e.id}-title`;

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);

  async function onClaim() {
    setError(null);
    try {
      const r = await claim.mutateAsync(e.id);
      setDone(t('free>granted', { amount: formatHkd(r.amount), date: formatHkDate(r.expires_at, lng), balance: formatHkd(r.balance) }));
    } catch (err) {
      setError(apiMessage(err, t));
    }
  }

  return (
    <article
      ref={ref}
      id={`free-credit-${e.id}`}
      aria-labelledby={titleId}
      aria-current={highlighted || undefined}
      css={[cardStyles, highlighted && highlightStyles]}
    >
      <div css={headStyles}>
        <h3 id={titleId} css={titleStyles}>
          {e.title}
        </h3>
        <span css={amountStyles}>{formatHkd(e.amount)}</span>
      </div>
      {e.description ? <p css={textStyles}>{e.description}</p> : null}
      <ul css={metaStyles}>
        <li>
          <Icon name="timer" size={16} />
          {t('free>valid_days', { count: e.valid_days })}
        </li>
        <li>
          <Icon name="calendar" size={16} />
          {t('free>claim_until', { date: formatHkDate(e.claim_until, lng) })}
        </li>
      </ul>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {e.state === 'claimable' && !done ? (
        <Button block loading={claim.isPending} onClick={() => void onClaim()}>
          <Icon name="gift" size={20} />
          {t('free>claim', { amount: formatHkd(e.amount) })}
        </Button>
      ) : e.state !== 'claimable' && !done ? (
        <p css={{ margin: 0 }}>
          <Badge tone={e.state === 'claimed' ? 'success' : 'neutral'} icon={e.state === 'claimed' ? 'check' : 'info'}>
            {t(`free>state_${e.state}`)}
          </Badge>
        </p>
      ) : null}
    </article>
  );
}

const cardStyles = css`
  ${stack(2)};
  padding: ${theme.space[4]};
  ${cardSurface};
  box-shadow: ${theme.shadow.card};
  scroll-margin-top: calc(${theme.layout.headerHeight} + ${theme.space[4]});
  & > [role='status'],
  & > [role='alert'] {
    margin-bottom: 0;
  }
`;

const highlightStyles = css`
  border-color: ${theme.color.brand};
  box-shadow: 0 0 0 3px ${theme.color.brandSoft};
`;

const headStyles = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: baseline;
  justify-content: space-between;
`;

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
  line-height: ${theme.font.lineHeight.heading};
`;

const amountStyles = css`
  flex-shrink: 0;
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  color: ${theme.color.brandDark};
`;

const textStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const metaStyles = css`
  ${bareList};
  ${stack(1)};
  ${secondarySmall};
  li {
    ${row(2)};
  }
  svg {
    flex-shrink: 0;
  }
`;
