/**
 * On the consumer's request page (issue 12 item 1): the chosen pro's answer. Waiting shows until when; a decline or
 * no answer is said plainly with one button that sends the request to other matching pros (quote_bids/match).
 */
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { useToast } from '@client/ui/toast';
import { ApiError } from '@client/lib/api-client';
import { formatDateTime } from '@shared/utils/dates';
import { useMatchOthers, useNarrowState } from '../api/narrow-match.api';

export function NarrowMatchPanel({ requestId }: { requestId: number }) {
  const { t, i18n } = useTranslation('market');
  const lng = i18n.language as Language;
  const toast = useToast();
  const { data } = useNarrowState(requestId);
  const match = useMatchOthers();
  const narrow = data?.narrow;
  if (!narrow) return null;
  const name = lng === 'zh-HK' ? narrow.business_name_zh : narrow.business_name_en || narrow.business_name_zh;

  async function matchOthers() {
    try {
      const res = await match.mutateAsync(requestId);
      toast.show(t('direct_request>matched', { count: res.matched_count }), { tone: res.matched_count ? 'success' : 'info' });
    } catch (err) {
      toast.show(err instanceof ApiError ? err.message : t('form>network'), { tone: 'error' });
    }
  }

  const refused = narrow.outcome === 'declined' || narrow.outcome === 'expired';
  const text = narrow.others_matched_on
    ? t('direct_request>others_asked', { name })
    : narrow.outcome
      ? t(`direct_request>outcome_${narrow.outcome}`, { name })
      : t('direct_request>waiting', { name, deadline: formatDateTime(narrow.deadline, lng) });
  return (
    <Alert tone={refused && !narrow.others_matched_on ? 'warning' : 'info'}>
      <p style={{ margin: 0 }}>{text}</p>
      {data.can_match_others ? (
        <div style={{ marginTop: 12 }}>
          <Button size="sm" variant={refused ? 'primary' : 'secondary'} loading={match.isPending} onClick={() => void matchOthers()}>
            {t('direct_request>match_others')}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
