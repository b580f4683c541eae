/**
 * dashboard/onboarding/{serviceId}/{temp}: the onboarding screens of an existing service (1 Basic, 2 Logo,
 * 3 Description, areas + publish, done), composed from the service-editor feature with the phone verification
 * and the logo editor. Each "next" saves the screen and records the step reached (resumable onboarding).
 */
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@client/ui/skeleton';
import { useHref } from '@client/lib/paths';
import { useGenres } from '@client/features/catalog/api/catalog.queries';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { PhoneVerification } from '@client/features/verification/components/phone-verification';
import { useAreaOptions, useEditableService, useServiceMutation } from '@client/features/service-editor/api/service-editor.queries';
import { isOnboardingTemp, stepOfTemp, tempForMissing, type OnboardingTemp } from '@client/features/service-editor/api/onboarding-flow';
import { OnboardingBasicForm } from '@client/features/service-editor/components/onboarding-basic-form';
import { OnboardingLogoStep } from '@client/features/service-editor/components/onboarding-logo-step';
import { OnboardingDescriptionForm } from '@client/features/service-editor/components/onboarding-description-form';
import { OnboardingAreasForm } from '@client/features/service-editor/components/onboarding-areas-form';
import { OnboardingDone } from '@client/features/service-editor/components/onboarding-done';
import { LogoEditor } from '@client/features/service-media/components/logo-editor';

export default function OnboardingStepPage() {
  const { i18n } = useTranslation('onboarding');
  const href = useHref();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.serviceId) || 0;
  const temp: OnboardingTemp = isOnboardingTemp(params.temp) ? params.temp : '1';
  const { data: service } = useEditableService(id);
  const { data: me } = useSession();
  const step = useServiceMutation('onboardingStep');
  const at = (to: OnboardingTemp) => href('onboardingStep', { serviceId: id, temp: to });
  const go = async (to: OnboardingTemp) => {
    // The server remembers the furthest step reached, so onboarding continues there next time.
    if (service && to !== 'done' && stepOfTemp(to) > service.onboard_step) {
      await step.mutateAsync({ params: { id }, body: { step: stepOfTemp(to) } }).catch(() => undefined);
    }
    await navigate(at(to));
    window.scrollTo(0, 0);
  };
  const editorHref = href('serviceEditor', { serviceId: id });
  if (!service) return <Skeleton height={420} />;
  switch (temp) {
    case '1':
      return <BasicScreen service={service} confirmedPhone={me?.is_phone_confirmed ? me.phone : null} onSaved={() => void go('2')} />;
    case '2':
      return (
        <OnboardingLogoStep
          hasLogo={service.logo_url !== null}
          editor={<LogoEditor serviceId={id} />}
          busy={step.isPending}
          onBack={() => void go('1')}
          onNext={() => void go('3')}
        />
      );
    case '3':
      return <OnboardingDescriptionForm service={service} onBack={() => void go('2')} onSaved={() => void go('areas')} />;
    case 'areas':
      return (
        <AreasScreen
          service={service}
          onBack={() => void go('3')}
          onPublished={() => void go('done')}
          hrefForMissing={(key) => {
            const to = tempForMissing(key);
            return to ? at(to) : editorHref;
          }}
        />
      );
    default:
      return (
        <OnboardingDone
          businessName={(i18n.language === 'en-HK' && service.business_name_en) || service.business_name_zh}
          editorHref={editorHref}
          publicHref={href('service', { serviceId: id })}
          leadsHref={href('requests')}
        />
      );
  }
}

function BasicScreen(p: {
  service: NonNullable<ReturnType<typeof useEditableService>['data']>;
  confirmedPhone: string | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const { data: genres } = useGenres();
  return (
    <OnboardingBasicForm
      service={p.service}
      groups={genres.map((g) => ({
        genre: g.name,
        categories: g.categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug, licence: c.required_licence_type })),
      }))}
      initialCategoryIds={[]}
      confirmedPhone={p.confirmedPhone}
      renderPhoneVerification={({ onVerified }) => <PhoneVerification onVerified={onVerified} reason={t('basic>phone_why')} />}
      onSaved={p.onSaved}
    />
  );
}

function AreasScreen(p: Omit<Parameters<typeof OnboardingAreasForm>[0], 'districts'>) {
  const { data: districts } = useAreaOptions();
  if (!districts) return <Skeleton height={420} />;
  return <OnboardingAreasForm {...p} districts={districts} />;
}
