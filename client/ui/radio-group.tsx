/** Single choice in a fieldset (role radiogroup): plain rows or card options for questionnaires. Native radios, so arrow keys work. */
import { ChoiceFieldset, type ChoiceOption, type ChoiceVariant, type LegendStyle } from './choice';

export type { ChoiceOption, ChoiceVariant, LegendStyle } from './choice';

export interface RadioGroupProps {
  legend: string;
  legendStyle?: LegendStyle;
  name: string;
  options: ChoiceOption[];
  /** Controlled value; leave undefined and use defaultValue for an uncontrolled form field. */
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  variant?: ChoiceVariant;
  columns?: 1 | 2;
  required?: boolean;
  error?: string;
  hint?: string;
}

export function RadioGroup({
  legend,
  legendStyle = 'label',
  name,
  options,
  value,
  defaultValue,
  onChange,
  variant = 'plain',
  columns = 1,
  required,
  error,
  hint,
}: RadioGroupProps) {
  const controlled = value !== undefined;
  return (
    <ChoiceFieldset
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      legend={legend}
      legendStyle={legendStyle}
      variant={variant}
      columns={columns}
      error={error}
      hint={hint}
      type="radio"
      name={name}
      options={options}
      optionProps={(o) => ({
        required,
        ...(controlled ? { checked: value === o.value } : { defaultChecked: defaultValue === o.value }),
        onChange: (e) => {
          if (e.target.checked) onChange?.(o.value);
        },
      })}
    />
  );
}
