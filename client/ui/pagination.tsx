/**
 * Pagination as real links (crawlable, work without JS): previous/next with rel, first and last page,
 * ellipses, aria-current on the current page. On phones only first, current and last page numbers show.
 */
import { css } from '@emotion/react';
import type { TFunction } from 'i18next';
import { Link } from '@client/ui/link';
import { theme } from '../styles/theme';
import { bareList } from '../styles/layout';
import { Icon } from './icon';
import { visuallyHiddenStyles } from './visually-hidden';

export interface PaginationLabels {
  /** Name of the <nav>, e.g. "Pagination". */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page link, e.g. (n) => t('common|pagination>page_n', { n }). */
  page: (page: number) => string;
}

/** The labels in the page's language: the shared previous, next and "page n" texts, and the name of this <nav>. */
export function paginationLabels(t: TFunction, nav: 'nav' | 'reviews_nav' | 'blog_nav' = 'nav'): PaginationLabels {
  return {
    nav: t(`catalog|pagination>${nav}`),
    previous: t('catalog|pagination>previous'),
    next: t('catalog|pagination>next'),
    page: (n) => t('catalog|pagination>page', { n }),
  };
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
}

type Token = { kind: 'page'; page: number; phone: boolean } | { kind: 'gap'; key: string; phone: boolean; desktop: boolean };

/** Desktop shows first, last and current±1; phones show first, current and last. Exported for tests. */
export function paginationTokens(page: number, totalPages: number): Token[] {
  const desktop = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  // Fill a single hidden page instead of an ellipsis (1 … 3 reads worse than 1 2 3).
  for (const p of [...desktop]) {
    if (desktop.has(p + 2) && !desktop.has(p + 1)) desktop.add(p + 1);
  }
  const phone = new Set([1, page, totalPages]);
  const pages = [...desktop].sort((a, b) => a - b);
  const tokens: Token[] = [];
  let lastPhonePage = 0;
  let phoneGapShown = false;
  pages.forEach((p, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev > 1) {
      // A desktop gap; it also covers the phone gap between the surrounding phone pages.
      tokens.push({ kind: 'gap', key: `gap-${prev}`, phone: true, desktop: true });
      phoneGapShown = true;
    }
    if (phone.has(p)) {
      if (lastPhonePage && p - lastPhonePage > 1 && !phoneGapShown) {
        // The hidden neighbours leave a gap that only exists on phones.
        tokens.push({ kind: 'gap', key: `phone-gap-${p}`, phone: true, desktop: false });
      }
      lastPhonePage = p;
      phoneGapShown = false;
    }
    tokens.push({ kind: 'page', page: p, phone: phone.has(p) });
  });
  return tokens;
}

export function Pagination({ page, totalPages, hrefFor, labels }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const tokens = paginationTokens(current, totalPages);
  return (
    <nav
      aria-label={labels.nav}
      css={css`
        margin: ${theme.space[6]} 0;
      `}
    >
      <ul css={listStyles}>
        <li>
          {current > 1 ? (
            <Link to={hrefFor(current - 1)} rel="prev" css={[itemStyles, stepStyles]}>
              <Icon name="chevron-left" size={20} />
              <span css={stepTextStyles}>{labels.previous}</span>
            </Link>
          ) : (
            <span aria-disabled="true" css={[itemStyles, stepStyles, disabledStyles]}>
              <Icon name="chevron-left" size={20} />
              <span css={stepTextStyles}>{labels.previous}</span>
            </span>
          )}
        </li>
        {tokens.map((t) =>
          t.kind === 'gap' ? (
            <li key={t.key} aria-hidden="true" css={[gapStyles, !t.desktop && phoneOnlyStyles]}>
              …
            </li>
          ) : (
            <li key={t.page} css={t.phone ? undefined : desktopOnlyStyles}>
              <Link
                to={hrefFor(t.page)}
                aria-label={labels.page(t.page)}
                aria-current={t.page === current ? 'page' : undefined}
                rel={t.page === current - 1 ? 'prev' : t.page === current + 1 ? 'next' : undefined}
                css={itemStyles}
              >
                {t.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link to={hrefFor(current + 1)} rel="next" css={[itemStyles, stepStyles]}>
              <span css={stepTextStyles}>{labels.next}</span>
              <Icon name="chevron-right" size={20} />
            </Link>
          ) : (
            <span aria-disabled="true" css={[itemStyles, stepStyles, disabledStyles]}>
              <span css={stepTextStyles}>{labels.next}</span>
              <Icon name="chevron-right" size={20} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

const listStyles = css`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: nowrap;
  gap: ${theme.space[1]};
  ${bareList};
  ${theme.breakpoint.sm} {
    gap: ${theme.space[2]};
  }
`;

const itemStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]};
  min-width: ${theme.layout.touchTarget};
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  text-decoration: none;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  a&:hover {
    border-color: ${theme.color.brand};
    color: ${theme.color.brandDark};
  }
  &[aria-current='page'] {
    background: ${theme.color.brand};
    border-color: ${theme.color.brand};
    color: #fff;
    font-weight: ${theme.font.weight.bold};
  }
  &[aria-current='page']:hover {
    color: #fff;
  }
`;

const stepStyles = css`
  padding: 0 ${theme.space[2]};
  ${theme.breakpoint.sm} {
    padding: 0 ${theme.space[3]};
  }
`;

/** On phones the previous/next words are for screen readers only; the chevrons show. */
const stepTextStyles = css`
  ${theme.breakpoint.belowSm} {
    ${visuallyHiddenStyles}
  }
`;

const disabledStyles = css`
  color: ${theme.color.textMuted};
  background: ${theme.color.neutralSoft};
  border-color: ${theme.color.neutralSoft};
  cursor: default;
`;

const gapStyles = css`
  min-width: 24px;
  text-align: center;
  color: ${theme.color.textSecondary};
`;

const desktopOnlyStyles = css`
  ${theme.breakpoint.belowSm} {
    display: none;
  }
`;

const phoneOnlyStyles = css`
  ${theme.breakpoint.sm} {
    display: none;
  }
`;
