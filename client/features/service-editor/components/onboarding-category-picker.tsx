/**
 * Searchable multi-select of the catalogue's categories (onboarding Basic): the chosen ones as removable chips,
 * a search box, and the matches as checkboxes (grouped by genre while the search is empty). A category that needs a
 * licence (SPEC §8 251) says which one under its name.
 */
import { css } from '@emotion/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SERVICE_CATEGORIES } from '@shared/schemas/service-editor.schema';
import type { LicenceType } from '@shared/domain/verification';
import { TextField, labelStyles, errorStyles } from '@client/ui/field';
import { Choice } from '@client/ui/choice';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';

export interface CategoryOptionGroup {
  genre: string;
  categories: { id: number; name: string; slug: string; licence?: LicenceType | null }[];
}

export interface OnboardingCategoryPickerProps {
  groups: CategoryOptionGroup[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

export function OnboardingCategoryPicker({ groups, value, onChange, error }: OnboardingCategoryPickerProps) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const [q, setQ] = useState('');
  const all = useMemo(() => groups.flatMap((g) => g.categories.map((c) => ({ ...c, genre: g.genre }))), [groups]);
  const byId = useMemo(() => new Map(all.map((c) => [c.id, c])), [all]);
  const needle = q.trim().toLowerCase();
  const shown: CategoryOptionGroup[] = needle
    ? [{ genre: '', categories: all.filter((c) => c.name.toLowerCase().includes(needle) || c.slug.includes(needle)) }]
    : groups;
  const full = value.length >= MAX_SERVICE_CATEGORIES;
  const toggle = (cid: number, on: boolean) => onChange(on ? [...value.filter((v) => v !== cid), cid] : value.filter((v) => v !== cid));
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      css={css`
        border: 0;
        padding: 0;
        margin: 0 0 ${theme.space[4]};
      `}
    >
      <legend
        css={[
          labelStyles,
          css`
            padding: 0;
          `,
        ]}
      >
        {t('basic>categories_label')}
      </legend>
      <p id={`${id}-hint`} css={hint}>
        {t('basic>categories_hint', { max: MAX_SERVICE_CATEGORIES })}
      </p>
      {value.length ? (
        <ul aria-label={t('basic>categories_chosen')} css={chipList} data-testid="onboarding-chosen-categories">
          {value.map((cid) => (
            <li key={cid}>
              <button
                type="button"
                css={chip}
                onClick={() => toggle(cid, false)}
                aria-label={t('basic>category_remove', { name: byId.get(cid)?.name ?? '' })}
              >
                {byId.get(cid)?.name ?? cid}
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <TextField
        type="search"
        label={t('basic>categories_search')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <div css={listBox} role="group" aria-label={t('basic>categories_matches')}>
        {shown.every((g) => g.categories.length === 0) ? <p css={hint}>{t('basic>categories_none', { q: q.trim() })}</p> : null}
        {shown.map((g) =>
          g.categories.length ? (
            <div key={g.genre || 'matches'}>
              {g.genre ? <p css={genreTitle}>{g.genre}</p> : null}
              {g.categories.map((c) => (
                <Choice
                  key={c.id}
                  type="checkbox"
                  name="category_ids"
                  value={String(c.id)}
                  label={c.name}
                  description={c.licence ? t(`basic>licence_needed>${c.licence}`) : undefined}
                  checked={value.includes(c.id)}
                  disabled={full && !value.includes(c.id)}
                  onChange={(e) => toggle(c.id, e.target.checked)}
                />
              ))}
            </div>
          ) : null,
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" css={errorStyles}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const hint = css`
  margin: 0 0 ${theme.space[2]};
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

const chipList = css`
  list-style: none;
  margin: 0 0 ${theme.space[3]};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: 36px;
  padding: 0 ${theme.space[3]};
  border-radius: ${theme.radius.pill};
  border: 1.5px solid ${theme.color.brand};
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
`;

const listBox = css`
  max-height: 320px;
  overflow-y: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  padding: 0 ${theme.space[3]};
  margin-top: -${theme.space[2]};
`;

const genreTitle = css`
  margin: ${theme.space[3]} 0 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.color.textSecondary};
`;
