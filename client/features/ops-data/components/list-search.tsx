/**
 * A list's search and filters as a GET form (the URL holds them, so a list can be linked and reloaded): a search
 * box, one select per filter, and the hidden values the list keeps (its tab).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@client/ui/button';
import { inputStyles, labelStyles } from '@client/ui/field';
import { theme } from '@client/styles/theme';

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
    <form method="get" action={action} role="search" css={searchStyles}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        <span css={labelStyles}>{t('data>search')}</span>
        <input name="q" type="search" defaultValue={q} maxLength={100} placeholder={placeholder} css={inputStyles(false)} />
      </label>
      {filters.map((f) => (
        <label key={f.name}>
          <span css={labelStyles}>{f.label}</span>
          <select name={f.name} defaultValue={f.value ?? ''} css={inputStyles(false)}>
            <option value="">{t('data>any')}</option>
            {f.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {t('data>apply')}
      </button>
    </form>
  );
}

const searchStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
  label {
    display: flex;
    flex-direction: column;
    min-width: 180px;
  }
`;
