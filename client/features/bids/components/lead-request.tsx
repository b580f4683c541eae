/** A lead as the pro reads it: who, what (the answers), where, when, photos and the customer's phone once quoted. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { BidView } from '@shared/schemas/bids.schema';
import { TIME_SLOTS } from '@shared/domain/request-lifecycle';
import { formatDay, monthDay } from '@shared/utils/dates';
import { Avatar } from '@client/ui/avatar';
import { Badge } from '@client/ui/badge';
import { Card } from '@client/ui/card';
import { DescriptionList } from '@client/ui/description-list';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useNow } from '@client/lib/use-now';
import { agoText, dayLabel } from '@client/lib/day-label';
import { bidStatus } from './bid-format';
import { hireTimeText } from './quote-detail';

export function LeadRequest({ bid: b }: { bid: BidView }) {
  const { t, i18n } = useTranslation('market');
  const lng = i18n.language as Language;
  const now = useNow();
  const zh = lng === 'zh-HK';
  const sep = zh ? '、' : ', ';
  const name = b.consumer?.full_name ?? t('leads>customer');
  const status = bidStatus(b);
  const r = b.request;
  const dates = r.preferred_dates
    .map((d) => {
      const l = dayLabel(t, d, lng, now);
      return l === monthDay(d) ? formatDay(d, lng) : `${l} · ${formatDay(d, lng)}`;
    })
    .join(sep);
  const slots = TIME_SLOTS.filter((s) => r.time_slots.includes(s.key))
    .map((s) => `${t(`slots>${s.name}`)} ${s.start}–${s.end}`)
    .join(sep);
  return (
    <Card>
      <div
        css={css`
          display: flex;
          gap: ${theme.space[3]};
          align-items: center;
        `}
      >
        <Avatar name={name} size="lg" />
        <div
          css={css`
            min-width: 0;
            flex: 1;
          `}
        >
          <h1
            css={css`
              font-size: ${theme.font.size.xl};
              margin: 0;
            `}
          >
            {zh ? r.category.name_zh : r.category.name_en}
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
        </div>
        <Badge tone={status.tone}>{t(`status>${status.key}`)}</Badge>
      </div>
      <ul css={factStyles}>
        <li>
          <Icon name="map-pin" size={16} />
          {r.district ? (zh ? r.district.name_zh : r.district.name_en) : t('projects>no_district')}
        </li>
        <li>
          <Icon name="calendar" size={16} />
          {dates || t('form>flexible')}
        </li>
        {slots ? (
          <li>
            <Icon name="clock" size={16} />
            {slots}
          </li>
        ) : null}
        <li>
          <Icon name="phone" size={16} />
          {b.consumer?.phone ? (
            <a href={`tel:${b.consumer.phone}`}>{b.consumer.phone}</a>
          ) : b.consumer?.is_phone_confirmed ? (
            t('leads>phone_after_quote')
          ) : (
            t('leads>phone_unverified')
          )}
        </li>
        {b.hire_date ? (
          <li>
            <Icon name="check-circle" size={16} />
            {t('leads>hired_for', { date: formatDay(b.hire_date, lng), time: hireTimeText(t, b) })}
          </li>
        ) : null}
      </ul>
      {r.description ? (
        <p
          css={css`
            white-space: pre-line;
            margin: ${theme.space[3]} 0 0;
          `}
        >
          {r.description}
        </p>
      ) : null}
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
          <DescriptionList
            layout="stacked"
            divided
            items={r.answers
              .filter((a) => a.type !== 'photo')
              .map((a) => ({ key: a.field_key, term: zh ? a.label_zh : a.label_en, description: zh ? a.display_zh : a.display_en }))}
          />
        </div>
      ) : null}
      {r.photos?.length ? (
        <ul css={photoGrid} aria-label={t('leads>photos')}>
          {r.photos.map((p) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img src={p.url} alt={p.file_name} width={96} height={96} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

const factStyles = css`
  list-style: none;
  margin: ${theme.space[4]} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[1]};
  color: ${theme.color.textSecondary};
  li {
    display: flex;
    gap: ${theme.space[2]};
    align-items: flex-start;
  }
  svg {
    margin-top: 4px;
    flex-shrink: 0;
    color: ${theme.color.brand};
  }
`;

const photoGrid = css`
  list-style: none;
  margin: ${theme.space[3]} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${theme.radius.control};
    border: 1px solid ${theme.color.border};
    display: block;
  }
`;
