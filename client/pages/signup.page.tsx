/** /signup; with ?role=pro&category=… (pro-signup/{slug}) the new pro goes on to onboarding for that category. */
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@client/ui/auth-card';
import { usePrefixed } from '@client/lib/paths';
import { SignupForm } from '@client/features/accounts/components/signup-form';
import { SocialButtons } from '@client/features/accounts/components/social-buttons';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { useSwitchRole } from '@client/features/accounts/api/accounts.mutations';
import { useOptionalCategory } from '@client/features/catalog/api/catalog.queries';
import { proEntryAfterAuth, proIntentOf } from '@client/features/service-editor/api/pro-entry';
import { ProSignupBanner } from '@client/features/service-editor/components/pro-signup-banner';

export default function SignupPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const prefixed = usePrefixed();
  const intent = proIntentOf(params);
  const category = useOptionalCategory(intent?.category ?? null);
  const { data: me } = useSession();
  const switchRole = useSwitchRole();
  const entry = intent ? proEntryAfterAuth(intent, () => switchRole.mutateAsync('pro'), prefixed) : null;
  return (
    <AuthCard title={t('auth>signup_title')} intro={t('auth>signup_intro')} wide>
      {entry ? (
        <ProSignupBanner
          mode="signup"
          categoryName={category?.name ?? null}
          signedInAs={me?.full_name}
          continuing={switchRole.isPending}
          onContinue={() => me && void entry(me).then((to) => navigate(to))}
        />
      ) : null}
      <SocialButtons intent="signup" />
      {/* A new account made as a pro goes to onboarding; one made as a consumer (the user's choice) does not. */}
      <SignupForm afterAuth={entry ? async (user) => (user.role === 'pro' ? entry(user) : null) : undefined} />
    </AuthCard>
  );
}
