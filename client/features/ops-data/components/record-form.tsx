/**
 * The data editors' form (promotions, packages, pages, categories): fields described as data, laid out in two
 * columns (Chinese beside English), the server's field errors shown at each field in the staff member's language,
 * and nothing typed lost when a save fails. Times are typed in Hong Kong time and sent as UTC.
 */
import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { TextField } from '@client/ui/field';
import { Select } from '@client/ui/select';
import { TextArea } from '@client/ui/textarea';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';

export interface FieldSpec {
  name: string;
  label: string;
  /** `list`: several slugs typed in one box, separated by commas or spaces, sent as an array. */
  kind: 'text' | 'textarea' | 'number' | 'datetime' | 'select' | 'checkbox' | 'list';
  options?: Array<{ value: string; label: string }>;
  hint?: string;
  rows?: number;
  maxLength?: number;
  readOnly?: boolean;
  /** Spans both columns (bodies, descriptions). */
  wide?: boolean;
  /** Left empty, it is sent as null (an optional limit). */
  optional?: boolean;
}

export type FormState = Record<string, string | boolean>;

const HK_OFFSET_MS = 8 * 3_600_000;

/** 'YYYY-MM-DD HH:mm:ss' (UTC) → 'YYYY-MM-DDTHH:mm' in Hong Kong time, for a datetime-local input. */
export function hkInputOf(utc: string): string {
  const ms = Date.parse(`${utc.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? '' : new Date(ms + HK_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value in Hong Kong time → 'YYYY-MM-DD HH:mm' (UTC); anything unreadable is sent as typed. */
export function utcOfHkInput(local: string): string {
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? Date.parse(`${local}:00Z`) : NaN;
  return Number.isNaN(ms) ? local : new Date(ms - HK_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** A row's values as the form holds them (times in Hong Kong time, numbers as text). */
export function formStateOf(fields: FieldSpec[], row: Record<string, unknown> | undefined): FormState {
  const state: FormState = {};
  for (const f of fields) {
    const v = row?.[f.name];
    if (f.kind === 'checkbox') state[f.name] = v === undefined ? true : Boolean(v);
    else if (f.kind === 'datetime') state[f.name] = typeof v === 'string' ? hkInputOf(v) : '';
    else if (f.kind === 'list') state[f.name] = Array.isArray(v) ? v.join(', ') : '';
    else state[f.name] = v === undefined || v === null ? '' : String(v);
  }
  return state;
}

/** The values to send: times in UTC, an empty optional limit as null. */
export function bodyOf(fields: FieldSpec[], state: FormState): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.readOnly) continue;
    const v = state[f.name];
    if (f.kind === 'datetime') body[f.name] = typeof v === 'string' && v ? utcOfHkInput(v) : '';
    else if (f.kind === 'list')
      body[f.name] = String(v)
        .split(/[\s,，]+/)
        .filter(Boolean);
    else if (f.optional && v === '') body[f.name] = null;
    else body[f.name] = v;
  }
  return body;
}

export interface RecordFormProps {
  fields: FieldSpec[];
  state: FormState;
  onChange: (state: FormState) => void;
  /** Sends the values; a failure's field errors show at the fields. */
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  submitLabel: string;
  /** More controls beside the save button (cancel, preview …). */
  actions?: ReactNode;
  /** Parts of the form the fields cannot describe (the FAQ list); they share the form's errors. */
  children?: (fieldErrors: Record<string, string>) => ReactNode;
  /** Values sent with every save that are not fields (the version the edit was made from). */
  extra?: Record<string, unknown>;
}

export function RecordForm({ fields, state, onChange, onSubmit, onSaved, submitLabel, actions, children, extra }: RecordFormProps) {
  const { t } = useTranslation('ops');
  const form = useApiForm({ network: t('common|errors>network') });
  const [saved, setSaved] = useState(false);
  const set = (name: string, value: string | boolean) => {
    form.clearField(name);
    setSaved(false);
    onChange({ ...state, [name]: value });
  };
  return (
    <form
      noValidate
      css={formStyles}
      onSubmit={async (e) => {
        e.preventDefault();
        const r = await form.run(() => onSubmit({ ...bodyOf(fields, state), ...extra }));
        if (r.ok) {
          setSaved(true);
          onSaved?.(r.data);
        }
      }}
    >
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      {saved ? <Alert tone="success">{t('data>saved')}</Alert> : null}
      <div css={gridStyles}>
        {fields.map((f) => (
          <div key={f.name} css={f.wide ? wideStyles : undefined}>
            <Control spec={f} value={state[f.name]} error={form.fields[f.name]} onChange={(v) => set(f.name, v)} />
          </div>
        ))}
      </div>
      {children?.(form.fields)}
      <div css={actionsStyles}>
        <Button type="submit" disabled={form.pending}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}

function Control({
  spec: f,
  value,
  error,
  onChange,
}: {
  spec: FieldSpec;
  value: string | boolean | undefined;
  error?: string;
  onChange: (v: string | boolean) => void;
}) {
  const common = { name: f.name, label: f.label, error, hint: f.hint, readOnly: f.readOnly };
  const text = typeof value === 'string' ? value : '';
  switch (f.kind) {
    case 'checkbox':
      return <Checkbox name={f.name} label={f.label} checked={value === true} error={error} onChange={(e) => onChange(e.target.checked)} />;
    case 'textarea':
      return <TextArea {...common} rows={f.rows ?? 4} maxLength={f.maxLength} value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'select':
      return <Select {...common} options={f.options ?? []} value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'datetime':
      return <TextField {...common} type="datetime-local" value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'number':
      return <TextField {...common} inputMode="numeric" value={text} onChange={(e) => onChange(e.target.value)} />;
    default:
      return <TextField {...common} maxLength={f.maxLength} value={text} onChange={(e) => onChange(e.target.value)} />;
  }
}

const formStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const gridStyles = css`
  display: grid;
  /* Two columns, so each Chinese field sits beside its English one. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
  column-gap: ${theme.space[4]};
  > div > div {
    margin-bottom: ${theme.space[2]};
  }
`;

const wideStyles = css`
  grid-column: 1 / -1;
`;

const actionsStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: center;
`;
