/**
 * A list's search and filters as a GET form (the URL holds them, so a list can be linked and reloaded): a search
 * box, one select per filter, and the hidden values the list keeps (its tab).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { FilterField, FilterForm, FilterSelect, filterRowStyles } from '@client/ui/filter-form';
import { inputStyles } from '@client/ui/field';

export interface ListFilter {
  name: string;
  label: string;
  value: string | undefined;
  options: Array<{ value: string; label: string }>;
}

export function ListSearch({
  action,
  q,
  placeholder,
  filters = [],
  hidden = {},
}: {
  action: string;
  q: string | undefined;
  placeholder: string;
  filters?: ListFilter[];
  hidden?: Record<string, string>;
}) {
  const { t } = useTranslation('ops');
  return (
    <FilterForm action={action} styles={searchStyles} search hidden={hidden} submitLabel={t('data>apply')}>
      <FilterField label={t('data>search')}>
        <input name="q" type="search" defaultValue={q} maxLength={100} placeholder={placeholder} css={inputStyles(false)} />
      </FilterField>
      {filters.map((f) => (
        <FilterSelect key={f.name} name={f.name} label={f.label} value={f.value} anyLabel={t('data>any')} options={f.options} />
      ))}
    </FilterForm>
  );
}

const searchStyles = filterRowStyles(css`
  min-width: 180px;
`);
