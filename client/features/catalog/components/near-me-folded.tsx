/**
 * A region page's districts: districts with an indexed page of their own are linked with their
 * local figures; districts below the threshold are folded in here, each with the pros serving it, so the region page
 * carries what their thin pages would have shown.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from '@client/ui/link';
import type { Region } from '@shared/domain/catalog';
import type { NearMeRegion } from '@shared/schemas/near-me.schema';
import { Badge } from '@client/ui/badge';
import { theme } from '@client/styles/theme';
import { bareList, cardSurface, columnsFrom, secondarySmall, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';

type Counts = NearMeRegion['folded'][number]['counts'];

/** "6 pros · 12 quotes · 3 reviews", zero figures left out. */
function countsText(t: TFunction, c: Counts): string {
  return [
    c.pros > 0 ? t('catalog|near_me>pros_count', { count: c.pros }) : null,
    c.quotes > 0 ? t('catalog|near_me>quotes_count', { count: c.quotes }) : null,
    c.reviews > 0 ? t('catalog|near_me>reviews_count', { count: c.reviews }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

type District = NearMeRegion['indexed'][number];

/** One district of the region: its near-me page linked as "{service} in {district}", its figures, then `children`. */
function DistrictItem({
  district,
  slug,
  name,
  region,
  children,
}: {
  district: District;
  slug: string;
  name: string;
  region: Region;
  children?: ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  return (
    <li css={itemStyles}>
      <h3 css={titleStyles}>
        <Link to={href('nearMe', { slug, city: region, district: district.slug })}>
          {t('near_me>in_district', { name, district: district.name })}
        </Link>
      </h3>
      <p css={subtleStyles}>{countsText(t, district.counts)}</p>
      {children}
    </li>
  );
}

/** Districts of the region with their own page, linked with the figures that earned it. */
export function IndexedDistricts({ data, slug, name }: { data: NearMeRegion; slug: string; name: string }) {
  return (
    <ul css={listStyles}>
      {data.indexed.map((d) => (
        <DistrictItem key={d.slug} district={d} slug={slug} name={name} region={data.region as Region} />
      ))}
    </ul>
  );
}

/** Districts below the threshold, each with the pros serving it (based there first). */
export function FoldedDistricts({ data, slug, name }: { data: NearMeRegion; slug: string; name: string }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const region = data.region as Region;
  return (
    <ul css={listStyles}>
      {data.folded.map((d) => (
        <DistrictItem key={d.slug} district={d} slug={slug} name={name} region={region}>
          <ul css={prosStyles}>
            {d.pros.map((p) => (
              <li key={p.quote_service_id}>
                <Link to={href('serviceSlug', { serviceId: p.quote_service_id, slug: p.slug })}>{p.business_name}</Link>
                {p.based_here ? (
                  <>
                    {' '}
                    <Badge tone="brand">{t('near_me>based_here', { district: d.name })}</Badge>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          {d.counts.pros > d.pros.length ? (
            <p css={subtleStyles}>
              <Link to={href('nearMe', { slug, city: region, district: d.slug })}>
                {t('near_me>folded_more', { count: d.counts.pros - d.pros.length, district: d.name })}
              </Link>
            </p>
          ) : null}
        </DistrictItem>
      ))}
    </ul>
  );
}

const listStyles = css([bareList, columnsFrom(3, 2)]);
const itemStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
`;
const titleStyles = css`
  font-size: ${theme.font.size.md};
  margin: 0 0 ${theme.space[1]};
`;
const subtleStyles = css`
  ${secondarySmall};
  margin: 0 0 ${theme.space[2]};
`;
const prosStyles = css`
  ${bareList};
  ${stack(1)};
  font-size: ${theme.font.size.sm};
`;
