/**
 * The payout batches, newest first: value date, lines and total (the file's trailer, which finance checks before
 * uploading), where its lines stand, and the bank file. The first download exports the batch; the lists are read
 * again shortly after, so its lines show as exported.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { OpsPayoutBatch } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { buttonClass } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { VisuallyHidden } from '@client/ui/visually-hidden';
import { refetchUnder } from '@client/lib/endpoint-query';
import { formatCalendarDay } from '@shared/utils/calendar-day';
import { batchFileUrl } from '../api/payouts.queries';
import { NameCell } from '../components/ops-cells';
import { OpsTable, type OpsColumn } from '../components/ops-table';
import { DateTime } from '../components/ops-time';
import { mutedStyles } from '../components/panel-styles';

/** Long enough for the download's answer (it exports the lines) to be committed before the lists are read again. */
const REFRESH_AFTER_MS = 1_500;

export function BatchList({ rows }: { rows: OpsPayoutBatch[] }) {
  const { t, i18n } = useTranslation('ops');
  const qc = useQueryClient();
  const refresh = () => setTimeout(() => void refetchUnder(qc, ['/ops/payouts']), REFRESH_AFTER_MS);
  const columns: OpsColumn<OpsPayoutBatch>[] = [
    {
      key: 'batch',
      label: t('payouts>batches>col>batch'),
      render: (b) => (
        <NameCell note={b.created_by ? t('payouts>batches>created_by', { name: b.created_by }) : undefined}>
          {t('payouts>batch', { id: b.id })}
        </NameCell>
      ),
    },
    {
      key: 'value_date',
      label: t('payouts>batches>col>value_date'),
      width: '120px',
      render: (b) => formatCalendarDay(b.value_date, i18n.language as Language),
    },
    { key: 'lines', label: t('payouts>batches>col>lines'), width: '70px', align: 'right', render: (b) => b.line_count },
    { key: 'total', label: t('payouts>batches>col>total'), width: '110px', align: 'right', render: (b) => formatHkd(b.total) },
    {
      key: 'statuses',
      label: t('payouts>batches>col>statuses'),
      render: (b) =>
        Object.entries(b.statuses)
          .map(([status, n]) => `${t(`payouts>status>${status}`)} ${n}`)
          .join(' · ') || '—',
    },
    {
      key: 'file',
      label: t('payouts>batches>col>file'),
      width: '220px',
      render: (b) =>
        // A batch whose lines were all taken out has no file to make.
        b.line_count === 0 && !b.exported_at ? (
          '—'
        ) : (
          <NameCell note={b.exported_at ? <DateTime value={b.exported_at} /> : t('payouts>batches>not_exported')}>
            <a
              href={batchFileUrl(b.id)}
              download
              onClick={refresh}
              className={buttonClass({ variant: b.exported_at ? 'secondary' : 'primary', size: 'sm' })}
            >
              <Icon name="download" size={16} />
              {t('payouts>batches>download')}
              <VisuallyHidden> {t('payouts>batch', { id: b.id })}</VisuallyHidden>
            </a>
          </NameCell>
        ),
    },
  ];
  return (
    <>
      <p css={mutedStyles}>{t('payouts>batches>hint')}</p>
      <OpsTable caption={t('payouts>batches>title')} columns={columns} rows={rows} rowKey={(b) => b.id} empty={t('payouts>batches>none')} />
    </>
  );
}
