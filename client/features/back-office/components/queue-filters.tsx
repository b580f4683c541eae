/**
 * A queue's filters: status and assignee as link chips, and a search form that submits by GET, so the filtered
 * page is a URL staff can share and it renders on the server.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Chips } from '@client/ui/tabs';
import { buttonClass } from '@client/ui/button';
import { inputStyles } from '@client/ui/field';
import { Link } from '@client/ui/link';
import { theme } from '@client/styles/theme';
import type { QueueView } from '../api/back-office.queries';

export interface QueueFiltersProps {
  view: QueueView;
  hrefFor: (v: QueueView) => string;
  /** The queue page's path (the search form's action). */
  action: string;
  total?: number;
}

export function QueueFilters({ view, hrefFor, action, total }: QueueFiltersProps) {
  const { t } = useTranslation('ops');
  const statuses = ['open', 'closed', 'all'] as const;
  const assignees = [undefined, 'me', 'none'] as const;
  return (
    <div css={rowStyles}>
      <Chips
        label={t('queue>status_label')}
        items={statuses.map((s) => ({
          key: s,
          label: t(`queue>status>${s}`),
          selected: view.status === s,
          href: hrefFor({ ...view, status: s, page: 1 }),
        }))}
      />
      <Chips
        label={t('queue>assignee_label')}
        items={assignees.map((a) => ({
          key: a ?? 'any',
          label: t(`queue>assignee>${a ?? 'any'}`),
          selected: view.assignee === a,
          href: hrefFor({ ...view, assignee: a, page: 1 }),
        }))}
      />
      <form method="get" action={action} role="search" css={searchStyles}>
        {view.status !== 'open' ? <input type="hidden" name="status" value={view.status} /> : null}
        {view.assignee ? <input type="hidden" name="assignee" value={view.assignee} /> : null}
        <label htmlFor="ops-queue-search" css={hiddenLabel}>
          {t('queue>search')}
        </label>
        <input
          id="ops-queue-search"
          name="q"
          type="search"
          defaultValue={view.q ?? ''}
          maxLength={100}
          placeholder={t('queue>search_placeholder')}
          css={[inputStyles(false), searchInputStyles]}
        />
        <button type="submit" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {t('queue>search_button')}
        </button>
        {view.q ? <Link to={hrefFor({ ...view, q: undefined, page: 1 })}>{t('queue>clear')}</Link> : null}
      </form>
      {total !== undefined ? <p css={countStyles}>{t('queue>count', { count: total })}</p> : null}
    </div>
  );
}

const rowStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;
const searchStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  flex: 1 1 280px;
`;
const searchInputStyles = css`
  min-height: 36px;
  padding-top: 4px;
  padding-bottom: 4px;
`;
const hiddenLabel = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;
const countStyles = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;
