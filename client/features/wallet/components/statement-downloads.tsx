/**
 * CSV downloads of the credit history (the page's type filter) and of the purchases, for all time or this week
 * (SPEC §9 ranges), and the way to receipts and to where prepaid credit is held (ADR 0010).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import { STATEMENT_RANGES, type StatementRange } from '@shared/schemas/wallet-statements.schema';
import { Card } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { buttonClass } from '@client/ui/button';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { mutedSmall } from '@client/styles/layout';
import { ledgerCsvUrl, purchasesCsvUrl } from '../api/wallet-statements.queries';

export function StatementDownloads({ all }: { all: boolean }) {
  const { t, i18n } = useTranslation('pricing');
  const lng = i18n.language as Language;
  const href = useHref();
  const files = [
    { key: 'ledger', label: t('statements>ledger'), url: (range: StatementRange) => ledgerCsvUrl({ all, range, lng }) },
    { key: 'purchases', label: t('statements>purchases'), url: (range: StatementRange) => purchasesCsvUrl({ range, lng }) },
  ];
  return (
    <Card aria-labelledby="statement-downloads">
      <h2 id="statement-downloads" css={titleStyles}>
        {t('statements>title')}
      </h2>
      {files.map((f) => (
        <div key={f.key} css={rowStyles}>
          <span css={labelStyles}>{f.label}</span>
          {STATEMENT_RANGES.map((range) => (
            <a
              key={range}
              href={f.url(range)}
              download
              aria-label={t('statements>download', { what: f.label, range: t(`statements>range_${range}`) })}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <Icon name="download" size={16} />
              {t(`statements>range_${range}`)}
            </a>
          ))}
        </div>
      ))}
      <p css={hintStyles}>{t('statements>help')}</p>
      <div css={rowStyles}>
        <Link to={href('chargeApplication')}>{t('statements>receipts_link')}</Link>
        <Link to={href('trustFund')}>{t('statements>trust_fund_link')}</Link>
      </div>
    </Card>
  );
}

const titleStyles = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[3]};
`;

const rowStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  margin-bottom: ${theme.space[2]};
`;

const labelStyles = css`
  min-width: 8em;
  font-weight: ${theme.font.weight.medium};
`;

const hintStyles = css`
  margin: ${theme.space[2]} 0 ${theme.space[3]};
  ${mutedSmall};
`;
