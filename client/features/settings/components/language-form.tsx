/**
 * Language (SPEC §3 settings): zh-HK or en-HK, stored on the account (e-mails and SMS use it) and set as the
 * i18next cookie by the server; the page then reloads in that language.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/i18n/i18n-config';
import { RadioGroup } from '@client/ui/radio-group';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { errorMessageOf } from '@client/ui/server-error';
import { useChangeSettings } from '../api/settings.mutations';

export interface LanguageFormProps {
  language: Language;
  /** Where to go once saved: this page under the new language's prefix. */
  hrefFor: (lng: Language) => string;
  /** Leaves for that URL (a full load, so everything renders in the new language). */
  onSwitched: (href: string) => void;
}

export function LanguageForm({ language, hrefFor, onSwitched }: LanguageFormProps) {
  const { t } = useTranslation('dashboard');
  const change = useChangeSettings();
  const [value, setValue] = useState<Language>(language);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await change.mutateAsync({ language: value });
      onSwitched(hrefFor(value));
    } catch (err) {
      setError(errorMessageOf(err, t('common|errors>network')));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <RadioGroup
        legend={t('account_settings>language>legend')}
        hint={t('account_settings>language>hint')}
        name="language"
        variant="card"
        value={value}
        onChange={(v) => setValue(v as Language)}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`account_settings>language>${l}`) }))}
      />
      <Button type="submit" loading={change.isPending}>
        {t('account_settings>language>submit')}
      </Button>
    </form>
  );
}
