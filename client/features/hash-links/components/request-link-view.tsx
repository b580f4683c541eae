/**
 * A request behind its e-mailed link (request_view, request_close, request_reopen): the summary and the link's one
 * action; closing asks to confirm first. After acting, or when the request is already in the state the link would
 * give it, it says so and offers to sign in.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { HashRequestLink } from '@shared/schemas/hash-links.schema';
import { formatDateTime } from '@shared/utils/dates';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useRequestLinkAction } from '../api/hash-links.queries';
import { actionStyles, mutedStyles, refusedOutcome, SignInOffer, type LinkOutcome } from './link-parts';

type Summary = NonNullable<HashRequestLink['request']>;

export function RequestLinkView({ hash, link, request }: { hash: string; link: HashRequestLink['link']; request: Summary }) {
  const { t, i18n } = useTranslation('requests');
  const lng = i18n.language as Language;
  const href = useHref();
  const action = link.scope === 'request_reopen' ? 'reopen' : link.scope === 'request_close' ? 'close' : null;
  const call = useRequestLinkAction(action ?? 'close');
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<LinkOutcome>(null);
  const [state, setState] = useState(request.state);
  const landing = href('projectQuoteList', { requestId: request.quote_request_id });

  async function act() {
    setConfirming(false);
    try {
      const res = await call.mutateAsync(hash);
      setState(res.state as Summary['state']);
      setOutcome({ tone: 'success', text: t(action === 'close' ? 'hash_link>closed_done' : 'hash_link>reopened_done') });
    } catch (err) {
      setOutcome(refusedOutcome(err, t('hash_link>error')));
    }
  }

  // Nothing to do when the request is already where the link would take it.
  const blocked =
    action === 'close' && state !== 'open' && state !== 'hired'
      ? t('hash_link>already_closed')
      : action === 'reopen' && state !== 'closed'
        ? t('hash_link>not_reopenable')
        : null;

  return (
    <>
      <div css={headStyles}>
        <h2 css={h2Styles}>
          {t('hash_link>request_heading', { category: lng === 'en-HK' ? request.category.name_en : request.category.name_zh })}
        </h2>
        <span css={badgeStyles} data-state={state}>
          {t(`hash_link>state>${state}`)}
        </span>
      </div>
      <p css={mutedStyles}>
        {[
          request.district ? (lng === 'en-HK' ? request.district.name_en : request.district.name_zh) : null,
          t('hash_link>posted', { date: formatDateTime(request.created, lng) }),
          t('hash_link>quotes', { count: request.quote_count }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {request.description ? <p css={descriptionStyles}>{request.description}</p> : null}

      <div css={actionStyles}>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        {!outcome && action === null ? <p css={mutedStyles}>{t('hash_link>view_intro')}</p> : null}
        {!outcome && action && blocked ? <Alert tone="info">{blocked}</Alert> : null}
        {!outcome && action && !blocked ? (
          <>
            <p css={mutedStyles}>{t(action === 'close' ? 'hash_link>close_intro' : 'hash_link>reopen_intro')}</p>
            <p css={mutedStyles}>{t('hash_link>no_sign_in')}</p>
            {action === 'close' && confirming ? (
              <div role="group" aria-label={t('hash_link>close_confirm')} css={confirmStyles}>
                <p css={confirmText}>{t('hash_link>close_confirm')}</p>
                <Button variant="danger" block loading={call.isPending} onClick={() => void act()}>
                  {t('hash_link>close_yes')}
                </Button>
                <Button variant="ghost" block onClick={() => setConfirming(false)}>
                  {t('hash_link>cancel')}
                </Button>
              </div>
            ) : (
              <Button
                block
                size="lg"
                variant={action === 'close' ? 'secondary' : 'primary'}
                loading={call.isPending}
                onClick={() => (action === 'close' ? setConfirming(true) : void act())}
              >
                {t(action === 'close' ? 'hash_link>close_button' : 'hash_link>reopen_button')}
              </Button>
            )}
          </>
        ) : null}
      </div>
      <SignInOffer landing={landing} primary={Boolean(outcome) || action === null || Boolean(blocked)} />
    </>
  );
}

const headStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[2]};
`;

const h2Styles = css`
  font-size: ${theme.font.size.lg};
  margin: 0;
`;

const badgeStyles = css`
  flex: none;
  font-size: ${theme.font.size.sm};
  padding: 2px ${theme.space[2]};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.brandSoft};
  color: ${theme.color.text};
  &[data-state='closed'],
  &[data-state='archived'] {
    background: ${theme.color.background};
    color: ${theme.color.textSecondary};
  }
`;

const descriptionStyles = css`
  margin: ${theme.space[3]} 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const confirmStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
`;

const confirmText = css`
  margin: 0;
  font-weight: 600;
`;
