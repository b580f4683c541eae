/** The top of a project page: what was asked, where and when, with the answers and photos on demand. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { RequestView } from '@shared/schemas/requests.schema';
import { Badge } from '@client/ui/badge';
import { IconFacts, RequestAnswers, RequestDescription, RequestPhotos } from '@client/ui/request-summary';
import { theme } from '@client/styles/theme';
import { useNow } from '@client/lib/use-now';
import { agoText } from '@client/lib/day-label';
import { localName, requestWhenText } from '@client/lib/request-when';
import { requestBadge } from './project-list';

export function RequestOverview({ request: r }: { request: RequestView }) {
  const { t, i18n } = useTranslation('requests');
  const lng = i18n.language as Language;
  const now = useNow();
  const badge = requestBadge(r);
  const { dates, slots } = requestWhenText(t, r, lng, now);
  return (
    <header>
      <p
        css={css`
          margin: 0 0 ${theme.space[1]};
          color: ${theme.color.textSecondary};
          font-size: ${theme.font.size.sm};
        `}
      >
        {t('projects>request_no', { id: r.quote_request_id })} · {t('projects>posted', { when: agoText(t, r.created, lng, now) })}
      </p>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space[2]};
          align-items: center;
          margin-bottom: ${theme.space[3]};
        `}
      >
        <h1
          css={css`
            font-size: ${theme.font.size.xl};
            margin: 0;
            ${theme.breakpoint.sm} {
              font-size: ${theme.font.size.xxl};
            }
          `}
        >
          {localName(r.category, lng)}
        </h1>
        <Badge tone={badge.tone}>{t(`projects>state_${badge.key}`, { count: r.quote_count })}</Badge>
      </div>
      <IconFacts
        facts={[
          { icon: 'map-pin', content: r.district ? localName(r.district, lng) : t('projects>no_district') },
          { icon: 'calendar', content: dates || t('form>flexible') },
          slots ? { icon: 'clock', content: slots } : null,
        ]}
      />
      <RequestDescription text={r.description} />
      <details css={detailsStyles}>
        <summary>{t('projects>your_answers', { count: r.answers.length })}</summary>
        <RequestAnswers answers={r.answers} lng={lng} />
        <RequestPhotos photos={r.photos} />
      </details>
    </header>
  );
}

const detailsStyles = css`
  margin-top: ${theme.space[3]};
  border-top: 1px solid ${theme.color.border};
  padding-top: ${theme.space[2]};
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: ${theme.font.weight.bold};
    color: ${theme.color.brandDark};
  }
`;
