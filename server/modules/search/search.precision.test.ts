/**
 * Top-1 precision of search over the labelled query set (query-set.ts), against the real PostgreSQL with the seeded
 * catalogue. A query counts as right when the best match is the labelled category (or none for a null label) and,
 * where the label says so, the jump straight to the form happens or not. Prints the figure and a latency bench.
 */
import { setUpTestContext } from '../../test/test-app';
import { QUERY_SET, type LabelledQuery, type QueryKind } from './query-set';
import * as search from './search.service';

jest.setTimeout(120_000);

const ctx = setUpTestContext({ template: 'demo' });

const TARGET = 0.9;

interface Outcome {
  query: LabelledQuery;
  best: string | null;
  confident: boolean;
  right: boolean;
}

async function run(query: LabelledQuery): Promise<Outcome> {
  const lng = query.kind === 'en' ? 'en-HK' : 'zh-HK';
  const r = await search.search(ctx.deps.db, { q: query.q, lng, page: 1 });
  const best = r.best?.slug ?? null;
  const right = best === query.expect && (query.jump === undefined || r.confident === query.jump);
  return { query, best, confident: r.confident, right };
}

const share = (xs: Outcome[]) => (xs.length ? xs.filter((x) => x.right).length / xs.length : 1);
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

describe('search precision over the labelled query set', () => {
  it('has at least 200 labelled queries in both languages, mixed and typos, each labelled once', () => {
    expect(QUERY_SET.length).toBeGreaterThanOrEqual(200);
    for (const kind of ['zh', 'en', 'mixed', 'typo', 'variant'] as const)
      expect(QUERY_SET.filter((x) => x.kind === kind).length).toBeGreaterThan(10);
    const keys = QUERY_SET.map((x) => `${x.kind}:${x.q}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it(`names the labelled category first for at least ${pct(TARGET)} of the queries`, async () => {
    const outcomes: Outcome[] = [];
    for (const query of QUERY_SET) outcomes.push(await run(query));
    const precision = share(outcomes);
    const byKind = (['zh', 'en', 'mixed', 'typo', 'variant'] as QueryKind[]).map(
      (k) => `${k} ${pct(share(outcomes.filter((o) => o.query.kind === k)))}`,
    );
    const categoryOnly = outcomes.filter((o) => o.best === o.query.expect).length / outcomes.length;
    const jumps = outcomes.filter((o) => o.query.jump !== undefined);
    const misses = outcomes
      .filter((o) => !o.right)
      .map(
        (o) =>
          `  ${JSON.stringify(o.query.q)} expected ${o.query.expect}${o.query.jump === undefined ? '' : ` jump=${o.query.jump}`} got ${o.best} jump=${o.confident}`,
      );
    console.log(
      [
        `search top-1 precision: ${pct(precision)} of ${outcomes.length} queries (${byKind.join(', ')})`,
        `best category alone (jump labels not counted): ${pct(categoryOnly)}`,
        `jump labels honoured: ${jumps.filter((o) => o.confident === o.query.jump).length} of ${jumps.length}`,
        ...(misses.length ? ['misses:', ...misses] : []),
      ].join('\n'),
    );
    expect(precision).toBeGreaterThanOrEqual(TARGET);
    // A typo alone never jumps to a form, whatever else is right or wrong.
    expect(outcomes.filter((o) => o.query.kind === 'typo' && o.confident).map((o) => o.query.q)).toEqual([]);
  });

  it('reports the time of a typical search (bench, no assertion on time)', async () => {
    const queries = ['moving company', '通渠', 'aircon cleaning', '補習', 'plumbr'];
    for (const q of queries) await search.search(ctx.deps.db, { q, lng: 'en-HK', page: 1 });
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      for (const q of queries) {
        const t = performance.now();
        await search.search(ctx.deps.db, { q, lng: 'en-HK', page: 1 });
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(`search latency over ${times.length} warm searches: median ${at(0.5)} ms, p90 ${at(0.9)} ms`);
    expect(times).toHaveLength(100);
  });
});
