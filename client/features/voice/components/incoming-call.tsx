/**
 * The ringing call: who calls and about what, answer and decline. A modal alert dialog (the browser traps focus and
 * makes the page inert), announced and focused when it opens; a bottom sheet on phones with the buttons in the
 * thumb zone, a small centred card on wider screens.
 */
import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@client/ui/avatar';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { actionsRow, nameStyles, roundAction, statusStyles } from './call-styles';

export interface IncomingCallProps {
  name: string;
  onAccept: () => void;
  onDecline: () => void;
}

export function IncomingCall({ name, onAccept, onDecline }: IncomingCallProps) {
  const { t } = useTranslation('voice');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return undefined;
    if (!d.open) d.showModal();
    // The dialog itself takes focus, so a screen reader reads its title and text before any button.
    d.focus();
    return () => {
      if (d.open) d.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      onCancel={(e) => e.preventDefault()}
      css={dialogStyles}
      data-testid="incoming-call"
    >
      <p id={titleId} css={eyebrow}>
        <Icon name="phone" size={16} />
        {t('incoming>title')}
      </p>
      <Avatar name={name} size="xl" />
      <h2 css={nameStyles}>{name}</h2>
      <p id={bodyId} css={statusStyles}>
        {t('incoming>body', { name })}
      </p>
      <div css={[actionsRow, { marginTop: theme.space[6] }]}>
        <button type="button" css={roundAction('decline')} onClick={onDecline}>
          <span aria-hidden="true">
            <Icon name="phone-off" size={32} />
          </span>
          <span>{t('incoming>decline')}</span>
        </button>
        <button type="button" css={roundAction('accept')} onClick={onAccept}>
          <span aria-hidden="true">
            <Icon name="phone" size={32} />
          </span>
          <span>{t('incoming>accept')}</span>
        </button>
      </div>
    </dialog>
  );
}

const dialogStyles = css`
  border: 0;
  color: ${theme.color.text};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.overlay};
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  width: 100%;
  max-width: 100%;
  margin: auto 0 0;
  padding: ${theme.space[8]} ${theme.space[4]} calc(${theme.space[8]} + env(safe-area-inset-bottom, 0px));
  border-radius: ${theme.radius.card} ${theme.radius.card} 0 0;
  &[open] {
    display: flex;
  }
  &:focus {
    outline: none;
  }
  &::backdrop {
    background: ${theme.color.backdrop};
  }
  ${theme.breakpoint.sm} {
    margin: auto;
    width: 380px;
    border-radius: ${theme.radius.card};
    padding: ${theme.space[8]} ${theme.space[6]};
  }
`;

const eyebrow = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[2]};
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.successSoft};
  color: ${theme.color.successDark};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;
