/**
 * The pro workspace's step lists and limits (SPEC §2 service-editing menu and onboarding steps), without zod, so
 * the route table and pages use them without bundling the schemas (shared/schemas/service-editor.schema.ts).
 */
/** SPEC §2 service-editing menu steps. */
export const EDITOR_STEPS = [
  'Basic',
  'Travel',
  'Category',
  'FAQ',
  'Media',
  'Reviews',
  'Description',
  'Logo',
  'Area',
  'Certificate',
  'Close',
  'CertificateIntroCompany',
  'CertificateIntroPersonal',
  'CertificateCompany',
  'CertificatePersonal',
  'CertificateDelete',
  'CertificateCompanySecond',
  'PublicView',
  'Hours',
  'Shop',
] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];
export const editorStepIndex = (step: EditorStep) => EDITOR_STEPS.indexOf(step);

/** SPEC §2 onboarding steps. */
export const ONBOARDING_STEPS = ['Welcome', 'Basic', 'Logo', 'Description'] as const;

/** Services a pro may have that are not archived. */
export const MAX_ACTIVE_SERVICES = 5;
export const MAX_SERVICE_CATEGORIES = 10;
export const MAX_FAQS = 30;
export const MAX_PAUSE_EVENTS = 50;
export const MAX_EXTERNAL_REVIEW_LINKS = 10;
/** A description shorter than this cannot be published (it tells a customer nothing). */
export const MIN_DESCRIPTION_CHARS = 30;
export const MAX_DESCRIPTION_CHARS = 3000;
