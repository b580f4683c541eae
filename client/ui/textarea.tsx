/** Labelled multi-line text input with hint, optional character counter and inline error. */
import { css } from '@emotion/react';
import { forwardRef, useId, useState, type ChangeEvent, type TextareaHTMLAttributes } from 'react';
import { theme } from '../styles/theme';
import { FieldFrame, inputStyles } from './field';
import { FieldMessages, fieldDescription, hintStyles } from './field-message';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Counter text, e.g. (n, max) => t('common|chars_left', { count: max - n }). Shown only when given. */
  counter?: (length: number, maxLength: number | undefined) => string;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, counter, id, rows = 4, onChange, value, defaultValue, maxLength, ...rest },
  ref,
) {
  const auto = useId();
  const areaId = id ?? auto;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  const counterId = `${areaId}-counter`;
  const { describedBy } = fieldDescription(areaId, { error, hint, extra: counter ? counterId : undefined });
  const over = maxLength !== undefined && length >= maxLength;
  return (
    <FieldFrame htmlFor={areaId} label={label}>
      <textarea
        ref={ref}
        id={areaId}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        css={[inputStyles(Boolean(error)), textareaStyles]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => {
          if (value === undefined) setUncontrolledLength(e.target.value.length);
          onChange?.(e);
        }}
        {...rest}
      />
      <div
        css={css`
          display: flex;
          gap: ${theme.space[3]};
          justify-content: space-between;
          align-items: flex-start;
        `}
      >
        <div
          css={css`
            flex: 1;
            min-width: 0;
          `}
        >
          <FieldMessages id={areaId} error={error} hint={hint} />
        </div>
        {counter ? (
          <p
            id={counterId}
            css={[
              hintStyles,
              css`
                white-space: nowrap;
                font-variant-numeric: tabular-nums;
              `,
              over &&
                css`
                  color: ${theme.color.warningDark};
                `,
            ]}
          >
            {counter(length, maxLength)}
          </p>
        ) : null}
      </div>
    </FieldFrame>
  );
});

const textareaStyles = css`
  display: block;
  resize: vertical;
  min-height: 96px;
  line-height: ${theme.font.lineHeight.body};
`;
