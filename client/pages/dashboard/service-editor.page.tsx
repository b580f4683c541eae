/**
 * services/{serviceId}[/{index}[/{active}]] and the same under profiles (SPEC §2): the service-editing menu,
 * steps 0–19. Composes the service-editor feature with the steps other features draw: photos and logo
 * (service-media), certificates, phone verification, the catalogue's categories and the public profile preview.
 * The `profiles` variant opens at PublicView.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { shopEnabled } from '@shared/domain/shop';
import { SkeletonText } from '@client/ui/skeleton';
import { useEnv } from '@client/lib/env';
import { useHref } from '@client/lib/paths';
import { useDataClient } from '@client/lib/data-client';
import { genresQuery } from '@client/features/catalog/api/catalog.queries';
import { CertificateEditor } from '@client/features/certificates/components/certificate-editor';
import { LogoEditor } from '@client/features/service-media/components/logo-editor';
import { MediaEditor } from '@client/features/service-media/components/media-editor';
import { PhoneVerification } from '@client/features/verification/components/phone-verification';
import { useEditableService } from '@client/features/service-editor/api/service-editor.queries';
import { EditorLayout } from '@client/features/service-editor/components/editor-layout';
import { EditorStepContent } from '@client/features/service-editor/components/editor-step-content';
import { STEP, parseActiveId, parseStepIndex } from '@client/features/service-editor/lib/editor-steps';
import { ProServiceShop } from '@client/features/shop/components/pro-service-shop';
import { ServicePreview } from './service-preview';

export default function ServiceEditorPage() {
  const { t, i18n } = useTranslation('workspace');
  const href = useHref();
  const navigate = useNavigate();
  const data = useDataClient();
  const params = useParams();
  const profiles = useLocation().pathname.includes('/dashboard/profiles/');
  // Step 19 (Shop) exists only while the shop is open (SPEC §6 flags shop and nshop); otherwise its URL shows step 0.
  const env = useEnv();
  const flags = { shop: shopEnabled(env.featureFlags) };
  const id = Number(params.serviceId) || 0;
  const step = params.index === undefined && profiles ? STEP.PublicView : parseStepIndex(params.index, flags);
  const activeId = parseActiveId(params.active);
  const { data: service, dataUpdatedAt } = useEditableService(id);
  const lng = i18n.language as Language;
  const { data: genres = [] } = useQuery({ ...genresQuery(data, lng), enabled: step === STEP.Category });
  if (!service) return <SkeletonText lines={10} />;

  const route = profiles ? 'profileEditor' : 'serviceEditor';
  const stepHref = (index: number, active?: number) => href(route, { serviceId: id, index, active });
  return (
    <EditorLayout
      service={service}
      current={step}
      flags={flags}
      showStep={params.index !== undefined || profiles}
      stepHref={stepHref}
      listHref={href('services')}
      menuHref={href('serviceEditor', { serviceId: id })}
      calendarHref={env.featureFlags.calendar ? href('calendar', { serviceId: id }) : undefined}
      readAt={dataUpdatedAt}
    >
      <EditorStepContent
        key={`${id}:${step}:${activeId ?? ''}`}
        service={service}
        step={step}
        activeId={activeId}
        stepHref={stepHref}
        onArchived={() => navigate(href('services'))}
        slots={{
          media: <MediaEditor serviceId={id} />,
          logo: <LogoEditor serviceId={id} />,
          certificate: (
            <CertificateEditor serviceId={id} step={step} certId={activeId ?? undefined} onNavigate={(s, c) => navigate(stepHref(s, c))} />
          ),
          preview: step === STEP.PublicView ? <ServicePreview service={service} /> : null,
          shop:
            step === STEP.Shop ? (
              <ProServiceShop
                serviceId={id}
                categories={service.categories.map((c) => ({ id: c.id, name: lng === 'en-HK' ? c.name_en : c.name_zh }))}
                categoriesHref={stepHref(STEP.Category)}
              />
            ) : null,
          categoryGroups: genres.map((g) => ({
            genre: g.name,
            categories: g.categories.map((c) => ({ id: c.id, name: c.name, slug: c.slug, licence: c.required_licence_type })),
          })),
          renderPhoneVerification: ({ phone, onVerified }) => (
            <PhoneVerification initialPhone={phone} onVerified={onVerified} reason={t('basic>verify_reason')} />
          ),
        }}
      />
    </EditorLayout>
  );
}
