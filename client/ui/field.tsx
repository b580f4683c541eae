/** Labelled text input with hint and inline error (announced to screen readers). */
import { css } from '@emotion/react';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from '../styles/theme';

export const inputStyles = (invalid: boolean) => css`
  width: 100%;
  min-height: 46px;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1.5px solid ${invalid ? theme.color.danger : theme.color.borderStrong};
  border-radius: ${theme.radius.control};
  background: ${theme.color.surface};
  font-size: ${theme.font.size.md};
  &:focus {
    outline: none;
    border-color: ${theme.color.brand};
    box-shadow: 0 0 0 3px ${theme.color.brandSoft};
  }
`;

export const labelStyles = css`
  display: block;
  font-weight: ${theme.font.weight.bold};
  margin-bottom: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
`;

export const errorStyles = css`
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
  margin: ${theme.space[1]} 0 0;
`;

const frameStyles = css`
  margin-bottom: ${theme.space[4]};
`;

/** A form control's frame: its label above it and the space under it (the control and its messages are the children). */
export function FieldFrame({ htmlFor, label, children }: { htmlFor: string; label: ReactNode; children: ReactNode }) {
  return (
    <div css={frameStyles}>
      <label htmlFor={htmlFor} css={labelStyles}>
        {label}
      </label>
      {children}
    </div>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, ...rest }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  // The hint gives way to the error, so only the one shown describes the input.
  const describedBy = (error ? `${inputId}-error` : hint ? `${inputId}-hint` : '') || undefined;
  return (
    <FieldFrame htmlFor={inputId} label={label}>
      <input
        ref={ref}
        id={inputId}
        css={inputStyles(Boolean(error))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint && !error ? (
        <p
          id={`${inputId}-hint`}
          css={css`
            color: ${theme.color.textMuted};
            font-size: ${theme.font.size.sm};
            margin: ${theme.space[1]} 0 0;
          `}
        >
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} role="alert" css={errorStyles}>
          {error}
        </p>
      ) : null}
    </FieldFrame>
  );
});
