/**
 * The item editor's actions, in the thumb zone (sticky at the bottom of a phone screen): save as a draft, and save
 * and apply for review, with whether changes are unsaved.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/ui/button';
import { theme } from '@client/styles/theme';

export interface ItemEditorBarProps {
  dirty: boolean;
  pending: boolean;
  canApply: boolean;
  /** The item is written but not yet sent (new, a draft, rejected): saving keeps it a draft. */
  draft: boolean;
  /** Saving as a draft is the form's submit. */
  onApply: () => void;
}

export function ItemEditorBar({ dirty, pending, canApply, draft, onApply }: ItemEditorBarProps) {
  const { t } = useTranslation('shop');
  return (
    <div css={bar}>
      <p css={status} aria-live="polite">
        {dirty ? t('editor>unsaved') : ''}
      </p>
      <div css={actions}>
        <Button type="submit" variant={canApply ? 'secondary' : 'primary'} loading={pending} disabled={pending}>
          {t(draft ? 'editor>save_draft' : 'editor>save')}
        </Button>
        {canApply ? (
          <Button type="button" loading={pending} disabled={pending} onClick={onApply}>
            {t('editor>apply_review')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

const bar = css`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  box-shadow: ${theme.shadow.overlay};
`;

const status = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-left: auto;
  ${theme.breakpoint.belowSm} {
    width: 100%;
    & > button {
      flex: 1;
    }
  }
`;
