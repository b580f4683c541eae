/** Visible breadcrumb trail (its BreadcrumbList JSON-LD is built from the same items in the route head). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { theme } from '@client/styles/theme';
import { bareList, cluster, inlineRow } from '@client/styles/layout';

export interface Crumb {
  label: string;
  href?: string;
}

export function Breadcrumbs({ items, inverted = false }: { items: Crumb[]; inverted?: boolean }) {
  const { t } = useTranslation('catalog');
  const color = inverted ? '#D1FAE5' : theme.color.textSecondary;
  return (
    <nav
      aria-label={t('breadcrumb>label')}
      css={css`
        font-size: ${theme.font.size.sm};
        margin-bottom: ${theme.space[3]};
      `}
    >
      <ol
        css={css`
          ${bareList};
          ${cluster(1)};
          color: ${color};
        `}
      >
        {items.map((c, i) => (
          <li key={`${c.label}-${i}`} css={inlineRow(1)}>
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {c.href && i < items.length - 1 ? (
              <Link
                to={c.href}
                css={css`
                  color: ${inverted ? '#fff' : theme.color.brandDark};
                  text-decoration: none;
                  &:hover {
                    text-decoration: underline;
                    color: ${inverted ? '#fff' : theme.color.brandDark};
                  }
                `}
              >
                {c.label}
              </Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
