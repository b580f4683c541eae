/**
 * On a pro's profile, when the consumer already has open requests this pro could take (want_to_contact_provider's
 * open_requests): send one of them to the pro (quote_bids/invite_pro, a narrowed match) instead of answering the
 * questionnaire again, or start a new request. Shown after "request a quote from this pro" was pressed.
 */
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { ContactCheck } from '@shared/schemas/narrow-match.schema';
import { NARROW_MATCH_TIMEOUT_HOURS } from '@shared/domain/narrow-match';
import { formatHkDate, isoDate } from '@shared/utils/hk-dates';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Link } from '@client/ui/link';
import { theme } from '@client/styles/theme';
import { bareList, row, secondarySmall, stack } from '@client/styles/layout';
import { errorMessageOf } from '@client/ui/server-error';
import { useHref } from '@client/lib/paths';

type OpenRequest = ContactCheck['open_requests'][number];

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
  const name = (r: OpenRequest) => (lng === 'en-HK' ? r.category.name_en : r.category.name_zh);

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
          <li key={r.quote_request_id} css={itemStyles}>
            <span>
              <strong>{name(r)}</strong>
              <br />
              <span css={metaStyles}>
                {r.district ? `${lng === 'en-HK' ? r.district.name_en : r.district.name_zh} · ` : ''}
                {t('direct_request>invite_posted')}{' '}
                <time dateTime={isoDate(r.created)} css={noWrap}>
                  {formatHkDate(r.created, lng)}
                </time>
              </span>
            </span>
            <Button
              size="sm"
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

const noWrap = css`
  white-space: nowrap;
`;
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
const itemStyles = css`
  ${row(3)};
  justify-content: space-between;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.background};
`;
