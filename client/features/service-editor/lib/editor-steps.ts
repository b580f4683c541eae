/**
 * The service-editing menu (SPEC §2 steps 0–19, EDITOR_STEPS): which steps the menu lists and in what groups,
 * how the `{index}` URL segment is read, and which step fixes each `missing` key of the editable service.
 */
import { EDITOR_STEPS, editorStepIndex, type EditorStep } from '@shared/domain/service-steps';
import type { EditableService } from '@shared/schemas/service-editor.schema';

export const STEP = Object.fromEntries(EDITOR_STEPS.map((s, i) => [s, i])) as Record<EditorStep, number>;

/** Certificate (9) and its sub-steps (11–16): one certificate editor shows them; the menu lists only step 9. */
export const CERTIFICATE_STEPS: readonly number[] = [
  'Certificate',
  'CertificateIntroCompany',
  'CertificateIntroPersonal',
  'CertificateCompany',
  'CertificatePersonal',
  'CertificateDelete',
  'CertificateCompanySecond',
].map((s) => editorStepIndex(s as EditorStep));

export const isCertificateStep = (index: number) => CERTIFICATE_STEPS.includes(index);

export interface StepFlags {
  /** SPEC §6 shop flag: step 19 exists only when it is on. */
  shop: boolean;
}

/** The `{index}` segment → a step: whole numbers 0–19 only; anything else (and Shop with the flag off) is step 0. */
export function parseStepIndex(raw: string | undefined, flags: StepFlags): number {
  if (raw === undefined || !/^\d{1,2}$/.test(raw)) return 0;
  const n = Number(raw);
  if (n >= EDITOR_STEPS.length) return 0;
  if (n === STEP.Shop && !flags.shop) return 0;
  return n;
}

/** The `{active}` segment as an id (a FAQ or category being edited), or null. */
export function parseActiveId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

export interface MenuGroup {
  key: 'profile' | 'work' | 'trust' | 'publish';
  steps: number[];
}

/** The menu in the order a pro fills a profile in; Close comes last, away from everything else. */
export function menuGroups(flags: StepFlags): MenuGroup[] {
  return [
    { key: 'profile', steps: [STEP.Basic, STEP.Description, STEP.Logo, STEP.Media, STEP.FAQ] },
    { key: 'work', steps: [STEP.Category, STEP.Area, STEP.Travel, STEP.Hours, ...(flags.shop ? [STEP.Shop] : [])] },
    { key: 'trust', steps: [STEP.Certificate, STEP.Reviews] },
    { key: 'publish', steps: [STEP.PublicView, STEP.Close] },
  ];
}

/** The menu entry that is highlighted for a step (certificate sub-steps highlight Certificate). */
export const menuStepOf = (index: number) => (isCertificateStep(index) ? STEP.Certificate : index);

/** The step where each `missing` key (server completeness rule) is fixed. */
export const MISSING_STEP: Record<string, number> = {
  business_name: STEP.Basic,
  phone: STEP.Basic,
  categories: STEP.Category,
  areas: STEP.Area,
  description: STEP.Description,
};

export type StepState = 'done' | 'missing' | 'optional';

/**
 * Tick, "needed to publish" or nothing: a step is missing when a `missing` key belongs to it, done when it holds
 * what it asks for, otherwise optional. Media and certificates are read by their own editors, so they stay neutral.
 */
export function stepState(index: number, s: EditableService): StepState {
  if (s.missing.some((m) => (MISSING_STEP[m] ?? STEP.PublicView) === index)) return 'missing';
  const done: Partial<Record<number, boolean>> = {
    [STEP.Basic]: s.business_name_zh !== '' && s.is_phone_confirmed,
    [STEP.Travel]: s.is_service_professional_travels_to_me || s.is_customer_travel_to_me || s.is_over_phone_or_internet,
    [STEP.Category]: s.categories.length > 0,
    [STEP.FAQ]: s.faqs.length > 0,
    [STEP.Reviews]: s.review_count > 0 || s.external_review_links.length > 0,
    [STEP.Description]: s.description_zh !== '' || s.description_en !== '',
    [STEP.Logo]: s.logo_url !== null,
    [STEP.Area]: s.district_ids.length > 0,
    [STEP.PublicView]: s.profile_ready && s.is_public,
    [STEP.Hours]: s.business_hours.length > 0,
  };
  return done[index] ? 'done' : 'optional';
}
