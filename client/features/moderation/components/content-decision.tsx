/**
 * Hide or restore one review, chat message or service photo by its id (from a report or the user's content): the
 * author is told why. The decision is confirmed in the same dialog as the account decisions.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS, type ContentKind } from '@shared/schemas/moderation.schema';
import { Button } from '@client/ui/button';
import { FilterField, filterRowStyles } from '@client/ui/filter-form';
import { inputStyles } from '@client/ui/field';
import { useHideContent, useRestoreContent } from '../api/moderation.queries';
import { DecisionDialog } from './decision-dialog';

export function ContentDecision() {
  const { t } = useTranslation('ops');
  const [kind, setKind] = useState<ContentKind>('review');
  const [id, setId] = useState('');
  const [op, setOp] = useState<'hide' | 'restore' | null>(null);
  const hide = useHideContent();
  const restore = useRestoreContent();
  const itemId = /^\d{1,9}$/.test(id.trim()) ? Number(id.trim()) : null;
  const what = t(`moderation>content>kind>${kind}`);
  return (
    <div css={rowStyles}>
      <FilterField label={t('moderation>content>kind_label')}>
        <select value={kind} onChange={(e) => setKind(e.target.value as ContentKind)} css={inputStyles(false)} name="kind">
          {CONTENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`moderation>content>kind>${k}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label={t('moderation>content>id_label')}>
        <input value={id} onChange={(e) => setId(e.target.value)} inputMode="numeric" maxLength={9} css={inputStyles(false)} name="id" />
      </FilterField>
      <Button size="sm" variant="danger" disabled={itemId === null} onClick={() => setOp('hide')}>
        {t('moderation>content>hide')}
      </Button>
      <Button size="sm" variant="secondary" disabled={itemId === null} onClick={() => setOp('restore')}>
        {t('moderation>content>restore')}
      </Button>
      {op && itemId !== null ? (
        <DecisionDialog
          open
          title={t(`moderation>content>${op}_title`, { what, id: itemId })}
          explain={t(`moderation>content>${op}_explain`, { what })}
          confirmLabel={t(`moderation>content>${op}`)}
          confirmVariant={op === 'hide' ? 'danger' : 'primary'}
          done={t(`moderation>content>${op}_done`, { what })}
          run={(v) => (op === 'hide' ? hide : restore).mutateAsync({ ...v, kind, id: itemId })}
          onClose={() => setOp(null)}
        />
      ) : null}
    </div>
  );
}

const rowStyles = filterRowStyles(css`
  min-width: 140px;
`);
