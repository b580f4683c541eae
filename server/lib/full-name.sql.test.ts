/** The SQL full_name() writes a name exactly as fullName() does, so a name reads the same on every page. */
import { fullName, greetingName } from '@shared/schemas/accounts.schema';
import { createTestDb } from '../test/test-db';
import type { Db } from './db';
import { silenceLogger } from './logger';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  silenceLogger();
  ({ db, drop } = await createTestDb());
});
afterAll(() => drop());

const PEOPLE = [
  { first_name: '美玲', last_name: '陳', username: 'may' },
  { first_name: 'Mei Ling', last_name: 'Chan', username: 'may2' },
  { first_name: ' May ', last_name: '', username: 'may3' },
  { first_name: '', last_name: 'Chan', username: 'chan' },
  { first_name: '', last_name: '', username: 'nobody' },
  { first_name: 'Tai Man', last_name: '陳', username: 'mixed' },
];

describe('full_name()', () => {
  it('when a name is Chinese, Latin, half given or empty, then SQL and TypeScript write it the same way', async () => {
    const inSql = [];
    for (const p of PEOPLE)
      inSql.push((await db.one<{ n: string }>('SELECT full_name($1, $2, $3) AS n', [p.first_name, p.last_name, p.username]))!.n);
    expect(inSql).toEqual(PEOPLE.map(fullName));
    expect(inSql).toEqual(['陳美玲', 'Chan Mei Ling', 'May', 'Chan', 'nobody', '陳Tai Man']);
  });

  it('when a name is NULL in the database, then it counts as empty', async () => {
    expect((await db.one<{ n: string }>('SELECT full_name(NULL, NULL, $1) AS n', ['u1']))!.n).toBe('u1');
  });
});

describe('greetingName()', () => {
  it('when a greeting is written, then a Chinese name is whole and a Latin one is the given name ("Hi May", never "Hi Chan May")', () => {
    expect(PEOPLE.map(greetingName)).toEqual(['陳美玲', 'Mei Ling', 'May', 'Chan', 'nobody', '陳Tai Man']);
  });
});
