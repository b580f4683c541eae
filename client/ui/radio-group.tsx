/** Single choice in a fieldset (role radiogroup): plain rows or card options for questionnaires. Native radios, so arrow keys work. */
import { ChoiceFieldset, type ChoiceGroupProps } from './choice';

export type { ChoiceOption, ChoiceVariant, LegendStyle } from './choice';

export interface RadioGroupProps extends ChoiceGroupProps {
  /** Controlled value; leave undefined and use defaultValue for an uncontrolled form field. */
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  required?: boolean;
}

export function RadioGroup({ value, defaultValue, onChange, required, ...group }: RadioGroupProps) {
  const controlled = value !== undefined;
  return (
    <ChoiceFieldset
      {...group}
      role="radiogroup"
      aria-invalid={group.error ? true : undefined}
      aria-required={required || undefined}
      type="radio"
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
