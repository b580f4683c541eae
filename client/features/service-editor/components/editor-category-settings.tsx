/**
 * One category's settings (step 2 with `{active}` = its id): auto-quote, direct reservation, the job preference
 * (SPEC §9 time slots the pro does not work in) and the message sent automatically with a quote; the weekly budget,
 * the quote sent and stop-all live on the auto-quote page (one hard cap per pro). The quote fee is shown where money is decided.
 */
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { timeSlotOptions } from '@client/lib/request-when';
import { formatHkd } from '@shared/utils/format';
import { Checkbox, CheckboxGroup } from '@client/ui/checkbox';
import { TextArea } from '@client/ui/textarea';
import { Alert } from '@client/ui/alert';
import { useHref } from '@client/lib/paths';
import { useServiceMutation } from '../api/service-editor.queries';
import { StepBackLink, StepForm, fieldError, useStepForm } from './editor-form';

type Category = EditableService['categories'][number];

function valuesOf(c: Category) {
  return {
    is_auto_quote_on: c.is_auto_quote_on,
    is_direct_reserve_on: c.is_direct_reserve_on,
    excluded_time_slots: c.quote_job_preference.excluded_time_slots.map(String),
    auto_message: c.auto_message,
  };
}

export function EditorCategorySettings({
  service,
  category,
  backHref,
}: {
  service: EditableService;
  category: Category;
  backHref: string;
}) {
  const { t, i18n } = useTranslation('workspace');
  const href = useHref();
  const step = useStepForm(valuesOf(category));
  const { draft, patch, reset, run, fields } = step;
  const save = useServiceMutation('categorySettings');
  const name = i18n.language === 'en-HK' ? category.name_en || category.name_zh : category.name_zh || category.name_en;

  async function onSubmit() {
    const result = await run(() =>
      save.mutateAsync({
        params: { id: service.quote_service_id, categoryId: category.id },
        body: {
          is_auto_quote_on: draft.is_auto_quote_on,
          is_direct_reserve_on: draft.is_direct_reserve_on,
          quote_job_preference: { excluded_time_slots: draft.excluded_time_slots.map(Number).sort() },
          auto_message: draft.auto_message.trim(),
        },
      }),
    );
    const saved = result?.categories.find((c) => c.id === category.id);
    if (saved) reset(valuesOf(saved));
  }

  return (
    <StepForm
      title={t('category_settings>title', { name })}
      intro={
        <>
          <StepBackLink to={backHref}>{t('category_settings>back')}</StepBackLink>
          <p>{t('category_settings>fee', { fee: formatHkd(category.quote_fee) })}</p>
        </>
      }
      onSubmit={onSubmit}
      submitLabel={t('form>save')}
      form={step}
    >
      <Checkbox
        variant="card"
        label={t('category_settings>auto_quote')}
        description={t('category_settings>auto_quote_help', { fee: formatHkd(category.quote_fee) })}
        checked={draft.is_auto_quote_on}
        onChange={(e) => patch({ is_auto_quote_on: e.target.checked })}
        error={fields.is_auto_quote_on}
      />
      <Checkbox
        variant="card"
        label={t('category_settings>direct_reserve')}
        description={t('category_settings>direct_reserve_help')}
        checked={draft.is_direct_reserve_on}
        onChange={(e) => patch({ is_direct_reserve_on: e.target.checked })}
        error={fields.is_direct_reserve_on}
      />
      <CheckboxGroup
        legend={t('category_settings>excluded_slots')}
        hint={t('category_settings>excluded_slots_hint')}
        name="excluded_time_slots"
        columns={1}
        options={timeSlotOptions(t)}
        value={draft.excluded_time_slots}
        onChange={(v) => patch({ excluded_time_slots: v })}
        error={fieldError(fields, 'quote_job_preference.excluded_time_slots', 'quote_job_preference')}
      />
      {/* The weekly budget is one hard cap per pro, set with the price and stop-all on the auto-quote page. */}
      <Alert tone="info">
        <Link to={href('autoQuote')}>{t('auto_quote>editor_link')}</Link>
      </Alert>
      <TextArea
        label={t('category_settings>auto_message')}
        hint={t('category_settings>auto_message_hint')}
        value={draft.auto_message}
        maxLength={1000}
        rows={4}
        counter={(n, max) => t('form>chars', { count: n, max })}
        onChange={(e) => patch({ auto_message: e.target.value })}
        error={fields.auto_message}
      />
    </StepForm>
  );
}
