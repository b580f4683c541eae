/**
 * The subject panel of a credit refund (queue "refunds"): the request, the pro's wallet split into purchased and free
 * credit, the paid orders newest first with what each can still give back, and the decision. Approve refunds card
 * orders at once and lists the rest as bank-transfer payouts; reject needs a reason the pro will read. A second
 * decision (someone else's click first) shows the server's 409 message.
 */
import { useTranslation } from 'react-i18next';
import { creditRefundsContract as c } from '@shared/api/credit-refunds.contract';
import type { Ticket } from '@shared/schemas/back-office.schema';
import type { OpsCreditRefund, RefundableOrder } from '@shared/schemas/credit-refunds.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { useCall, useRead } from '@client/lib/endpoint-query';
import { OpsTable, type OpsColumn } from '../components/ops-table';
import { DateTime } from '../components/ops-time';
import { DecidedLine, DecisionForm, useReasonDecision } from '../components/decision-form';
import { factsStyles, mutedStyles, panelStyles } from '../components/panel-styles';

const STATUS_TONE = { pending: 'warning', approved: 'success', rejected: 'neutral' } as const;

/** The panels registry's props (declared here too: a type import back to the registry would be a cycle). */
export default function CreditRefundPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('ops');
  const { data, isError } = useRead(c.opsDetail, { params: { id: ticket.subject_id } }, { staleTime: 5_000 });
  if (isError) return <Alert tone="error">{t('common|errors>generic')}</Alert>;
  if (!data) return <p css={mutedStyles}>{t('credit_refund>loading')}</p>;
  return (
    <div css={panelStyles}>
      <Summary data={data} />
      <Orders orders={data.orders} />
      {data.request.lines.length ? <Lines data={data} /> : null}
      {data.request.status === 'pending' ? <Decision data={data} /> : <Decided data={data} />}
    </div>
  );
}

function Summary({ data }: { data: OpsCreditRefund }) {
  const { t } = useTranslation('ops');
  const r = data.request;
  return (
    <dl css={factsStyles}>
      <dt>{t('credit_refund>requested')}</dt>
      <dd>
        <strong>{formatHkd(r.amount)}</strong> <Badge tone={STATUS_TONE[r.status]}>{t(`credit_refund>status>${r.status}`)}</Badge>
      </dd>
      <dt>{t('credit_refund>source_label')}</dt>
      <dd>
        {t(`credit_refund>source>${r.source}`)} · <DateTime value={r.created} />
      </dd>
      {r.note ? (
        <>
          <dt>{t('credit_refund>note')}</dt>
          <dd>{r.note}</dd>
        </>
      ) : null}
      <dt>{t('credit_refund>balance')}</dt>
      <dd>{formatHkd(data.balance)}</dd>
      <dt>{t('credit_refund>purchased')}</dt>
      <dd>{formatHkd(data.purchased)}</dd>
      <dt>{t('credit_refund>free')}</dt>
      <dd>{formatHkd(data.free)}</dd>
      <dt>{t('credit_refund>refundable')}</dt>
      <dd>
        <strong>{formatHkd(data.refundable)}</strong>
      </dd>
    </dl>
  );
}

function Orders({ orders }: { orders: RefundableOrder[] }) {
  const { t } = useTranslation('ops');
  const columns: OpsColumn<RefundableOrder>[] = [
    { key: 'paid_at', label: t('credit_refund>col>paid_at'), render: (o) => (o.paid_at ? <DateTime value={o.paid_at} /> : '—') },
    { key: 'hash', label: t('credit_refund>col>order'), render: (o) => <code>{o.hash.slice(0, 8)}</code> },
    {
      key: 'pay_type',
      label: t('credit_refund>col>pay_type'),
      render: (o) => `${t(`credit_refund>pay_type>${o.pay_type}`)}${o.card_info ? ` · ${o.card_info.split('|x|')[1] ?? ''}` : ''}`,
    },
    { key: 'amount', label: t('credit_refund>col>paid'), align: 'right', render: (o) => formatHkd(o.amount) },
    { key: 'refunded', label: t('credit_refund>col>refunded'), align: 'right', render: (o) => formatHkd(o.refunded_amount) },
    { key: 'refundable', label: t('credit_refund>col>refundable'), align: 'right', render: (o) => formatHkd(o.refundable) },
  ];
  return (
    <OpsTable
      caption={t('credit_refund>orders')}
      columns={columns}
      rows={orders}
      rowKey={(o) => o.hash}
      empty={t('credit_refund>no_orders')}
    />
  );
}

function Lines({ data }: { data: OpsCreditRefund }) {
  const { t } = useTranslation('ops');
  type Line = OpsCreditRefund['request']['lines'][number];
  const columns: OpsColumn<Line>[] = [
    { key: 'order', label: t('credit_refund>col>order'), render: (l) => <code>{l.order_hash.slice(0, 8)}</code> },
    { key: 'method', label: t('credit_refund>col>method'), render: (l) => t(`credit_refund>method>${l.method}`) },
    { key: 'status', label: t('credit_refund>col>status'), render: (l) => t(`credit_refund>line_status>${l.status}`) },
    { key: 'amount', label: t('credit_refund>col>amount'), align: 'right', render: (l) => formatHkd(l.amount) },
  ];
  return <OpsTable caption={t('credit_refund>lines')} columns={columns} rows={data.request.lines} rowKey={(l) => l.order_hash} empty="" />;
}

function Decided({ data }: { data: OpsCreditRefund }) {
  const { t } = useTranslation('ops');
  const r = data.request;
  const text = t(`credit_refund>decided>${r.status === 'approved' ? 'approved' : 'rejected'}`, { who: data.decided_by?.full_name ?? '—' });
  return <DecidedLine text={text} at={r.decided_at} reason={r.reason} />;
}

function Decision({ data }: { data: OpsCreditRefund }) {
  const { t } = useTranslation('ops');
  const id = data.request.id;
  const amount = formatHkd(data.request.amount);
  const approve = useCall(c.approve, { input: (reason: string) => ({ params: { id }, body: { reason } }), handlesErrors: true });
  const reject = useCall(c.reject, { input: (reason: string) => ({ params: { id }, body: { reason } }), handlesErrors: true });
  const decision = useReasonDecision();
  const { form, decide } = decision;
  const short = data.refundable < data.request.amount;
  const onApprove = () => decide((reason) => approve.mutateAsync(reason), t('credit_refund>approved_toast', { amount }));
  const onReject = () => decide((reason) => reject.mutateAsync(reason), t('credit_refund>rejected_toast'), { requireReason: true });
  return (
    <DecisionForm
      decision={decision}
      intro={
        <>
          {short ? <Alert tone="warning">{t('credit_refund>short', { amount: formatHkd(data.refundable) })}</Alert> : null}
          <p css={mutedStyles}>{t('credit_refund>approve_hint', { amount })}</p>
        </>
      }
      label={t('credit_refund>reason_label')}
    >
      <Button onClick={() => void onApprove()} disabled={form.pending || short}>
        {t('credit_refund>approve', { amount })}
      </Button>
      <Button variant="secondary" onClick={() => void onReject()} disabled={form.pending}>
        {t('actions>reject')}
      </Button>
    </DecisionForm>
  );
}
