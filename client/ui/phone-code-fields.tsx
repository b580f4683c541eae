/** The two steps of a code sent to a phone: the number field, the code field, and the wait before sending again. */
import { css } from '@emotion/react';
import { forwardRef, useEffect, useState, type ReactNode } from 'react';
import { formatPhone } from '@shared/utils/format';
import { theme } from '../styles/theme';
import { Button } from './button';
import { TextField, type TextFieldProps } from './field';

/** +85291234567 → +852 9123 4567 */
export const displayPhone = formatPhone;

/** Seconds left before a code may be sent again; `start(s)` begins a countdown. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const id = setTimeout(() => setLeft((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return [left, setLeft] as const;
}

/** A Hong Kong mobile number without +852 (SPEC §5). */
export const PhoneNumberField = forwardRef<HTMLInputElement, TextFieldProps>(function PhoneNumberField(props, ref) {
  return (
    <TextField
      ref={ref}
      name="phone"
      // tel-national (the number without +852) is a text-field autofill token: HTML allows it on type=text, not
      // type=tel; inputMode keeps the phone keypad.
      type="text"
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
    />
  );
});

/** A one-time code typed from an SMS or a call, in wide tabular digits. */
export const CodeField = forwardRef<HTMLInputElement, TextFieldProps>(function CodeField(props, ref) {
  return <TextField ref={ref} inputMode="numeric" autoComplete="one-time-code" css={codeStyles} {...props} />;
});

const codeStyles = css`
  letter-spacing: 0.3em;
  font-size: ${theme.font.size.xl};
  font-variant-numeric: tabular-nums;
`;

/** Under the code field: a way back to change the number, then the caller's "send again" buttons. */
export function CodeActions({
  changeLabel,
  onChangeNumber,
  children,
}: {
  changeLabel: string;
  onChangeNumber: () => void;
  children: ReactNode;
}) {
  return (
    <div css={actionsStyles}>
      <Button variant="ghost" size="sm" onClick={onChangeNumber}>
        {changeLabel}
      </Button>
      {children}
    </div>
  );
}

const actionsStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
`;
