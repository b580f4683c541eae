/** The narrow card of the account pages (login, logout, password recovery): an h1, an optional intro, the form. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../styles/theme';
import { Card, Container } from './card';

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container css={containerStyles}>
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

const titleStyles = css`
  font-size: ${theme.font.size.xxl};
`;
