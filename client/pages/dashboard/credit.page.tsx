/** dashboard/credit (pro): the wallet balance, how quote fees work, the latest ledger rows and the next step. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useLedger } from '@client/features/wallet/api/wallet.queries';
import { BalanceCard } from '@client/features/wallet/components/balance-card';
import { LedgerList, LedgerSkeleton } from '@client/features/wallet/components/ledger-list';

export default function CreditPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const { data, isPending } = useLedger(1);
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[4]};
        max-width: 760px;
      `}
    >
      <h1
        css={css`
          margin: 0;
          font-size: ${theme.font.size.xxl};
        `}
      >
        {t('credit>title')}
      </h1>
      <BalanceCard />
      <Card>
        <h2
          css={css`
            font-size: ${theme.font.size.lg};
            margin: 0 0 ${theme.space[2]};
          `}
        >
          {t('credit>how_title')}
        </h2>
        <ul
          css={css`
            margin: 0;
            padding: 0;
            list-style: none;
            display: grid;
            gap: ${theme.space[2]};
            li {
              display: flex;
              gap: ${theme.space[2]};
            }
            svg {
              flex-shrink: 0;
              margin-top: 4px;
              color: ${theme.color.brand};
            }
          `}
        >
          <li>
            <Icon name="send" size={16} />
            {t('credit>how_fee')}
          </li>
          <li>
            <Icon name="check" size={16} />
            {t('credit>how_once')}
          </li>
          <li>
            <Icon name="tag" size={16} />
            {t('credit>how_discount')}
          </li>
        </ul>
        <p
          css={css`
            margin: ${theme.space[4]} 0 0;
            padding: ${theme.space[3]};
            background: ${theme.color.accentSoft};
            border-radius: ${theme.radius.control};
            font-size: ${theme.font.size.sm};
          `}
        >
          {t('credit>buy_note')} <a href={href('contact')}>{t('credit>contact')}</a>
        </p>
      </Card>
      <Section title={t('credit>recent')} level={2} action={{ label: t('credit>all_transactions'), href: href('transaction') }}>
        {isPending ? (
          <LedgerSkeleton />
        ) : data && data.items.length ? (
          <LedgerList items={data.items.slice(0, 5)} />
        ) : (
          <Card>
            <EmptyState
              title={t('ledger>empty_title')}
              body={t('ledger>empty_body')}
              action={<ButtonLink to={href('requests')}>{t('ledger>empty_cta')}</ButtonLink>}
            />
          </Card>
        )}
      </Section>
    </div>
  );
}
