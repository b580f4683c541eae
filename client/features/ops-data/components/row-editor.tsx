/**
 * The editor of one row (or a new one) shown above a list: the record form in a panel, a cancel link back to the
 * list, and a new row, once created, opened as itself (its URL names its id).
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Link } from '@client/ui/link';
import { cardSurface } from '@client/styles/layout';
import { theme } from '@client/styles/theme';
import { RecordForm, formStateOf, type FieldSpec } from './record-form';

export interface RowEditorProps {
  title: string;
  fields: FieldSpec[];
  row: Record<string, unknown>;
  /** The version the edit is made from (absent for a new row). */
  version: number | undefined;
  id: number | 'new';
  useSave: (id: number | 'new') => { mutateAsync: (body: Record<string, unknown>) => Promise<unknown> };
  closeHref: string;
  savedHref: (id: number) => string;
}

export function RowEditor({ title, fields, row, version, id, useSave, closeHref, savedHref }: RowEditorProps) {
  const { t } = useTranslation('ops');
  const navigate = useNavigate();
  const save = useSave(id);
  const [state, setState] = useState(() => formStateOf(fields, row));
  return (
    <section css={panelStyles} aria-label={title}>
      <h2>{title}</h2>
      <RecordForm
        fields={fields}
        state={state}
        onChange={setState}
        extra={version === undefined ? undefined : { version }}
        onSubmit={(body) => save.mutateAsync(body)}
        onSaved={(saved) => {
          if (id === 'new') void navigate(savedHref((saved as { id: number }).id));
        }}
        submitLabel={id === 'new' ? t('actions>create') : t('actions>save')}
        actions={<Link to={closeHref}>{t('actions>cancel')}</Link>}
      />
    </section>
  );
}

const panelStyles = css`
  ${cardSurface};
  padding: ${theme.space[4]};
  h2 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.font.size.md};
  }
`;
