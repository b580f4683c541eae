/** /ops: the staff member's queues with open, unassigned and overdue items and how long the oldest has waited. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { OpsFrame } from '@client/features/back-office/components/ops-frame';
import { WaitTime } from '@client/features/back-office/components/ops-time';
import { Link } from '@client/ui/link';
import { cardSurface } from '@client/styles/layout';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { homeReads } from './ops.reads';

export default function OpsHomePage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { data: home } = useQuery(homeReads.use().home);
  return (
    <OpsFrame title={t('home>title')} intro={t('home>intro')}>
      {home && !home.length ? <p>{t('home>no_queues')}</p> : null}
      <ul css={gridStyles}>
        {(home ?? []).map((s) => (
          <li key={s.queue} css={[cardStyles, s.overdue > 0 && overdueCardStyles]}>
            <h2>
              <Link to={href('opsQueue', { queue: s.queue })}>{t(`queues>${s.queue}`)}</Link>
            </h2>
            <dl>
              <div>
                <dt>{t('home>open')}</dt>
                <dd>{s.open}</dd>
              </div>
              <div>
                <dt>{t('home>unassigned')}</dt>
                <dd>{s.unassigned}</dd>
              </div>
              <div>
                <dt>{t('home>overdue')}</dt>
                <dd css={s.overdue > 0 ? overdueNumberStyles : undefined}>{s.overdue}</dd>
              </div>
            </dl>
            <p css={oldestStyles}>
              {s.oldest_created ? (
                <>
                  {t('home>oldest')}
                  <WaitTime created={s.oldest_created} overdue={s.overdue > 0} />
                </>
              ) : (
                t('home>none_waiting')
              )}
              <span> · {t('home>target', { hours: s.target_hours })}</span>
            </p>
          </li>
        ))}
      </ul>
    </OpsFrame>
  );
}

const gridStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
`;
const cardStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
  h2 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.font.size.md};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    margin: 0;
    gap: ${theme.space[2]};
  }
  dt {
    font-size: ${theme.font.size.xs};
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.size.xl};
    font-weight: ${theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;
const overdueCardStyles = css`
  border-color: ${theme.color.danger};
  box-shadow: inset 4px 0 0 ${theme.color.danger};
`;
const overdueNumberStyles = css`
  color: ${theme.color.dangerDark};
`;
const oldestStyles = css`
  margin: ${theme.space[3]} 0 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;
