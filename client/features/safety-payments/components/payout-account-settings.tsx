/**
 * dashboard/settings/payout (pros, with the SPEC §6 safetyPayment flag): where released safety payments are paid
 * out. The saved account shows masked; setting or changing it asks for the password, and the server e-mails the pro.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccountInput, PayoutAccountView } from '@shared/schemas/safety-payments.schema';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { DescriptionList } from '@client/ui/description-list';
import { TextField } from '@client/ui/field';
import { RadioGroup } from '@client/ui/radio-group';
import { SkeletonText } from '@client/ui/skeleton';
import { useApiForm } from '@client/ui/use-api-form';
import { cluster, stack } from '@client/styles/layout';
import { usePayoutAccount } from '../api/payout-account.queries';
import { useSavePayoutAccount } from '../api/payout-account.mutations';

type Values = Omit<PayoutAccountInput, 'method'> & { method: 'bank' | 'fps' };
type Field = keyof Values;

const FIELDS: readonly Field[] = ['method', 'holder', 'bank_code', 'branch_code', 'account_number', 'fps_proxy', 'password'];

export function PayoutAccountSettings() {
  const { t } = useTranslation('dashboard');
  const { data: account, isPending } = usePayoutAccount();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (isPending) return <SkeletonText lines={5} />;
  const showForm = editing || !account;
  return (
    <div css={stack(4)}>
      <p>{t('account_settings>payout>intro')}</p>
      {saved && !showForm ? <Alert tone="success">{t('account_settings>payout>saved')}</Alert> : null}
      {showForm ? (
        <PayoutAccountForm
          current={account ?? null}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
          onCancel={account ? () => setEditing(false) : undefined}
        />
      ) : (
        <>
          <CurrentAccount account={account} />
          <div css={cluster(3)}>
            <Button
              variant="secondary"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('account_settings>payout>change')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function CurrentAccount({ account }: { account: PayoutAccountView }) {
  const { t } = useTranslation('dashboard');
  return (
    <DescriptionList
      layout="inline"
      divided
      items={[
        { term: t('account_settings>payout>method_legend'), description: t(`account_settings>payout>method_${account.method}`) },
        { term: t('account_settings>payout>current_holder'), description: account.holder },
        { term: t('account_settings>payout>current_account'), description: <span translate="no">{account.masked}</span> },
      ]}
    />
  );
}

function PayoutAccountForm({
  current,
  onSaved,
  onCancel,
}: {
  current: PayoutAccountView | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const save = useSavePayoutAccount();
  const form = useApiForm({ network: t('common|errors>network'), known: FIELDS, withFields: null });
  const [values, setValues] = useState<Values>({
    method: current?.method ?? 'bank',
    // The holder is not secret (it is shown above); the numbers are typed again in full.
    holder: current?.holder ?? '',
    bank_code: '',
    branch_code: '',
    account_number: '',
    fps_proxy: '',
    password: '',
  });

  const set = (name: Field, value: string) => {
    form.clearField(name);
    setValues((v) => ({ ...v, [name]: value }));
  };

  const field = (
    name: Exclude<Field, 'method'>,
    opts: { autoComplete: string; maxLength: number; inputMode?: 'numeric' | 'text'; hint?: string },
  ) => (
    <TextField
      name={name}
      label={t(`account_settings>payout>${name}`)}
      hint={opts.hint}
      autoComplete={opts.autoComplete}
      maxLength={opts.maxLength}
      inputMode={opts.inputMode}
      type={name === 'password' ? 'password' : 'text'}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={form.fields[name]}
    />
  );

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const required = t('common|errors>required');
    const missing: Partial<Record<Field, string>> = {};
    if (!values.holder.trim()) missing.holder = required;
    if (values.method === 'bank') {
      for (const f of ['bank_code', 'branch_code', 'account_number'] as const) if (!values[f].trim()) missing[f] = required;
    } else if (!values.fps_proxy.trim()) missing.fps_proxy = required;
    if (!values.password) missing.password = required;
    if (!form.validate(missing)) return;
    const body =
      values.method === 'bank'
        ? {
            method: 'bank' as const,
            holder: values.holder,
            bank_code: values.bank_code,
            branch_code: values.branch_code,
            account_number: values.account_number,
            password: values.password,
          }
        : { method: 'fps' as const, holder: values.holder, fps_proxy: values.fps_proxy, password: values.password };
    const res = await form.run(() => save.mutateAsync(body));
    if (res.ok) onSaved();
    else setValues((v) => ({ ...v, password: '' }));
  }

  return (
    <form onSubmit={onSubmit} noValidate css={stack(4)}>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <RadioGroup
        legend={t('account_settings>payout>method_legend')}
        name="method"
        value={values.method}
        onChange={(v) => set('method', v)}
        options={[
          { value: 'bank', label: t('account_settings>payout>method_bank') },
          { value: 'fps', label: t('account_settings>payout>method_fps') },
        ]}
        error={form.fields.method}
      />
      {field('holder', { autoComplete: 'name', maxLength: 70, hint: t('account_settings>payout>holder_hint') })}
      {values.method === 'bank' ? (
        <>
          {field('bank_code', {
            autoComplete: 'off',
            maxLength: 10,
            inputMode: 'numeric',
            hint: t('account_settings>payout>bank_code_hint'),
          })}
          {field('branch_code', {
            autoComplete: 'off',
            maxLength: 10,
            inputMode: 'numeric',
            hint: t('account_settings>payout>branch_code_hint'),
          })}
          {field('account_number', {
            autoComplete: 'off',
            maxLength: 20,
            inputMode: 'numeric',
            hint: t('account_settings>payout>account_number_hint'),
          })}
        </>
      ) : (
        field('fps_proxy', { autoComplete: 'off', maxLength: 80, hint: t('account_settings>payout>fps_proxy_hint') })
      )}
      {field('password', { autoComplete: 'current-password', maxLength: 200, hint: t('account_settings>payout>password_hint') })}
      <div css={cluster(3)}>
        <Button type="submit" loading={save.isPending}>
          {t('account_settings>payout>submit')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('account_settings>cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
