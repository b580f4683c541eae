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
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';

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
    <ul css={listStyles}>
      {items.map((tx) => {
        const credit = tx.amount > 0;
        return (
          <li key={tx.id} css={rowStyles} data-testid="ledger-row">
            <span
              css={[
                iconWrap,
                credit &&
                  css`
                    background: ${theme.color.successSoft};
                    color: ${theme.color.successDark};
                  `,
              ]}
            >
              <Icon name={iconFor(tx.type)} size={20} />
            </span>
            <span
              css={css`
                flex: 1;
                min-width: 0;
              `}
            >
              <span
                css={css`
                  display: block;
                  font-weight: ${theme.font.weight.medium};
                `}
              >
                {ledgerRowTitle(t, tx)}
              </span>
              <span
                css={css`
                  display: block;
                  font-size: ${theme.font.size.xs};
                  color: ${theme.color.textMuted};
                `}
              >
                {formatDateTime(tx.created, lng)}
                {tx.quote_bid_id ? ` · ${t('ledger>quote_ref', { id: tx.quote_bid_id })}` : ''}
              </span>
            </span>
            <span
              css={css`
                text-align: right;
                font-variant-numeric: tabular-nums;
              `}
            >
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
              <span
                css={css`
                  display: block;
                  font-size: ${theme.font.size.xs};
                  color: ${theme.color.textMuted};
                `}
              >
                {t('ledger>after', { balance: formatHkd(tx.balance_after) })}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function LedgerSkeleton() {
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[2]};
      `}
      aria-hidden="true"
    >
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={64} />
      ))}
    </div>
  );
}

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
`;

const rowStyles = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: center;
  padding: ${theme.space[3]} ${theme.space[4]};
  & + & {
    border-top: 1px solid ${theme.color.border};
  }
`;

const iconWrap = css`
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${theme.color.neutralSoft};
  color: ${theme.color.neutralText};
`;
