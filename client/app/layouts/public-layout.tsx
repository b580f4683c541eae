/** Public pages: header, main content, footer. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/** The frame of every page: at least the window's height, header, content and footer one under another. */
export const pageFrameStyles = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

export function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div css={pageFrameStyles}>
      <a href="#main" className="visually-hidden">
        {t('header>skip_to_content')}
      </a>
      <SiteHeader />
      <main
        id="main"
        css={css`
          flex: 1;
        `}
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
