/**
 * Onboarding Basic (step 1): business name in Chinese and English, a contact phone verified by SMS code and the
 * categories. A new service is created by POST /services/add; an existing one (coming back) is updated.
 */
import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { TextField, labelStyles } from '@client/ui/field';
import { bindField } from '@client/ui/bind-field';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { cluster } from '@client/styles/layout';
import { useApiForm } from '@client/ui/use-api-form';
import { formatPhone } from '@shared/utils/format';
import { useServiceMutation } from '../api/service-editor.queries';
import { OnboardingShell } from './onboarding-shell';
import { OnboardingCategoryPicker, type CategoryOptionGroup } from './onboarding-category-picker';

export interface OnboardingBasicFormProps {
  /** The service when coming back to this step; null creates a new one. */
  service: EditableService | null;
  groups: CategoryOptionGroup[];
  initialCategoryIds: number[];
  /** The account's phone when it is already confirmed. */
  confirmedPhone: string | null;
  renderPhoneVerification: (p: { onVerified: (phone: string) => void }) => ReactNode;
  onBack?: () => void;
  onSaved: (service: EditableService) => void;
}

type Errors = Partial<Record<'business_name_zh' | 'business_name_en' | 'phone' | 'category_ids', string>>;

export function OnboardingBasicForm(p: OnboardingBasicFormProps) {
  const { t } = useTranslation('onboarding');
  const add = useServiceMutation('add');
  const basic = useServiceMutation('basic');
  const categories = useServiceMutation('categories');
  const step = useServiceMutation('onboardingStep');
  const s = p.service;
  const [nameZh, setNameZh] = useState(s?.business_name_zh ?? '');
  const [nameEn, setNameEn] = useState(s?.business_name_en ?? '');
  const [phone, setPhone] = useState<string | null>(s?.is_phone_confirmed && s.phone ? s.phone : p.confirmedPhone);
  const [changePhone, setChangePhone] = useState(false);
  const [ids, setIds] = useState<number[]>(s ? s.categories.map((c) => c.id) : p.initialCategoryIds);
  const form = useApiForm({ network: t('common|errors>network') });
  const errors: Errors = form.fields;
  const { formError, clearField } = form;
  const boxRef = useRef<HTMLDivElement>(null);
  // The action bar sits at the bottom: bring the first message into view after a failed "next".
  useEffect(() => {
    if (formError || Object.values(errors).some(Boolean))
      boxRef.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [errors, formError]);
  const busy = add.isPending || basic.isPending || categories.isPending || step.isPending;

  function validate(): Errors {
    const e: Errors = {};
    if (nameZh.trim().length < 2) e.business_name_zh = t('basic>error_name');
    if (!phone) e.phone = t('basic>error_phone');
    if (ids.length === 0) e.category_ids = t('basic>error_categories');
    return e;
  }

  async function onSubmit() {
    if (!form.validate(validate()) || !phone) return;
    const fields = { business_name_zh: nameZh.trim(), business_name_en: nameEn.trim(), phone };
    const res = await form.run(async () => {
      let saved: EditableService;
      if (s) {
        await basic.mutateAsync({ params: { id: s.quote_service_id }, body: { ...fields, website: s.website ?? '' } });
        saved = await categories.mutateAsync({ params: { id: s.quote_service_id }, body: { category_ids: ids } });
      } else saved = await add.mutateAsync({ body: { ...fields, category_ids: ids } });
      if (saved.onboard_step < 2) saved = await step.mutateAsync({ params: { id: saved.quote_service_id }, body: { step: 2 } });
      return saved;
    });
    if (res.ok) p.onSaved(res.data);
  }

  const phoneVerified = phone && !changePhone;
  // Not a <form>: the phone verification inside has its own forms (forms cannot nest).
  return (
    <div ref={boxRef}>
      <OnboardingShell
        screen="basic"
        title={t('basic>title')}
        intro={t('basic>intro')}
        actions={
          <>
            {p.onBack ? (
              <Button variant="ghost" size="lg" onClick={p.onBack}>
                <Icon name="arrow-left" size={20} />
                {t('back')}
              </Button>
            ) : null}
            <Button size="lg" loading={busy} onClick={() => void onSubmit()} data-testid="onboarding-basic-submit">
              {t('next')}
            </Button>
          </>
        }
      >
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          name="business_name_zh"
          label={t('basic>name_zh')}
          hint={t('basic>name_zh_hint')}
          value={nameZh}
          onChange={(e) => {
            setNameZh(e.target.value);
            clearField('business_name_zh');
          }}
          maxLength={80}
          error={errors.business_name_zh}
          required
        />
        <TextField
          label={t('basic>name_en')}
          hint={t('basic>name_en_hint')}
          {...bindField('business_name_en', nameEn, setNameEn, errors)}
          maxLength={80}
          lang="en"
        />
        <div
          css={css`
            margin-bottom: ${theme.space[4]};
          `}
        >
          <p css={labelStyles}>{t('basic>phone_label')}</p>
          {phoneVerified ? (
            <p css={verifiedRow} data-testid="onboarding-phone-verified">
              <Icon name="check-circle" size={20} />
              <span>{t('basic>phone_verified', { phone: formatPhone(phone) })}</span>
              <Button variant="ghost" size="sm" onClick={() => setChangePhone(true)}>
                {t('basic>phone_change')}
              </Button>
            </p>
          ) : (
            p.renderPhoneVerification({
              onVerified: (v) => {
                setPhone(v);
                setChangePhone(false);
                clearField('phone');
              },
            })
          )}
          {errors.phone ? (
            <p role="alert" css={errorText}>
              {errors.phone}
            </p>
          ) : null}
        </div>
        <OnboardingCategoryPicker
          groups={p.groups}
          value={ids}
          onChange={(v) => {
            setIds(v);
            clearField('category_ids');
          }}
          error={errors.category_ids}
        />
      </OnboardingShell>
    </div>
  );
}

const verifiedRow = css`
  ${cluster(2)};
  align-items: center;
  margin: 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.successSoft};
  color: ${theme.color.successDark};
  font-weight: ${theme.font.weight.medium};
  & > button {
    margin-left: auto;
  }
`;

const errorText = css`
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
  margin: ${theme.space[1]} 0 0;
`;
