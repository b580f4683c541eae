/**
 * The cleanup sweep (ADR 0027) on a real PostgreSQL: orphan uploads go with their files after the
 * grace, attached ones stay; one-time codes expired for a day go, fresh and verified ones stay.
 */
import fs from 'node:fs';
import path from 'node:path';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { settingsContract } from '@shared/api/settings.contract';
import { setUpTestContext, signUp } from '../../test/test-app';
import { createCatalog, createConsumer, postRequest } from '../../test/fixtures';
import { solidImage } from '../../test/images';
import { withAdapterDefaults } from '../../lib/adapters';
import { ORPHAN_UPLOAD_GRACE_HOURS } from '../attachments/orphan-uploads.service';
import { runSweep } from './sweeps.service';
import { api } from '../../test/api';

const ctx = setUpTestContext();
let JPEG: Buffer;
beforeAll(async () => {
  JPEG = await solidImage('jpeg');
});

const cleanup = () => runSweep(withAdapterDefaults(ctx.deps), 'cleanup');
const ageUpload = (id: number, hours: number) =>
  ctx.deps.db.query('UPDATE attachments SET created = now() - make_interval(hours => $2) WHERE id = $1', [id, hours]);
const storedFiles = async (id: number) => {
  const r = await ctx.deps.db.one<{ storage_name: string; variants: Record<string, { webp: string; jpeg: string }> }>(
    'SELECT storage_name, variants FROM attachments WHERE id = $1',
    [id],
  );
  return r ? [r.storage_name, ...Object.values(r.variants).flatMap((v) => [v.webp, v.jpeg])] : [];
};
const onDisk = (name: string) => fs.existsSync(path.join(ctx.dataDir, 'uploads', name));

async function upload(agent: Awaited<ReturnType<typeof signUp>>['agent']): Promise<number> {
  const res = await api(agent).call(attachmentsContract.upload).attach('file', JPEG, 'photo.jpg').expect(200);
  return res.body.data[0].id as number;
}

describe('orphan uploads', () => {
  it('when an upload was never attached and the grace has passed, then its row and every stored file are deleted', async () => {
    const user = await signUp(ctx);
    const id = await upload(user.agent);
    const files = await storedFiles(id);
    expect(files.length).toBe(5);
    expect(files.every(onDisk)).toBe(true);
    await ageUpload(id, ORPHAN_UPLOAD_GRACE_HOURS + 1);

    await cleanup();
    expect(await ctx.deps.db.one('SELECT id FROM attachments WHERE id = $1', [id])).toBeUndefined();
    expect(files.some(onDisk)).toBe(false);
  });

  it('when an upload is attached to a request, or still within its grace, then it stays', async () => {
    const cat = await createCatalog(ctx);
    const consumer = await createConsumer(ctx);
    const attached = await upload(consumer.agent);
    await postRequest(ctx, consumer, cat, { photos: [attached] });
    await ageUpload(attached, ORPHAN_UPLOAD_GRACE_HOURS + 48);
    const recent = await upload(consumer.agent);
    await ageUpload(recent, ORPHAN_UPLOAD_GRACE_HOURS - 1);

    await cleanup();
    for (const id of [attached, recent]) {
      expect(await ctx.deps.db.one('SELECT id FROM attachments WHERE id = $1', [id])).toBeDefined();
      expect((await storedFiles(id)).every(onDisk)).toBe(true);
    }
  });
});

describe('stored files no row refers to', () => {
  const age = (name: string, hours: number) => {
    const t = new Date(Date.now() - hours * 3_600_000);
    fs.utimesSync(path.join(ctx.dataDir, 'uploads', name), t, t);
  };

  it('when a stored file is older than the grace and nothing refers to it, then it is deleted; referenced, recent and foreign files stay', async () => {
    const files = withAdapterDefaults(ctx.deps).files;
    const stray = await files.save(Buffer.from('%PDF-1.4 stray'), 'pdf');
    const recentStray = await files.save(Buffer.from('%PDF-1.4 recent'), 'pdf');
    age(stray, ORPHAN_UPLOAD_GRACE_HOURS + 1);
    age(recentStray, ORPHAN_UPLOAD_GRACE_HOURS - 1);
    // A file this store did not write (its name is not a generated one) is never touched.
    const foreign = `${stray.slice(0, 7)}/notes.txt`;
    fs.writeFileSync(path.join(ctx.dataDir, 'uploads', foreign), 'ops notes');
    age(foreign, ORPHAN_UPLOAD_GRACE_HOURS + 100);

    // An attachment in use (original and its four variants) and an avatar (original and thumbnail), all old.
    const cat = await createCatalog(ctx);
    const consumer = await createConsumer(ctx);
    const attached = await upload(consumer.agent);
    await postRequest(ctx, consumer, cat, { photos: [attached] });
    const attachmentFiles = await storedFiles(attached);
    await api(consumer.agent).call(settingsContract.uploadAvatar).attach('file', JPEG, 'me.jpg').expect(200);
    const avatar = (await ctx.deps.db.one<{ original_name: string; thumb_name: string }>(
      'SELECT original_name, thumb_name FROM user_avatars WHERE user_id = $1',
      [consumer.user.id],
    ))!;
    const kept = [...attachmentFiles, avatar.original_name, avatar.thumb_name];
    for (const name of kept) age(name, ORPHAN_UPLOAD_GRACE_HOURS + 48);

    await cleanup();
    expect(onDisk(stray)).toBe(false);
    expect([recentStray, foreign, ...kept].filter((n) => !onDisk(n))).toEqual([]);
  });
});

describe('expired one-time codes', () => {
  it('when codes expired more than a day ago, then they are deleted; fresh codes and verified phones stay', async () => {
    const user = await signUp(ctx);
    const { db } = ctx.deps;
    const insertReset = (hash: string, expiresSql: string) =>
      db.query(`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, ${expiresSql})`, [user.user.id, hash]);
    await insertReset('old-reset', `now() - interval '25 hours'`);
    await insertReset('recent-reset', `now() - interval '1 hour'`);
    const insertPhone = (hash: string, verified: boolean) =>
      db.query(
        `INSERT INTO phone_verifications (user_id, phone, hash, otp_hash, expires_at, verified_at)
         VALUES ($1, '+85291234567', $2, 'x', now() - interval '3 days', ${verified ? "now() - interval '3 days'" : 'NULL'})`,
        [user.user.id, hash],
      );
    await insertPhone('old-otp', false);
    await insertPhone('verified-otp', true);

    await cleanup();
    const resets = await db.many<{ token_hash: string }>('SELECT token_hash FROM password_resets WHERE user_id = $1', [user.user.id]);
    expect(resets.map((r) => r.token_hash)).toEqual(['recent-reset']);
    const phones = await db.many<{ hash: string }>('SELECT hash FROM phone_verifications WHERE user_id = $1', [user.user.id]);
    expect(phones.map((r) => r.hash)).toEqual(['verified-otp']);
  });
});
