/**
 * The questionnaire as steps (DESIGN.md "Questionnaire": one question per step): the category's active
 * questions in display order, where the date question becomes the "when" step (preferred dates and SPEC §9
 * time slots) and the photo question the photo step; district, when, description and photos are added when
 * the category has no question for them; a summary closes it.
 */
import type { Question } from '@shared/schemas/catalog.schema';
import type { AnswerValue } from '@shared/schemas/requests.schema';
import type { FormDraft } from '../hooks/form-draft';
import type { PostRequestBody } from '../api/requests.mutations';

export type Step =
  | { id: string; kind: 'question'; question: Question }
  | { id: string; kind: 'district'; question?: Question }
  | { id: string; kind: 'when'; question?: Question }
  | { id: 'description'; kind: 'description' }
  | { id: string; kind: 'photos'; question?: Question }
  | { id: 'summary'; kind: 'summary' };

export const MAX_PREFERRED_DATES = 5;
export const MAX_PHOTOS = 10;

export function buildSteps(questions: Question[]): Step[] {
  const steps: Step[] = [];
  for (const q of questions) {
    if (q.type === 'date') steps.push({ id: q.field_key, kind: 'when', question: q });
    else if (q.type === 'photo') steps.push({ id: q.field_key, kind: 'photos', question: q });
    else if (q.type === 'district') steps.push({ id: q.field_key, kind: 'district', question: q });
    else steps.push({ id: q.field_key, kind: 'question', question: q });
  }
  const has = (kind: Step['kind']) => steps.some((s) => s.kind === kind);
  const photosAt = steps.findIndex((s) => s.kind === 'photos');
  const insertBeforePhotos = (s: Step) =>
    photosAt >= 0
      ? steps.splice(
          steps.findIndex((x) => x.kind === 'photos'),
          0,
          s,
        )
      : steps.push(s);
  if (!has('district')) insertBeforePhotos({ id: 'district', kind: 'district' });
  if (!has('when')) insertBeforePhotos({ id: 'when', kind: 'when' });
  if (!questions.some((q) => q.type === 'text')) insertBeforePhotos({ id: 'description', kind: 'description' });
  if (!has('photos')) steps.push({ id: 'photos', kind: 'photos' });
  steps.push({ id: 'summary', kind: 'summary' });
  return steps;
}

function isEmpty(v: AnswerValue | undefined): boolean {
  return v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
}

/** The problem of one step before moving on: 'required' or null. */
export function stepProblem(step: Step, draft: FormDraft): 'required' | null {
  switch (step.kind) {
    case 'question':
      return step.question.is_required && isEmpty(draft.answers[step.question.field_key]) ? 'required' : null;
    case 'district':
      return draft.district ? null : 'required';
    case 'when':
      return step.question?.is_required && draft.preferred_dates.length === 0 ? 'required' : null;
    default:
      return null;
  }
}

/** The first step that still needs an answer, if any. */
export function firstIncomplete(steps: Step[], draft: FormDraft): Step | undefined {
  return steps.find((s) => stepProblem(s, draft) !== null);
}

/** The body of POST /api/quote_requests/search_add from the draft and the uploaded photo ids. */
export function toPostBody(slug: string, steps: Step[], draft: FormDraft, photoIds: number[]): PostRequestBody {
  const answers: Record<string, AnswerValue> = {};
  for (const s of steps) {
    if (s.kind === 'question' && !isEmpty(draft.answers[s.question.field_key]))
      answers[s.question.field_key] = draft.answers[s.question.field_key];
    if (s.kind === 'district' && s.question && draft.district) answers[s.question.field_key] = draft.district;
    if (s.kind === 'when' && s.question && draft.preferred_dates[0]) answers[s.question.field_key] = [...draft.preferred_dates].sort()[0];
    if (s.kind === 'photos' && s.question?.is_required && photoIds.length) answers[s.question.field_key] = photoIds;
  }
  return {
    category: slug,
    answers,
    district: draft.district || undefined,
    preferred_dates: [...draft.preferred_dates].sort(),
    time_slots: [...draft.time_slots].sort(),
    description: draft.description.trim() || undefined,
    photos: photoIds,
    recommend_source: 'web_form',
  };
}

/** Maps validation fields of the server ("answers.<key>", "district", "preferred_dates", …) to step ids. */
export function stepOfField(steps: Step[], field: string): string | undefined {
  const key = field.startsWith('answers.') ? field.slice('answers.'.length) : field;
  const byQuestion = steps.find((s) => 'question' in s && s.question?.field_key === key);
  if (byQuestion) return byQuestion.id;
  if (key === 'district') return steps.find((s) => s.kind === 'district')?.id;
  if (key === 'preferred_dates' || key === 'time_slots') return steps.find((s) => s.kind === 'when')?.id;
  if (key === 'description') return 'description';
  if (key === 'photos') return steps.find((s) => s.kind === 'photos')?.id;
  return undefined;
}
