/** What shows once a link or code was sent: a heading, what was sent where, an optional hint, and the way on. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme';

export interface SentNoticeProps {
  title: string;
  body: string;
  /** A secondary line under the body (check the spam folder…). */
  hint?: string;
  /** The actions (back, send again). */
  children: ReactNode;
}

export function SentNotice({ title, body, hint, children }: SentNoticeProps) {
  return (
    <div role="status">
      <h2 css={headingStyles}>{title}</h2>
      <p>{body}</p>
      {hint ? <p css={secondaryText}>{hint}</p> : null}
      {children}
    </div>
  );
}

const headingStyles = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[2]};
`;

/** Text in the secondary colour, at the surrounding size. */
export const secondaryText = css`
  color: ${theme.color.textSecondary};
`;
