/** seo: a directory of every service with its price guide, pros and near-me pages (a map for people and crawlers). */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { bareList, columnsFrom } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { DistrictLinks } from '@client/features/catalog/components/district-links';
import { HeroPage } from './parts/hero-page';
import { seoReads } from './seo.reads';

export default function SeoPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const reads = seoReads.use();
  const { data: genres } = useSuspenseQuery(reads.genres);
  const { data: districts } = useSuspenseQuery(reads.districts);
  return (
    <HeroPage trail={[{ label: t('breadcrumb>directory') }]} title={t('seo>title')} intro={t('seo>intro')}>
      {genres.map((g) => (
        <Section
          key={g.slug}
          title={g.name}
          action={{ label: t('seo>by_district', { name: g.name }), href: href('seoGenre', { genreName: g.slug }) }}
        >
          <ul css={listStyles}>
            {g.categories.map((c) => (
              <li key={c.slug}>
                <Link
                  to={href('category', { slug: c.slug })}
                  css={css`
                    font-weight: ${theme.font.weight.bold};
                  `}
                >
                  {c.name}
                </Link>
                <span
                  css={css`
                    color: ${theme.color.textSecondary};
                  `}
                >
                  {' · '}
                  <Link to={href('price', { slug: c.slug })}>{t('seo>price')}</Link>
                  {' · '}
                  <Link to={href('proList', { filter: c.slug })}>{t('seo>pros')}</Link>
                  {' · '}
                  <Link to={href('nearMe', { slug: c.slug })}>{t('seo>near_me')}</Link>
                  {' · '}
                  <Link to={href('info', { slug: c.slug })}>{t('seo>before_you_hire')}</Link>
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <Section title={t('seo>districts_title')}>
        <DistrictLinks
          districts={districts}
          hrefFor={(d) => href('proList', { filter: d.slug })}
          hrefForRegion={(region) => href('proList', { filter: region })}
        />
      </Section>
    </HeroPage>
  );
}

const listStyles = css`
  ${bareList};
  ${columnsFrom(2, 2)};
  li {
    font-size: ${theme.font.size.sm};
  }
`;
