/**
 * A dashboard page's frame: an optional link back to where the page was opened from, the h1, then the page's blocks
 * one under another (the page column). A `css` prop given to these is applied after their own styles, so it wins.
 */
import { css } from '@emotion/react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from './link';
import { Icon, type IconName } from './icon';
import { PageIntro } from './page-intro';
import { theme } from '../styles/theme';
import { pageColumnStyles, pageTitleStyles } from '../styles/page-styles';
import { spread } from '../styles/layout';

export interface BackLinkProps {
  to: string;
  children: ReactNode;
  /** 'arrow-left' (default), 'chevron-left' (a way back to a menu), or null for the label alone. */
  icon?: IconName | null;
  /** 'quiet' (default): dark brand colour, medium weight, no underline. 'strong': bold in the link colour. */
  variant?: 'quiet' | 'strong';
  iconSize?: ComponentProps<typeof Icon>['size'];
  className?: string;
}

/** A link back to the list or page this one was opened from: an arrow and its label, a full touch target high. */
export function BackLink({ to, children, icon = 'arrow-left', iconSize = 16, variant = 'quiet', className }: BackLinkProps) {
  return (
    <Link to={to} css={variant === 'quiet' ? backLinkStyles : strongBackLinkStyles} className={className}>
      {icon ? <Icon name={icon} size={iconSize} /> : null}
      {children}
    </Link>
  );
}

export interface PageShellProps {
  title: string;
  /** A paragraph under the title (what the page is for). */
  intro?: ReactNode;
  /** Something above the title other than the standard back link (a banner, a plain link). */
  before?: ReactNode;
  /** The link back, above the title. */
  back?: { to: string; label: ReactNode };
  /** Buttons at the title's end ("mark all read"). */
  actions?: ReactNode;
  /**
   * 'column' (default): the blocks in the page column, space[4] apart, at most 760 px wide. 'flow': the full width,
   * the title space[3] above what follows and the blocks carrying their own margins.
   */
  spacing?: 'column' | 'flow';
  /** Classes of the page column (a `css` prop lands here). */
  className?: string;
  children?: ReactNode;
}

/** The page column with its back link, h1 and intro; `children` are the blocks under the title. */
export function PageShell({ title, intro, before, back, actions, spacing = 'column', className, children }: PageShellProps) {
  const h1 = intro ? (
    <PageIntro title={title}>{intro}</PageIntro>
  ) : (
    <h1 css={[pageTitleStyles, spacing === 'flow' && flowTitleStyles]}>{title}</h1>
  );
  const body = (
    <>
      {before}
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      {actions ? (
        <div css={titleRowStyles}>
          {h1}
          {actions}
        </div>
      ) : (
        h1
      )}
      {children}
    </>
  );
  if (spacing === 'flow') return body;
  return (
    <div css={pageColumnStyles} className={className}>
      {body}
    </div>
  );
}

const flowTitleStyles = css`
  margin-bottom: ${theme.space[3]};
`;

const titleRowStyles = spread(2);

const backLinkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${theme.color.brandDark};
  text-decoration: none;
  font-weight: ${theme.font.weight.medium};
  min-height: ${theme.layout.touchTarget};
  width: fit-content;
`;

const strongBackLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.layout.touchTarget};
  font-weight: ${theme.font.weight.bold};
`;
