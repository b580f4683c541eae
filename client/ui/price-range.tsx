/**
 * Price guide range bar (category pages): the low–high span with a marker at the median. Values are
 * numbers for positioning; all text comes formatted from the caller ("HK$300").
 */
import { css } from '@emotion/react';
import { theme } from '../styles/theme';

export interface PriceRangeProps {
  low: number;
  median: number;
  high: number;
  /** Formatted prices, e.g. { low: 'HK$300', median: 'HK$550', high: 'HK$1,200' }. */
  labels: { low: string; median: string; high: string };
  /** Words for each point, e.g. { low: 'Low', median: 'Typical', high: 'High' }. */
  captions: { low: string; median: string; high: string };
  /** e.g. "Based on 128 quotes"; shown under the bar. */
  footnote?: string;
}

/** Where the median sits on the bar, in percent (0–100); 50 when the range is empty. */
export function medianPercent(low: number, median: number, high: number): number {
  if (!(high > low)) return 50;
  const pct = ((median - low) / (high - low)) * 100;
  return Math.round(Math.min(100, Math.max(0, pct)) * 10) / 10;
}

export function PriceRange({ low, median, high, labels, captions, footnote }: PriceRangeProps) {
  const pct = medianPercent(low, median, high);
  // Keep the median label inside the box, however close it is to an end.
  const labelPct = Math.min(78, Math.max(22, pct));
  return (
    <figure css={css`margin: 0 0 ${theme.space[4]};`}>
      <dl css={dlStyles}>
        <div css={[pointStyles, css`left: ${labelPct}%; transform: translateX(-50%); text-align: center;`]}>
          <dt css={captionStyles}>{captions.median}</dt>
          <dd css={[valueStyles, css`font-size: ${theme.font.size.lg}; color: ${theme.color.brandDark};`]}>{labels.median}</dd>
        </div>
        <div css={barRowStyles} aria-hidden="true">
          <span css={trackStyles} />
          <span css={[markerStyles, css`left: ${pct}%;`]} />
        </div>
        <div css={endsStyles}>
          <div>
            <dt css={captionStyles}>{captions.low}</dt>
            <dd css={valueStyles}>{labels.low}</dd>
          </div>
          <div css={css`text-align: right;`}>
            <dt css={captionStyles}>{captions.high}</dt>
            <dd css={valueStyles}>{labels.high}</dd>
          </div>
        </div>
      </dl>
      {footnote ? <figcaption css={css`margin-top: ${theme.space[2]}; font-size: ${theme.font.size.sm}; color: ${theme.color.textSecondary};`}>{footnote}</figcaption> : null}
    </figure>
  );
}

const dlStyles = css`
  position: relative; margin: 0; padding-top: 52px;
`;

const pointStyles = css`
  position: absolute; top: 0; white-space: nowrap;
`;

const captionStyles = css`
  font-size: ${theme.font.size.xs}; color: ${theme.color.textSecondary}; line-height: 1.4;
`;

const valueStyles = css`
  margin: 0; font-weight: ${theme.font.weight.bold}; color: ${theme.color.text}; font-variant-numeric: tabular-nums; line-height: 1.4;
`;

const barRowStyles = css`
  position: relative; height: 20px; margin: 0 ${theme.space[2]};
`;

const trackStyles = css`
  position: absolute; left: 0; right: 0; top: 6px; height: 8px; border-radius: ${theme.radius.pill};
  background: linear-gradient(90deg, ${theme.color.brandSoft}, ${theme.color.brand});
`;

const markerStyles = css`
  position: absolute; top: 0; width: 20px; height: 20px; margin-left: -10px; border-radius: 50%;
  background: ${theme.color.surface}; border: 4px solid ${theme.color.brandDark}; box-shadow: ${theme.shadow.card};
`;

const endsStyles = css`
  display: flex; justify-content: space-between; gap: ${theme.space[4]}; margin-top: ${theme.space[2]};
`;
