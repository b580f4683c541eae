/**
 * charge_application (ADR 0010): pick paid orders and ask for a company receipt or invoice. Simple rules are
 * checked in place (the browser never runs zod, ADR 0007); the server's field errors and refusals (an order
 * already requested, 409; not a paid order of yours, 422) are shown in place too, translated by the server.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { EMAIL_PATTERN } from '@shared/domain/formats';
import type { ChargeableOrder, ChargeApplication, ChargeApplicationType } from '@shared/schemas/wallet-statements.schema';
import { normalizeBrNumber } from '@shared/schemas/certificates.schema';
import { formatHkd } from '@shared/utils/format';
import { formatDateTime } from '@shared/utils/dates';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { CheckboxGroup } from '@client/ui/checkbox';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';
import { useApplyCharge } from '../api/wallet-statements.mutations';

export interface ChargeApplicationFormProps {
  type: ChargeApplicationType;
  /** The pro's paid orders; those already in an application are shown but cannot be picked. */
  orders: ChargeableOrder[];
  /** The account's e-mail, where the document goes unless changed. */
  defaultEmail: string;
  onSubmitted?: (application: ChargeApplication) => void;
}

const EMPTY = { company_name: '', business_registration_no: '', address: '', note: '' };

/** Error keys by field name (the API's), for the rules the browser can check. */
export function checkChargeApplication(v: typeof EMPTY & { type: ChargeApplicationType; email: string; order_ids: string[] }) {
  const errors: Record<string, string> = {};
  if (!v.order_ids.length) errors.order_ids = 'orders_required';
  if (v.type === 'invoice' && !v.company_name.trim()) errors.company_name = 'company_name_required';
  const br = v.business_registration_no.trim();
  if (br && !normalizeBrNumber(br)) errors.business_registration_no = 'invalid_br_number';
  if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = 'invalid_email';
  return errors;
}

export function ChargeApplicationForm({ type, orders, defaultEmail, onSubmitted }: ChargeApplicationFormProps) {
  const { t, i18n } = useTranslation('pricing');
  const lng = i18n.language as Language;
  const [draft, setDraft] = useState({ ...EMPTY, email: defaultEmail });
  const [selected, setSelected] = useState<string[]>([]);
  // A refused order (already in an application, not a paid order of yours) shows at the order list.
  const form = useApiForm({
    network: t('common|errors>network'),
    withFields: null,
    map: (err) =>
      err.code === 'already_requested' || err.code === 'order_not_eligible'
        ? { fields: { order_ids: err.message }, form: null }
        : undefined,
  });
  const { fields: errors, formError, validate, run } = form;
  const [done, setDone] = useState<ChargeApplication | null>(null);
  const apply = useApplyCharge();
  const patch = (p: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...p }));
  const errorText = (key: string) => t(`common|errors>${key}`);
  const field = (name: keyof typeof draft) => ({
    value: draft[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => patch({ [name]: e.target.value }),
  });
  const total = orders.filter((o) => selected.includes(String(o.id))).reduce((s, o) => s + o.amount, 0);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    const local = checkChargeApplication({ ...draft, type, order_ids: selected });
    if (!validate(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, errorText(v)])))) return;
    const applied = await run(() => apply.mutateAsync({ type, ...draft, order_ids: selected.map(Number) }));
    if (!applied.ok) return;
    setDone(applied.data);
    setSelected([]);
    onSubmitted?.(applied.data);
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t(`charge_application>form_title>${type}`)}>
      {done ? <Alert tone="success">{t('charge_application>submitted', { id: done.id, email: done.email })}</Alert> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <CheckboxGroup
        legend={t('charge_application>orders>legend')}
        name="order_ids"
        variant="card"
        options={orders.map((o) => ({
          value: String(o.id),
          label: `${o.package_name ?? t(`statements>item>${o.kind === 'payfee' ? 'payfee' : 'custom'}`)} · ${formatHkd(o.amount)}`,
          description: o.application_id
            ? t('charge_application>orders>requested', { id: o.application_id })
            : `${formatDateTime(o.paid_at, lng)} · ${o.hash}`,
          disabled: o.application_id !== null,
        }))}
        value={selected}
        onChange={setSelected}
        error={errors.order_ids}
        hint={selected.length ? t('charge_application>total', { count: selected.length, amount: formatHkd(total) }) : undefined}
      />
      <TextField
        label={t(`charge_application>fields>${type === 'invoice' ? 'company_name' : 'company_name_optional'}`)}
        maxLength={120}
        autoComplete="organization"
        {...field('company_name')}
      />
      <TextField
        label={t('charge_application>fields>business_registration_no')}
        hint={t('charge_application>fields>business_registration_no_hint')}
        inputMode="numeric"
        maxLength={12}
        {...field('business_registration_no')}
      />
      {/* street-address is the multi-line address autofill token: HTML allows it on a textarea, not on a one-line input. */}
      <TextArea
        label={t('charge_application>fields>address')}
        rows={2}
        maxLength={300}
        autoComplete="street-address"
        {...field('address')}
      />
      <TextField label={t('charge_application>fields>email')} type="email" autoComplete="email" maxLength={254} {...field('email')} />
      <TextArea
        label={t('charge_application>fields>note')}
        hint={t('charge_application>fields>note_hint')}
        rows={2}
        maxLength={500}
        {...field('note')}
      />
      <div
        css={css`
          margin-top: ${theme.space[2]};
        `}
      >
        <Button type="submit" loading={apply.isPending} disabled={!orders.length}>
          {t(`charge_application>submit>${type}`)}
        </Button>
      </div>
    </form>
  );
}
