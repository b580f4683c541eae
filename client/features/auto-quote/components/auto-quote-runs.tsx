/**
 * The latest auto-quote runs: sent (with its fee), not sent for lack of budget (SPEC §8 code 9), stopped, skipped
 * for an excluded time slot, failed, or switched to manual. A lead that was not sent can be quoted by hand
 * (switch_to_manual_quote), which opens it.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { AutoQuoteRun } from '@shared/schemas/auto-quote.schema';
import { formatHkd } from '@shared/utils/format';
import { Badge, type BadgeTone } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { errorStyles } from '@client/ui/field';
import { errorMessageOf } from '@client/ui/server-error';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { bareList, spread } from '@client/styles/layout';
import { useSwitchToManual } from '../api/auto-quote.queries';
import { cardHeading } from './auto-quote-styles';

const TONES: Record<AutoQuoteRun['status'], BadgeTone> = {
  reserved: 'brand',
  sent: 'success',
  failed: 'danger',
  no_budget: 'warning',
  stopped: 'neutral',
  excluded_slot: 'neutral',
  manual: 'neutral',
};
const SWITCHABLE: ReadonlyArray<AutoQuoteRun['status']> = ['no_budget', 'stopped', 'excluded_slot', 'failed'];

export function AutoQuoteRuns({ runs }: { runs: AutoQuoteRun[] }) {
  const { t, i18n } = useTranslation('workspace');
  const href = useHref();
  const navigate = useNavigate();
  const manual = useSwitchToManual();
  const [errors, setErrors] = useState<Record<number, string>>({});

  async function switchToManual(bidId: number) {
    try {
      await manual.mutateAsync(bidId);
      await navigate(href('leadDetail', { bidId }));
    } catch (err) {
      setErrors((e) => ({ ...e, [bidId]: errorMessageOf(err, t('auto_quote>error_network')) }));
    }
  }

  return (
    <Card>
      <h2 css={cardHeading}>{t('auto_quote>runs>title')}</h2>
      {runs.length === 0 ? (
        <p css={muted}>{t('auto_quote>runs>empty')}</p>
      ) : (
        <ul css={list}>
          {runs.map((r) => (
            <li key={r.quote_bid_id} css={row}>
              <div>
                <Link to={href('leadDetail', { bidId: r.quote_bid_id })}>
                  {t('auto_quote>runs>lead', { name: i18n.language === 'en-HK' ? r.name_en : r.name_zh, id: r.quote_request_id })}
                </Link>
                <div css={muted}>
                  <Badge tone={TONES[r.status]}>{t(`auto_quote>runs>status>${r.status}`, { fee: formatHkd(r.fee) })}</Badge>
                </div>
                {errors[r.quote_bid_id] ? (
                  <p role="alert" css={errorStyles}>
                    {errors[r.quote_bid_id]}
                  </p>
                ) : null}
              </div>
              {SWITCHABLE.includes(r.status) ? (
                <Button size="sm" variant="secondary" onClick={() => void switchToManual(r.quote_bid_id)} loading={manual.isPending}>
                  {t('auto_quote>runs>quote_by_hand')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const muted = css`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.color.textSecondary};
`;
const list = bareList;
const row = css`
  ${spread(3)};
  padding: ${theme.space[3]} 0;
  border-top: 1px solid ${theme.color.border};
`;
