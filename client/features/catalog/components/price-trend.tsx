/**
 * The median quote per quarter as a small inline SVG line chart (no chart library) with the same figures in a
 * table. A quarter gets a point only with at least `min_samples` quotes; the line breaks across the others.
 */
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_TREND_MONTHS, quarterOf } from '@shared/domain/price-guide';
import type { CostGuide } from '@shared/schemas/price-guide.schema';
import { theme } from '@client/styles/theme';
import { cardSurface } from '@client/styles/layout';
import { priceLabel } from '@client/lib/price-label';
import { noteStyles } from './price-guide.styles';
import { MedianTable } from './median-table';

// Drawn for a phone's width; the SVG scales up to at most 640 px wide.
const W = 360;
const H = 180;
const PAD = { top: 16, right: 12, bottom: 38, left: 64 };
const r1 = (v: number) => Math.round(v * 10) / 10;

/** The smallest round number (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10ⁿ) at or above `v`: the top of the price axis. */
function niceCeil(v: number): number {
  const base = 10 ** Math.floor(Math.log10(Math.max(v, 1)));
  return [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((m) => m * base).find((n) => n >= v) ?? 10 * base;
}

function useQuarterLabel() {
  const { t } = useTranslation('catalog');
  return (start: string) => t('price_guide>trend>quarter', quarterOf(start));
}

function Chart({ guide, titleId, descId }: { guide: CostGuide; titleId: string; descId: string }) {
  const { t } = useTranslation('catalog');
  const type = guide.main_type ?? 'flat';
  const medians = guide.trend.map((p) => p.median).filter((m): m is number => m !== null);
  const top = niceCeil(Math.max(...medians) * 1.1);
  const x = (i: number) => r1(PAD.left + ((W - PAD.left - PAD.right) * (i + 0.5)) / guide.trend.length);
  const y = (v: number) => r1(PAD.top + (H - PAD.top - PAD.bottom) * (1 - v / top));
  const ticks = [0, top / 2, top];
  // Consecutive quarters with a median are joined; a quarter without one breaks the line.
  const path = guide.trend
    .map((p, i) => (p.median === null ? null : `${i > 0 && guide.trend[i - 1].median !== null ? 'L' : 'M'}${x(i)},${y(p.median)}`))
    .filter(Boolean)
    .join(' ');
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${titleId} ${descId}`} css={svgStyles}>
      <title id={titleId}>{t('price_guide>trend>chart_title', { name: guide.category.name })}</title>
      <desc id={descId}>
        {t('price_guide>trend>chart_desc', { points: medians.length, count: guide.trend.length, min: guide.min_samples })}
      </desc>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="grid" />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
            {priceLabel(t, v, 'flat')}
          </text>
        </g>
      ))}
      <path d={path} className="line" />
      {guide.trend.map((p, i) => (
        <g key={p.period_start}>
          {p.median !== null ? <circle cx={x(i)} cy={y(p.median)} r={4} /> : null}
          <text x={x(i)} y={H - 20} textAnchor="middle">
            <tspan>{t('price_guide>trend>axis_quarter', quarterOf(p.period_start))}</tspan>
            <tspan x={x(i)} dy={12}>
              {quarterOf(p.period_start).year}
            </tspan>
          </text>
        </g>
      ))}
      <text x={PAD.left} y={10} className="unit">
        {t(`price_guide>trend>unit_${type}`)}
      </text>
    </svg>
  );
}

export function PriceTrend({ guide }: { guide: CostGuide }) {
  const { t } = useTranslation('catalog');
  const quarter = useQuarterLabel();
  const id = useId();
  const type = guide.main_type;
  if (!type || guide.trend.length === 0) return <p css={noteStyles}>{t('price_guide>trend>no_prices')}</p>;
  const enough = guide.trend.some((p) => p.median !== null);
  return (
    <>
      {enough ? (
        <Chart guide={guide} titleId={`${id}-t`} descId={`${id}-d`} />
      ) : (
        <p css={noteStyles}>{t('price_guide>trend>none', { min: guide.min_samples })}</p>
      )}
      <MedianTable
        css={css`
          margin-top: ${theme.space[3]};
        `}
        caption={t(`price_guide>trend>caption_${type}`, { min: guide.min_samples, months: PRICE_TREND_MONTHS })}
        labelHeader={t('price_guide>trend>period')}
        rows={guide.trend.map((p) => ({
          key: p.period_start,
          label: quarter(p.period_start),
          median:
            p.median !== null ? priceLabel(t, p.median, type) : t('price_guide>too_few', { count: p.samples, min: guide.min_samples }),
          samples: p.samples,
        }))}
      />
    </>
  );
}

const svgStyles = css`
  display: block;
  width: 100%;
  max-width: 640px;
  height: auto;
  ${cardSurface};
  font-family: inherit;
  text {
    font-size: 10px;
    fill: ${theme.color.textSecondary};
  }
  .unit {
    font-weight: ${theme.font.weight.medium};
  }
  .grid {
    stroke: ${theme.color.border};
    stroke-width: 1;
  }
  .line {
    fill: none;
    stroke: ${theme.color.brand};
    stroke-width: 2.5;
    stroke-linejoin: round;
  }
  circle {
    fill: ${theme.color.brand};
    stroke: ${theme.color.surface};
    stroke-width: 2;
  }
`;
