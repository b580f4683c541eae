/**
 * Demo merchant applications (docs/decisions/0041): one company waiting in finance's back-office queue
 * `merchant_applications` (a seeded pro, not the demo pro), and an approved one for demo_pro, so both the queue and the
 * applicant's approved state have something to show. With the upload store each carries specimen documents, plainly
 * marked as demo samples, linked like uploaded ones (visible to the applicant and operators only).
 */
import type { Tx } from '../../lib/db';
import type { FileStore } from '../../lib/file-store';
import { removeStored, storeFile } from '../../modules/attachments/attachments.service';
import { DEMO_OPERATOR, DEMO_PRO } from './demo-accounts';

interface DemoApplication {
  company_zh: string;
  company_en: string;
  br: string;
  type: 'limited_company' | 'sole_proprietorship';
  contact: string;
  phone: string;
  address: string;
  bank: [string, string, string];
  holder: string;
  hoursAgo: number;
}

const WAITING: DemoApplication = {
  company_zh: '順安水電工程有限公司',
  company_en: 'Shun On Plumbing & Electrical Ltd',
  br: '61234567',
  type: 'limited_company',
  contact: '黃志明',
  phone: '+85293456789',
  address: '九龍觀塘開源道 55 號 12 樓 B 室',
  bank: ['024', '398', '12345678'],
  holder: 'Shun On Plumbing & Electrical Ltd',
  hoursAgo: 20,
};

const APPROVED: DemoApplication = {
  company_zh: '師傅示範工程',
  company_en: 'Sifu Demo Works',
  br: '70123456-001',
  type: 'sole_proprietorship',
  contact: '陳大文',
  phone: '+85291112222',
  address: '香港灣仔軒尼詩道 300 號 8 樓',
  bank: ['004', '123', '456789012'],
  holder: 'Sifu Demo Works',
  hoursAgo: 24 * 9,
};

/** A one-page PDF saying what it is: no real certificate or statement is imitated. */
function specimenPdf(title: string): Buffer {
  const text = `DEMO SPECIMEN - ${title}`;
  const stream = `BT /F1 18 Tf 60 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function document(tx: Tx, files: FileStore | undefined, stored: string[], userId: number, name: string): Promise<number> {
  const pdf = specimenPdf(name);
  const file = files ? await storeFile(files, pdf, { mime: 'application/pdf', ext: 'pdf' }) : null;
  if (file) stored.push(...file.names);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO attachments (user_id, storage_name, file_name, mime, size, sha256, width, height, variants)
     VALUES ($1, $2, $3, 'application/pdf', $4, $5, NULL, NULL, '{}') RETURNING id`,
    [userId, file?.storage_name ?? `demo-unstored-${userId}-${name}.pdf`, `${name}.pdf`, pdf.length, file?.sha256 ?? ''],
  );
  return rows[0].id;
}

async function insertOne(
  tx: Tx,
  o: { files?: FileStore; stored: string[]; userId: number; a: DemoApplication; created: Date; approvedBy?: number },
): Promise<number> {
  const br = await document(tx, o.files, o.stored, o.userId, 'br-certificate-specimen');
  const bank = await document(tx, o.files, o.stored, o.userId, 'bank-statement-specimen');
  const a = o.a;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO merchant_applications (user_id, status, company_name_zh, company_name_en, br_number, company_type, contact_name,
       phone, email, address, bank_code, branch_code, account_number, account_holder, br_document_ids, bank_document_ids,
       decided_by, decided_at, created, modified)
     SELECT u.id, $2, $3, $4, $5, $6, $7, $8, u.email, $9, $10, $11, $12, $13, $14, $15, $16,
            CASE WHEN $16::int IS NULL THEN NULL ELSE $17::timestamptz + interval '1 day' END, $17, $17
       FROM users u WHERE u.id = $1 RETURNING id`,
    [
      o.userId,
      o.approvedBy ? 'approved' : 'submitted',
      a.company_zh,
      a.company_en,
      a.br,
      a.type,
      a.contact,
      a.phone,
      a.address,
      ...a.bank,
      a.holder,
      [br],
      [bank],
      o.approvedBy ?? null,
      o.created,
    ],
  );
  const id = rows[0].id;
  await tx.query(`INSERT INTO attachment_links (attachment_id, kind, ref_id) SELECT unnest($1::int[]), 'merchant_application', $2`, [
    [br, bank],
    id,
  ]);
  return id;
}

/** Inserts the two demo applications (and the waiting one's ticket); returns how many. */
export async function insertMerchantApplicationsDemo(tx: Tx, opts: { files?: FileStore; now: number }): Promise<number> {
  const { rows: pros } = await tx.query<{ id: number; username: string }>(
    `SELECT id, username FROM users WHERE role = 'pro' AND deleted_at IS NULL
      ORDER BY (username = $1) DESC, id LIMIT 2`,
    [DEMO_PRO.username],
  );
  const demoPro = pros.find((p) => p.username === DEMO_PRO.username);
  const other = pros.find((p) => p.username !== DEMO_PRO.username);
  const ops = await tx.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [DEMO_OPERATOR.username]);
  const stored: string[] = [];
  try {
    let made = 0;
    if (other) {
      const created = new Date(opts.now - WAITING.hoursAgo * 3_600_000);
      const id = await insertOne(tx, { files: opts.files, stored, userId: other.id, a: WAITING, created });
      await tx.query(
        `INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, summary, created)
         VALUES ('merchant_applications', 'merchant_application', $1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [id, other.id, `${WAITING.company_zh} / ${WAITING.company_en} (BR ${WAITING.br})`, created],
      );
      made += 1;
    }
    if (demoPro && ops.rows[0]) {
      const created = new Date(opts.now - APPROVED.hoursAgo * 3_600_000);
      await insertOne(tx, { files: opts.files, stored, userId: demoPro.id, a: APPROVED, created, approvedBy: ops.rows[0].id });
      made += 1;
    }
    return made;
  } catch (err) {
    if (opts.files) await removeStored(opts.files, stored);
    throw err;
  }
}
