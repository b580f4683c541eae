/**
 * On the consumer's request page: the chosen pro's answer. Waiting shows until when, with a way to
 * stop waiting for that pro (quote_bids/remove, after a confirm step; ADR 0019); a decline, no answer in time or a
 * removal is said plainly with one button that sends the request to other matching pros (quote_bids/match).
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Modal } from '@client/ui/modal';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { errorMessageOf } from '@client/ui/server-error';
import { dueText } from '@client/lib/due-text';
import { useNow } from '@client/lib/use-now';
import { useMatchOthers, useNarrowState, useRemovePro } from '../api/narrow-match.api';

export function NarrowMatchPanel({ requestId }: { requestId: number }) {
  const { t, i18n } = useTranslation('requests');
  const lng = i18n.language as Language;
  const toast = useToast();
  const { data } = useNarrowState(requestId);
  const match = useMatchOthers();
  const remove = useRemovePro();
  const [confirming, setConfirming] = useState(false);
  const now = useNow();
  const narrow = data?.narrow;
  if (!narrow) return null;
  const name = lng === 'zh-HK' ? narrow.business_name_zh : narrow.business_name_en || narrow.business_name_zh;
  const failed = (err: unknown) => toast.show(errorMessageOf(err, t('form>network')), { tone: 'error' });

  async function matchOthers() {
    try {
      const res = await match.mutateAsync(requestId);
      toast.show(t('direct_request>matched', { count: res.matched_count }), { tone: res.matched_count ? 'success' : 'info' });
    } catch (err) {
      failed(err);
    }
  }

  async function stopWaiting() {
    if (!narrow?.quote_bid_id) return;
    try {
      await remove.mutateAsync(narrow.quote_bid_id);
      setConfirming(false);
      toast.show(t('direct_request>removed_toast', { name }), { tone: 'success' });
    } catch (err) {
      setConfirming(false);
      failed(err);
    }
  }

  const refused = narrow.outcome === 'declined' || narrow.outcome === 'expired' || narrow.outcome === 'removed';
  const text = narrow.others_matched_on
    ? t('direct_request>others_asked', { name })
    : narrow.outcome === 'accepted' && narrow.quoted
      ? t('direct_request>outcome_quoted', { name })
      : narrow.outcome
        ? t(`direct_request>outcome_${narrow.outcome}`, { name })
        : t('direct_request>waiting', { name, deadline: dueText(t, narrow.deadline, lng, now) });
  const canRemove = narrow.can_remove && narrow.quote_bid_id !== null;
  return (
    <>
      <Alert tone={refused && !narrow.others_matched_on ? 'warning' : 'info'}>
        <p style={{ margin: 0 }}>{text}</p>
        {data.can_match_others || canRemove ? (
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: ${theme.space[2]};
              margin-top: ${theme.space[3]};
            `}
          >
            {data.can_match_others ? (
              <Button size="sm" variant={refused ? 'primary' : 'secondary'} loading={match.isPending} onClick={() => void matchOthers()}>
                {t('direct_request>match_others')}
              </Button>
            ) : null}
            {canRemove ? (
              <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} data-testid="narrow-remove">
                {t('direct_request>remove', { name })}
              </Button>
            ) : null}
          </div>
        ) : null}
      </Alert>
      <Modal
        open={confirming}
        title={t('direct_request>remove_confirm_title', { name })}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('direct_request>remove_keep')}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => void stopWaiting()}>
              {t('direct_request>remove_confirm')}
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{t('direct_request>remove_confirm_body', { name })}</p>
      </Modal>
    </>
  );
}
