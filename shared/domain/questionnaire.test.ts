import { labelAnswers, validateAnswers, type FormField } from './questionnaire';

const opt = (value: string) => ({ value, label_zh: `${value}中`, label_en: `${value} en` });
const field = (key: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  field_key: key,
  type,
  label_zh: key,
  label_en: key,
  options: [],
  is_required: true,
  is_active: true,
  display_order: 0,
  ...extra,
});
const FIELDS: FormField[] = [
  field('kind', 'single', { options: [opt('a'), opt('b')], display_order: 1 }),
  field('rooms', 'multi', { options: [opt('x'), opt('y')], display_order: 2 }),
  field('where', 'district', { display_order: 3 }),
  field('when', 'date', { display_order: 4 }),
  field('budget', 'budget', { options: [opt('0-500')], display_order: 5 }),
  field('notes', 'text', { is_required: false, display_order: 6 }),
  field('pics', 'photo', { is_required: false, display_order: 7 }),
  field('old', 'single', { is_active: false, options: [opt('z')], display_order: 8 }),
];
const ctx = { districts: [{ id: 7, slug: 'wan-chai', name_zh: '灣仔', name_en: 'Wan Chai' }], ownAttachmentIds: new Set([11]) };

describe('validateAnswers by field type', () => {
  it('when every answer is valid, then they are cleaned and there are no errors', () => {
    const r = validateAnswers(
      FIELDS,
      { kind: 'a', rooms: ['x', 'x', 'y'], where: 7, when: '2030-02-28', budget: '0-500', notes: '  hi ', pics: [11] },
      ctx,
    );
    expect(r.errors).toEqual({});
    expect(r.clean).toEqual({
      kind: 'a',
      rooms: ['x', 'y'],
      where: 'wan-chai',
      when: '2030-02-28',
      budget: '0-500',
      notes: 'hi',
      pics: [11],
    });
  });

  it.each([
    ['kind', 'c', 'invalid_option'],
    ['rooms', ['x', 'q'], 'invalid_option'],
    ['where', 'atlantis', 'invalid_district'],
    ['when', '2030-02-30', 'invalid_date'],
    ['budget', '1', 'invalid_option'],
    ['pics', [12], 'invalid_attachment'],
    ['old', 'z', 'unknown_field'],
  ])('when %s is %j, then the error is %s', (key, value, error) => {
    const base = { kind: 'a', rooms: ['x'], where: 'wan-chai', when: '2030-01-01', budget: '0-500' };
    expect(validateAnswers(FIELDS, { ...base, [key]: value } as never, ctx).errors[key]).toBe(error);
  });

  it('when required answers are missing, then each is "required" and optional ones are not', () => {
    expect(validateAnswers(FIELDS, {}, ctx).errors).toEqual({
      kind: 'required',
      rooms: 'required',
      where: 'required',
      when: 'required',
      budget: 'required',
    });
  });
});

describe('labelAnswers', () => {
  it('when answers are labelled, then they follow display order with both languages, including retired fields', () => {
    const out = labelAnswers(FIELDS, { old: 'z', kind: 'b', where: 'wan-chai', rooms: ['x', 'y'], pics: [1, 2] }, ctx.districts);
    expect(out.map((a) => a.field_key)).toEqual(['kind', 'rooms', 'where', 'pics', 'old']);
    expect(out[1]).toMatchObject({ display_zh: 'x中、y中', display_en: 'x en, y en' });
    expect(out[2]).toMatchObject({ display_zh: '灣仔', display_en: 'Wan Chai' });
    expect(out[3].display_en).toBe('2 photos');
  });

  it('when a date is answered, then it reads as a date in each language, not as 2030-01-05', () => {
    const [when] = labelAnswers(FIELDS, { when: '2030-01-05' }, ctx.districts);
    expect(when).toMatchObject({ value: '2030-01-05', display_zh: '2030年1月5日', display_en: '5 Jan 2030' });
  });
});
