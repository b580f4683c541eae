/**
 * Price guide range bar (category pages): the low–high span with a marker at the median. Values are
 * numbers for positioning; all text comes formatted from the caller ("HK$300"). Each dt/dd pair sits in its
 * own <div> directly under the <dl>, and the decorative bar is outside it (axe definition-list rules).
 */
import { css, type SerializedStyles } from '@emotion/react';
import { theme } from '../styles/theme';
import { captionText, secondarySmall } from '../styles/layout';

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

/** One labelled figure on the range, its caption over its value; the median is the emphasised one. */
function Point({
  place,
  caption,
  value,
  emphasis = false,
}: {
  place: SerializedStyles;
  caption: string;
  value: string;
  emphasis?: boolean;
}) {
  return (
    <div css={[pointStyles, place]}>
      <dt css={captionStyles}>{caption}</dt>
      <dd css={[valueStyles, emphasis && emphasisStyles]}>{value}</dd>
    </div>
  );
}

const lowPlace = css`
  bottom: 0;
  left: 0;
`;
const highPlace = css`
  bottom: 0;
  right: 0;
  text-align: right;
`;
const emphasisStyles = css`
  font-size: ${theme.font.size.lg};
  color: ${theme.color.brandDark};
`;

export function PriceRange({ low, median, high, labels, captions, footnote }: PriceRangeProps) {
  const pct = medianPercent(low, median, high);
  const labelPct = Math.min(78, Math.max(22, pct));
  return (
    <figure
      css={css`
        margin: 0 0 ${theme.space[4]};
      `}
    >
      <div
        css={css`
          position: relative;
        `}
      >
        <dl css={dlStyles}>
          <Point
            place={css`
              top: 0;
              left: ${labelPct}%;
              transform: translateX(-50%);
              text-align: center;
            `}
            caption={captions.median}
            value={labels.median}
            emphasis
          />
          <Point place={lowPlace} caption={captions.low} value={labels.low} />
          <Point place={highPlace} caption={captions.high} value={labels.high} />
        </dl>
        <div aria-hidden="true" css={barRowStyles}>
          <span css={trackStyles} />
          <span
            css={[
              markerStyles,
              css`
                left: ${pct}%;
              `,
            ]}
          />
        </div>
      </div>
      {footnote ? (
        <figcaption
          css={css`
            margin-top: ${theme.space[2]};
            ${secondarySmall};
          `}
        >
          {footnote}
        </figcaption>
      ) : null}
    </figure>
  );
}

const dlStyles = css`
  position: relative;
  margin: 0;
  height: 124px;
`;
const pointStyles = css`
  position: absolute;
  white-space: nowrap;
`;
const captionStyles = css`
  ${captionText};
  line-height: 1.4;
`;
const valueStyles = css`
  margin: 0;
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.text};
  font-variant-numeric: tabular-nums;
  line-height: 1.4;
`;
const barRowStyles = css`
  position: absolute;
  top: 56px;
  left: ${theme.space[2]};
  right: ${theme.space[2]};
  height: 20px;
`;
const trackStyles = css`
  position: absolute;
  left: 0;
  right: 0;
  top: 6px;
  height: 8px;
  border-radius: ${theme.radius.pill};
  background: linear-gradient(90deg, ${theme.color.brandSoft}, ${theme.color.brand});
`;
const markerStyles = css`
  position: absolute;
  top: 0;
  width: 20px;
  height: 20px;
  margin-left: -10px;
  border-radius: 50%;
  background: ${theme.color.surface};
  border: 4px solid ${theme.color.brandDark};
  box-shadow: ${theme.shadow.card};
`;
