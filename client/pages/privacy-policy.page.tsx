/** /privacy: the privacy policy (a CMS page of kind 'legal'; Hong Kong's PDPO). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { PRIVACY_POLICY_SLUG } from '@shared/domain/privacy';
import { Container } from '@client/ui/card';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { Breadcrumbs } from '@client/features/catalog/components/breadcrumbs';
import { useContentPage } from '@client/features/content/api/content.queries';
import { ArticleBody, ArticleToc } from '@client/features/content/components/article-body';
import { ArticleHeader } from '@client/features/content/components/article-header';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data: page } = useContentPage(PRIVACY_POLICY_SLUG);
  return (
    <Container
      css={css`
        max-width: 760px;
        padding-top: ${theme.space[6]};
        padding-bottom: ${theme.space[12]};
      `}
    >
      <Breadcrumbs items={[{ label: t('breadcrumb>home'), href: href('home') }, { label: page.title }]} />
      <article>
        <ArticleHeader page={page} />
        <ArticleToc blocks={page.blocks} label={t('content>toc')} />
        <ArticleBody blocks={page.blocks} />
      </article>
    </Container>
  );
}
