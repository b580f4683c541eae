/** Labelled native <select> with hint and inline error; same look as TextField (field.tsx). */
import { css } from '@emotion/react';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { theme } from '../styles/theme';
import { FieldFrame, inputStyles } from './field';
import { Icon } from './icon';
import { FieldMessages, fieldDescription } from './field-message';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: SelectOption[];
  /** Shown as a first, empty-valued option (e.g. "Choose a district"). */
  placeholder?: string;
  error?: string;
  hint?: string;
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, hint, id, ...rest },
  ref,
) {
  const auto = useId();
  const selectId = id ?? auto;
  const { describedBy } = fieldDescription(selectId, { error, hint });
  return (
    <FieldFrame htmlFor={selectId} label={label}>
      <div
        css={css`
          position: relative;
        `}
      >
        <select
          ref={ref}
          id={selectId}
          css={[inputStyles(Boolean(error)), selectStyles]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={20} css={chevronStyles} />
      </div>
      <FieldMessages id={selectId} error={error} hint={hint} />
    </FieldFrame>
  );
});

const selectStyles = css`
  appearance: none;
  -webkit-appearance: none;
  padding-right: 44px;
  cursor: pointer;
  line-height: ${theme.font.lineHeight.body};
  &:disabled {
    background: ${theme.color.neutralSoft};
    cursor: not-allowed;
  }
`;

const chevronStyles = css`
  position: absolute;
  right: ${theme.space[3]};
  top: 50%;
  transform: translateY(-50%);
  pointer-events: none;
  color: ${theme.color.textSecondary};
`;
