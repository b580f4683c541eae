/**
 * Settings → connected accounts (the settings page gives it its card and title): each configured provider (and any connected one) with its state;
 * "Connect" starts the provider's redirect (intent=connect, back to this page), "Disconnect" asks first. The last way
 * to sign in cannot be removed (the server refuses it too); without a password the user is pointed to setting one.
 * The page the redirect comes back to carries `social_connected` or `social_error`, shown here.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { socialAuthContract } from '@shared/api/social-auth.contract';
import { urlOf } from '@shared/api/endpoint';
import { SOCIAL_LANDING, SOCIAL_PROVIDERS, isSocialProvider, type SocialProvider } from '@shared/domain/social-sign-in';
import { Alert } from '@client/ui/alert';
import { Button, buttonClass } from '@client/ui/button';
import { ConfirmDialog, useConfirm } from '@client/ui/confirm-dialog';
import { SkeletonText } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { bareList } from '@client/styles/layout';
import { errorMessageOf } from '@client/ui/server-error';
import { useHref } from '@client/lib/paths';
import { useSession } from '../api/accounts.queries';
import { useSocialAccounts } from '../api/social-auth.queries';
import { useDisconnectSocial } from '../api/social-auth.mutations';
import { SocialMark } from './social-mark';
import { useSocialError } from './social-buttons';

export function ConnectedAccounts() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const href = useHref();
  const { data } = useSocialAccounts();
  const { data: me } = useSession();
  const disconnect = useDisconnectSocial();
  const asking = useConfirm(confirmDisconnect);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const landedError = useSocialError();
  const connectedParam = params.get(SOCIAL_LANDING.connected);
  const name = (p: SocialProvider) => t(`social>provider_${p}`);

  if (!data) return <SkeletonText lines={3} />;
  const providers = SOCIAL_PROVIDERS.filter((p) => data.available.includes(p) || data.accounts.some((a) => a.provider === p));
  if (!providers.length) return <p css={introStyles}>{t('social>none_available')}</p>;
  const lastMethod = !data.has_password && data.accounts.length <= 1;

  async function confirmDisconnect(provider: SocialProvider) {
    try {
      await disconnect.mutateAsync(provider);
      setNotice({ tone: 'success', text: t('social>disconnected_ok', { provider: name(provider) }) });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessageOf(err, t('errors>network')) });
    }
  }

  const banner =
    notice ??
    (landedError
      ? { tone: 'error' as const, text: landedError }
      : isSocialProvider(connectedParam)
        ? { tone: 'success' as const, text: t('social>connected_ok', { provider: name(connectedParam) }) }
        : null);

  return (
    <div>
      <p css={introStyles}>{t('social>connected_intro')}</p>
      {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
      <ul css={listStyles}>
        {providers.map((p) => {
          const account = data.accounts.find((a) => a.provider === p);
          return (
            <li key={p} css={rowStyles}>
              <SocialMark provider={p} size={24} />
              <div css={textStyles}>
                <strong>{name(p)}</strong>
                <span css={statusStyles}>
                  {account
                    ? account.email
                      ? t('social>connected_as', { email: account.email })
                      : t('social>connected')
                    : t('social>not_connected')}
                </span>
              </div>
              {account ? (
                <Button variant="ghost" size="sm" disabled={lastMethod} onClick={() => asking.ask(p)}>
                  {t('social>disconnect', { provider: name(p) })}
                </Button>
              ) : data.available.includes(p) ? (
                <a
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                  href={urlOf(socialAuthContract.start, { params: { provider: p }, query: { intent: 'connect', next: pathname } })}
                >
                  {t('social>connect', { provider: name(p) })}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      {lastMethod && data.accounts.length ? (
        <p css={statusStyles}>
          {t('social>no_password')}{' '}
          <Link to={me?.email ? href('resetpassEmail', { email: me.email }) : href('resetpass')}>{t('social>set_password')}</Link>
        </p>
      ) : null}
      <ConfirmDialog
        {...asking.dialog}
        title={asking.subject ? t('social>disconnect_confirm_title', { provider: name(asking.subject) }) : ''}
        confirmLabel={t('social>disconnect_confirm')}
        cancelLabel={t('social>cancel')}
      >
        <p>{asking.subject ? t('social>disconnect_confirm_body', { provider: name(asking.subject) }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}

const introStyles = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.textSecondary};
`;

const listStyles = bareList;

const rowStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space[3]} 0;
  border-bottom: 1px solid ${theme.color.border};
  &:last-of-type {
    border-bottom: 0;
  }
`;

const textStyles = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

const statusStyles = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
`;
