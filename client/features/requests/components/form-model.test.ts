import type { Question } from '@shared/schemas/catalog.schema';
import { emptyDraft } from '../hooks/form-draft';
import { buildSteps, firstIncomplete, stepOfField, toPostBody } from './form-model';

const q = (field_key: string, type: Question['type'], is_required = true): Question => ({
  field_key,
  type,
  label: field_key,
  help: '',
  is_required,
  options:
    type === 'single' || type === 'budget'
      ? [
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]
      : [],
});

const plumbing = [
  q('issue_type', 'single'),
  q('district', 'district'),
  q('preferred_date', 'date'),
  q('budget', 'budget'),
  q('details', 'text', false),
  q('photos', 'photo', false),
];

describe('questionnaire steps', () => {
  it('when the category asks for district, date and photos, then those questions become the district, when and photo steps, with a summary last', () => {
    expect(buildSteps(plumbing).map((s) => `${s.kind}:${s.id}`)).toEqual([
      'question:issue_type',
      'district:district',
      'when:preferred_date',
      'question:budget',
      'question:details',
      'photos:photos',
      'summary:summary',
    ]);
  });

  it('when the category has only option questions, then district, when, description and photos steps are added before the summary', () => {
    expect(buildSteps([q('kind', 'single')]).map((s) => s.id)).toEqual(['kind', 'district', 'when', 'description', 'photos', 'summary']);
  });

  it('when required answers are missing, then the first incomplete step is the first unanswered required question', () => {
    const steps = buildSteps(plumbing);
    const draft = { ...emptyDraft(), answers: { issue_type: 'a' } };
    expect(firstIncomplete(steps, draft)?.id).toBe('district');
    expect(firstIncomplete(steps, { ...draft, district: 'wan-chai' })?.id).toBe('preferred_date');
    expect(
      firstIncomplete(steps, {
        ...draft,
        district: 'wan-chai',
        preferred_dates: ['2026-12-01'],
        answers: { issue_type: 'a', budget: 'b' },
      }),
    ).toBeUndefined();
  });

  it('when the draft is sent, then answers carry the district and earliest date, photos go as attachment ids, slots are sorted', () => {
    const steps = buildSteps(plumbing);
    const body = toPostBody(
      'plumbing',
      steps,
      {
        ...emptyDraft(),
        answers: { issue_type: 'a', budget: 'b', details: 'Slow drain' },
        district: 'wan-chai',
        preferred_dates: ['2026-12-03', '2026-12-01'],
        time_slots: [4, 2],
      },
      [7, 8],
    );
    expect(body).toEqual({
      category: 'plumbing',
      answers: { issue_type: 'a', district: 'wan-chai', preferred_date: '2026-12-01', budget: 'b', details: 'Slow drain' },
      district: 'wan-chai',
      preferred_dates: ['2026-12-01', '2026-12-03'],
      time_slots: [2, 4],
      description: undefined,
      photos: [7, 8],
      recommend_source: 'web_form',
    });
  });

  it('when the server refuses fields, then each maps back to the step that asked it', () => {
    const steps = buildSteps(plumbing);
    expect(stepOfField(steps, 'answers.budget')).toBe('budget');
    expect(stepOfField(steps, 'district')).toBe('district');
    expect(stepOfField(steps, 'preferred_dates')).toBe('preferred_date');
    expect(stepOfField(steps, 'photos')).toBe('photos');
  });
});
