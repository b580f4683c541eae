/**
 * What the owner can do with a request (SPEC §4, rules in shared/domain/request-lifecycle.ts): edit, close,
 * reopen, archive, copy (send again to new pros). Close and archive ask first; closing asks why (optional), and
 * a duplicate or invalid request refunds the pros' quote fees.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkRequestAction, type RequestAction, type RequestState } from '@shared/domain/request-lifecycle';
import { CLOSE_REASONS, type CloseReason, type RequestView } from '@shared/schemas/requests.schema';
import { RadioGroup } from '@client/ui/radio-group';
import { useToast } from '@client/ui/toast';
import { ConfirmMove, WorkspaceAction, WorkspaceActions } from '@client/ui/bid-workspace';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { errorMessageOf } from '@client/ui/server-error';
import { useCopyRequest, useRequestStatus } from '../api/requests.mutations';
import { EditRequestSheet } from './edit-request-sheet';

export function requestState(r: RequestView): RequestState {
  return { is_closed: r.is_closed, is_archived: r.is_archived, has_hired: r.state === 'hired' || r.hired_quote_bid_id !== null };
}

type Confirmable = 'close' | 'archive';

/** Closed for these reasons, the request's quote fees go back to the pros (fair lead fees). */
const REFUNDING_REASONS: readonly CloseReason[] = ['duplicate', 'invalid'];

export function RequestActions({ request: r, startEditing = false }: { request: RequestView; startEditing?: boolean }) {
  const { t } = useTranslation('requests');
  const href = useHref();
  const navigate = useNavigate();
  const toast = useToast();
  const status = useRequestStatus();
  const copy = useCopyRequest();
  const [confirm, setConfirm] = useState<Confirmable | null>(null);
  const [reason, setReason] = useState<CloseReason | null>(null);
  const [editing, setEditing] = useState(startEditing);
  const s = requestState(r);
  const can = (a: RequestAction) => checkRequestAction(a, 'consumer', s) === 'ok';

  async function run(action: 'close' | 'reopen' | 'archive') {
    await status.mutateAsync({ id: r.quote_request_id, action, reason: action === 'close' ? (reason ?? undefined) : undefined });
    setConfirm(null);
    toast.show(t(`projects>done_${action}`), { tone: 'success' });
  }

  async function resend() {
    try {
      const res = await copy.mutateAsync(r.quote_request_id);
      toast.show(t('projects>done_copy', { count: res.matched_count }), { tone: 'success' });
      navigate(href('projectQuoteList', { requestId: res.request.quote_request_id }));
    } catch (err) {
      toast.show(errorMessageOf(err, t('form>network')), { tone: 'error' });
    }
  }

  return (
    <WorkspaceActions label={t('projects>actions')} spaceAbove={4}>
      {can('edit') ? <WorkspaceAction icon="edit" label={t('projects>edit')} onClick={() => setEditing(true)} /> : null}
      {can('close') && !r.is_archived ? (
        <WorkspaceAction
          icon="lock"
          label={t('projects>close')}
          onClick={() => {
            setReason(null);
            setConfirm('close');
          }}
        />
      ) : null}
      {can('reopen') ? (
        <WorkspaceAction icon="reply" label={t('projects>reopen')} onClick={() => void run('reopen')} busy={status.isPending} />
      ) : null}
      {can('archive') ? <WorkspaceAction icon="inbox" label={t('projects>archive')} onClick={() => setConfirm('archive')} /> : null}
      <WorkspaceAction icon="copy" label={t('projects>copy')} onClick={() => void resend()} busy={copy.isPending} />
      <ConfirmMove
        open={confirm !== null}
        title={confirm ? t(`projects>confirm_${confirm}_title`) : ''}
        body={confirm ? t(`projects>confirm_${confirm}_body`) : ''}
        cancelLabel={t('common|cancel')}
        confirmLabel={confirm ? t(`projects>${confirm}`) : ''}
        confirmVariant={confirm === 'archive' ? 'danger' : 'primary'}
        busy={status.isPending}
        onConfirm={() => confirm && void run(confirm)}
        onClose={() => setConfirm(null)}
      >
        {confirm === 'close' ? (
          <div
            css={css`
              margin-top: ${theme.space[4]};
            `}
          >
            <RadioGroup
              legend={t('projects>close_reason_legend')}
              name="close_reason"
              value={reason}
              onChange={(v) => setReason(v as CloseReason)}
              options={CLOSE_REASONS.map((k) => ({
                value: k,
                label: t(`projects>close_reason_${k}`),
                description: REFUNDING_REASONS.includes(k) ? t('projects>close_reason_refund') : undefined,
              }))}
            />
          </div>
        ) : null}
      </ConfirmMove>
      <EditRequestSheet request={r} open={editing} onClose={() => setEditing(false)} />
    </WorkspaceActions>
  );
}
