/** A lead as the pro reads it: who, what (the answers), where, when, photos and the customer's phone once quoted. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { BidView } from '@shared/schemas/bids.schema';
import { formatDay } from '@shared/utils/dates';
import { Avatar } from '@client/ui/avatar';
import { Badge } from '@client/ui/badge';
import { Card } from '@client/ui/card';
import { MediaRow } from '@client/ui/media-row';
import { IconFacts, RequestAnswers, RequestDescription, RequestPhotos } from '@client/ui/request-summary';
import { theme } from '@client/styles/theme';
import { useNow } from '@client/lib/use-now';
import { agoText } from '@client/lib/day-label';
import { localName, requestWhenText, slotText } from '@client/lib/request-when';
import { formatPhone } from '@shared/utils/format';
import { bidStatus } from './bid-format';

export function LeadRequest({ bid: b }: { bid: BidView }) {
  const { t, i18n } = useTranslation('quotes');
  const lng = i18n.language as Language;
  const now = useNow();
  const name = b.consumer?.full_name ?? t('leads>customer');
  const status = bidStatus(b);
  const r = b.request;
  const { dates, slots } = requestWhenText(t, r, lng, now);
  return (
    <Card>
      <MediaRow media={<Avatar name={name} size="lg" />} end={<Badge tone={status.tone}>{t(`status>${status.key}`)}</Badge>}>
        <h1
          css={css`
            font-size: ${theme.font.size.xl};
            margin: 0;
          `}
        >
          {localName(r.category, lng)}
        </h1>
        <p
          css={css`
            margin: 0;
            color: ${theme.color.textSecondary};
            font-size: ${theme.font.size.sm};
          `}
        >
          {name} · {agoText(t, r.created, lng, now)}
        </p>
      </MediaRow>
      <IconFacts
        css={css`
          margin-top: ${theme.space[4]};
        `}
        facts={[
          { icon: 'map-pin', content: r.district ? localName(r.district, lng) : t('requests|projects>no_district') },
          { icon: 'calendar', content: dates || t('requests|form>flexible') },
          slots ? { icon: 'clock', content: slots } : null,
          {
            icon: 'phone',
            content: b.consumer?.phone ? (
              <a href={`tel:${b.consumer.phone}`}>{formatPhone(b.consumer.phone)}</a>
            ) : b.consumer?.is_phone_confirmed ? (
              t('leads>phone_after_quote')
            ) : (
              t('leads>phone_unverified')
            ),
          },
          b.hire_date
            ? {
                icon: 'check-circle',
                content: t('leads>hired_for', { date: formatDay(b.hire_date, lng), time: slotText(t, b.hire_time_slot ?? '') }),
              }
            : null,
        ]}
      />
      <RequestDescription text={r.description} />
      {r.answers?.length ? (
        <div
          css={css`
            margin-top: ${theme.space[4]};
          `}
        >
          <h2
            css={css`
              font-size: ${theme.font.size.md};
              margin: 0 0 ${theme.space[2]};
            `}
          >
            {t('leads>answers')}
          </h2>
          <RequestAnswers answers={r.answers} lng={lng} />
        </div>
      ) : null}
      <RequestPhotos photos={r.photos ?? []} label={t('leads>photos')} />
    </Card>
  );
}
