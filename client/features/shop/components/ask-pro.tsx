/**
 * "Ask the pro a question" on an item's page: a visitor signs in first and comes back with the question open
 * (`?ask=1`); a consumer opens (or finds) their question chat in a sheet. A pro in pro mode sees nothing here (they
 * would switch to the customer side to ask, as to buy).
 */
import { css } from '@emotion/react';
import loadable from '@loadable/component';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { errorMessageOf } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { secondarySmall, stack } from '@client/styles/layout';
import { useOpenItemChat } from '../api/shop-chats.mutations';

// The chat's code is fetched when a question opens: the item page is a public page with a JavaScript budget.
const ChatSheet = loadable(() => import(/* webpackChunkName: "shop-chat" */ './shop-chat-inbox'), {
  resolveComponent: (m) => m.ChatSheet,
});

export interface AskProProps {
  itemId: number;
  business: string;
  /** Who is looking; undefined while the session is not known yet. */
  viewer: 'visitor' | 'consumer' | 'pro' | undefined;
  /** The login page that brings the visitor back here with the question open. */
  loginHref: string;
}

export function AskPro({ itemId, business, viewer, loginHref }: AskProProps) {
  const { t } = useTranslation('shop');
  const [search, setSearch] = useSearchParams();
  const open = useOpenItemChat();
  const [chatId, setChatId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);

  async function ask() {
    setError(null);
    try {
      setChatId((await open.mutateAsync(itemId)).id);
    } catch (err) {
      setError(errorMessageOf(err, t('chat>open_failed')));
    }
  }

  // Back from signing in (or from a notice): the question opens by itself, once.
  useEffect(() => {
    if (viewer === 'consumer' && search.get('ask') === '1' && !asked.current) {
      asked.current = true;
      void ask();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewer]);

  if (viewer === 'pro' || viewer === undefined) return null;
  function close() {
    setChatId(null);
    if (search.has('ask'))
      setSearch(
        (cur) => {
          const next = new URLSearchParams(cur);
          next.delete('ask');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  }
  return (
    <div css={boxStyles}>
      <p css={secondarySmall}>{t('chat>ask_help', { business })}</p>
      {viewer === 'visitor' ? (
        <ButtonLink to={loginHref} variant="secondary" block>
          <Icon name="message" size={18} />
          {t('chat>ask_sign_in')}
        </ButtonLink>
      ) : (
        <Button variant="secondary" block loading={open.isPending} onClick={() => void ask()}>
          <Icon name="message" size={18} />
          {t('chat>ask')}
        </Button>
      )}
      {error ? (
        <p role="alert" css={errorStyles}>
          {error}
        </p>
      ) : null}
      {chatId ? <ChatSheet chatId={chatId} onClose={close} /> : null}
    </div>
  );
}

const boxStyles = css`
  ${stack(2)};
  padding-top: ${theme.space[4]};
  border-top: 1px solid ${theme.color.border};
`;
const errorStyles = css`
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
`;
