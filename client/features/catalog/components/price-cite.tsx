/** "About these figures": what the guide is built from, when it was last updated, the methodology and how to cite it. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { buildPath } from '@shared/routes/route-paths';
import type { Language } from '@shared/i18n/i18n-config';
import type { CostGuide } from '@shared/schemas/price-guide.schema';
import { formatHkDate } from '@shared/utils/hk-dates';
import { theme } from '@client/styles/theme';
import { useEnv } from '@client/lib/env';
import { useHref } from '@client/lib/paths';
import { panelStyles } from './price-guide.styles';

export function PriceCite({ guide }: { guide: CostGuide }) {
  const { t, i18n } = useTranslation('catalog');
  const lng = i18n.language as Language;
  const href = useHref();
  const url = useEnv().PUBLIC_URL.replace(/\/$/, '') + buildPath('price', { slug: guide.category.slug }, lng);
  const updated = guide.last_quote_on ? formatHkDate(guide.last_quote_on, lng) : null;
  return (
    <div css={panelStyles}>
      <p
        css={css`
          margin-top: 0;
        `}
      >
        {updated && guide.first_quote_on
          ? t('price_guide>about>sources', {
              count: guide.total_quotes,
              name: guide.category.name,
              from: formatHkDate(guide.first_quote_on, lng),
              to: updated,
            })
          : t('price_guide>about>no_sources', { name: guide.category.name })}{' '}
        <Link to={href('priceMethodology')}>{t('price_guide>about>method_link')}</Link>
      </p>
      <h3 css={citeTitleStyles}>{t('price_guide>about>cite_title')}</h3>
      <p css={citeStyles}>
        {t('price_guide>about>citation', {
          name: guide.category.name,
          date: updated ?? t('price_guide>about>no_date'),
          url,
        })}
      </p>
    </div>
  );
}

const citeTitleStyles = css`
  font-size: ${theme.font.size.md};
  margin: ${theme.space[4]} 0 ${theme.space[2]};
`;

const citeStyles = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  background: ${theme.color.neutralSoft};
  border-radius: ${theme.radius.control};
  padding: ${theme.space[3]};
  overflow-wrap: anywhere;
`;
