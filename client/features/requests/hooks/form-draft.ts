/**
 * The questionnaire draft of one category, kept in sessionStorage so a visitor can answer first, log in or
 * sign up, and come back without losing anything. Photos are Blobs, kept in IndexedDB
 * (pending-photos.ts) because sessionStorage holds strings only.
 */
import type { AnswerValue } from '@shared/schemas/requests.schema';

export interface FormDraft {
  answers: Record<string, AnswerValue>;
  district: string;
  preferred_dates: string[];
  time_slots: number[];
  description: string;
  /** The step last shown, by id. */
  step: string;
}

export const emptyDraft = (): FormDraft => ({ answers: {}, district: '', preferred_dates: [], time_slots: [], description: '', step: '' });

const key = (slug: string) => `sifu:form:${slug}`;

export function loadDraft(slug: string): FormDraft | null {
  try {
    const raw = window.sessionStorage.getItem(key(slug));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<FormDraft>;
    return { ...emptyDraft(), ...d, answers: d.answers && typeof d.answers === 'object' ? d.answers : {} };
  } catch {
    return null;
  }
}

export function saveDraft(slug: string, draft: FormDraft): void {
  try {
    window.sessionStorage.setItem(key(slug), JSON.stringify(draft));
  } catch {
    /* private mode or quota: the draft lives in memory only */
  }
}

export function clearDraft(slug: string): void {
  try {
    window.sessionStorage.removeItem(key(slug));
  } catch {
    /* ignore */
  }
}
