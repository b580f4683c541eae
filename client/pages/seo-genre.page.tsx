/** seo/{genreName}: every service of a genre in every region and district (near-me links), region by region. */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { REGIONS } from '@shared/domain/catalog';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { bareList, secondarySmall } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { HeroPage } from './parts/hero-page';
import { seoGenreReads } from './seo.reads';

export default function SeoGenrePage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const reads = seoGenreReads.use();
  const { data: genre } = useSuspenseQuery(reads.genre);
  const { data: districts } = useSuspenseQuery(reads.districts);
  return (
    <HeroPage
      trail={[{ label: t('breadcrumb>directory'), href: href('seo') }, { label: genre.name }]}
      title={t('seo>genre_title', { name: genre.name })}
      intro={t('seo>genre_intro', { name: genre.name })}
      icon={genre.icon}
    >
      {genre.categories.map((c) => (
        <Section
          key={c.slug}
          title={c.name}
          action={{ label: t('seo>open_category', { name: c.name }), href: href('category', { slug: c.slug }) }}
        >
          {REGIONS.map((r) => (
            <div
              key={r}
              css={css`
                margin-bottom: ${theme.space[3]};
              `}
            >
              <h3
                css={css`
                  ${secondarySmall};
                  margin-bottom: ${theme.space[1]};
                `}
              >
                <Link to={href('nearMe', { slug: c.slug, city: r })}>{t(`region>${r}`)}</Link>
              </h3>
              <ul
                css={css`
                  ${bareList};
                  display: flex;
                  flex-wrap: wrap;
                  gap: ${theme.space[1]} ${theme.space[3]};
                  font-size: ${theme.font.size.sm};
                `}
              >
                {districts
                  .filter((d) => d.region === r)
                  .map((d) => (
                    <li key={d.slug}>
                      <Link to={href('nearMe', { slug: c.slug, city: r, district: d.slug })}>
                        {t('seo>category_in_district', { name: c.name, district: d.name })}
                      </Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </Section>
      ))}
    </HeroPage>
  );
}
