/** dashboard/transaction (pro): the whole credit ledger, paged (SPEC §9 types; "all types" on request). */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { Chips } from '@client/ui/tabs';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { Pagination } from '@client/ui/pagination';
import { pageColumnStyles, pageTitleStyles } from '@client/styles/page-styles';
import { useHref } from '@client/lib/paths';
import { useLedger } from '@client/features/wallet/api/wallet.queries';
import { BalanceCard } from '@client/features/wallet/components/balance-card';
import { LedgerList, LedgerSkeleton } from '@client/features/wallet/components/ledger-list';
import { StatementDownloads } from '@client/features/wallet/components/statement-downloads';

export default function TransactionPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const [search] = useSearchParams();
  const all = search.get('all') === '1';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, isPending } = useLedger(page, all);
  const url = (p: number, a = all) =>
    `${href('transaction')}${a || p > 1 ? `?${new URLSearchParams({ ...(a ? { all: '1' } : {}), ...(p > 1 ? { page: String(p) } : {}) })}` : ''}`;
  return (
    <div css={pageColumnStyles}>
      <h1 css={pageTitleStyles}>{t('transaction>title')}</h1>
      <BalanceCard />
      <div>
        <Chips
          label={t('transaction>filter_label')}
          items={[
            { key: 'credit', label: t('transaction>filter_credit'), href: url(1, false), selected: !all },
            { key: 'all', label: t('transaction>filter_all'), href: url(1, true), selected: all },
          ]}
        />
      </div>
      {isPending ? (
        <LedgerSkeleton />
      ) : data && data.items.length ? (
        <>
          <LedgerList items={data.items} />
          {data.total_pages > 1 ? (
            <Pagination
              page={data.page}
              totalPages={data.total_pages}
              hrefFor={(n) => url(n)}
              labels={{
                nav: t('market|common>pages'),
                previous: t('market|common>previous'),
                next: t('market|common>next'),
                page: (n) => t('market|common>page_n', { n }),
              }}
            />
          ) : null}
        </>
      ) : (
        <Card>
          <EmptyState
            title={t('ledger>empty_title')}
            body={t('ledger>empty_body')}
            action={<ButtonLink to={href('requests')}>{t('ledger>empty_cta')}</ButtonLink>}
          />
        </Card>
      )}
      <StatementDownloads all={all} />
    </div>
  );
}
