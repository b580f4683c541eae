/**
 * The service editor's frame. On a phone: the menu is one screen and each step another, with a way back to the
 * menu (`showStep` says which one the URL asks for). From 900 px: the menu beside the step. Both are in the
 * server markup and CSS picks what shows, so nothing moves when the page hydrates.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { formatDateTime } from '@shared/utils/dates';
import { Badge } from '@client/ui/badge';
import { Card } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { MenuDetailLayout, menuBackLinkStyles } from '@client/ui/menu-detail-layout';
import { theme } from '@client/styles/theme';
import { useNow } from '@client/lib/use-now';
import { pausedUntil } from '../lib/hk-time';
import { EditorMenu, type EditorMenuProps } from './editor-menu';

export interface EditorLayoutProps extends EditorMenuProps {
  /** The URL names a step (phone: show the step screen rather than the menu). */
  showStep: boolean;
  listHref: string;
  menuHref: string;
  /** When the service data was read (ms): "paused now" is decided against it until the page has mounted. */
  readAt: number;
  children: ReactNode;
}

export function EditorLayout({ showStep, listHref, menuHref, readAt, children, ...menu }: EditorLayoutProps) {
  const { t, i18n } = useTranslation('workspace');
  const { service } = menu;
  const now = useNow();
  const until = pausedUntil(service.pause_events, now || readAt);
  const name = (i18n.language === 'en-HK' ? service.business_name_en : '') || service.business_name_zh || service.business_name_en;
  return (
    <div>
      <header css={header}>
        <Link to={listHref} css={menuBackLinkStyles}>
          <Icon name="chevron-left" size={18} />
          {t('editor>all_services')}
        </Link>
        <h1 css={title}>{name}</h1>
        <p css={badges}>
          <StatusBadge service={service} />
        </p>
        {until ? (
          <p role="status" css={pauseBanner}>
            <Icon name="timer" size={20} />
            <span>
              {t('editor>paused_until', { date: formatDateTime(until, i18n.language as Language) })}{' '}
              {menu.calendarHref ? <Link to={menu.calendarHref}>{t('editor>paused_manage')}</Link> : null}
            </span>
          </p>
        ) : null}
      </header>
      <MenuDetailLayout menu={<EditorMenu {...menu} />} showDetail={showStep} back={{ to: menuHref, label: t('editor>back_to_menu') }}>
        <Card>{children}</Card>
      </MenuDetailLayout>
    </div>
  );
}

function StatusBadge({ service }: { service: EditableService }) {
  const { t } = useTranslation('workspace');
  if (service.is_archived) return <Badge tone="neutral">{t('public>archived')}</Badge>;
  if (!service.profile_ready) return <Badge tone="warning">{t('public>draft')}</Badge>;
  if (!service.is_public) return <Badge tone="warning">{t('public>private')}</Badge>;
  return (
    <Badge tone="success" icon="check-circle">
      {t('public>live')}
    </Badge>
  );
}

const header = css`
  margin-bottom: ${theme.space[4]};
`;

const title = css`
  font-size: ${theme.font.size.xxl};
  margin: 0 0 ${theme.space[1]};
  overflow-wrap: anywhere;
`;

const badges = css`
  margin: 0;
`;

const pauseBanner = css`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-start;
  margin: ${theme.space[3]} 0 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warningDark};
  svg {
    flex-shrink: 0;
    margin-top: 3px;
  }
`;
