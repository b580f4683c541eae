/** Checkbox (plain row or card option) and a multi-select CheckboxGroup in a fieldset. */
import { css } from '@emotion/react';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from '../styles/theme';
import { Choice, ChoiceFieldset, type ChoiceGroupProps, type ChoiceVariant } from './choice';
import { FieldMessages, fieldDescription } from './field-message';

export type { ChoiceOption, ChoiceVariant, LegendStyle } from './choice';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: string;
  variant?: ChoiceVariant;
  error?: string;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ error, id, ...rest }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  const { describedBy } = fieldDescription(inputId, { error });
  return (
    <div
      css={css`
        margin-bottom: ${theme.space[2]};
      `}
    >
      <Choice ref={ref} type="checkbox" id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      <FieldMessages id={inputId} error={error} />
    </div>
  );
});

export interface CheckboxGroupProps extends ChoiceGroupProps {
  value: string[];
  onChange: (value: string[]) => void;
}

export function CheckboxGroup({ value, onChange, ...group }: CheckboxGroupProps) {
  const toggle = (v: string, on: boolean) => onChange(on ? [...value.filter((x) => x !== v), v] : value.filter((x) => x !== v));
  return (
    <ChoiceFieldset
      {...group}
      type="checkbox"
      optionProps={(o) => ({
        checked: value.includes(o.value),
        'aria-invalid': group.error ? true : undefined,
        onChange: (e) => toggle(o.value, e.target.checked),
      })}
    />
  );
}
