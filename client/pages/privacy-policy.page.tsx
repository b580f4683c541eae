/** /privacy: the privacy policy (a CMS page of kind 'legal'; Hong Kong's PDPO). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { PRIVACY_POLICY_SLUG } from '@shared/domain/privacy';
import { formatHkDate, isoDate } from '@shared/utils/hk-dates';
import { Container } from '@client/ui/card';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { Breadcrumbs } from '@client/features/catalog/components/breadcrumbs';
import { useContentPage } from '@client/features/content/api/content.queries';
import { ArticleBody, ArticleToc } from '@client/features/content/components/article-body';

export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation('catalog');
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
        <h1>{page.title}</h1>
        <p
          css={css`
            font-size: ${theme.font.size.lg};
            color: ${theme.color.textSecondary};
          `}
        >
          {page.summary}
        </p>
        <p
          css={css`
            font-size: ${theme.font.size.sm};
            color: ${theme.color.textSecondary};
            border-bottom: 1px solid ${theme.color.border};
            padding-bottom: ${theme.space[4]};
          `}
        >
          {t('content>updated')} <time dateTime={isoDate(page.modified)}>{formatHkDate(page.modified, i18n.language as Language)}</time>
        </p>
        <ArticleToc blocks={page.blocks} label={t('content>toc')} />
        <ArticleBody blocks={page.blocks} />
      </article>
    </Container>
  );
}
