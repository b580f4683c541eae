/**
 * The genre view of info/{slug}: the rules that run through the genre, what to prepare, and each of its categories with
 * its licensing line and a link to its own info page; then articles and the other genres.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { GenreInfo } from '@shared/schemas/hiring-guide.schema';
import { ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { bareList } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { CheckList, HiringRulesPanel } from '@client/features/catalog/components/hiring-rules-panel';
import { InfoCategoryList } from '@client/features/catalog/components/info-category-list';
import { infoMainStyles, wrapStyles } from './info-styles';
import { HeroPage } from './parts/hero-page';
import { InfoArticles } from './parts/info-articles';

export function InfoGenreView({ guide: g }: { guide: GenreInfo }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <HeroPage
      trail={[{ label: t('breadcrumb>before_you_hire'), href: href('infoAll') }, { label: g.name }]}
      title={t('info>genre_title', { name: g.name })}
      intro={t('info>genre_intro', { name: g.name, count: g.categories.length })}
      icon={g.icon}
      action={
        <ButtonLink to={href('genre', { genreName: g.slug })} size="lg" variant="secondary">
          <span css={wrapStyles}>{t('info>see_genre', { name: g.name })}</span>
          <Icon name="arrow-right" size={20} />
        </ButtonLink>
      }
    >
      <div css={infoMainStyles}>
        <Section title={t('info>services_title', { name: g.name })} description={t('info>services_intro')}>
          <InfoCategoryList categories={g.categories} />
        </Section>
        <Section title={t('info>rules_title')} description={t('info>genre_rules_intro', { name: g.name })}>
          <HiringRulesPanel rules={g.rules} checksTitle={t('info>checks_genre')} />
        </Section>
        <Section title={t('info>prepare_title')}>
          <CheckList items={g.rules.prepare} icon="list-checks" />
        </Section>
        <InfoArticles articles={g.articles} />
        <Section title={t('info>others_title')} action={{ label: t('info>all_link'), href: href('infoAll') }}>
          <ul css={othersStyles}>
            {g.others.map((o) => (
              <li key={o.slug}>
                <Link to={href('info', { slug: o.info_slug })}>{o.name}</Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </HeroPage>
  );
}

const othersStyles = css`
  ${bareList};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  a {
    display: inline-flex;
    min-height: ${theme.layout.touchTarget};
    align-items: center;
  }
`;
