/**
 * The subject panel of a receipt or invoice request (queue "receipts"): what the pro asked for, the details the
 * document will carry (the request's own, then their saved invoice details for what it left empty), the paid orders
 * with their amounts, and "Produce and send". Producing numbers the document, stores the PDF, tells the pro and
 * closes the ticket; a colleague's click first shows the server's 409 message. Once issued, finance opens the PDF.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { walletContract as c } from '@shared/api/wallet.contract';
import type { Ticket } from '@shared/schemas/back-office.schema';
import type { ChargeOrderLine, OpsChargeApplication } from '@shared/schemas/wallet-statements.schema';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Badge } from '@client/ui/badge';
import { Button } from '@client/ui/button';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { useCall, useRead } from '@client/lib/endpoint-query';
import { theme } from '@client/styles/theme';
import { OpsTable, type OpsColumn } from '../components/ops-table';
import { DateTime } from '../components/ops-time';
import { DecidedLine } from '../components/decision-form';
import { decisionStyles, factsStyles, mutedStyles, panelStyles } from '../components/panel-styles';

const STATUS_TONE = { submitted: 'warning', issued: 'success', rejected: 'neutral' } as const;

/** The panels registry's props (declared here too: a type import back to the registry would be a cycle). */
export default function ReceiptPanel({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('ops');
  const { data, isError } = useRead(c.opsChargeApplication, { params: { id: ticket.subject_id } }, { staleTime: 5_000 });
  if (isError) return <Alert tone="error">{t('common|errors>generic')}</Alert>;
  if (!data) return <p css={mutedStyles}>{t('receipt>loading')}</p>;
  return (
    <div css={panelStyles} data-testid="receipt-panel">
      <Summary data={data} />
      <Orders orders={data.orders} />
      {data.application.status === 'submitted' ? <Produce data={data} /> : <Decided data={data} />}
    </div>
  );
}

function Summary({ data }: { data: OpsChargeApplication }) {
  const { t } = useTranslation('ops');
  const a = data.application;
  const saved = data.invoice_settings;
  const fact = (label: string, value: string | null | undefined, saved?: string | null, otherwise = '—') => (
    <>
      <dt>{label}</dt>
      <dd>{value || (saved ? t('receipt>from_saved', { value: saved }) : otherwise)}</dd>
    </>
  );
  return (
    <dl css={factsStyles}>
      <dt>{t('receipt>requested')}</dt>
      <dd>
        <strong>{t(`receipt>type>${a.type}`)}</strong> <Badge tone={STATUS_TONE[a.status]}>{t(`receipt>status>${a.status}`)}</Badge>
        {' · '}
        <DateTime value={a.created} />
      </dd>
      <dt>{t('receipt>total')}</dt>
      <dd>
        <strong>{formatHkd(a.total_amount)}</strong>
      </dd>
      <dt>{t('receipt>pro')}</dt>
      <dd>
        {data.pro.full_name} (@{data.pro.username}) · {t(`language>${data.pro.language}`)}
      </dd>
      {fact(t('receipt>send_to'), a.email)}
      {fact(t('receipt>company'), a.company_name, saved?.company_name, t('receipt>from_name', { value: data.pro.full_name }))}
      {fact(t('receipt>br_number'), a.business_registration_no, saved?.business_registration_number)}
      {fact(t('receipt>address'), a.address, saved?.address)}
      {a.note ? fact(t('receipt>note'), a.note) : null}
    </dl>
  );
}

function Orders({ orders }: { orders: ChargeOrderLine[] }) {
  const { t, i18n } = useTranslation('ops');
  const en = i18n.language === 'en-HK';
  const columns: OpsColumn<ChargeOrderLine>[] = [
    { key: 'paid_at', label: t('receipt>col>paid_at'), render: (o) => <DateTime value={o.paid_at} /> },
    { key: 'hash', label: t('receipt>col>order'), render: (o) => <code>{o.hash.slice(0, 8)}</code> },
    {
      key: 'item',
      label: t('receipt>col>item'),
      render: (o) => (en ? o.package_name_en : o.package_name_zh) ?? t('receipt>credit_item'),
    },
    { key: 'credit', label: t('receipt>col>credit'), align: 'right', render: (o) => formatHkd(o.credit) },
    { key: 'amount', label: t('receipt>col>amount'), align: 'right', render: (o) => formatHkd(o.amount) },
  ];
  return <OpsTable caption={t('receipt>orders')} columns={columns} rows={orders} rowKey={(o) => o.hash} empty={t('receipt>no_orders')} />;
}

function Decided({ data }: { data: OpsChargeApplication }) {
  const { t } = useTranslation('ops');
  const a = data.application;
  if (a.status === 'rejected') return <p css={mutedStyles}>{t('receipt>declined', { note: a.operator_note ?? '—' })}</p>;
  return (
    <div css={decidedStyles}>
      <DecidedLine text={t('receipt>issued', { number: a.document_number ?? '—', who: data.issued_by ?? '—' })} at={data.issued_at} />
      {data.ops_document_url ? (
        <a href={data.ops_document_url} download>
          {t('receipt>open_pdf', { number: a.document_number })}
        </a>
      ) : null}
    </div>
  );
}

function Produce({ data }: { data: OpsChargeApplication }) {
  const { t } = useTranslation('ops');
  const toast = useToast();
  const id = data.application.id;
  const produce = useCall(c.produceChargeDocument, { handlesErrors: true });
  const form = useApiForm({ network: t('common|errors>network') });
  const onProduce = async () => {
    const r = await form.run(() => produce.mutateAsync({ params: { id } }));
    if (r.ok) toast.show(t('receipt>produced_toast', { number: r.data.application.document_number }));
  };
  return (
    <div css={decisionStyles}>
      <p css={mutedStyles}>{t(`receipt>produce_hint>${data.application.type}`)}</p>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <div>
        <Button onClick={() => void onProduce()} disabled={form.pending || !data.orders.length}>
          {form.pending ? t('receipt>producing') : t('receipt>produce')}
        </Button>
      </div>
    </div>
  );
}

const decidedStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
`;
