/**
 * /login (password, ?mode=phone or ?mode=link); with ?role=pro&category=… (from a pro sign-up) the user is switched to
 * pro and sent on to onboarding.
 */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@client/ui/auth-card';
import { usePrefixed } from '@client/lib/paths';
import { LoginForm } from '@client/features/accounts/components/login-form';
import { LoginMethods } from '@client/features/accounts/components/login-methods';
import { SocialButtons } from '@client/features/accounts/components/social-buttons';
import { useSwitchRole } from '@client/features/accounts/api/accounts.mutations';
import { useOptionalCategory } from '@client/features/catalog/api/catalog.queries';
import { proEntryAfterAuth, proIntentOf } from '@client/features/service-editor/api/pro-entry';
import { ProSignupBanner } from '@client/features/service-editor/components/pro-signup-banner';

export default function LoginPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const prefixed = usePrefixed();
  const intent = proIntentOf(params);
  const category = useOptionalCategory(intent?.category ?? null);
  const switchRole = useSwitchRole();
  const afterAuth = intent ? proEntryAfterAuth(intent, () => switchRole.mutateAsync('pro'), prefixed) : undefined;
  return (
    <AuthCard title={t('auth>login_title')} intro={t('auth>login_intro')}>
      {intent ? <ProSignupBanner mode="login" categoryName={category?.name ?? null} /> : null}
      <SocialButtons intent="login" />
      <LoginMethods password={<LoginForm afterAuth={afterAuth} />} afterAuth={afterAuth} />
    </AuthCard>
  );
}
