/** The partner's categories as chips (a filter of quick-buy) or as a list with both ways in (buy now, get quotes). */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { PartnerCategory } from '@shared/schemas/partners.schema';
import { Link } from '@client/ui/link';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, pill } from '@client/styles/layout';

export function CategoryChips({
  categories,
  hrefOf,
  current,
  all,
}: {
  categories: PartnerCategory[];
  hrefOf: (slug?: string) => string;
  current?: string;
  /** The "all" chip's label, when there is one. */
  all?: string;
}) {
  const chips = [...(all ? [{ slug: undefined, name: all }] : []), ...categories.map((c) => ({ slug: c.slug, name: c.name }))];
  return (
    <ul css={chipsStyles}>
      {chips.map((c) => (
        <li key={c.slug ?? ''}>
          <Link to={hrefOf(c.slug)} css={chipStyles} aria-current={c.slug === current ? 'page' : undefined}>
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryList({
  categories,
  renderIcon,
  renderLinks,
}: {
  categories: PartnerCategory[];
  renderIcon: (c: PartnerCategory) => ReactNode;
  renderLinks: (c: PartnerCategory) => ReactNode;
}) {
  return (
    <ul css={gridStyles}>
      {categories.map((c) => (
        <li key={c.slug} css={cardStyles}>
          {renderIcon(c)}
          <h2 css={nameStyles}>{c.name}</h2>
          <div css={linksStyles}>{renderLinks(c)}</div>
        </li>
      ))}
    </ul>
  );
}

const chipsStyles = css`
  ${bareList};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: ${theme.space[4]} 0;
`;
const chipStyles = css`
  ${pill(theme.layout.touchTarget, 4)};
  border: 1px solid ${theme.color.borderStrong};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  text-decoration: none;
  &[aria-current='page'] {
    background: ${theme.color.brand};
    border-color: ${theme.color.brand};
    color: #fff;
  }
`;
const gridStyles = css`
  ${bareList};
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  margin: ${theme.space[6]} 0;
  ${theme.breakpoint.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
const cardStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
  display: grid;
  gap: ${theme.space[2]};
  justify-items: start;
`;
const nameStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;
const linksStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
`;
