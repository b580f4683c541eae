/** Ledger rows (SPEC §9 transaction types): what, when, the signed amount and the balance after. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { WalletTransaction } from '@shared/schemas/wallet.schema';
import { WALLET_TX_TYPES, ledgerDescriptionKeys } from '@shared/domain/wallet-ledger';
import { formatHkd } from '@shared/utils/format';
import { formatDateTime } from '@shared/utils/dates';
import { Icon, type IconName } from '@client/ui/icon';
import { ButtonLink } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { ListRow, ListSkeleton, RowAside, RowIcon, RowList, RowMain, RowMeta, RowTitle } from '@client/ui/list-row';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';

const NAMES = Object.fromEntries(Object.entries(WALLET_TX_TYPES).map(([k, v]) => [v, k.toLowerCase()])) as Record<number, string>;

function iconFor(type: number): IconName {
  if (type === WALLET_TX_TYPES.QUOTE_FEE) return 'send';
  if (type === WALLET_TX_TYPES.QUOTE_FEE_REFUND || type === WALLET_TX_TYPES.STARTER_PACKAGE_REFUND) return 'reply';
  if (type === WALLET_TX_TYPES.PURCHASE || type === WALLET_TX_TYPES.PACKAGE_PURCHASE) return 'credit-card';
  return 'sparkles';
}

export function ledgerTypeName(t: (k: string) => string, type: number): string {
  return NAMES[type] ? t(`ledger>type_${NAMES[type]}`) : t('ledger>type_other');
}

/**
 * What a row says: its own description translated as in the CSV statements (a refund with its reason, the coupon's
 * code, the starter credit) when there is one, else the name of its type.
 */
export function ledgerRowTitle(t: TFunction<'pricing'>, tx: Pick<WalletTransaction, 'type' | 'description'>): string {
  const d = ledgerDescriptionKeys(tx.description);
  const own = d ? t(d.keys, { defaultValue: '', ref: d.ref }) : tx.description.trim();
  return own || ledgerTypeName(t, tx.type);
}

export function LedgerList({ items }: { items: WalletTransaction[] }) {
  const { t, i18n } = useTranslation('pricing');
  const lng = i18n.language as Language;
  return (
    <RowList>
      {items.map((tx) => {
        const credit = tx.amount > 0;
        return (
          <ListRow key={tx.id} testId="ledger-row">
            <RowIcon tone={credit ? 'success' : 'neutral'}>
              <Icon name={iconFor(tx.type)} size={20} />
            </RowIcon>
            <RowMain>
              <RowTitle weight="medium">{ledgerRowTitle(t, tx)}</RowTitle>
              <RowMeta>
                {formatDateTime(tx.created, lng)}
                {tx.quote_bid_id ? ` · ${t('ledger>quote_ref', { id: tx.quote_bid_id })}` : ''}
              </RowMeta>
            </RowMain>
            <RowAside>
              <span
                css={css`
                  display: block;
                  font-weight: ${theme.font.weight.bold};
                  color: ${credit ? theme.color.successDark : theme.color.text};
                `}
              >
                {credit ? '+' : '−'}
                {formatHkd(Math.abs(tx.amount))}
              </span>
              <RowMeta>{t('ledger>after', { balance: formatHkd(tx.balance_after) })}</RowMeta>
            </RowAside>
          </ListRow>
        );
      })}
    </RowList>
  );
}

/** No ledger rows yet: what the ledger will show, and the way to the leads where credit is spent. */
export function LedgerEmptyState() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  return (
    <Card>
      <EmptyState
        title={t('ledger>empty_title')}
        body={t('ledger>empty_body')}
        action={<ButtonLink to={href('requests')}>{t('ledger>empty_cta')}</ButtonLink>}
      />
    </Card>
  );
}

export function LedgerSkeleton() {
  return <ListSkeleton rowHeight={64} />;
}
