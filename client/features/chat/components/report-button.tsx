/**
 * A quiet "Report" text button that opens the report sheet for one target (a review under a profile, say). The page
 * shows it to signed-in readers only: a report needs an account.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import loadable from '@loadable/component';
import { theme } from '@client/styles/theme';
import type { ReportTarget } from './report-sheet';

// The sheet (topics, files) loads only when someone reports.
const ReportSheet = loadable(() => import(/* webpackChunkName: "report-sheet" */ './report-sheet'), {
  resolveComponent: (m) => m.ReportSheet,
});

export function ReportButton({ target }: { target: ReportTarget }) {
  const { t } = useTranslation('messages');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" css={quietButtonStyles} onClick={() => setOpen(true)} aria-label={t(`report>title_${target.type}`)}>
        {t('report>open')}
      </button>
      {open ? <ReportSheet open={open} onClose={() => setOpen(false)} target={target} /> : null}
    </>
  );
}

/** Quiet until needed: a small muted text button (also beside a chat message). */
export const quietButtonStyles = css`
  border: 0;
  background: none;
  padding: ${theme.space[1]} 0;
  min-height: 32px;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    color: ${theme.color.danger};
    text-decoration: underline;
  }
`;
