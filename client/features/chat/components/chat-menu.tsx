/** The chat's "more" menu: block or unblock the other person, report (SPEC §3 blocked chat users, reports). */
import { css } from '@emotion/react';
import { Fragment, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportType } from '@shared/domain/report-topics';
import { ConfirmMove } from '@client/ui/bid-workspace';
import { Icon } from '@client/ui/icon';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { cardSurface, menuItem } from '@client/styles/layout';
import { useBlockUser } from '../api/chat.mutations';
import { ReportSheet } from './report-sheet';

export interface ChatMenuProps {
  bidId: number;
  otherUserId: number;
  otherName: string;
  blocked: boolean;
  report: { type: ReportType; quote_request_id?: number; quote_bid_id?: number; quote_service_id?: number };
  /** Items other features add at the top (propose a call time), composed by the page. */
  extraItems?: ReadonlyArray<{ key: string; label: string; onSelect: () => void }>;
}

export function ChatMenu({ bidId, otherUserId, otherName, blocked, report, extraItems }: ChatMenuProps) {
  const { t } = useTranslation('messages');
  const toast = useToast();
  const block = useBlockUser(bidId);
  const menu = useRef<HTMLDetailsElement>(null);
  const [confirm, setConfirm] = useState(false);
  // What the sheet reports: the quote or request of this chat, or the other person.
  const [reporting, setReporting] = useState<'item' | 'user' | null>(null);
  /** A menu item that closes the menu before it acts. */
  const item = (label: string, act: () => void) => (
    <button
      role="menuitem"
      type="button"
      onClick={() => {
        if (menu.current) menu.current.open = false;
        act();
      }}
    >
      {label}
    </button>
  );

  async function toggleBlock(next: boolean) {
    await block.mutateAsync({ userId: otherUserId, block: next });
    setConfirm(false);
    toast.show(t(next ? 'chat>blocked_done' : 'chat>unblocked_done', { name: otherName }), { tone: 'success' });
  }

  return (
    <>
      <details ref={menu} css={menuStyles}>
        <summary aria-label={t('chat>more')}>
          <Icon name="more" size={20} />
        </summary>
        <div role="menu">
          {extraItems?.map((x) => (
            <Fragment key={x.key}>{item(x.label, x.onSelect)}</Fragment>
          ))}
          {blocked
            ? item(t('chat>unblock', { name: otherName }), () => void toggleBlock(false))
            : item(t('chat>block', { name: otherName }), () => setConfirm(true))}
          {item(t(`report>title_${report.type}`), () => setReporting('item'))}
          {item(t('report>user', { name: otherName }), () => setReporting('user'))}
        </div>
      </details>
      <ConfirmMove
        open={confirm}
        title={t('chat>block_title', { name: otherName })}
        body={t('chat>block_body')}
        cancelLabel={t('common|cancel')}
        confirmLabel={t('chat>block_confirm')}
        confirmVariant="danger"
        busy={block.isPending}
        onConfirm={() => void toggleBlock(true)}
        onClose={() => setConfirm(false)}
      />
      <ReportSheet
        open={reporting !== null}
        onClose={() => setReporting(null)}
        target={reporting === 'user' ? { type: 'user', reported_user_id: otherUserId } : report}
      />
    </>
  );
}

const menuStyles = css`
  position: relative;
  summary {
    list-style: none;
    cursor: pointer;
    width: 44px;
    height: 44px;
    display: flex;
    align-items: center;
    justify-content: center;
    border-radius: ${theme.radius.control};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:hover {
    background: ${theme.color.neutralSoft};
  }
  [role='menu'] {
    position: absolute;
    right: 0;
    top: calc(100% + 4px);
    z-index: 10;
    min-width: 220px;
    ${cardSurface};
    box-shadow: ${theme.shadow.overlay};
    padding: ${theme.space[1]} 0;
  }
  [role='menuitem'] {
    ${menuItem};
  }
  [role='menuitem']:hover {
    background: ${theme.color.background};
  }
`;
