/**
 * One checkbox or radio with its label: a plain row or a "card" option (questionnaires). The whole row is
 * the tap target (≥ 44 px). Shared by checkbox.tsx and radio-group.tsx.
 */
import { css } from '@emotion/react';
import { forwardRef, useId, type FieldsetHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from '../styles/theme';
import { rowTop, secondarySmall } from '../styles/layout';
import { FieldMessages, fieldDescription } from './field-message';
import { visuallyHiddenStyles } from './visually-hidden';

export type ChoiceVariant = 'plain' | 'card';

export interface ChoiceOption {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
}

export interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type: 'checkbox' | 'radio';
  label: ReactNode;
  description?: ReactNode;
  variant?: ChoiceVariant;
}

export const Choice = forwardRef<HTMLInputElement, ChoiceProps>(function Choice(
  { type, label, description, variant = 'plain', id, 'aria-describedby': extraDescribedBy, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const labelId = `${inputId}-label`;
  const descriptionId = description ? `${inputId}-desc` : undefined;
  const describedBy = [descriptionId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <label htmlFor={inputId} css={[rowStyles, variant === 'card' ? cardStyles : plainStyles]}>
      {/* Named by the label text only; the description is announced as a description, not part of the name. */}
      <input ref={ref} id={inputId} type={type} aria-labelledby={labelId} aria-describedby={describedBy} css={inputStyles} {...rest} />
      {variant === 'card' ? <span data-chrome="" aria-hidden="true" /> : null}
      <span css={textStyles}>
        <span id={labelId} css={labelTextStyles}>
          {label}
        </span>
        {description ? (
          <span id={descriptionId} css={descriptionStyles}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
});

const rowStyles = css`
  position: relative;
  ${rowTop(3)};
  min-height: ${theme.layout.touchTarget};
  cursor: pointer;
  line-height: ${theme.font.lineHeight.body};
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const plainStyles = css`
  padding: 9px 0;
`;

const cardStyles = css`
  padding: ${theme.space[3]} ${theme.space[4]};
  min-height: 56px;
  align-items: center;
  & > [data-chrome] {
    position: absolute;
    inset: 0;
    z-index: 0;
    pointer-events: none;
    border: 1.5px solid ${theme.color.borderStrong};
    border-radius: ${theme.radius.card};
    background: ${theme.color.surface};
    transition:
      border-color ${theme.motion.fast} ease,
      background ${theme.motion.fast} ease;
  }
  & > input,
  & > span:last-child {
    position: relative;
    z-index: 1;
  }
  &:hover > [data-chrome] {
    border-color: ${theme.color.brand};
  }
  & > input:checked ~ [data-chrome] {
    border: 2px solid ${theme.color.brand};
    background: ${theme.color.brandSoft};
  }
  & > input:focus-visible {
    outline: none;
  }
  & > input:focus-visible ~ [data-chrome] {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  & > input:disabled ~ [data-chrome] {
    background: ${theme.color.neutralSoft};
    border-color: ${theme.color.border};
  }
  ${theme.motion.reduce} {
    & > [data-chrome] {
      transition: none;
    }
  }
`;

const inputStyles = css`
  flex-shrink: 0;
  width: 22px;
  height: 22px;
  margin: 2px 0 0;
  accent-color: ${theme.color.brand};
  cursor: inherit;
`;

const textStyles = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const labelTextStyles = css`
  font-size: ${theme.font.size.md};
  color: ${theme.color.text};
`;

const descriptionStyles = secondarySmall;

/** Fieldset + legend wrapper shared by CheckboxGroup and RadioGroup. */
export type LegendStyle = 'label' | 'question' | 'hidden';

export const fieldsetStyles = css`
  border: 0;
  padding: 0;
  margin: 0 0 ${theme.space[4]};
  min-width: 0;
`;

export const legendStyles: Record<LegendStyle, ReturnType<typeof css>> = {
  label: css`
    padding: 0;
    font-weight: ${theme.font.weight.bold};
    font-size: ${theme.font.size.sm};
    margin-bottom: ${theme.space[1]};
  `,
  question: css`
    padding: 0;
    font-weight: ${theme.font.weight.bold};
    font-size: ${theme.font.size.xl};
    line-height: ${theme.font.lineHeight.heading};
    margin-bottom: ${theme.space[4]};
    word-break: keep-all;
    overflow-wrap: anywhere;
  `,
  hidden: visuallyHiddenStyles,
};

export const optionListStyles = (variant: ChoiceVariant, columns: 1 | 2) => css`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${variant === 'card' ? theme.space[2] : '0'};
  ${columns === 2 ? `${theme.breakpoint.sm} { grid-template-columns: 1fr 1fr; }` : ''}
`;

/** What every choice group is given: its question, options and look. */
export interface ChoiceGroupProps {
  legend: string;
  legendStyle?: LegendStyle;
  name: string;
  options: ChoiceOption[];
  variant?: ChoiceVariant;
  columns?: 1 | 2;
  error?: string;
  hint?: string;
}

export interface ChoiceFieldsetProps
  extends ChoiceGroupProps, Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'children' | 'onChange' | 'name'> {
  type: ChoiceProps['type'];
  /** What a group adds to each option's input (checked state, change handler, required). */
  optionProps: (option: ChoiceOption) => Partial<Omit<ChoiceProps, 'type' | 'name' | 'value' | 'label'>>;
}

/** The fieldset of a choice group: legend, one Choice per option in rows or cards, then the hint or error it is described by. */
export function ChoiceFieldset({
  legend,
  legendStyle = 'label',
  variant = 'plain',
  columns = 1,
  error,
  hint,
  type,
  name,
  options,
  optionProps,
  ...fieldset
}: ChoiceFieldsetProps) {
  const groupId = useId();
  const { describedBy } = fieldDescription(groupId, { error, hint });
  return (
    <fieldset css={fieldsetStyles} aria-describedby={describedBy} {...fieldset}>
      <legend css={legendStyles[legendStyle]}>{legend}</legend>
      <div css={optionListStyles(variant, columns)}>
        {options.map((o) => (
          <Choice
            key={o.value}
            type={type}
            name={name}
            value={o.value}
            label={o.label}
            description={o.description}
            disabled={o.disabled}
            variant={variant}
            {...optionProps(o)}
          />
        ))}
      </div>
      <FieldMessages id={groupId} error={error} hint={hint} />
    </fieldset>
  );
}
