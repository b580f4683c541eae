/**
 * "Request a quote from this pro" on a public profile: runs the category questionnaire with the pro
 * preselected (form/{slug}?pro={serviceId}). A signed-in consumer who already asked this pro gets code 17, which is
 * tolerated (SPEC §8): a link to the waiting request instead of an error. A consumer with open requests the pro could
 * take is first offered to send one of them (OpenRequestOffer, invite_pro). Renders the same for everyone on the server.
 * `compact` is the same action for the phone's sticky bottom bar (a shorter label, full width).
 */
import { css } from '@emotion/react';
import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { errorMessageOf, isServerError } from '@client/ui/server-error';
import { useHref } from '@client/lib/paths';
import type { ContactCheck } from '@shared/schemas/narrow-match.schema';

// Shown only after a press, to a consumer with open requests: its code loads then, not with the profile's first JavaScript.
const OpenRequestOffer = lazy(() =>
  import(/* webpackChunkName: "open-request-offer" */ './open-request-offer').then((m) => ({ default: m.OpenRequestOffer })),
);

/** `consumer`: the visitor is signed in as a consumer (known after hydration), so the code-17 check runs first. */
export function DirectQuoteButton({
  serviceId,
  slug,
  consumer,
  compact = false,
}: {
  serviceId: number;
  slug: string;
  consumer: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('requests');
  const href = useHref();
  const navigate = useNavigate();
  // The call (and its contract's schemas) loads on the first press: a profile's first JavaScript carries none of it.
  const check = useMutation({
    mutationFn: async (id: number) =>
      (await import(/* webpackChunkName: "narrow-match-api" */ '../api/narrow-match.api')).wantToContact(id),
    meta: { handlesErrors: true },
  });
  const [contacted, setContacted] = useState<number | null>(null);
  /** Open requests the pro could be sent instead of a new questionnaire, with the category to use for a new one. */
  const [offer, setOffer] = useState<{ requests: ContactCheck['open_requests']; slug: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toForm = (s: string) => navigate(`${href('form', { slug: s })}?pro=${serviceId}`);

  async function start() {
    setError(null);
    if (!consumer) return toForm(slug);
    try {
      const res = await check.mutateAsync(serviceId);
      const formSlug = res.category_slugs.includes(slug) ? slug : (res.category_slugs[0] ?? slug);
      if (res.open_requests.length) return setOffer({ requests: res.open_requests, slug: formSlug });
      return toForm(formSlug);
    } catch (err) {
      const details = isServerError(err) ? (err.details as { quote_request_id?: number } | undefined) : undefined;
      if (isServerError(err) && Number(err.code) === 17 && details?.quote_request_id) return setContacted(details.quote_request_id);
      setError(errorMessageOf(err, t('form>network')));
    }
  }

  const messages = (
    <>
      {contacted ? (
        <Alert tone="info">
          {t('direct_request>already')}{' '}
          <Link to={href('projectQuoteList', { requestId: contacted })}>{t('direct_request>see_request')}</Link>
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {offer ? (
        <Suspense fallback={null}>
          <OpenRequestOffer serviceId={serviceId} requests={offer.requests} onNewRequest={() => void toForm(offer.slug)} />
        </Suspense>
      ) : null}
    </>
  );
  if (compact) {
    return (
      <div
        css={css`
          display: grid;
          gap: ${theme.space[2]};
        `}
      >
        {messages}
        <Button size="md" block onClick={() => void start()} loading={check.isPending} data-testid="direct-quote-bar">
          {t('direct_request>bar_button')}
        </Button>
      </div>
    );
  }
  // The button stays beside the profile's other actions ("Book online"), which keep their own height; what it
  // opens takes a line of its own below them.
  return (
    <div css={inParentRow}>
      <Button size="lg" onClick={() => void start()} loading={check.isPending} data-testid="direct-quote">
        {t('direct_request>button')}
        <Icon name="arrow-right" size={20} />
      </Button>
      {contacted || error || offer ? <div css={belowActions}>{messages}</div> : null}
    </div>
  );
}

const inParentRow = css`
  display: contents;
`;
const belowActions = css`
  order: 1;
  flex-basis: 100%;
`;
