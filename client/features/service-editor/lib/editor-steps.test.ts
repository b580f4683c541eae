import { EDITOR_STEPS, type EditableService } from '@shared/schemas/service-editor.schema';
import { menuGroups, menuStepOf, parseActiveId, parseStepIndex, STEP, stepState } from './editor-steps';

const off = { shop: false };

describe('the editing menu steps', () => {
  it('when the index is a step number, then it is that step; anything else is step 0 (Basic)', () => {
    expect(parseStepIndex('18', off)).toBe(STEP.Hours);
    expect(parseStepIndex('0', off)).toBe(0);
    for (const bad of [undefined, '', '20', '99', '-1', '1.5', '01x', 'Hours', ' 3', '007']) expect(parseStepIndex(bad, off)).toBe(0);
  });

  it('when the shop flag is off, then Shop (19) falls back to step 0 and is not in the menu; on, it is both', () => {
    expect(parseStepIndex('19', off)).toBe(0);
    expect(parseStepIndex('19', { shop: true })).toBe(STEP.Shop);
    expect(menuGroups(off).flatMap((g) => g.steps)).not.toContain(STEP.Shop);
    expect(menuGroups({ shop: true }).flatMap((g) => g.steps)).toContain(STEP.Shop);
  });

  it('when the menu is built, then every step but the certificate sub-steps appears exactly once', () => {
    const listed = menuGroups({ shop: true }).flatMap((g) => g.steps);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 17, 18, 19]);
    expect(EDITOR_STEPS[menuStepOf(14)]).toBe('Certificate');
    expect(menuStepOf(STEP.Hours)).toBe(STEP.Hours);
  });

  it('when the active segment is a positive id, then it is read; anything else is null', () => {
    expect(parseActiveId('42')).toBe(42);
    for (const bad of [undefined, '0', '-3', 'new', '4.2', '99999999999']) expect(parseActiveId(bad)).toBeNull();
  });

  it('when something is missing, then its step says so; filled steps are ticked and the rest are optional', () => {
    const s = {
      business_name_zh: '陳師傅',
      is_phone_confirmed: true,
      is_service_professional_travels_to_me: true,
      is_customer_travel_to_me: false,
      is_over_phone_or_internet: false,
      categories: [],
      faqs: [],
      review_count: 0,
      external_review_links: [],
      description_zh: '',
      description_en: '',
      logo_url: null,
      district_ids: [],
      profile_ready: false,
      is_public: true,
      business_hours: [{ weekday: 1, open: '09:00', close: '18:00' }],
      missing: ['categories', 'description', 'something_new'],
    } as unknown as EditableService;
    expect(stepState(STEP.Category, s)).toBe('missing');
    expect(stepState(STEP.Description, s)).toBe('missing');
    expect(stepState(STEP.PublicView, s)).toBe('missing');
    expect(stepState(STEP.Basic, s)).toBe('done');
    expect(stepState(STEP.Hours, s)).toBe('done');
    expect(stepState(STEP.FAQ, s)).toBe('optional');
  });
});
