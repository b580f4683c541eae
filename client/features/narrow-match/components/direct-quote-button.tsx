/**
 * "Request a quote from this pro" on a public profile (issue 12 item 1): runs the category questionnaire with the pro
 * preselected (form/{slug}?pro={serviceId}). A signed-in consumer who already asked this pro gets code 17, which is
 * tolerated (SPEC §8): a link to the waiting request instead of an error. Renders the same for everyone on the server.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { Icon } from '@client/ui/icon';
import { ApiError } from '@client/lib/api-client';
import { useHref } from '@client/lib/paths';
import { NARROW_MATCH_TIMEOUT_HOURS } from '@shared/schemas/narrow-match.schema';
import { useWantToContact } from '../api/narrow-match.api';

/** `consumer`: the visitor is signed in as a consumer (known after hydration), so the code-17 check runs first. */
export function DirectQuoteButton({ serviceId, slug, consumer }: { serviceId: number; slug: string; consumer: boolean }) {
  const { t } = useTranslation('market');
  const href = useHref();
  const navigate = useNavigate();
  const check = useWantToContact();
  const [contacted, setContacted] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setError(null);
    const toForm = (s: string) => navigate(`${href('form', { slug: s })}?pro=${serviceId}`);
    if (!consumer) return toForm(slug);
    try {
      const res = await check.mutateAsync(serviceId);
      return toForm(res.category_slugs.includes(slug) ? slug : (res.category_slugs[0] ?? slug));
    } catch (err) {
      const details = err instanceof ApiError ? (err.details as { quote_request_id?: number } | undefined) : undefined;
      if (err instanceof ApiError && Number(err.code) === 17 && details?.quote_request_id) return setContacted(details.quote_request_id);
      setError(err instanceof ApiError ? err.message : t('form>network'));
    }
  }

  return (
    <div>
      <Button size="lg" onClick={() => void start()} loading={check.isPending} data-testid="direct-quote">
        {t('direct_request>button')}
        <Icon name="arrow-right" size={20} />
      </Button>
      {contacted ? (
        <Alert tone="info">
          {t('direct_request>already')}{' '}
          <Link to={href('projectQuoteList', { requestId: contacted })}>{t('direct_request>see_request')}</Link>
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}

/** On the questionnaire when it came from a profile: where the request goes and what happens if the pro can't take it. */
export function DirectRequestNote() {
  const { t } = useTranslation('market');
  return (
    <Alert tone="info">
      <strong>{t('direct_request>note_title')}</strong> {t('direct_request>note_body', { hours: NARROW_MATCH_TIMEOUT_HOURS })}
    </Alert>
  );
}
