/**
 * The partner area's own menu: the landing, quick-buy, the categories, the search and the discount page, with the
 * page shown marked (aria-current). Links, so it works before JavaScript; it scrolls sideways on a phone.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { PartnerView } from '@shared/domain/partners';
import { Link } from '@client/ui/link';
import { theme } from '@client/styles/theme';
import { bareList } from '@client/styles/layout';

const ITEMS = [
  ['landing', 'index'],
  ['quick-buy', 'quick-buy'],
  ['all-categories', 'all-categories'],
  ['search', 'search'],
  ['discount', 'discount'],
] as const;

export function PartnerNav({ view, partner, hrefOf }: { view: PartnerView; partner: string; hrefOf: (action?: string) => string }) {
  const { t } = useTranslation('site');
  const current = view === 'index' ? 'landing' : view === 'search-result' ? 'search' : view;
  return (
    <nav aria-label={t('partner_area>nav>label', { partner })} css={navStyles}>
      <ul css={listStyles}>
        {ITEMS.map(([id, action]) => (
          <li key={id}>
            <Link to={hrefOf(id === 'landing' ? undefined : action)} css={itemStyles} aria-current={current === id ? 'page' : undefined}>
              {t(`partner_area>nav>${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const navStyles = css`
  border-bottom: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  overflow-x: auto;
`;
const listStyles = css`
  ${bareList};
  display: flex;
  gap: ${theme.space[1]};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space[4]};
`;
const itemStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space[3]};
  white-space: nowrap;
  color: ${theme.color.textSecondary};
  font-weight: ${theme.font.weight.medium};
  text-decoration: none;
  border-bottom: 3px solid transparent;
  &[aria-current='page'] {
    color: ${theme.color.brandDark};
    border-bottom-color: ${theme.color.brand};
  }
  &:hover {
    color: ${theme.color.brandDark};
  }
`;
