/**
 * Step 6 Description: the profile text in Chinese and English with character counts, and AI help
 * (get_profile_ai drafts from the pro's own profile data, modify_profile_ai rewrites). AI text only fills the
 * box: nothing is saved until the pro has read it and pressed save, and the previous text can be restored.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { MAX_DESCRIPTION_CHARS, MIN_DESCRIPTION_CHARS, type EditableService } from '@shared/schemas/service-editor.schema';
import { TextArea } from '@client/ui/textarea';
import { Button } from '@client/ui/button';
import { Select } from '@client/ui/select';
import { Icon } from '@client/ui/icon';
import { Alert } from '@client/ui/alert';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { errorMessageOf } from '@client/ui/server-error';
import { useServiceMutation } from '../api/service-editor.queries';
import { StepForm, useStepForm } from './editor-form';

const INSTRUCTIONS = ['shorter', 'longer', 'friendlier', 'more_professional'] as const;
type Instruction = (typeof INSTRUCTIONS)[number];
const FIELD: Record<Language, 'description_zh' | 'description_en'> = { 'zh-HK': 'description_zh', 'en-HK': 'description_en' };

const valuesOf = (s: EditableService) => ({ description_zh: s.description_zh, description_en: s.description_en });

export function EditorDescription({ service }: { service: EditableService }) {
  const { t } = useTranslation('workspace');
  const toast = useToast();
  const step = useStepForm(valuesOf(service));
  const { draft, patch, reset, run, fields } = step;
  const [aiError, setAiError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Language | null>(null);
  const [instruction, setInstruction] = useState<Record<Language, Instruction>>({ 'zh-HK': 'friendlier', 'en-HK': 'friendlier' });
  const save = useServiceMutation('description');
  const draftAi = useServiceMutation('profileAi');
  const rewriteAi = useServiceMutation('modifyProfileAi');
  const id = service.quote_service_id;

  async function ai(language: Language, rewrite: boolean) {
    const field = FIELD[language];
    const before = draft[field];
    setAiError(null);
    setBusy(language);
    try {
      const res = rewrite
        ? await rewriteAi.mutateAsync({ params: { id }, body: { language, text: before, instruction: instruction[language] } })
        : await draftAi.mutateAsync({ params: { id }, body: { language } });
      patch({ [field]: res.text.slice(0, MAX_DESCRIPTION_CHARS) });
      toast.show(t('description>ai_filled'), {
        tone: 'info',
        duration: 10_000,
        action: { label: t('description>ai_undo'), onClick: () => patch({ [field]: before }) },
      });
    } catch (err) {
      setAiError(errorMessageOf(err, t('common|errors>network')));
    } finally {
      setBusy(null);
    }
  }

  async function onSubmit() {
    const result = await run(() =>
      save.mutateAsync({ params: { id }, body: { description_zh: draft.description_zh, description_en: draft.description_en } }),
    );
    if (result) reset(valuesOf(result));
  }

  const longest = Math.max(draft.description_zh.trim().length, draft.description_en.trim().length);
  return (
    <StepForm
      title={t('steps>Description>title')}
      intro={<p>{t('steps>Description>intro', { min: MIN_DESCRIPTION_CHARS })}</p>}
      onSubmit={onSubmit}
      submitLabel={t('form>save')}
      form={step}
    >
      <Alert tone="info">
        <span css={aiNote}>
          <Icon name="sparkles" size={18} />
          {t('description>ai_note')}
        </span>
      </Alert>
      {aiError ? <Alert tone="error">{aiError}</Alert> : null}
      {(['zh-HK', 'en-HK'] as const).map((language) => {
        const field = FIELD[language];
        const hasText = draft[field].trim().length > 0;
        return (
          <div key={language} css={block}>
            <TextArea
              label={t(`description>${field}`)}
              lang={language === 'en-HK' ? 'en' : 'zh-Hant-HK'}
              value={draft[field]}
              maxLength={MAX_DESCRIPTION_CHARS}
              rows={8}
              counter={(n, max) => t('form>chars', { count: n, max })}
              onChange={(e) => patch({ [field]: e.target.value })}
              error={fields[field]}
            />
            <div css={tools}>
              <Button
                variant="secondary"
                size="sm"
                loading={busy === language && !hasText}
                disabled={busy !== null}
                onClick={() => void ai(language, false)}
              >
                <Icon name="sparkles" size={16} />
                {t('description>ai_draft')}
              </Button>
              {hasText ? (
                <div css={rewrite}>
                  <Select
                    label={t('description>ai_instruction')}
                    options={INSTRUCTIONS.map((i) => ({ value: i, label: t(`description>instruction_${i}`) }))}
                    value={instruction[language]}
                    onChange={(e) => setInstruction({ ...instruction, [language]: e.target.value as Instruction })}
                  />
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={busy === language}
                    disabled={busy !== null}
                    onClick={() => void ai(language, true)}
                  >
                    {t('description>ai_rewrite')}
                  </Button>
                </div>
              ) : null}
            </div>
          </div>
        );
      })}
      {longest < MIN_DESCRIPTION_CHARS ? <p css={warn}>{t('description>too_short_to_publish', { min: MIN_DESCRIPTION_CHARS })}</p> : null}
    </StepForm>
  );
}

const aiNote = css`
  display: inline-flex;
  gap: ${theme.space[2]};
  align-items: flex-start;
  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const block = css`
  margin-bottom: ${theme.space[6]};
`;

const tools = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
  margin-top: -${theme.space[2]};
`;

const rewrite = css`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
  flex: 1;
  min-width: 240px;
  & > div {
    flex: 1;
    margin-bottom: 0;
  }
`;

const warn = css`
  color: ${theme.color.warningDark};
  font-size: ${theme.font.size.sm};
`;
