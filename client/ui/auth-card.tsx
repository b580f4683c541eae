/** The narrow card of the account pages (login, logout, password recovery): an h1, an optional intro, the form. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme';
import { Card, Container } from './card';

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  /** 520 px instead of 460 (the sign-up form puts two fields side by side). */
  wide?: boolean;
  children: ReactNode;
}

export function AuthCard({ title, intro, wide, children }: AuthCardProps) {
  return (
    <Container css={[containerStyles, wide && wideStyles]}>
      <Card>
        <h1 css={titleStyles}>{title}</h1>
        {intro !== undefined ? <p css={authIntroStyles}>{intro}</p> : null}
        {children}
      </Card>
    </Container>
  );
}

/** The intro paragraph's look, for pages that put more than one paragraph in the card. */
export const authIntroStyles = css`
  color: ${theme.color.textSecondary};
`;

const containerStyles = css`
  max-width: 460px;
  padding-top: ${theme.space[8]};
`;

const wideStyles = css`
  max-width: 520px;
`;

const titleStyles = css`
  font-size: ${theme.font.size.xxl};
`;
