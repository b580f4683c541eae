/**
 * Wallet statements (ADR 0010): the ledger and purchase CSVs (SPEC §9 types and ranges), the
 * trust-fund figures (trust_fund_query) and requests for a company receipt or invoice (charge_application).
 */
import { z } from 'zod';
import { LANGUAGES } from '../i18n/i18n-config';
import { ORDER_KINDS, PAY_TYPES } from '../domain/payments';
import { EMAIL_PATTERN } from '../domain/formats';
import { idParam, shortText } from './common.schema';
import { normalizeBrNumber } from './certificates.schema';
import { formBool, listOf } from './form-values';

/** SPEC §9: from the fixed 2018 start, or the current week from Monday (Asia/Hong_Kong). */
export const STATEMENT_RANGES = ['all', 'week'] as const;
export type StatementRange = (typeof STATEMENT_RANGES)[number];

const statementLng = z.enum(LANGUAGES).default('zh-HK');

/** GET /api/wallet/transactions.csv?all=1&range=all|week */
export const ledgerCsvQuerySchema = z.object({
  all: formBool.optional().default(false),
  range: z.enum(STATEMENT_RANGES).optional().default('all'),
  lng: statementLng,
});

/** GET /api/wallet/purchases.csv?range=all|week */
export const purchasesCsvQuerySchema = z.object({
  range: z.enum(STATEMENT_RANGES).optional().default('all'),
  lng: statementLng,
});

/** Where prepaid credit is held: a translation key under pricing|trust_fund>held_by>. */
export const HELD_BY = 'segregated_client_account' as const;

/**
 * GET /api/wallet/trust_fund (ADR 0010). Whole HKD. `purchased_total` is money paid for paid orders,
 * `promotional_total` package bonuses plus free credit received, `spent_total` quote fees net of refunds;
 * `unspent_purchased` is the refundable part of the balance (free credit is spent first), the rest of the
 * balance is `unspent_promotional`.
 */
export const trustFundSchema = z.object({
  balance: z.number(),
  purchased_total: z.number(),
  promotional_total: z.number(),
  spent_total: z.number(),
  unspent_purchased: z.number(),
  unspent_promotional: z.number(),
  held_by: z.literal(HELD_BY),
  as_of: z.string(),
});
export type TrustFund = z.infer<typeof trustFundSchema>;

export const CHARGE_APPLICATION_TYPES = ['receipt', 'invoice'] as const;
export type ChargeApplicationType = (typeof CHARGE_APPLICATION_TYPES)[number];
export const CHARGE_APPLICATION_STATUSES = ['submitted', 'issued', 'rejected'] as const;
export type ChargeApplicationStatus = (typeof CHARGE_APPLICATION_STATUSES)[number];

/** How many orders one application may list. */
export const MAX_ORDERS_PER_APPLICATION = 100;

/** POST /api/wallet/charge_applications */
export const applyChargeSchema = z
  .object({
    type: z.enum(CHARGE_APPLICATION_TYPES).optional().default('receipt'),
    company_name: shortText(120).optional().default(''),
    business_registration_no: z
      .union([z.string(), z.null()])
      .optional()
      .transform((v, ctx) => {
        if (!v || !v.trim()) return null;
        const br = normalizeBrNumber(v);
        if (!br) ctx.addIssue({ code: 'custom', message: 'invalid_br_number' });
        return br;
      }),
    address: shortText(300).optional().default(''),
    email: shortText(254).toLowerCase().regex(EMAIL_PATTERN, { message: 'invalid_email' }),
    order_ids: listOf(idParam, MAX_ORDERS_PER_APPLICATION)
      .refine((ids) => ids.length > 0, { message: 'orders_required' })
      .transform((ids) => [...new Set(ids)]),
    note: shortText(500).optional().default(''),
  })
  .refine((v) => v.type !== 'invoice' || Boolean(v.company_name), {
    path: ['company_name'],
    message: 'company_name_required',
    // Also reported beside the other fields' problems, so the form shows them all at once.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type ApplyChargeInput = z.input<typeof applyChargeSchema>;

/** A paid order as the application form lists it; `application_id` once it is in a pending or issued application. */
export const chargeableOrderSchema = z.object({
  id: z.number(),
  hash: z.string(),
  kind: z.enum(ORDER_KINDS),
  pay_type: z.enum(PAY_TYPES),
  package_name: z.string().nullable(),
  amount: z.number(),
  credit: z.number(),
  paid_at: z.string(),
  application_id: z.number().nullable(),
});
export type ChargeableOrder = z.infer<typeof chargeableOrderSchema>;

export const chargeApplicationSchema = z.object({
  id: z.number(),
  type: z.enum(CHARGE_APPLICATION_TYPES),
  company_name: z.string(),
  business_registration_no: z.string().nullable(),
  address: z.string(),
  email: z.string(),
  order_ids: z.array(z.number()),
  /** The orders' public references (payment/{hash}), in the order of `order_ids`. */
  order_refs: z.array(z.string()),
  total_amount: z.number(),
  status: z.enum(CHARGE_APPLICATION_STATUSES),
  note: z.string(),
  /** The operator's word on an issued or rejected application (document number, reason). */
  operator_note: z.string().nullable(),
  /** The receipt or invoice number once issued (SR-2026-000123, SI-… for invoices). */
  document_number: z.string().nullable(),
  /** Where the owner downloads the PDF, once issued. */
  document_url: z.string().nullable(),
  created: z.string(),
});
export type ChargeApplication = z.infer<typeof chargeApplicationSchema>;

/** The number prefix of each document type. */
export const DOCUMENT_PREFIX: Record<ChargeApplicationType, 'SR' | 'SI'> = { receipt: 'SR', invoice: 'SI' };

/** One paid order of an application as finance checks it. */
export const chargeOrderLineSchema = z.object({
  id: z.number(),
  hash: z.string(),
  amount: z.number(),
  credit: z.number(),
  package_name_zh: z.string().nullable(),
  package_name_en: z.string().nullable(),
  paid_at: z.string(),
});
export type ChargeOrderLine = z.infer<typeof chargeOrderLineSchema>;

/** GET /api/ops/receipts/{id}: a receipt or invoice request in the back office (queue `receipts`). */
export const opsChargeApplicationSchema = z.object({
  application: chargeApplicationSchema,
  pro: z.object({ id: z.number(), username: z.string(), full_name: z.string(), email: z.string(), language: z.enum(LANGUAGES) }),
  orders: z.array(chargeOrderLineSchema),
  /** The pro's saved invoice details: printed where the request leaves a field empty. */
  invoice_settings: z.object({ company_name: z.string(), address: z.string(), business_registration_number: z.string() }).nullable(),
  issued_at: z.string().nullable(),
  /** The full name of the staff member who issued it. */
  issued_by: z.string().nullable(),
  /** The PDF for finance to check, once issued. */
  ops_document_url: z.string().nullable(),
});
export type OpsChargeApplication = z.infer<typeof opsChargeApplicationSchema>;

/** GET /api/wallet/charge_applications: the user's applications, newest first, and the paid orders to pick from. */
export const chargeApplicationsSchema = z.object({
  items: z.array(chargeApplicationSchema),
  orders: z.array(chargeableOrderSchema),
});
