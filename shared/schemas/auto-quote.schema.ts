/** Auto-quote: per-category settings, the pro's weekly budget and stop switch, recent runs. */
import { z } from 'zod';
import { AUTO_QUOTE_BUDGET } from '../domain/limits';
import { idParam, longText, shortText, wholeNumber } from './common.schema';
import { formBool, listOf } from './form-values';

/** SPEC §5: whole HKD, step 50, default 500, min 0. */
export const weeklyBudgetSchema = wholeNumber({ min: 0, max: 100_000 }).refine((n) => Number(n) % AUTO_QUOTE_BUDGET.step === 0, {
  message: 'step_50',
});

export const autoQuoteBudgetInputSchema = z.object({ weekly_budget: weeklyBudgetSchema });
export const autoQuoteStopInputSchema = z.object({ is_stopped: formBool });

/** A category's auto-quote: explicit opt-in, a template or a flat price, the chat message, excluded SPEC §9 slots. */
export const autoQuoteCategoryInputSchema = z
  .object({
    is_auto_quote_on: formBool,
    template_id: idParam.nullable().optional(),
    price: wholeNumber({ min: 1, max: 1_000_000 }).nullable().optional(),
    price_note: shortText(500).optional().default(''),
    auto_message: longText(1000).optional().default(''),
    excluded_time_slots: listOf(wholeNumber({ min: 1, max: 5 }), 5)
      .optional()
      .default([]),
  })
  .refine((v) => !v.is_auto_quote_on || v.template_id || v.price, { message: 'price_or_template', path: ['price'] });
export type AutoQuoteCategoryInput = z.input<typeof autoQuoteCategoryInputSchema>;
export type AutoQuoteCategoryValues = z.output<typeof autoQuoteCategoryInputSchema>;

export const autoQuoteCategoryParams = z.object({ serviceId: idParam, categoryId: idParam });

export const AUTO_QUOTE_RUN_STATUSES = ['reserved', 'sent', 'failed', 'no_budget', 'stopped', 'excluded_slot', 'manual'] as const;

export const autoQuoteCategorySchema = z.object({
  quote_service_id: z.number().int(),
  quote_category_id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  quote_fee: z.number().int(),
  is_auto_quote_on: z.boolean(),
  template_id: z.number().int().nullable(),
  price: z.number().int().nullable(),
  price_note: z.string(),
  auto_message: z.string(),
  excluded_time_slots: z.array(z.number().int()),
  /** Matching requests per week over the last 4 weeks, and that × the fee (the preview of expected spend). */
  expected_weekly_requests: z.number(),
  expected_weekly_spend: z.number().int(),
});

export const autoQuoteRunSchema = z.object({
  quote_bid_id: z.number().int(),
  quote_request_id: z.number().int(),
  name_zh: z.string(),
  name_en: z.string(),
  fee: z.number().int(),
  status: z.enum(AUTO_QUOTE_RUN_STATUSES),
  error_code: z.number().int().nullable(),
  created: z.string(),
});
export type AutoQuoteRun = z.infer<typeof autoQuoteRunSchema>;

export const autoQuoteSettingsSchema = z.object({
  weekly_budget: z.number().int(),
  is_stopped: z.boolean(),
  /** Monday of this week in Hong Kong, YYYY-MM-DD. */
  week_start: z.string(),
  spent_this_week: z.number().int(),
  categories: z.array(autoQuoteCategorySchema),
  runs: z.array(autoQuoteRunSchema),
});
export type AutoQuoteSettings = z.infer<typeof autoQuoteSettingsSchema>;
