/**
 * Progress bar with aria-valuenow/max: "steps" (questionnaire: one segment per step) or a continuous
 * "bar" (uploads, long actions). Text comes from the caller, e.g. valueText "Step 2 of 5".
 */
import { css } from '@emotion/react';
import { theme } from '../styles/theme';
import { secondarySmall } from '../styles/layout';

export interface ProgressProps {
  /** Current step (1-based) or amount done. */
  value: number;
  max: number;
  /** Accessible name, e.g. "Questionnaire progress". */
  label: string;
  /** Human text for the value, e.g. "Step 2 of 5" or "40%"; shown above the bar unless hideText. */
  valueText?: string;
  variant?: 'steps' | 'bar';
  hideText?: boolean;
}

export function Progress({ value, max, label, valueText, variant = 'steps', hideText }: ProgressProps) {
  const safeMax = Math.max(1, max);
  const now = Math.min(Math.max(0, value), safeMax);
  const pct = Math.round((now / safeMax) * 1000) / 10;
  const segmented = variant === 'steps' && safeMax <= 12;
  return (
    <div
      css={css`
        margin-bottom: ${theme.space[4]};
      `}
    >
      {valueText && !hideText ? (
        <p
          aria-hidden="true"
          css={css`
            margin: 0 0 ${theme.space[1]};
            ${secondarySmall};
            font-variant-numeric: tabular-nums;
          `}
        >
          {valueText}
        </p>
      ) : null}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={now}
        aria-valuetext={valueText}
        css={segmented ? segmentsStyles : trackStyles}
      >
        {segmented ? (
          Array.from({ length: safeMax }, (_, i) => <span key={i} css={[segmentStyles, i < now && doneStyles]} />)
        ) : (
          <span
            css={[
              fillStyles,
              css`
                width: ${pct}%;
              `,
            ]}
          />
        )}
      </div>
    </div>
  );
}

const segmentsStyles = css`
  display: flex;
  gap: ${theme.space[1]};
`;

const segmentStyles = css`
  flex: 1;
  height: 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.borderStrong};
  transition: background ${theme.motion.base} ease;
  ${theme.motion.reduce} {
    transition: none;
  }
`;

const doneStyles = css`
  background: ${theme.color.brand};
`;

const trackStyles = css`
  height: 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.borderStrong};
  overflow: hidden;
`;

const fillStyles = css`
  display: block;
  height: 100%;
  background: ${theme.color.brand};
  border-radius: inherit;
  transition: width ${theme.motion.base} ease;
  ${theme.motion.reduce} {
    transition: none;
  }
`;
