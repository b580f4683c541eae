/** Audit entries: who did what, when, why, and what changed (before → after), newest first. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@shared/schemas/back-office.schema';
import { theme } from '@client/styles/theme';
import { DateTime } from './ops-time';
import { stackListStyles } from './panel-styles';

/** "status: open → closed" for each key that differs between before and after. */
export function changeText(before: unknown, after: unknown): string {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => (k in b ? `${k}: ${show(b[k])} → ${show(a[k])}` : `${k}: ${show(a[k])}`).slice(0, 300))
    .join('; ');
}

export function AuditList({ entries, empty, compact }: { entries: AuditEntry[]; empty: string; compact?: boolean }) {
  const { t } = useTranslation('ops');
  if (!entries.length) return <p css={mutedStyles}>{empty}</p>;
  return (
    <ol css={listStyles}>
      {entries.map((e) => {
        const change = changeText(e.before, e.after);
        return (
          <li key={e.id}>
            <p css={lineStyles}>
              <strong>{e.staff?.full_name ?? t('audit>system')}</strong> · <code>{e.action}</code>
              {compact ? null : (
                <>
                  {' '}
                  · {e.target_type} #{e.target_id}
                </>
              )}
            </p>
            <p css={mutedStyles}>
              <DateTime value={e.created} />
              {e.reason ? ` · ${e.reason}` : ''}
            </p>
            {change ? <p css={changeStyles}>{change}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

const listStyles = css`
  ${stackListStyles};
  font-size: ${theme.font.size.sm};
  li + li {
    padding-top: ${theme.space[2]};
    border-top: 1px solid ${theme.color.border};
  }
`;
const lineStyles = css`
  margin: 0;
  code {
    font-size: ${theme.font.size.xs};
    background: ${theme.color.neutralSoft};
    padding: 0 4px;
    border-radius: 4px;
  }
`;
const mutedStyles = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.xs};
`;
const changeStyles = css`
  margin: 2px 0 0;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textSecondary};
  overflow-wrap: anywhere;
`;
