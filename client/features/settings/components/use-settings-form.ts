/**
 * What the settings forms with text fields share: the values being edited, the "saved" notice (hidden again on the
 * next edit), the API form state (server field errors in place, else one message), and a text field's props.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiForm } from '@client/ui/use-api-form';

export function useSettingsForm<T extends Record<string, string>>(
  initial: T,
  opts: { fields: readonly (keyof T & string)[]; label: (name: keyof T & string) => string },
) {
  const { t } = useTranslation('dashboard');
  const [values, setValues] = useState<T>(initial);
  const [saved, setSaved] = useState(false);
  const form = useApiForm({ network: t('common|errors>network'), known: opts.fields, withFields: null });

  /** Props of the text field (or text area) for `name`: its label, value and error. */
  const fieldProps = (name: keyof T & string, autoComplete: string, maxLength: number, hint?: string) => ({
    name,
    label: opts.label(name),
    hint,
    autoComplete,
    maxLength,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setSaved(false);
      setValues((v) => ({ ...v, [name]: e.target.value }));
    },
    error: form.fields[name],
  });

  /** Saves through `call`; on success the form shows what the server kept (`keep`) and the "saved" notice. */
  async function save<R>(call: () => Promise<R>, keep: (result: R) => T) {
    const res = await form.run(call);
    if (!res.ok) return;
    setValues(keep(res.data));
    setSaved(true);
  }

  return { values, saved, setSaved, form, fieldProps, save };
}
