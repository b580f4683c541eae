/**
 * A history of states: each step in order with its Hong Kong date and time, joined by a line; the latest one stands
 * out. The caller names each step (a safety payment part's status, a shop order's).
 */
import { css } from '@emotion/react';
import type { Language } from '@shared/i18n/i18n-config';
import { formatDateTime } from '@shared/utils/dates';
import { theme } from '../styles/theme';
import { bareList } from '../styles/layout';

export interface TimelineStep {
  /** What the step is ("Paid"). */
  title: string;
  /** Server time (UTC, 'YYYY-MM-DD HH:mm:ss'). */
  at: string;
}

export function Timeline({ steps, label, lng }: { steps: TimelineStep[]; label: string; lng: Language }) {
  return (
    <ol css={listStyles} aria-label={label}>
      {steps.map((step, i) => {
        const current = i === steps.length - 1;
        return (
          <li key={`${step.title}-${step.at}-${i}`} css={itemStyles} aria-current={current ? 'step' : undefined}>
            <span css={[dotStyles, current && currentDotStyles]} aria-hidden="true" />
            <span css={textStyles}>
              <strong>{step.title}</strong>
              <time dateTime={`${step.at.replace(' ', 'T')}Z`}>{formatDateTime(step.at, lng)}</time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

const listStyles = css`
  ${bareList};
  position: relative;
`;

const itemStyles = css`
  position: relative;
  display: flex;
  gap: ${theme.space[3]};
  padding-bottom: ${theme.space[4]};
  /* The line joining the dots, up to the next one. */
  &:not(:last-of-type)::before {
    content: '';
    position: absolute;
    left: 5px;
    top: 14px;
    bottom: 0;
    width: 2px;
    background: ${theme.color.border};
  }
  &:last-of-type {
    padding-bottom: 0;
  }
`;

const dotStyles = css`
  flex-shrink: 0;
  width: 12px;
  height: 12px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${theme.color.borderStrong};
`;

const currentDotStyles = css`
  background: ${theme.color.brand};
  box-shadow: 0 0 0 3px ${theme.color.brandSoft};
`;

const textStyles = css`
  display: grid;
  gap: 2px;
  time {
    font-size: ${theme.font.size.sm};
    color: ${theme.color.textSecondary};
  }
`;
