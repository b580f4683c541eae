/**
 * The demo seed and category qualification (SPEC §8 251): plumbing and electrical work need a licence, and every
 * seeded pro offering them holds it approved, so the demo's matching, job center and quoting work as before.
 */
import { setUpTestContext } from '../../test/test-app';

const ctx = setUpTestContext({ template: 'demo' });

describe('demo licences', () => {
  it('when the demo is seeded, then plumbing and electrician need their licences and no other category does', async () => {
    const rows = await ctx.deps.db.many<{ slug: string; required_licence_type: string }>(
      'SELECT slug, required_licence_type FROM quote_categories WHERE required_licence_type IS NOT NULL ORDER BY slug',
    );
    expect(rows).toEqual([
      { slug: 'electrician', required_licence_type: 'emsd_electrician' },
      { slug: 'plumbing', required_licence_type: 'wsd_plumber' },
    ]);
  });

  it('when the demo is seeded, then every service offering a regulated category holds its licence approved', async () => {
    const offered = await ctx.deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
        WHERE c.required_licence_type IS NOT NULL`,
    );
    expect(offered!.n).toBeGreaterThan(10);
    const unlicensed = await ctx.deps.db.many<{ slug: string; category: string }>(
      `SELECT s.slug, c.slug AS category FROM service_categories sc
         JOIN quote_categories c ON c.id = sc.quote_category_id JOIN quote_services s ON s.quote_service_id = sc.quote_service_id
        WHERE c.required_licence_type IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM service_certificates l WHERE l.quote_service_id = sc.quote_service_id AND l.status = 2
                            AND l.type = 'personal' AND l.licence_type = c.required_licence_type)`,
    );
    expect(unlicensed).toEqual([]);
  });
});
