/**
 * Which form a menu step shows. Steps drawn by other features (Media, Logo, certificates, the public preview,
 * phone verification, the catalogue's categories, the shop's items) arrive as slots from the page, which composes
 * features.
 */
import type { ReactNode } from 'react';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { STEP, isCertificateStep } from '../lib/editor-steps';
import type { CategoryOptionGroup } from './onboarding-category-picker';
import { EditorAreas } from './editor-areas';
import { EditorBasic, type PhoneVerificationSlot } from './editor-basic';
import { EditorCategories } from './editor-categories';
import { EditorCategorySettings } from './editor-category-settings';
import { EditorClose } from './editor-close';
import { EditorDescription } from './editor-description';
import { EditorFaq } from './editor-faq';
import { EditorHours } from './editor-hours';
import { EditorPublicView } from './editor-public-view';
import { EditorReviews } from './editor-reviews';
import { EditorTravel } from './editor-travel';

export interface EditorSlots {
  media: ReactNode;
  logo: ReactNode;
  /** Steps 9 and 11–16. */
  certificate: ReactNode;
  /** Step 17's preview of the profile. */
  preview: ReactNode;
  /** Step 19's items per category (the shop feature's). */
  shop: ReactNode;
  categoryGroups: CategoryOptionGroup[];
  renderPhoneVerification: (p: PhoneVerificationSlot) => ReactNode;
}

export interface EditorStepContentProps {
  service: EditableService;
  step: number;
  activeId: number | null;
  stepHref: (index: number, active?: number) => string;
  onArchived: () => void;
  slots: EditorSlots;
}

export function EditorStepContent({ service, step, activeId, stepHref, onArchived, slots }: EditorStepContentProps) {
  if (isCertificateStep(step)) return <>{slots.certificate}</>;
  switch (step) {
    case STEP.Travel:
      return <EditorTravel service={service} />;
    case STEP.Category: {
      const category = activeId === null ? undefined : service.categories.find((c) => c.id === activeId);
      return category ? (
        <EditorCategorySettings key={category.id} service={service} category={category} backHref={stepHref(STEP.Category)} />
      ) : (
        <EditorCategories service={service} groups={slots.categoryGroups} settingsHref={(id) => stepHref(STEP.Category, id)} />
      );
    }
    case STEP.FAQ:
      return <EditorFaq service={service} activeId={activeId} hrefFor={(id) => stepHref(STEP.FAQ, id ?? undefined)} />;
    case STEP.Media:
      return <>{slots.media}</>;
    case STEP.Reviews:
      return <EditorReviews service={service} />;
    case STEP.Description:
      return <EditorDescription service={service} />;
    case STEP.Logo:
      return <>{slots.logo}</>;
    case STEP.Area:
      return <EditorAreas service={service} />;
    case STEP.Close:
      return <EditorClose service={service} onArchived={onArchived} />;
    case STEP.PublicView:
      return <EditorPublicView service={service} stepHref={(i) => stepHref(i)} preview={slots.preview} />;
    case STEP.Hours:
      return <EditorHours service={service} />;
    case STEP.Shop:
      return <>{slots.shop}</>;
    default:
      return <EditorBasic service={service} renderPhoneVerification={slots.renderPhoneVerification} />;
  }
}
