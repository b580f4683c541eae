/**
 * A menu beside its detail (settings sections, service editor steps). On a phone the menu is one screen and the
 * detail another, with a way back to the menu (`showDetail` says which one the URL asks for); from 900 px the menu
 * stays beside the detail. Both are in the server markup and CSS picks what shows, so nothing moves on hydration.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme';
import { Icon } from './icon';
import { Link } from './link';

export interface MenuDetailLayoutProps {
  menu: ReactNode;
  /** Names the menu as navigation; without it the menu is a plain block. */
  menuLabel?: string;
  /** The URL names a detail (phone: show it rather than the menu). */
  showDetail: boolean;
  /** The phone's way back to the menu. */
  back: { to: string; label: string };
  children: ReactNode;
}

export function MenuDetailLayout({ menu, menuLabel, showDetail, back, children }: MenuDetailLayoutProps) {
  const menuCss = showDetail ? hideOnPhone : undefined;
  return (
    <div css={grid}>
      {menuLabel ? (
        <nav aria-label={menuLabel} css={menuCss}>
          {menu}
        </nav>
      ) : (
        <div css={menuCss}>{menu}</div>
      )}
      <div css={showDetail ? undefined : hideOnPhone}>
        <Link to={back.to} css={[menuBackLinkStyles, phoneOnly]}>
          <Icon name="chevron-left" size={18} />
          {back.label}
        </Link>
        {children}
      </div>
    </div>
  );
}

/** A bold link back with a chevron, a full touch target high. */
export const menuBackLinkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-height: ${theme.layout.touchTarget};
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
`;

const grid = css`
  display: grid;
  /* One column no wider than the screen, whatever the detail holds (a wide preview would widen the page). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[6]};
  ${theme.breakpoint.md} {
    grid-template-columns: 280px minmax(0, 1fr);
    align-items: start;
  }
`;

/** Below the two-column width only one of menu and detail shows. */
const hideOnPhone = css`
  @media (max-width: 899.98px) {
    display: none;
  }
`;

const phoneOnly = css`
  margin-bottom: ${theme.space[2]};
  ${theme.breakpoint.md} {
    display: none;
  }
`;
