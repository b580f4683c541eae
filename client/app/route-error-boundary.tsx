/** Route errors: a helpful 404 page for unknown URLs and slugs, a translated error page otherwise. */
import { css } from '@emotion/react';
import { isRouteErrorResponse, useMatches, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { GlobalStyles } from '@client/styles/global-styles';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { PublicShell } from './layouts/public-layout';

function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const href = useHref();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container
      css={css`
        padding-top: ${theme.space[8]};
      `}
    >
      <EmptyState
        headingLevel={1}
        title={t(notFound ? 'not_found>title' : 'errors>page_title')}
        body={t(notFound ? 'not_found>body' : 'errors>page_body')}
        action={<ButtonLink to={href('home')}>{t('not_found>home')}</ButtonLink>}
      />
    </Container>
  );
}

export function RouteErrorBoundary() {
  const matches = useMatches();
  // The root boundary replaces the whole layout, so it brings the public shell itself.
  const atRoot = matches.length <= 1;
  if (!atRoot) return <ErrorContent />;
  return (
    <>
      <GlobalStyles />
      <PublicShell>
        <ErrorContent />
      </PublicShell>
    </>
  );
}
