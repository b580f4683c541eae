/**
 * dashboard/onboarding: Welcome (step 0), then Basic (step 1, ?step=1) which creates the service and continues at
 * onboarding/{serviceId}/2. ?category= (from pro-signup/{slug}) preselects that category. An unfinished service
 * is continued instead (the route's prefetch redirects), unless ?new=1.
 */
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHref } from '@client/lib/paths';
import { useGenres, useOptionalCategory, useProStats } from '@client/features/catalog/api/catalog.queries';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { PhoneVerification } from '@client/features/verification/components/phone-verification';
import { categorySlugOf } from '@client/features/service-editor/api/pro-entry';
import { OnboardingWelcome } from '@client/features/service-editor/components/onboarding-welcome';
import { OnboardingBasicForm } from '@client/features/service-editor/components/onboarding-basic-form';

export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const href = useHref();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const slug = categorySlugOf(params.get('category'));
  const { data: genres } = useGenres();
  const { data: stats } = useProStats();
  const { data: me } = useSession();
  const category = useOptionalCategory(slug);
  const basic = params.get('step') === '1';
  const go = (step: '0' | '1') => {
    const next = new URLSearchParams(params);
    if (step === '1') next.set('step', '1');
    else next.delete('step');
    setParams(next);
    window.scrollTo(0, 0);
  };
  const groups = genres.map((g) => ({
    genre: g.name,
    categories: g.categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug, licence: c.required_licence_type })),
  }));
  const preselected = genres.flatMap((g) => g.categories).filter((c) => c.slug === slug);
  return (
    <>
      {/* Both screens stay mounted, so going back to Welcome keeps what was typed in Basic. */}
      <div hidden={basic}>
        <OnboardingWelcome
          starterCredit={stats.starter_credit}
          feeRange={stats.quote_fee_max > 0 ? { min: stats.quote_fee_min, max: stats.quote_fee_max } : null}
          category={category && category.slug === slug ? { name: category.name, quote_fee: category.quote_fee } : null}
          onStart={() => go('1')}
        />
      </div>
      <div hidden={!basic}>
        <OnboardingBasicForm
          service={null}
          groups={groups}
          initialCategoryIds={preselected.map((c) => c.id)}
          confirmedPhone={me?.is_phone_confirmed ? me.phone : null}
          renderPhoneVerification={({ onVerified }) => (
            <PhoneVerification initialPhone={me?.phone} onVerified={onVerified} reason={t('basic>phone_why')} />
          )}
          onBack={() => go('0')}
          onSaved={(s) => navigate(href('onboardingStep', { serviceId: s.quote_service_id, temp: '2' }))}
        />
      </div>
    </>
  );
}
