/**
 * The consumer's work requirement (SPEC §7 work_requirement): added or edited on an open request,
 * shown to every pro on the lead. The text typed stays in the box when saving fails.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@client/ui/textarea';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { useToast } from '@client/ui/toast';
import { fieldOrMessageOf } from '@client/ui/server-error';
import { useRealtime } from '@client/lib/realtime';
import { bidExtrasKey, useBidExtras, useNarrowState, useWorkRequirement } from '../api/narrow-match.api';

const MAX = 2000;

export function WorkRequirementEditor({ requestId, editable }: { requestId: number; editable: boolean }) {
  const { t } = useTranslation('requests');
  const toast = useToast();
  const { data } = useNarrowState(requestId);
  const save = useWorkRequirement();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  if (!data) return null;
  const value = text ?? data.work_requirement;
  if (!editable) return data.work_requirement ? <WorkRequirementText text={data.work_requirement} /> : null;

  async function submit() {
    setError(undefined);
    try {
      await save.mutateAsync({ quote_request_id: requestId, work_requirement: value });
      setText(null);
      toast.show(t('narrow_match>saved'), { tone: 'success' });
    } catch (err) {
      setError(fieldOrMessageOf(err, t('narrow_match>network'), 'work_requirement'));
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextArea
        label={t('narrow_match>requirement_label')}
        hint={t('narrow_match>requirement_hint')}
        value={value}
        maxLength={MAX}
        rows={3}
        error={error}
        onChange={(e) => setText(e.target.value)}
        counter={(n) => t('narrow_match>chars_left', { count: MAX - n })}
      />
      <Button type="submit" size="sm" variant="secondary" loading={save.isPending} disabled={value === data.work_requirement}>
        {t('narrow_match>requirement_save')}
      </Button>
    </form>
  );
}

function WorkRequirementText({ text }: { text: string }) {
  const { t } = useTranslation('requests');
  return (
    <div>
      <strong>{t('narrow_match>requirement_title')}</strong>
      <p style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>{text}</p>
    </div>
  );
}

/**
 * On the pro's lead: that the customer withdrew it (quote_bids/remove, ADR 0019), or "requested you directly" and the
 * consumer's work requirement, when there are any.
 */
export function LeadExtras({ bidId }: { bidId: number }) {
  const { t } = useTranslation('requests');
  const qc = useQueryClient();
  const { data } = useBidExtras(bidId);
  // A withdrawal while the pro has the lead open shows at once (the bid itself is refreshed by useBidsRealtime).
  useRealtime((e) => {
    if (e.type === 'bid_status' && e.quote_bid_id === bidId) void qc.invalidateQueries({ queryKey: bidExtrasKey(bidId) });
  });
  if (!data) return null;
  if (data.removed_on) {
    return (
      <Alert tone="warning">
        <strong>{t('narrow_match>withdrawn_title')}</strong> {t('narrow_match>withdrawn_body')}
      </Alert>
    );
  }
  if (!data.is_direct && !data.work_requirement) return null;
  return (
    <Alert tone="info">
      {data.is_direct ? <p style={{ margin: '0 0 4px' }}>{t('narrow_match>direct_lead')}</p> : null}
      {data.work_requirement ? <WorkRequirementText text={data.work_requirement} /> : null}
    </Alert>
  );
}
