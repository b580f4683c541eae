/** RatingInput: 1–5 stars as native radios, for review forms. */
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { theme } from '../styles/theme';
import { cluster, secondarySmall } from '../styles/layout';
import { fieldsetStyles, legendStyles } from './choice';
import { Icon } from './icon';
import { FieldMessages, fieldDescription } from './field-message';
import { visuallyHiddenStyles } from './visually-hidden';

export interface RatingInputProps {
  /** Question, e.g. "How was the job?" */
  legend: string;
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  /** Five accessible names, one per star: ["1 star – Poor", …, "5 stars – Excellent"]. */
  optionLabels: [string, string, string, string, string];
  required?: boolean;
  error?: string;
  hint?: string;
}

export function RatingInput({ legend, name, value, onChange, optionLabels, required, error, hint }: RatingInputProps) {
  const groupId = useId();
  const [hover, setHover] = useState<number | null>(null);
  const { describedBy } = fieldDescription(groupId, { error, hint });
  const shown = hover ?? value ?? 0;
  return (
    <fieldset
      role="radiogroup"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      css={fieldsetStyles}
    >
      <legend css={legendStyles.label}>{legend}</legend>
      <div
        css={css`
          ${cluster(2)};
          align-items: center;
        `}
      >
        <div
          css={css`
            display: inline-flex;
          `}
          onMouseLeave={() => setHover(null)}
        >
          {optionLabels.map((optionLabel, i) => {
            const n = i + 1;
            const id = `${groupId}-${n}`;
            return (
              <span key={n}>
                <input
                  type="radio"
                  id={id}
                  name={name}
                  value={n}
                  checked={value === n}
                  required={required}
                  onChange={() => onChange(n)}
                  css={[
                    visuallyHiddenStyles,
                    css`
                      &:focus-visible + label {
                        outline: 3px solid ${theme.color.focus};
                        outline-offset: -2px;
                      }
                    `,
                  ]}
                />
                <label htmlFor={id} onMouseEnter={() => setHover(n)} css={starLabelStyles(n <= shown)}>
                  <span css={visuallyHiddenStyles}>{optionLabel}</span>
                  <Icon name="star" size={32} filled={n <= shown} strokeWidth={1.5} />
                </label>
              </span>
            );
          })}
        </div>
        {shown > 0 ? (
          <span aria-hidden="true" css={secondarySmall}>
            {optionLabels[shown - 1]}
          </span>
        ) : null}
      </div>
      <FieldMessages id={groupId} error={error} hint={hint} />
    </fieldset>
  );
}

const starLabelStyles = (on: boolean) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radius.control};
  cursor: pointer;
  color: ${on ? theme.color.star : theme.color.textMuted};
  & svg {
    stroke: ${on ? theme.color.starStroke : theme.color.textMuted};
  }
`;
