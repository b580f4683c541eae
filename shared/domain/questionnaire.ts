/**
 * Questionnaire answers (SPEC §3 QuoteFormField): validation of the answers to a category's ACTIVE fields by
 * type, and their display with the question labels. Pure, used by the server on submit and by the client.
 */
import type { AnswerValue, LabelledAnswer } from '../schemas/requests.schema';
import { formatCalendarDay } from '../utils/calendar-day';

export type FormFieldType = 'single' | 'multi' | 'text' | 'date' | 'district' | 'budget' | 'photo';

export interface FormField {
  field_key: string;
  type: FormFieldType;
  label_zh: string;
  label_en: string;
  options: Array<{ value: string; label_zh: string; label_en: string }>;
  is_required: boolean;
  is_active: boolean;
  display_order: number;
}

export interface DistrictOption {
  id: number;
  slug: string;
  name_zh: string;
  name_en: string;
}

export type AnswerError =
  'required' | 'invalid_option' | 'invalid_date' | 'invalid_district' | 'invalid_attachment' | 'unknown_field' | 'too_long' | 'invalid';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function isEmpty(v: AnswerValue | undefined): boolean {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

/** Normalises and checks answers; returns the cleaned answers and per-field errors. */
export function validateAnswers(
  fields: FormField[],
  answers: Record<string, AnswerValue>,
  ctx: { districts: DistrictOption[]; ownAttachmentIds: Set<number> },
): { clean: Record<string, AnswerValue>; errors: Record<string, AnswerError> } {
  const active = fields.filter((f) => f.is_active);
  const byKey = new Map(active.map((f) => [f.field_key, f]));
  const errors: Record<string, AnswerError> = {};
  const clean: Record<string, AnswerValue> = {};
  for (const key of Object.keys(answers)) if (!byKey.has(key)) errors[key] = 'unknown_field';
  for (const f of active) {
    const raw = answers[f.field_key];
    if (isEmpty(raw)) {
      if (f.is_required) errors[f.field_key] = 'required';
      continue;
    }
    const result = checkOne(f, raw, ctx);
    if (typeof result === 'string') errors[f.field_key] = result;
    else clean[f.field_key] = result.value;
  }
  return { clean, errors };
}

function checkOne(
  f: FormField,
  raw: AnswerValue,
  ctx: { districts: DistrictOption[]; ownAttachmentIds: Set<number> },
): AnswerError | { value: AnswerValue } {
  const values = new Set(f.options.map((o) => o.value));
  switch (f.type) {
    case 'single':
    case 'budget': {
      const v = Array.isArray(raw) ? (raw.length === 1 ? String(raw[0]) : null) : String(raw);
      return v !== null && values.has(v) ? { value: v } : 'invalid_option';
    }
    case 'multi': {
      const list = (Array.isArray(raw) ? raw : [raw]).map(String);
      if (!list.every((v) => values.has(v))) return 'invalid_option';
      return { value: [...new Set(list)] };
    }
    case 'text': {
      if (typeof raw !== 'string') return 'invalid';
      const v = raw.trim();
      if (v.length > 2000) return 'too_long';
      return v ? { value: v } : 'required';
    }
    case 'date':
      return typeof raw === 'string' && isRealDate(raw) ? { value: raw } : 'invalid_date';
    case 'district': {
      const d = ctx.districts.find((x) => x.slug === String(raw) || x.id === Number(raw));
      return d ? { value: d.slug } : 'invalid_district';
    }
    case 'photo': {
      const ids = (Array.isArray(raw) ? raw : [raw]).map(Number);
      if (!ids.every((id) => Number.isInteger(id) && ctx.ownAttachmentIds.has(id))) return 'invalid_attachment';
      return { value: [...new Set(ids)] };
    }
  }
}

/** Answers with their questions, in questionnaire order (also for fields retired after answering). */
export function labelAnswers(fields: FormField[], answers: Record<string, AnswerValue>, districts: DistrictOption[]): LabelledAnswer[] {
  const ordered = [...fields].sort((a, b) => a.display_order - b.display_order);
  const out: LabelledAnswer[] = [];
  for (const f of ordered) {
    const value = answers[f.field_key];
    if (isEmpty(value)) continue;
    const [zh, en] = display(f, value, districts);
    out.push({ field_key: f.field_key, type: f.type, label_zh: f.label_zh, label_en: f.label_en, value, display_zh: zh, display_en: en });
  }
  return out;
}

function display(f: FormField, value: AnswerValue, districts: DistrictOption[]): [string, string] {
  const list = Array.isArray(value) ? value.map(String) : [String(value)];
  switch (f.type) {
    case 'single':
    case 'multi':
    case 'budget': {
      const opts = list.map((v) => f.options.find((o) => o.value === v));
      return [opts.map((o, i) => o?.label_zh ?? list[i]).join('、'), opts.map((o, i) => o?.label_en ?? list[i]).join(', ')];
    }
    case 'district': {
      const d = districts.find((x) => x.slug === list[0]);
      return [d?.name_zh ?? list[0], d?.name_en ?? list[0]];
    }
    case 'photo':
      return [`${list.length} 張相片`, `${list.length} photo${list.length === 1 ? '' : 's'}`];
    case 'date':
      // Written for people (docs/style-guide.md): 2026年10月26日 / 26 Oct 2026, not 2026-10-26.
      return [formatCalendarDay(list[0], 'zh-HK'), formatCalendarDay(list[0], 'en-HK')];
    default:
      return [list.join(', '), list.join(', ')];
  }
}
