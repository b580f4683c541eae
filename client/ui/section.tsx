/** Page section: heading (labels the <section>), optional intro and a "see all" style action link. */
import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { Link } from '@client/ui/link';
import { theme } from '../styles/theme';
import { Icon } from './icon';

export interface SectionProps {
  title: string;
  /** Heading level in the page outline. */
  level?: 2 | 3;
  description?: string;
  /** e.g. { label: t('see_all'), href: href('category', { slug }) }. */
  action?: { label: string; href: string };
  children: ReactNode;
}

export function Section({ title, level = 2, description, action, children }: SectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      css={css`
        margin: ${theme.space[8]} 0;
      `}
    >
      <div css={headerStyles}>
        <Heading
          id={headingId}
          css={css`
            margin: 0;
            font-size: ${level === 2 ? theme.font.size.xl : theme.font.size.lg};
          `}
        >
          {title}
        </Heading>
        {action ? (
          <Link to={action.href} css={actionStyles}>
            {action.label}
            <Icon name="chevron-right" size={16} />
          </Link>
        ) : null}
      </div>
      {description ? (
        <p
          css={css`
            color: ${theme.color.textSecondary};
            margin: -${theme.space[2]} 0 ${theme.space[4]};
          `}
        >
          {description}
        </p>
      ) : null}
      {children}
    </section>
  );
}

const headerStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};
`;

const actionStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  flex-shrink: 0;
  min-height: ${theme.layout.touchTarget};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
