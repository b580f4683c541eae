import { createPasswordChecker, passwordUserInputs } from '@shared/domain/password-strength';
import { checkNewPassword } from './password-policy';

const user = passwordUserInputs({ username: 'taiman88', email: 'tm.chan@example.com', first_name: 'Tai Man', last_name: 'Chan' });

describe('checkNewPassword', () => {
  it.each([
    ['Ab1!xyz', 'too_short'],
    ['12345678', 'common'],
    ['password1', 'common'],
    ['qwertyuiop', 'common'],
    ['P@ssw0rd123', 'common'],
    ['iloveyou88', 'common'],
    ['bbbbbbbb', 'weak'],
    ['kjHq8#mZ', 'weak'],
    ['TAIMAN88-harbour!', 'derived'],
    ['88namiat-Harbour', 'derived'],
    ['t41m4n88-Harbour', 'derived'],
    ['taiman89', 'derived'],
    ['tm.chan-Harbour-77', 'derived'],
    ['TaiMan-Harbour-77', 'derived'],
    ['Kite-Chan-Harbour-77', 'derived'],
  ])('when the password is %s, then it is refused as %s', (password, reason) => {
    expect(checkNewPassword(password, user)).toMatchObject({ ok: false, reason });
  });

  it.each(['Harbour-Kite-2026!', 'correct horse battery staple', 'Zq9-vLm2-Rt7x-Wp4k'])(
    'when the password is %s, then it is accepted with a score of 3 or more',
    (password) => {
      const verdict = checkNewPassword(password, user);
      expect(verdict.ok).toBe(true);
      expect(verdict.score).toBeGreaterThanOrEqual(3);
    },
  );

  it('when a name is shorter than 3 characters, then containing it is allowed', () => {
    expect(checkNewPassword('Li-Harbour-Kite-26', passwordUserInputs({ username: 'lwong', last_name: 'Li' })).ok).toBe(true);
  });

  it('when the checker is built, then zxcvbn is bounded (64 characters estimated, at most 10 l33t substitutions), so a hostile input stays cheap', () => {
    // The bounds are what keep a hostile 200-character input near 30 ms instead of ~1 s (shared/domain/password-strength.ts);
    // asserted here rather than timed, which a loaded CI machine would make flaky.
    let options: object | undefined;
    class FakeFactory {
      constructor(o: object) {
        options = o;
      }
      check() {
        return { score: 4, sequence: [] };
      }
    }
    createPasswordChecker({
      core: { ZxcvbnFactory: FakeFactory },
      common: { dictionary: {}, adjacencyGraphs: {} },
      en: { dictionary: {} },
    });
    expect(options).toMatchObject({ maxLength: 64, l33tMaxSubstitutions: 10 });
    const hostile = Array.from({ length: 200 }, (_, i) => String.fromCharCode(33 + ((i * 37) % 90))).join('');
    expect(checkNewPassword(hostile, user)).toMatchObject({ ok: true });
  });
});

describe('passwordUserInputs', () => {
  it('when given an account, then it lists the username, e-mail, its local part and the names', () => {
    expect(user).toEqual(['taiman88', 'tm.chan@example.com', 'tm.chan', 'Tai Man', 'Chan']);
  });
});
