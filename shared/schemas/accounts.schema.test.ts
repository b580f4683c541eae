import { EMAIL_PATTERN, fullName, registerSchema } from './accounts.schema';

describe('SPEC §5 email format: what mail servers accept', () => {
  it.each([
    'a@b.hk',
    'chan.tai-man+quote@mail.example.com',
    'x_y@sub.domain.org',
    "o'brien.{shop}@example.ie",
    'Chan@Example.COM',
    'a@例子.香港',
    'a@xn--fiqs8s.xn--j6w193g',
    'a@münchen.de',
    `${'l'.repeat(64)}@example.com`,
    `a@${'d'.repeat(63)}.com`,
  ])('when %s is given, then it is accepted', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each([
    'plain',
    'a@b',
    'a@b.c',
    'a@@b.com',
    'a b@c.com',
    '@b.com',
    'a@b.c1',
    '"<script>alert(1)</script>"@x.com',
    '"quoted"@x.com',
    '<a>@x.com',
    'a(b)@x.com',
    'a,b@x.com',
    'a;b@x.com',
    'a:b@x.com',
    'a[b]@x.com',
    'a\\b@x.com',
    'a..b@x.com',
    '.a@x.com',
    'a.@x.com',
    'ſ@x.com',
    '陳@x.com',
    'a@-b.com',
    'a@b-.com',
    'a@b_c.com',
    'a@b..com',
    'a@[127.0.0.1]',
    `${'l'.repeat(65)}@example.com`,
    `a@${'d'.repeat(64)}.com`,
    `a@${`${'d'.repeat(60)}.`.repeat(5)}com`,
  ])('when %s is given, then it is refused', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
  it('when a quoted local part is signed up with, then the schema refuses it with the translated invalid_email key', () => {
    const r = registerSchema.safeParse({ username: 'abc', email: '"<script>alert(1)</script>"@x.com', passwd: 'longenough' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('invalid_email');
  });
});

describe('SPEC §3 full name', () => {
  it('when both parts exist, then the last name comes first (no space in Chinese)', () => {
    expect(fullName({ username: 'u', last_name: '陳', first_name: '大文' })).toBe('陳大文');
    expect(fullName({ username: 'u', last_name: 'Chan', first_name: 'Tai Man' })).toBe('Chan Tai Man');
  });
  it('when no name is given, then the username is used', () => {
    expect(fullName({ username: 'sifu_fan', last_name: '', first_name: ' ' })).toBe('sifu_fan');
  });
});

describe('registerSchema', () => {
  it('when the password is short or contains NUL, then parsing fails with a message key', () => {
    const short = registerSchema.safeParse({ username: 'abc', email: 'a@b.hk', passwd: 'short' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0].message).toBe('password_too_short');
    const nul = registerSchema.safeParse({ username: 'abc', email: 'a@b.hk', passwd: 'longenough\u0000' });
    expect(nul.success).toBe(false);
  });
  it('when the email has upper case, then it is stored lower case', () => {
    expect(registerSchema.parse({ username: 'abc', email: 'A@B.HK', passwd: 'longenough' }).email).toBe('a@b.hk');
  });
});
