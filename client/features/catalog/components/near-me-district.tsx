/**
 * The local blocks of a category × district page: the district's figures, its pros (based there
 * first), prices from its own quotes with the Hong Kong-wide median only as a labelled comparison, its recent jobs
 * (anonymised), and links to the same district in related services and to neighbouring districts. Each block is left
 * out when the district has no data for it.
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { NearMeDistrict } from '@shared/schemas/near-me.schema';
import { formatHkMonth } from '@shared/utils/hk-dates';
import { Avatar } from '@client/ui/avatar';
import { Badge } from '@client/ui/badge';
import { Icon } from '@client/ui/icon';
import { Pagination, paginationLabels } from '@client/ui/pagination';
import { useHref } from '@client/lib/paths';
import { priceLabel } from '@client/lib/price-label';
import { responseText } from '@client/lib/response-text';
import { ratingLabel, startingPriceText } from '@client/lib/pro-format';
import { usePageHref } from '@client/lib/page-href';
import { grow } from '@client/styles/layout';
import { durationText, MIN_REPLY_REQUESTS } from './near-me-faq';
import {
  factsStyles,
  noteStyles,
  subtleStyles,
  gridStyles,
  cardStyles,
  rowStyles,
  nameStyles,
  metaStyles,
  statStyles,
  tableWrapStyles,
  tableStyles,
  pillListStyles,
  pillStyles,
} from './near-me-district.styles';

type Props = { d: NearMeDistrict };

/** The district's own figures in one line each; zero figures are left out. */
export function DistrictFacts({ d }: Props) {
  const { t } = useTranslation('catalog');
  const v = { name: d.category.name, district: d.district.name };
  const facts: string[] = [];
  if (d.counts.pros > 0) {
    facts.push(
      d.counts.based > 0
        ? t('near_me>fact_pros_based', { ...v, count: d.counts.pros, based: d.counts.based })
        : t('near_me>fact_pros', { ...v, count: d.counts.pros }),
    );
  }
  if (d.counts.quotes > 0) facts.push(t('near_me>fact_quotes', { ...v, count: d.counts.quotes }));
  if (d.counts.reviews > 0 && d.review_avg !== null) {
    facts.push(t('near_me>fact_reviews', { ...v, count: d.counts.reviews, avg: d.review_avg.toFixed(1) }));
  }
  if (d.replies.requests >= MIN_REPLY_REQUESTS && d.replies.median_first_quote_minutes !== null) {
    facts.push(t('near_me>fact_reply', { ...v, time: durationText(t, d.replies.median_first_quote_minutes) }));
  }
  if (!facts.length) return null;
  return (
    <ul css={factsStyles} aria-label={t('near_me>facts_label', v)}>
      {facts.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

/** Pros serving or based in the district, based there first, with their figures for this category and this district. */
export function DistrictProList({ d }: Props) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const pageHref = usePageHref();
  const first = (d.pros.page - 1) * d.pros.page_size;
  return (
    <div>
      <p css={noteStyles}>
        {t('pros>showing', { from: first + 1, to: first + d.pros.items.length, total: d.pros.total })} ·{' '}
        {t('near_me>pros_order', { name: d.category.name, district: d.district.name })}
      </p>
      <ol css={gridStyles}>
        {d.pros.items.map((p, i) => {
          const price = startingPriceText(t, p.starting_price, p.starting_price_type);
          const response = responseText(t, p.response_minutes, 'catalog');
          return (
            <li key={p.quote_service_id}>
              <article css={cardStyles} data-testid="district-pro">
                <div css={rowStyles}>
                  <Avatar name={p.business_name} src={p.logo_url} size="md" />
                  <div css={grow}>
                    <h3 css={nameStyles}>
                      <Link to={href('serviceSlug', { serviceId: p.quote_service_id, slug: p.slug })}>
                        <span className="visually-hidden">{t('pro>rank', { rank: first + i + 1 })} </span>
                        {p.business_name}
                      </Link>
                    </h3>
                    <div css={metaStyles}>
                      {p.based_here ? (
                        <Badge tone="brand" icon="map-pin">
                          {t('near_me>based_here', { district: d.district.name })}
                        </Badge>
                      ) : p.base_district ? (
                        <span>{t('near_me>based_in', { district: p.base_district.name })}</span>
                      ) : null}
                      {p.is_verified ? (
                        <Badge tone="success" icon="verified">
                          {t('pro>verified')}
                        </Badge>
                      ) : null}
                    </div>
                  </div>
                </div>
                <ul css={statStyles}>
                  <li>
                    {p.review_count > 0 ? (
                      <span role="img" aria-label={ratingLabel(t, p.rating, p.review_count)}>
                        <Icon name="star" size={16} filled /> <strong>{p.rating.toFixed(1)}</strong> ({p.review_count})
                      </span>
                    ) : (
                      t('pro>no_reviews')
                    )}
                  </li>
                  {p.hired_count > 0 ? <li>{t('pro>hires', { count: p.hired_count })}</li> : null}
                  {p.local_hired_count > 0 ? (
                    <li>
                      <strong>{t('near_me>local_hires', { count: p.local_hired_count, district: d.district.name })}</strong>
                    </li>
                  ) : null}
                  {price ? <li>{price}</li> : null}
                  {response ? <li>{response}</li> : null}
                </ul>
              </article>
            </li>
          );
        })}
      </ol>
      <Pagination page={d.pros.page} totalPages={d.pros.total_pages} hrefFor={pageHref} labels={paginationLabels(t)} />
    </div>
  );
}

const typeName = (t: TFunction, type: string) => t(`near_me>type_${type}`);

/** Whether the district has a local median of any quote type (the price block is shown only then). */
export const hasLocalPrices = (d: NearMeDistrict) => d.prices.some((p) => p.median !== null);

/** A table of local figures on its card, with a caption for screen readers and the note under it. */
function LocalTable({ caption, note, children }: { caption: string; note: string; children: ReactNode }) {
  return (
    <div>
      {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too. */}
      <div css={tableWrapStyles} role="region" aria-label={caption} tabIndex={0}>
        <table css={tableStyles}>
          <caption className="visually-hidden">{caption}</caption>
          {children}
        </table>
      </div>
      <p css={noteStyles}>{note}</p>
    </div>
  );
}

/** Medians and ranges from the district's quotes per quote type; the Hong Kong-wide median is a separate, labelled column. */
export function LocalPriceTable({ d }: Props) {
  const { t } = useTranslation('catalog');
  return (
    <LocalTable
      caption={t('near_me>prices_caption', { name: d.category.name, district: d.district.name })}
      note={t('near_me>prices_note', { name: d.category.name, district: d.district.name, count: d.counts.quotes, min: d.min_samples })}
    >
      <thead>
        <tr>
          <th scope="col">{t('near_me>col_type')}</th>
          <th scope="col">{t('near_me>col_local_median', { district: d.district.name })}</th>
          <th scope="col">{t('near_me>col_range')}</th>
          <th scope="col">{t('near_me>col_quotes', { district: d.district.name })}</th>
          <th scope="col">{t('near_me>col_hk_median')}</th>
        </tr>
      </thead>
      <tbody>
        {d.prices.map((p) => (
          <tr key={p.rating_type}>
            <th scope="row">{typeName(t, p.rating_type)}</th>
            {p.rating_type === 'onsite' ? (
              <td colSpan={2}>{t('near_me>onsite_note')}</td>
            ) : p.median !== null ? (
              <>
                <td>
                  <strong>{priceLabel(t, p.median, p.rating_type)}</strong>
                </td>
                <td>
                  {priceLabel(t, p.low, p.rating_type)} – {priceLabel(t, p.high, p.rating_type)}
                </td>
              </>
            ) : (
              <td colSpan={2}>{t('near_me>too_few_local', { min: d.min_samples })}</td>
            )}
            <td>{p.samples}</td>
            <td>{p.hk_median !== null && p.rating_type !== 'onsite' ? priceLabel(t, p.hk_median, p.rating_type) : '–'}</td>
          </tr>
        ))}
      </tbody>
    </LocalTable>
  );
}

/** The district's newest jobs without names or addresses: what was asked, the property, the price and the month. */
export function RecentJobsTable({ d }: Props) {
  const { t, i18n } = useTranslation('catalog');
  const lng = i18n.language as Language;
  const { job_type_label: jobLabel, property_type_label: propertyLabel } = d.jobs;
  return (
    <LocalTable caption={t('near_me>jobs_caption', { name: d.category.name, district: d.district.name })} note={t('near_me>jobs_note')}>
      <thead>
        <tr>
          <th scope="col">{t('near_me>col_month')}</th>
          {jobLabel ? <th scope="col">{jobLabel}</th> : null}
          {propertyLabel ? <th scope="col">{propertyLabel}</th> : null}
          <th scope="col">{t('near_me>col_price')}</th>
        </tr>
      </thead>
      <tbody>
        {d.jobs.items.map((j, i) => (
          <tr key={`${j.month}-${i}`}>
            <td>{formatHkMonth(`${j.month}-15 00:00:00`, lng)}</td>
            {jobLabel ? <td>{j.job_type ?? '–'}</td> : null}
            {propertyLabel ? <td>{j.property_type ?? '–'}</td> : null}
            <td>
              <strong>{priceLabel(t, j.price, j.rating_type)}</strong>
              <br />
              <span css={subtleStyles}>
                {j.price_basis === 'hired' ? t('near_me>price_hired') : t('near_me>price_median', { count: j.quotes })}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </LocalTable>
  );
}

/** Near-me pages as link pills: "service in district", then how many pros work there where it is shown. */
function NearMePills({ links }: { links: { key: string; to: string; label: string; pros: string | null }[] }) {
  return (
    <ul css={pillListStyles}>
      {links.map((l) => (
        <li key={l.key}>
          <Link to={l.to} css={pillStyles}>
            {l.label}
            {l.pros !== null ? <span css={subtleStyles}>{l.pros}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The same district in related services (only pages that are indexed themselves). */
export function RelatedInDistrict({ d }: Props) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const links = d.related.map((r) => ({
    key: r.slug,
    to: href('nearMe', { slug: r.slug, city: d.district.region, district: d.district.slug }),
    label: t('near_me>in_district', { name: r.name, district: d.district.name }),
    pros: t('near_me>pros_count', { count: r.pros }),
  }));
  return <NearMePills links={links} />;
}

/** The same service in the districts that share a boundary with this one. */
export function NeighbourDistricts({ d }: Props) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const links = d.neighbours.map((n) => ({
    key: n.slug,
    to: href('nearMe', { slug: d.category.slug, city: n.region, district: n.slug }),
    label: t('near_me>in_district', { name: d.category.name, district: n.name }),
    pros: n.pros > 0 ? t('near_me>pros_count', { count: n.pros }) : null,
  }));
  return <NearMePills links={links} />;
}
