/**
 * A cost guide's live figures inside an article: the median and usual range of the main quote type, then the job
 * types that have a figure, from the same report as price/{slug} and linked to it, so an article never quotes
 * prices of its own that the guide contradicts.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { CostGuide } from '@shared/schemas/price-guide.schema';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkDate } from '@shared/utils/hk-dates';
import { Link } from '@client/ui/link';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { priceLabel } from '@client/lib/price-label';
import { cardSurface } from '@client/styles/layout';

/** The job types with a figure (all properties, main type), most quoted first. */
export function liveJobFigures(g: CostGuide): { label: string; median: number; samples: number }[] {
  return g.cells
    .filter((c) => c.property === null && c.rating_type === g.main_type && c.median !== null)
    .map((c) => ({ label: g.job?.options.find((o) => o.value === c.job)?.label ?? c.job, median: c.median!, samples: c.samples }))
    .sort((a, b) => b.samples - a.samples);
}

export function PriceLive({ guide: g }: { guide: CostGuide }) {
  const { t, i18n } = useTranslation('catalog');
  const lng = i18n.language as Language;
  const href = useHref();
  const main = g.split.find((s) => s.rating_type === g.main_type);
  if (!main || main.median === null || main.low === null || main.high === null || !g.last_quote_on) return null;
  const type = main.rating_type;
  const jobs = liveJobFigures(g);
  const name = g.category.name;
  return (
    <aside css={boxStyles} aria-labelledby="price-live-title" data-testid="price-live">
      <h2 id="price-live-title" css={titleStyles}>
        {t('price_live>title', { name })}
      </h2>
      <p>
        {t('price_live>summary', {
          name,
          median: priceLabel(t, main.median, type),
          low: priceLabel(t, main.low, type),
          high: priceLabel(t, main.high, type),
          count: main.samples,
          date: formatHkDate(g.last_quote_on, lng),
        })}
      </p>
      {jobs.length ? (
        <ul css={listStyles}>
          {jobs.map((j) => (
            <li key={j.label}>{t('price_live>job', { job: j.label, median: priceLabel(t, j.median, type), count: j.samples })}</li>
          ))}
        </ul>
      ) : null}
      <p css={noteStyles}>{t('price_live>note')}</p>
      <Link to={href('price', { slug: g.category.slug })}>{t('price_live>link', { name })}</Link>
    </aside>
  );
}

const boxStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]} ${theme.space[6]};
  margin: ${theme.space[6]} 0;
  p {
    margin: 0 0 ${theme.space[3]};
  }
`;

const titleStyles = css`
  font-size: ${theme.font.size.md};
  margin: 0 0 ${theme.space[2]};
`;

const listStyles = css`
  margin: 0 0 ${theme.space[3]};
  padding-left: ${theme.space[6]};
`;

const noteStyles = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
