/**
 * The item's keywords (up to 10 labels of up to 20 characters, 825): typing offers the labels other items use,
 * most used first (GET /nshop/labels), as the input's suggestions; Enter or "Add" takes what is typed, and a new
 * keyword becomes a label when the item is saved. Each keyword shows as a chip that can be removed.
 */
import { css } from '@emotion/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_LIMITS, charCount, labelKey, normalizeLabel } from '@shared/domain/shop-rules';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, cluster } from '@client/styles/layout';
import { useShopLabels } from '../api/shop-items.queries';
import type { ItemFieldsProps } from './item-form';
import { groupError, note } from './item-editor.styles';

/** Waits until typing pauses before asking for suggestions. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

export function ItemKeywordsField({ values, patch, errors }: ItemFieldsProps) {
  const { t } = useTranslation('shop');
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { data: labels = [] } = useShopLabels(useSettled(typed));
  const { keywords } = values;
  const full = keywords.length >= SHOP_LIMITS.keywords;

  function add() {
    const k = normalizeLabel(typed);
    if (!k) return;
    if (charCount(k) > SHOP_LIMITS.keywordChars) return setProblem(t('editor>keyword_too_long', { max: SHOP_LIMITS.keywordChars }));
    setProblem(null);
    setTyped('');
    if (!keywords.some((x) => labelKey(x) === labelKey(k))) patch({ keywords: [...keywords, k] });
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };

  return (
    <div>
      <p css={note}>{t('editor>keywords_hint', { max: SHOP_LIMITS.keywords, chars: SHOP_LIMITS.keywordChars })}</p>
      {keywords.length ? (
        <ul css={chips} aria-label={t('editor>keywords_list')}>
          {keywords.map((k) => (
            <li key={k} css={chip}>
              {k}
              <button
                type="button"
                css={chipRemove}
                aria-label={t('editor>keyword_remove', { keyword: k })}
                onClick={() => patch({ keywords: keywords.filter((x) => x !== k) })}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p css={note}>{t('editor>keywords_full', { max: SHOP_LIMITS.keywords })}</p>
      ) : (
        <div css={addRow}>
          <div css={grow}>
            <TextField
              name="keywords"
              label={t('editor>keyword')}
              list={listId}
              autoComplete="off"
              value={typed}
              error={problem ?? errors.keywords}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <datalist id={listId}>
              {labels.map((l) => (
                <option key={l.id} value={l.name} />
              ))}
            </datalist>
          </div>
          <Button variant="secondary" onClick={add} disabled={!typed.trim()}>
            {t('editor>keyword_add')}
          </Button>
        </div>
      )}
      {full && errors.keywords ? (
        <p role="alert" css={groupError}>
          {errors.keywords}
        </p>
      ) : null}
    </div>
  );
}

const chips = css`
  ${bareList};
  ${cluster(2)};
  margin-bottom: ${theme.space[3]};
`;

const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[3]};
  border-radius: 999px;
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  font-weight: ${theme.font.weight.medium};
`;

const chipRemove = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${theme.color.surface};
  }
`;

const addRow = css`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-start;
  & > button {
    margin-top: 25px;
    min-height: 46px;
  }
`;

const grow = css`
  flex: 1;
  min-width: 0;
`;
