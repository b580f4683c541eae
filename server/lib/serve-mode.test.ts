/** How many web processes npm start and the container's cluster.js run (ADR 0027). */
import { serveMode } from './serve-mode';

const REDIS = 'redis://127.0.0.1:6379';

it('when REDIS_URL is set and WEB_CONCURRENCY is 0, then one process per core serves', () => {
  expect(serveMode({ WEB_CONCURRENCY: 0, REDIS_URL: REDIS }, 4)).toMatchObject({ mode: 'cluster', processes: 4 });
});

it('when REDIS_URL is not set, then one process serves and the reason names REDIS_URL', () => {
  const mode = serveMode({ WEB_CONCURRENCY: 0, REDIS_URL: undefined }, 4);
  expect(mode).toMatchObject({ mode: 'single', processes: 1 });
  expect(mode.reason).toContain('no REDIS_URL');
});

it('when the machine has one core, then one process serves, Redis or not', () => {
  expect(serveMode({ WEB_CONCURRENCY: 0, REDIS_URL: REDIS }, 1)).toMatchObject({ mode: 'single', processes: 1, reason: 'one core' });
});

it('when WEB_CONCURRENCY is set, then it wins over the cores; more than one without Redis is refused', () => {
  expect(serveMode({ WEB_CONCURRENCY: 3, REDIS_URL: REDIS }, 8)).toMatchObject({ mode: 'cluster', processes: 3 });
  expect(serveMode({ WEB_CONCURRENCY: 1, REDIS_URL: REDIS }, 8)).toMatchObject({ mode: 'single', processes: 1 });
  const refused = serveMode({ WEB_CONCURRENCY: 2, REDIS_URL: undefined }, 8);
  expect(refused.mode).toBe('refused');
  expect(refused.reason).toContain('needs REDIS_URL');
});
