/** Anyone may report missing translations, so one address is held to a few reports an hour (i18n_missing). */
import request from 'supertest';
import { translationsContract } from '@shared/api/translations.contract';
import { RATE_LIMITS } from '@shared/api/rate-limits';
import { setUpTestContext } from '../../test/test-app';
import { api } from '../../test/api';

const ctx = setUpTestContext({ env: { RATE_LIMIT_SCALE: '1' } });

it('when one address reports again and again, then it is refused with 429 once the limit is spent, and nothing more is counted', async () => {
  const limit = RATE_LIMITS.i18n_missing[0].limit;
  const visitor = api(request(ctx.sifu.handler));
  const body = { items: [{ lng: 'en-HK', ns: 'site', key: 'rate>limited' }] } as const;
  const statuses: number[] = [];
  for (let i = 0; i <= limit; i++) statuses.push((await visitor.call(translationsContract.reportMissing, { body })).status);
  expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
  expect(statuses[limit]).toBe(429);
  const row = await ctx.deps.db.one<{ count: number }>(`SELECT count FROM missing_translations WHERE key = 'rate>limited'`);
  expect(row!.count).toBe(limit);
});
