import {
  certificateInputSchema,
  hkidCheckDigit,
  identityInputSchema,
  normalizeBrNumber,
  normalizePassport,
  parseHkid,
} from './certificates.schema';

describe('HKID numbers', () => {
  it.each([
    ['A123456(3)', 'A123456(3)'],
    ['a1234563', 'A123456(3)'],
    ['AB 987654 (3)', 'AB987654(3)'],
    ['C668668(E)', null],
    ['G123456(A)', 'G123456(A)'],
  ])('when %s is checked, then its canonical form is %s', (raw, expected) => {
    const r = parseHkid(raw);
    if (expected) expect(r).toEqual({ ok: true, value: expected });
    else expect(r.ok).toBe(false);
  });

  it('when the check digit is wrong, then the problem is the check digit; a wrong shape is invalid_hkid', () => {
    expect(parseHkid('A123456(4)')).toEqual({ ok: false, problem: 'hkid_check_digit' });
    expect(parseHkid('123456(3)')).toEqual({ ok: false, problem: 'invalid_hkid' });
    expect(parseHkid('ABC123456(3)')).toEqual({ ok: false, problem: 'invalid_hkid' });
  });

  it('when the remainder makes the check digit 10, then it is A', () => {
    // G=16: 36*9 + 16*8 + 1*7 + 2*6 + 3*5 + 4*4 + 5*3 + 6*2 = 529, 529 mod 11 = 1 → 10 → A
    expect(hkidCheckDigit('G', '123456')).toBe('A');
  });
});

describe('other numbers', () => {
  it('when a business registration number has 8 digits and an optional 3-digit branch, then it is kept in canonical form', () => {
    expect(normalizeBrNumber('12345678')).toBe('12345678');
    expect(normalizeBrNumber(' 12345678-001 ')).toBe('12345678-001');
    expect(normalizeBrNumber('12345678001')).toBe('12345678-001');
    expect(normalizeBrNumber('1234567')).toBeNull();
    expect(normalizeBrNumber('12345678-01')).toBeNull();
  });

  it('when a passport number has 6–20 letters and digits, then it is upper-cased', () => {
    expect(normalizePassport('k1234567')).toBe('K1234567');
    expect(normalizePassport('K12')).toBeNull();
    expect(normalizePassport('K1234-567')).toBeNull();
  });
});

describe('input schemas', () => {
  it('when a personal licence of type other has no name, then the error is on name only once the other fields are valid', () => {
    const r = certificateInputSchema.safeParse({
      type: 'personal',
      licence_type: 'other',
      reference_identity: 'X1',
      attachment_ids: '1,2',
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', 'required']]);
  });

  it('when an identity is valid, then its number is stored in canonical form', () => {
    const r = identityInputSchema.safeParse({ card_type: 'HKID', real_id: 'a123456(3)', real_name: 'Chan Tai Man', attachment_ids: [1] });
    expect(r.success && r.data.real_id).toBe('A123456(3)');
  });
});
