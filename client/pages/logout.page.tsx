/** /logout (SPEC §2): a signed-in user confirms with a same-origin form POST; the server clears the session and redirects to login. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { AuthCard, authIntroStyles } from '@client/ui/auth-card';
import { buttonClass } from '@client/ui/button';
import { theme } from '@client/styles/theme';
import { usePrefixed } from '@client/lib/paths';
import { useSession } from '@client/features/accounts/api/accounts.queries';

export default function LogoutPage() {
  const { t } = useTranslation('common');
  const prefixed = usePrefixed();
  const { data: me, isPending } = useSession();
  const signedIn = Boolean(me);
  return (
    <AuthCard title={t(signedIn || isPending ? 'auth>logout_title' : 'auth>logged_out_title')}>
      {signedIn || isPending ? (
        <>
          <p css={authIntroStyles}>{t('auth>logout_intro', { name: me?.full_name ?? '' })}</p>
          <form
            method="post"
            action={prefixed('/logout')}
            css={css`
              display: flex;
              gap: ${theme.space[3]};
              flex-wrap: wrap;
            `}
          >
            <button type="submit" className={buttonClass({ variant: 'primary' })}>
              {t('auth>logout_submit')}
            </button>
            <Link to={prefixed('/')} className={buttonClass({ variant: 'ghost' })}>
              {t('auth>logout_cancel')}
            </Link>
          </form>
        </>
      ) : (
        <>
          <p css={authIntroStyles}>{t('auth>logged_out_intro')}</p>
          <Link to={prefixed('/login')} className={buttonClass({ variant: 'primary' })}>
            {t('auth>login_link')}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
