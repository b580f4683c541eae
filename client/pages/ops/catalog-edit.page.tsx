/**
 * /ops/catalog/{id} (content staff): a category's names, descriptions and FAQ in both languages. Every public page
 * shows a saved change at its next request.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OpsCategoryDetail, OpsFaqEntry } from '@shared/schemas/ops-data.schema';
import { OpsFrame, OpsPanel } from '@client/features/back-office/components/ops-frame';
import { useSaveCategory } from '@client/features/ops-data/api/ops-data.queries';
import { categoryFields } from '@client/features/ops-data/components/field-specs';
import { RecordForm, formStateOf } from '@client/features/ops-data/components/record-form';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { Link } from '@client/ui/link';
import { TextArea } from '@client/ui/textarea';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { categoryReads } from './ops-data.reads';

export default function OpsCatalogEditPage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { data: category } = useQuery(categoryReads.use().category);
  return (
    <OpsFrame
      title={category ? category.name_zh : t('data>catalog>title')}
      intro={category ? `${category.name_en} · /category/${category.slug}` : undefined}
      back={<Link to={href('opsCatalog')}>← {t('data>catalog>back')}</Link>}
    >
      {category ? <CategoryEditor key={category.id} category={category} /> : null}
    </OpsFrame>
  );
}

const EMPTY_FAQ: OpsFaqEntry = { q_zh: '', a_zh: '', q_en: '', a_en: '' };

function CategoryEditor({ category }: { category: OpsCategoryDetail }) {
  const { t } = useTranslation('ops');
  const fields = categoryFields(t);
  const [state, setState] = useState(() => formStateOf(fields, category));
  const [faq, setFaq] = useState<OpsFaqEntry[]>(category.faq);
  const save = useSaveCategory(category.id);
  const setEntry = (i: number, patch: Partial<OpsFaqEntry>) => setFaq((list) => list.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const move = (i: number, by: number) =>
    setFaq((list) => {
      const next = [...list];
      const [entry] = next.splice(i, 1);
      next.splice(Math.max(0, Math.min(next.length, i + by)), 0, entry);
      return next;
    });
  return (
    <OpsPanel>
      <RecordForm
        fields={fields}
        state={state}
        onChange={setState}
        extra={{ version: category.version, faq }}
        onSubmit={(body) => save.mutateAsync(body)}
        submitLabel={t('actions>save')}
      >
        {(errors) => (
          <fieldset css={faqStyles}>
            <legend>{t('data>catalog>faq')}</legend>
            {errors.faq ? <p css={errorText}>{errors.faq}</p> : null}
            {faq.map((entry, i) => (
              <div key={i} css={entryStyles} role="group" aria-label={t('data>catalog>faq_entry', { n: i + 1 })}>
                {(['q_zh', 'q_en'] as const).map((k) => (
                  <TextField
                    key={k}
                    label={t(`data>catalog>${k}`)}
                    value={entry[k]}
                    maxLength={300}
                    error={errors[`faq.${i}.${k}`]}
                    onChange={(e) => setEntry(i, { [k]: e.target.value })}
                  />
                ))}
                {(['a_zh', 'a_en'] as const).map((k) => (
                  <TextArea
                    key={k}
                    label={t(`data>catalog>${k}`)}
                    rows={3}
                    value={entry[k]}
                    maxLength={2000}
                    error={errors[`faq.${i}.${k}`]}
                    onChange={(e) => setEntry(i, { [k]: e.target.value })}
                  />
                ))}
                <div css={entryActions}>
                  <Button type="button" size="sm" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)}>
                    {t('data>catalog>up')}
                  </Button>
                  <Button type="button" size="sm" variant="ghost" disabled={i === faq.length - 1} onClick={() => move(i, 1)}>
                    {t('data>catalog>down')}
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setFaq((list) => list.filter((_, j) => j !== i))}>
                    {t('data>catalog>remove')}
                  </Button>
                </div>
              </div>
            ))}
            <Button type="button" size="sm" variant="secondary" onClick={() => setFaq((list) => [...list, EMPTY_FAQ])}>
              {t('data>catalog>add_faq')}
            </Button>
          </fieldset>
        )}
      </RecordForm>
    </OpsPanel>
  );
}

const faqStyles = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[3]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  legend {
    font-weight: ${theme.font.weight.bold};
    padding: 0 ${theme.space[1]};
  }
`;

const entryStyles = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
  column-gap: ${theme.space[4]};
  padding-bottom: ${theme.space[3]};
  border-bottom: 1px dashed ${theme.color.border};
`;

const entryActions = css`
  grid-column: 1 / -1;
  display: flex;
  gap: ${theme.space[2]};
`;

const errorText = css`
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
  margin: 0;
`;
