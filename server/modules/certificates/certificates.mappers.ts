/** Row → API shapes of certificates and identity checks, shared by the pro side and the operator queue. */
import type { i18n } from 'i18next';
import type { Attachment } from '@shared/schemas/attachments.schema';
import { stateOf, type CardType, type Certificate, type IdentityState, type LicenceType } from '@shared/schemas/certificates.schema';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { toAttachment } from '../attachments/attachments.service';
import type * as repo from './certificates.repository';

/** Attachment rows stored as JSON (to_jsonb) → the API shape. */
export function filesOf(json: unknown[]): Attachment[] {
  return (json as Parameters<typeof toAttachment>[0][]).map((a) => toAttachment(a));
}

export function toCertificate(r: repo.CertificateRow): Certificate {
  return {
    service_certificate_id: r.service_certificate_id,
    quote_service_id: r.quote_service_id,
    business_name_zh: r.business_name_zh,
    business_name_en: r.business_name_en,
    type: r.type,
    licence_type: (r.licence_type as LicenceType | null) ?? null,
    name: r.name,
    unified_number: r.unified_number,
    reference_identity: r.reference_identity,
    description: r.description,
    status: r.status,
    state: stateOf(r.status),
    reject_reason: r.reject_reason,
    reviewed_on: utcString(r.reviewed_on),
    created: utcStringOf(r.created),
    modified: utcStringOf(r.modified),
    files: filesOf(r.files),
  };
}

/** The owner's view of an identity number: the letters and first 3 digits of an HKID (A123***(*)), else the first 3 characters. */
export function maskRealId(cardType: CardType, realId: string): string {
  const hkid = /^([A-Z]{1,2})(\d{6})\(([0-9A])\)$/.exec(realId);
  if (cardType === 'HKID' && hkid) return `${hkid[1]}${hkid[2].slice(0, 3)}***(*)`;
  return `${realId.slice(0, 3)}${'*'.repeat(Math.max(3, realId.length - 3))}`;
}

export function toIdentityState(r: repo.IdentityRow): IdentityState {
  return {
    id: r.id,
    card_type: r.card_type,
    real_id_masked: maskRealId(r.card_type, r.real_id),
    real_name: r.real_name,
    status: r.status,
    state: stateOf(r.status),
    reject_reason: r.reject_reason,
    reviewed_on: utcString(r.reviewed_on),
    created: utcStringOf(r.created),
    files: filesOf(r.files),
  };
}

/** A certificate's title in both languages: the company name, or the licence label (the pro's own name for "other"). */
export function certificateTitles(
  i18next: i18n,
  c: { type: string; name: string; licence_type: string | null },
): { certificate_zh: string; certificate_en: string } {
  const title = (lng: 'zh-HK' | 'en-HK') => {
    if (c.type === 'company' || !c.licence_type || c.licence_type === 'other') return c.name;
    return i18next.getFixedT(lng, 'verify')(`licence>${c.licence_type}`);
  };
  return { certificate_zh: title('zh-HK'), certificate_en: title('en-HK') };
}
