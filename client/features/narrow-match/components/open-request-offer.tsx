/**
 * On a pro's profile, when the consumer already has open requests this pro could take (want_to_contact_provider's
 * open_requests): send one of them to the pro (quote_bids/invite_pro, a narrowed match) instead of answering the
 * questionnaire again, or start a new request. Shown after "request a quote from this pro" was pressed. Each row says
 * which request it is (its number, the start of what the consumer wrote, their first choices, when it was posted), as
 * two requests in one category and district otherwise look the same.
 */
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { ContactCheck } from '@shared/schemas/narrow-match.schema';
import { NARROW_MATCH_TIMEOUT_HOURS } from '@shared/domain/narrow-match';
import { isoDate } from '@shared/utils/hk-dates';
import { formatShortDate, hkDayOf, hkToday } from '@shared/utils/dates';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Link } from '@client/ui/link';
import { theme } from '@client/styles/theme';
import { bareList, secondarySmall, stack } from '@client/styles/layout';
import { errorMessageOf } from '@client/ui/server-error';
import { useHref } from '@client/lib/paths';

type OpenRequest = ContactCheck['open_requests'][number];

/** "Posted today", "Posted yesterday", "Posted 3 days ago", then "Posted 28 Nov": Hong Kong calendar days. */
export function postedText(t: TFunction, created: string, lng: Language, now: number): string {
  const days = Math.round((Date.parse(hkToday(now)) - Date.parse(hkDayOf(created))) / 86_400_000);
  if (days <= 0) return t('direct_request>posted_today');
  if (days === 1) return t('direct_request>posted_yesterday');
  if (days < 7) return t('direct_request>posted_days_ago', { count: days });
  return t('direct_request>posted_on', { date: formatShortDate(created, lng, now) });
}

export function OpenRequestOffer({
  serviceId,
  requests,
  onNewRequest,
}: {
  serviceId: number;
  requests: OpenRequest[];
  onNewRequest: () => void;
}) {
  const { t, i18n } = useTranslation('requests');
  const lng = i18n.language as Language;
  const href = useHref();
  // The profile can show two of these (the header's button and the phone's sticky bar): ids must differ.
  const headingId = useId();
  const invite = useMutation({
    mutationFn: async (quote_request_id: number) =>
      (await import(/* webpackChunkName: "narrow-match-api" */ '../api/narrow-match.api')).invitePro(quote_request_id, serviceId),
    meta: { handlesErrors: true },
  });
  const [sending, setSending] = useState<number | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Shown only in the browser, after a press: the current time cannot differ from a server render.
  const [now] = useState(() => Date.now());
  const en = lng === 'en-HK';
  const name = (r: OpenRequest) => (en ? r.category.name_en : r.category.name_zh);

  async function send(requestId: number) {
    setError(null);
    setSending(requestId);
    try {
      await invite.mutateAsync(requestId);
      setSent(requestId);
    } catch (err) {
      setError(errorMessageOf(err, t('form>network')));
    } finally {
      setSending(null);
    }
  }

  if (sent) {
    return (
      <Alert tone="success">
        {t('direct_request>invite_sent', { hours: NARROW_MATCH_TIMEOUT_HOURS })}{' '}
        <Link to={href('projectQuoteList', { requestId: sent })}>{t('direct_request>see_request')}</Link>
      </Alert>
    );
  }
  return (
    <Card css={boxStyles} aria-labelledby={headingId} data-testid="open-request-offer">
      <h2 id={headingId} css={titleStyles}>
        {t('direct_request>invite_title')}
      </h2>
      <p css={textStyles}>{t('direct_request>invite_body')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ul css={listStyles}>
        {requests.map((r) => (
          <li key={r.quote_request_id} css={itemStyles} data-testid="open-request">
            <div css={infoStyles}>
              <p css={lineStyles}>
                <strong>{name(r)}</strong>
                <span css={metaStyles}>{t('projects>request_no', { id: r.quote_request_id })}</span>
              </p>
              {r.excerpt ? <p css={excerptStyles}>{en ? `“${r.excerpt}”` : `「${r.excerpt}」`}</p> : null}
              {r.key_answers.length ? <p css={metaStyles}>{r.key_answers.map((a) => (en ? a.en : a.zh)).join(' · ')}</p> : null}
              <p css={metaStyles}>
                {r.district ? `${en ? r.district.name_en : r.district.name_zh} · ` : ''}
                <time dateTime={isoDate(r.created)}>{postedText(t, r.created, lng, now)}</time>
              </p>
            </div>
            <Button
              size="sm"
              css={sendStyles}
              loading={sending === r.quote_request_id}
              disabled={sending !== null}
              onClick={() => void send(r.quote_request_id)}
              data-testid="invite-open-request"
            >
              {t('direct_request>invite_send')}
            </Button>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="ghost" onClick={onNewRequest} disabled={sending !== null}>
        {t('direct_request>invite_new')}
      </Button>
    </Card>
  );
}

const boxStyles = css`
  max-width: 40rem;
  margin-top: ${theme.space[3]};
  color: ${theme.color.text};
  text-align: left;
`;
const titleStyles = css`
  font-size: ${theme.font.size.md};
  margin: 0 0 ${theme.space[1]};
`;
const metaStyles = secondarySmall;
const textStyles = [
  metaStyles,
  css`
    margin: 0 0 ${theme.space[3]};
  `,
];
const listStyles = css`
  ${bareList};
  ${stack(2)};
  margin-bottom: ${theme.space[2]};
`;
/** Text above a full-width button on a phone; from the sm width the button keeps its own width on the right. */
const itemStyles = css`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.background};
  ${theme.breakpoint.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;
const infoStyles = css`
  ${stack(1)};
  min-width: 0;
  & > p {
    margin: 0;
  }
`;
const lineStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${theme.space[2]};
`;
const excerptStyles = css`
  color: ${theme.color.text};
  overflow-wrap: anywhere;
`;
const sendStyles = css`
  ${theme.breakpoint.belowSm} {
    width: 100%;
  }
`;
