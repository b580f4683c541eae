/** The chat's "more" menu: block or unblock the other person, report (SPEC §3 blocked chat users, reports). */
import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportType } from '@shared/domain/report-topics';
import { Button } from '@client/ui/button';
import { Modal } from '@client/ui/modal';
import { Icon } from '@client/ui/icon';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { useBlockUser } from '../api/chat.mutations';
import { ReportSheet } from './report-sheet';

export interface ChatMenuProps {
  bidId: number;
  otherUserId: number;
  otherName: string;
  blocked: boolean;
  report: { type: ReportType; quote_request_id?: number; quote_bid_id?: number; quote_service_id?: number };
}

export function ChatMenu({ bidId, otherUserId, otherName, blocked, report }: ChatMenuProps) {
  const { t } = useTranslation('market');
  const toast = useToast();
  const block = useBlockUser(bidId);
  const menu = useRef<HTMLDetailsElement>(null);
  const [confirm, setConfirm] = useState(false);
  const [reporting, setReporting] = useState(false);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };

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
          {blocked ? (
            <button
              role="menuitem"
              type="button"
              onClick={() => {
                close();
                void toggleBlock(false);
              }}
            >
              {t('chat>unblock', { name: otherName })}
            </button>
          ) : (
            <button
              role="menuitem"
              type="button"
              onClick={() => {
                close();
                setConfirm(true);
              }}
            >
              {t('chat>block', { name: otherName })}
            </button>
          )}
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              close();
              setReporting(true);
            }}
          >
            {t('report>open')}
          </button>
        </div>
      </details>
      <Modal
        open={confirm}
        title={t('chat>block_title', { name: otherName })}
        onClose={() => setConfirm(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirm(false)}>
              {t('common>cancel')}
            </Button>
            <Button variant="danger" loading={block.isPending} onClick={() => void toggleBlock(true)}>
              {t('chat>block_confirm')}
            </Button>
          </>
        }
      >
        <p
          css={css`
            margin: 0;
          `}
        >
          {t('chat>block_body')}
        </p>
      </Modal>
      <ReportSheet open={reporting} onClose={() => setReporting(false)} target={report} />
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
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.card};
    box-shadow: ${theme.shadow.overlay};
    padding: ${theme.space[1]} 0;
  }
  [role='menuitem'] {
    display: block;
    width: 100%;
    text-align: left;
    padding: ${theme.space[3]} ${theme.space[4]};
    border: 0;
    background: none;
    cursor: pointer;
    font-size: ${theme.font.size.md};
    color: ${theme.color.text};
  }
  [role='menuitem']:hover {
    background: ${theme.color.background};
  }
`;
