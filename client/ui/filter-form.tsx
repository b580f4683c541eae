/**
 * A list's filters as a GET form (the URL holds them, so a filtered list can be linked and reloaded): labelled
 * fields side by side, the hidden values the list keeps, and an apply button.
 */
import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { buttonClass } from '@client/ui/button';
import { inputStyles, labelStyles } from '@client/ui/field';
import { theme } from '@client/styles/theme';

/** Fields in a wrapping row, aligned on their inputs' bottom edge; `field` sizes each labelled field. */
export const filterRowStyles = (field: SerializedStyles) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
  label {
    display: flex;
    flex-direction: column;
    ${field}
  }
`;

export function FilterForm({
  action,
  styles,
  search = false,
  hidden = {},
  submitLabel,
  after,
  children,
}: {
  action: string;
  /** The row's styles (filterRowStyles with the page's field size). */
  styles: SerializedStyles;
  /** A search form (role="search"), not only filters. */
  search?: boolean;
  /** Values the list keeps while filtering (its tab). */
  hidden?: Record<string, string>;
  submitLabel: string;
  /** After the button (a count of the results). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form method="get" action={action} role={search ? 'search' : undefined} css={styles}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {submitLabel}
      </button>
      {after}
    </form>
  );
}

/** A field of a filter row: its label above its input. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label>
      <span css={labelStyles}>{label}</span>
      {children}
    </label>
  );
}

/** A select filter whose first choice (the empty value) is "any". */
export function FilterSelect({
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  name: string;
  label: string;
  value: string | number | undefined;
  anyLabel: string;
  options: Array<{ value: string | number; label: string }>;
}) {
  return (
    <FilterField label={label}>
      <select name={name} defaultValue={value ?? ''} css={inputStyles(false)}>
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
