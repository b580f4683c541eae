/** dashboard/transaction (pro): the whole credit ledger, paged (SPEC §9 types; "all types" on request). */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Chips } from '@client/ui/tabs';
import { ListPage, withQuery } from '@client/ui/list-page';
import { PageShell } from '@client/ui/page-shell';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { useLedger } from '@client/features/wallet/api/wallet.queries';
import { BalanceCard } from '@client/features/wallet/components/balance-card';
import { LedgerEmptyState, LedgerList, LedgerSkeleton } from '@client/features/wallet/components/ledger-list';
import { StatementDownloads } from '@client/features/wallet/components/statement-downloads';

export default function TransactionPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const labels = usePaginationLabels();
  const [search] = useSearchParams();
  const all = search.get('all') === '1';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, isPending } = useLedger(page, all);
  const url = (p: number, a = all) => withQuery(href('transaction'), { all: a && '1', page: p > 1 && p });
  return (
    <PageShell title={t('transaction>title')}>
      <BalanceCard />
      <ListPage
        filters={
          <Chips
            label={t('transaction>filter_label')}
            items={[
              { key: 'credit', label: t('transaction>filter_credit'), href: url(1, false), selected: !all },
              { key: 'all', label: t('transaction>filter_all'), href: url(1, true), selected: all },
            ]}
          />
        }
        pending={isPending}
        data={data}
        skeleton={<LedgerSkeleton />}
        hrefFor={(n) => url(n)}
        labels={labels}
        empty={<LedgerEmptyState />}
      >
        {(d) => <LedgerList items={d.items} />}
      </ListPage>
      <StatementDownloads all={all} />
    </PageShell>
  );
}
