/**
 * Price guide range bar (category pages): the low–high span with a marker at the median. Values are
 * numbers for positioning; all text comes formatted from the caller ("HK$300"). Each dt/dd pair sits in its
 * own <div> directly under the <dl>, and the decorative bar is outside it (axe definition-list rules).
 */
import { css } from '@emotion/react';
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
          <div
            css={[
              pointStyles,
              css`
                top: 0;
                left: ${labelPct}%;
                transform: translateX(-50%);
                text-align: center;
              `,
            ]}
          >
            <dt css={captionStyles}>{captions.median}</dt>
            <dd
              css={[
                valueStyles,
                css`
                  font-size: ${theme.font.size.lg};
                  color: ${theme.color.brandDark};
                `,
              ]}
            >
              {labels.median}
            </dd>
          </div>
          <div
            css={[
              pointStyles,
              css`
                bottom: 0;
                left: 0;
              `,
            ]}
          >
            <dt css={captionStyles}>{captions.low}</dt>
            <dd css={valueStyles}>{labels.low}</dd>
          </div>
          <div
            css={[
              pointStyles,
              css`
                bottom: 0;
                right: 0;
                text-align: right;
              `,
            ]}
          >
            <dt css={captionStyles}>{captions.high}</dt>
            <dd css={valueStyles}>{labels.high}</dd>
          </div>
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
