/**
 * The demo verification queue: three seeded pros have just sent a licence or their business registration
 * for review, so the operator's queue at /ops/verifications (demo_ops) is not empty. With the upload store each one
 * carries a drawn specimen document, plainly marked as a demo sample (nothing imitates a real licence), stored
 * through the upload pipeline and linked like an uploaded certificate file (visible to its pro and operators only).
 */
import sharp from 'sharp';
import type { Tx } from '../../lib/db';
import type { FileStore } from '../../lib/file-store';
import { removeStored, storeFile } from '../../modules/attachments/attachments.service';

interface PendingSeed {
  /** The pro's main category (the first seeded service in it, demo_pro excluded). */
  category: string;
  type: 'company' | 'personal';
  licence_type: string | null;
  number: (serviceId: number) => string;
  label: string;
  daysAgo: number;
}

const PENDING: PendingSeed[] = [
  {
    category: 'plumbing',
    type: 'personal',
    licence_type: 'wsd_plumber',
    number: (id) => `LP-${String(20000 + id * 37).slice(-5)}`,
    label: 'Licensed Plumber',
    daysAgo: 1,
  },
  {
    category: 'electrician',
    type: 'personal',
    licence_type: 'emsd_electrician',
    number: (id) => `REW-${String(300000 + id * 53).slice(-6)}`,
    label: 'Registered Electrical Worker',
    daysAgo: 2,
  },
  {
    category: 'handyman',
    type: 'company',
    licence_type: null,
    number: (id) => String(51000000 + id * 7919).slice(0, 8),
    label: 'Business Registration',
    daysAgo: 3,
  },
];

/** A plain card with a large SPECIMEN mark: a demo stand-in for a photographed document. */
function specimenSvg(label: string, number: string): string {
  const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="540" viewBox="0 0 860 540">
  <rect width="860" height="540" fill="#e5e7eb"/>
  <rect x="30" y="30" width="800" height="480" rx="28" fill="#ffffff" stroke="#0f766e" stroke-width="6"/>
  <rect x="30" y="30" width="800" height="90" rx="28" fill="#0f766e"/>
  <rect x="30" y="92" width="800" height="28" fill="#0f766e"/>
  <rect x="70" y="170" width="180" height="220" rx="12" fill="#d1d5db"/>
  <circle cx="160" cy="245" r="42" fill="#9ca3af"/>
  <rect x="100" y="300" width="120" height="70" rx="35" fill="#9ca3af"/>
  <rect x="290" y="180" width="460" height="22" rx="11" fill="#d1d5db"/>
  <rect x="290" y="230" width="380" height="22" rx="11" fill="#d1d5db"/>
  <rect x="290" y="280" width="420" height="22" rx="11" fill="#d1d5db"/>
  <text x="70" y="88" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff">${esc(label)}</text>
  <text x="290" y="360" font-family="DejaVu Sans Mono, monospace" font-size="34" fill="#111827">${esc(number)}</text>
  <text x="430" y="470" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700"
        fill="#b91c1c" fill-opacity="0.55" transform="rotate(-12 430 430)">SPECIMEN · DEMO</text>
</svg>`;
}

/** Inserts the pending certificates (and their specimen files when `files` is given); returns how many. */
export async function insertPendingCertificates(tx: Tx, opts: { files?: FileStore; now: number }): Promise<number> {
  const stored: string[] = [];
  try {
    let count = 0;
    // One certificate per pro, so the queue shows three different people.
    const used: number[] = [];
    for (const p of PENDING) {
      const { rows } = await tx.query<{ quote_service_id: number; user_id: number; business_name_en: string }>(
        `SELECT qs.quote_service_id, qs.user_id, qs.business_name_en
           FROM quote_services qs JOIN service_categories sc ON sc.quote_service_id = qs.quote_service_id
           JOIN quote_categories c ON c.id = sc.quote_category_id JOIN users u ON u.id = qs.user_id
          WHERE c.slug = $1 AND u.username <> 'demo_pro' AND NOT qs.user_id = ANY($2::int[])
          ORDER BY qs.quote_service_id LIMIT 1`,
        [p.category, used],
      );
      const svc = rows[0];
      if (!svc) continue;
      used.push(svc.user_id);
      const created = new Date(opts.now - p.daysAgo * 86_400_000 - 3 * 3_600_000);
      const number = p.number(svc.quote_service_id);
      const cert = await tx.query<{ id: number }>(
        `INSERT INTO service_certificates (quote_service_id, type, licence_type, name, unified_number, reference_identity, status, created, modified)
         VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $7) RETURNING service_certificate_id AS id`,
        [
          svc.quote_service_id,
          p.type,
          p.licence_type,
          p.type === 'company' ? svc.business_name_en : '',
          p.type === 'company' ? number : null,
          p.type === 'personal' ? number : null,
          created,
        ],
      );
      count += 1;
      if (!opts.files) continue;
      const jpeg = await sharp(Buffer.from(specimenSvg(p.label, number)))
        .jpeg({ quality: 90 })
        .toBuffer();
      const file = await storeFile(opts.files, jpeg, { mime: 'image/jpeg', ext: 'jpg' });
      stored.push(...file.names);
      const att = await tx.query<{ id: number }>(
        `INSERT INTO attachments (user_id, storage_name, file_name, mime, size, sha256, width, height, variants, created)
         VALUES ($1, $2, $3, 'image/jpeg', $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          svc.user_id,
          file.storage_name,
          'specimen-demo.jpg',
          file.size,
          file.sha256,
          file.width,
          file.height,
          JSON.stringify(file.variants),
          created,
        ],
      );
      await tx.query(`INSERT INTO attachment_links (attachment_id, kind, ref_id) VALUES ($1, 'certificate', $2)`, [
        att.rows[0].id,
        cert.rows[0].id,
      ]);
    }
    return count;
  } catch (err) {
    if (opts.files) await removeStored(opts.files, stored);
    throw err;
  }
}
