/**
 * The login page's ways in (SPEC §6 login methods): password (the default), a code to the confirmed mobile, or an
 * e-mailed one-time link. The mode is in the URL (`?mode=phone|link`, other query values kept), so it renders on
 * the server, survives a reload and can be linked to (e.g. from an expired login link).
 */
import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODES, loginModeOf, type LoginMode } from '@shared/domain/sign-in-codes';
import { ButtonLink } from '@client/ui/button';
import { theme } from '@client/styles/theme';
import { PhoneLoginForm } from './phone-login-form';
import { LoginLinkForm } from './login-link-form';
import { orDividerStyles, type AuthFormProps } from './auth-form-parts';

const SWITCH_LABEL: Record<LoginMode, string> = {
  password: 'phone_login>use_password',
  phone: 'phone_login>use_phone',
  link: 'login_link>use_link',
};

export function LoginMethods({ password, afterAuth }: { password: ReactNode } & AuthFormProps) {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const labelId = useId();
  const mode = loginModeOf(params.get('mode'));

  const hrefFor = (m: LoginMode) => {
    const next = new URLSearchParams(params);
    if (m === 'password') next.delete('mode');
    else next.set('mode', m);
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <>
      {mode === 'phone' ? <PhoneLoginForm afterAuth={afterAuth} /> : mode === 'link' ? <LoginLinkForm /> : password}
      <nav aria-labelledby={labelId} css={navStyles}>
        <p id={labelId} css={dividerStyles}>
          {t('phone_login>other_ways')}
        </p>
        {LOGIN_MODES.filter((m) => m !== mode).map((m) => (
          <ButtonLink key={m} to={hrefFor(m)} replace variant="secondary" block>
            {t(SWITCH_LABEL[m])}
          </ButtonLink>
        ))}
      </nav>
    </>
  );
}

const navStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;

const dividerStyles = orDividerStyles('0');
