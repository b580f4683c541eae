/** The demo verification queue: seeded pending certificates reach demo_ops's queue, with specimen files when stored. */
import path from 'node:path';
import request from 'supertest';
import { certificatesContract } from '@shared/api/certificates.contract';
import { logIn, setUpTestContext } from '../../test/test-app';
import { createFileStore } from '../../lib/file-store';
import { DEMO_OPERATOR } from './demo-accounts';
import { insertPendingCertificates } from './seed-verifications';
import { api } from '../../test/api';

const ctx = setUpTestContext({ template: 'demo' });

const loginOperator = () => logIn(ctx, DEMO_OPERATOR);

describe('demo verification queue', () => {
  it('when demo_ops opens the queue of the seeded demo, then pending certificates of seeded pros are waiting', async () => {
    const agent = await loginOperator();
    const res = await api(agent).call(certificatesContract.opsList, { query: { kind: 'certificate' } });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.items.map((i: { licence_type: string | null; type: string }) => i.licence_type ?? i.type).sort()).toEqual(
      ['company', 'emsd_electrician', 'wsd_plumber'].sort(),
    );
    expect(res.body.data.items.every((i: { user: { username: string } }) => i.user.username !== 'demo_pro')).toBe(true);
  });

  it('when the seed has the upload store, then each pending certificate carries a specimen file only its pro and operators may open', async () => {
    const files = createFileStore(path.join(ctx.dataDir, 'uploads'));
    const count = await ctx.deps.db.withTransaction((tx) => insertPendingCertificates(tx, { files, now: Date.now() }));
    expect(count).toBe(3);
    const agent = await loginOperator();
    const res = await api(agent).call(certificatesContract.opsList, { query: { kind: 'certificate' } });
    const withFiles = res.body.data.items.filter((i: { files: unknown[] }) => i.files.length === 1);
    expect(withFiles).toHaveLength(3);
    const url = withFiles[0].files[0].url as string;
    const file = await agent.get(url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await request(ctx.sifu.handler).get(url)).status).toBe(404);
  });
});
