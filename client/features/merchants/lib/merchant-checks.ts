/**
 * The merchant form's own checks before it calls the server, by the same rules the server applies
 * (shared/schemas/merchants.schema.ts): each field's message key under common|errors, or nothing when it passes.
 * The server checks again and its field errors land on the same fields.
 */
import { normalizedBankField, type BankField } from '@shared/domain/merchants';
import { EMAIL_PATTERN, normalizePhone } from '@shared/domain/formats';
import { normalizeBrNumber } from '@shared/schemas/certificates.schema';
import type { MERCHANT_FORM_FIELDS } from '@shared/schemas/merchants.schema';

export type MerchantField = (typeof MERCHANT_FORM_FIELDS)[number];

/** What is typed: every text field as a string, the documents as the uploaded ids. */
export type MerchantValues = Record<Exclude<MerchantField, 'br_documents' | 'bank_documents'>, string>;
export type MerchantDocuments = Record<'br_documents' | 'bank_documents', number[]>;

export const EMPTY_MERCHANT_VALUES: MerchantValues = {
  company_name_zh: '',
  company_name_en: '',
  br_number: '',
  company_type: '',
  contact_name: '',
  phone: '',
  email: '',
  address: '',
  bank_code: '',
  branch_code: '',
  account_number: '',
  account_holder: '',
};

const BANK_FIELDS: Record<'bank_code' | 'branch_code' | 'account_number' | 'account_holder', BankField> = {
  bank_code: 'bank_code',
  branch_code: 'branch_code',
  account_number: 'account_number',
  account_holder: 'holder',
};

/** The message key of each field that would be refused (common|errors>{key}). */
export function merchantProblems(v: MerchantValues, docs: MerchantDocuments): Partial<Record<MerchantField, string>> {
  const out: Partial<Record<MerchantField, string>> = {};
  const blank = (s: string) => !s.trim();
  if (blank(v.company_name_zh) && blank(v.company_name_en)) out.company_name_zh = 'merchant_company_name_required';
  if (blank(v.br_number)) out.br_number = 'required';
  else if (normalizeBrNumber(v.br_number) === null) out.br_number = 'invalid_br_number';
  if (!v.company_type) out.company_type = 'required';
  if (blank(v.contact_name)) out.contact_name = 'required';
  if (blank(v.phone)) out.phone = 'required';
  else if (!/^\+852[2-9]\d{7}$/.test(normalizePhone(v.phone) ?? '')) out.phone = 'invalid_hk_phone';
  if (blank(v.email)) out.email = 'required';
  else if (!EMAIL_PATTERN.test(v.email.trim().toLowerCase())) out.email = 'invalid_email';
  if (blank(v.address)) out.address = 'required';
  for (const [field, bank] of Object.entries(BANK_FIELDS) as Array<[keyof typeof BANK_FIELDS, BankField]>) {
    if (blank(v[field])) out[field] = 'required';
    else if (normalizedBankField(bank, v[field]) === null) out[field] = `payout_${bank}`;
  }
  if (!docs.br_documents.length) out.br_documents = 'files_required';
  if (!docs.bank_documents.length) out.bank_documents = 'files_required';
  return out;
}
