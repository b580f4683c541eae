/** Add or edit one FAQ (step 3): question and answer in Chinese and/or English; one language is enough. */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableService, ServiceFaq } from '@shared/schemas/service-editor.schema';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { Button } from '@client/ui/button';
import { useServiceMutation } from '../api/service-editor.queries';
import { StepBackLink, StepForm, hintStyles, useStepForm } from './editor-form';

const EMPTY = { question_zh: '', question_en: '', answer_zh: '', answer_en: '' };
/** Chinese first, then English (one language is enough). */
const LANGS = ['zh', 'en'] as const;

export interface EditorFaqFormProps {
  service: EditableService;
  /** The FAQ being edited; none to add one. */
  faq?: ServiceFaq;
  onDone: () => void;
  onCancel?: () => void;
  backHref?: string;
}

export function EditorFaqForm({ service, faq, onDone, onCancel, backHref }: EditorFaqFormProps) {
  const { t } = useTranslation('workspace');
  const step = useStepForm(
    faq ? { question_zh: faq.question_zh, question_en: faq.question_en, answer_zh: faq.answer_zh, answer_en: faq.answer_en } : EMPTY,
  );
  const { draft, patch, reset, run, fields, setFields } = step;
  const add = useServiceMutation('addFaq');
  const edit = useServiceMutation('editFaq');

  async function onSubmit() {
    const errors: Record<string, string> = {};
    if (!draft.question_zh.trim() && !draft.question_en.trim()) errors.question_zh = t('faq>question_required');
    if (!draft.answer_zh.trim() && !draft.answer_en.trim()) errors.answer_zh = t('faq>answer_required');
    setFields(errors);
    if (Object.keys(errors).length) return;
    const id = service.quote_service_id;
    const body = {
      question_zh: draft.question_zh.trim(),
      question_en: draft.question_en.trim(),
      answer_zh: draft.answer_zh.trim(),
      answer_en: draft.answer_en.trim(),
    };
    const result = await run(() =>
      faq ? edit.mutateAsync({ params: { id, faqId: faq.id }, body }) : add.mutateAsync({ params: { id }, body }),
    );
    if (result) {
      reset(draft);
      onDone();
    }
  }

  return (
    <StepForm
      title={faq ? t('faq>edit_title') : t('faq>add_title')}
      intro={
        <>
          {backHref ? <StepBackLink to={backHref}>{t('faq>back')}</StepBackLink> : null}
          <p css={hintStyles}>{t('faq>languages_hint')}</p>
        </>
      }
      onSubmit={onSubmit}
      submitLabel={faq ? t('form>save') : t('faq>add_submit')}
      form={step}
      level={faq ? 2 : 3}
      secondary={
        onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('form>cancel')}
          </Button>
        ) : null
      }
    >
      {LANGS.map((l) => (
        <Fragment key={l}>
          <TextField
            label={t(l === 'zh' ? 'faq>question_zh' : 'faq>question_en')}
            lang={l === 'en' ? 'en' : undefined}
            value={draft[`question_${l}`]}
            maxLength={200}
            onChange={(e) => patch({ [`question_${l}`]: e.target.value })}
            error={fields[`question_${l}`]}
          />
          <TextArea
            label={t(l === 'zh' ? 'faq>answer_zh' : 'faq>answer_en')}
            lang={l === 'en' ? 'en' : undefined}
            value={draft[`answer_${l}`]}
            maxLength={1500}
            rows={4}
            counter={(n, max) => t('form>chars', { count: n, max })}
            onChange={(e) => patch({ [`answer_${l}`]: e.target.value })}
            error={fields[`answer_${l}`]}
          />
        </Fragment>
      ))}
    </StepForm>
  );
}
