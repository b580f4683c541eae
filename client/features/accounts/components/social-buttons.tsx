/**
 * "Continue with Google / Apple / Facebook" on the login and sign-up pages, only for the providers
 * the server has configured. Each is a plain link to GET /api/auth/{provider}/start (the redirect flow). The flow
 * comes back to /login: `social_error` is shown here; `social_done` means the new session cookie is set, and the page
 * moves on (a full navigation from this page, so the SameSite=Strict cookie goes with it).
 */
import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { socialAuthContract } from '@shared/api/social-auth.contract';
import { urlOf } from '@shared/api/endpoint';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { SOCIAL_LANDING, safeNextPath, type SocialIntent } from '@shared/domain/social-sign-in';
import { Alert } from '@client/ui/alert';
import { buttonClass } from '@client/ui/button';
import { theme } from '@client/styles/theme';
import { useEnv } from '@client/lib/env';
import { usePrefixed } from '@client/lib/paths';
import { replacePage } from '../lib/replace-page';
import { SocialMark } from './social-mark';
import { orDividerStyles } from './auth-form-parts';

const MESSAGE_KEY = /^[a-z0-9_]{1,64}$/;

/** The translated message of a `social_error` value (an error message key), or null. */
export function useSocialError(): string | null {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const key = params.get(SOCIAL_LANDING.error);
  if (!key || !MESSAGE_KEY.test(key)) return null;
  return t(`errors>${key}`, { defaultValue: t('errors>social_provider_error') });
}

export function SocialButtons({ intent }: { intent: Exclude<SocialIntent, 'connect'> }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { socialProviders = [] } = useEnv();
  const [params] = useSearchParams();
  const prefixed = usePrefixed();
  const error = useSocialError();
  const done = params.get(SOCIAL_LANDING.done) === '1';
  const from = safeNextPath(params.get('from'));
  const target = prefixed(from ?? '/');

  useEffect(() => {
    if (done) replacePage(target);
  }, [done, target]);

  if (done) return <Alert tone="info">{t('social>signing_in')}</Alert>;
  const role = params.get('role') === 'pro' ? 'pro' : undefined;
  // The pages the flow lands on keep this page's language prefix (none when it has none).
  const lng = splitLanguagePrefix(pathname).prefix ?? undefined;
  const startHref = (provider: (typeof socialProviders)[number]) =>
    urlOf(socialAuthContract.start, { params: { provider }, query: { intent, next: from ?? undefined, role, lng } });

  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {socialProviders.length ? (
        <div css={wrapStyles}>
          <ul css={listStyles}>
            {socialProviders.map((p) => (
              <li key={p}>
                <a href={startHref(p)} className={buttonClass({ variant: 'secondary', size: 'lg', block: true })} css={neutralStyles}>
                  <SocialMark provider={p} />
                  <span>{t(`social>${p}`)}</span>
                </a>
              </li>
            ))}
          </ul>
          <p css={noteStyles}>{t('social>privacy_note')}</p>
          <p css={dividerStyles}>{t('social>or')}</p>
        </div>
      ) : null}
    </>
  );
}

const wrapStyles = css`
  margin-bottom: ${theme.space[4]};
`;

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

// Brand-neutral (DESIGN.md: one brand colour for primary actions): dark text on white, a grey outline.
const neutralStyles = css`
  color: ${theme.color.text};
  border-color: ${theme.color.borderStrong};
  font-weight: ${theme.font.weight.medium};
  &:hover:not(:disabled) {
    background: ${theme.color.neutralSoft};
    color: ${theme.color.text};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

const noteStyles = css`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.xs};
`;

const dividerStyles = orDividerStyles(`${theme.space[4]} 0 0`);
