/** A part's history: each status it took, in order, with its Hong Kong date and time; the latest one stands out. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { SafetyPart } from '@shared/schemas/safety-payments.schema';
import { formatDateTime } from '@shared/utils/dates';
import { theme } from '@client/styles/theme';
import { bareList } from '@client/styles/layout';

export function StatusTimeline({ timeline }: { timeline: SafetyPart['timeline'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language as Language;
  return (
    <ol css={listStyles} aria-label={t('safety_payments>part>timeline_title')}>
      {timeline.map((step, i) => {
        const current = i === timeline.length - 1;
        return (
          <li key={`${step.status}-${step.at}`} css={itemStyles} aria-current={current ? 'step' : undefined}>
            <span css={[dotStyles, current && currentDotStyles]} aria-hidden="true" />
            <span css={textStyles}>
              <strong>{t(`safety_payments>status>${step.status}`)}</strong>
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
