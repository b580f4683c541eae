/**
 * Onboarding Description (step 3): the profile text in Chinese and English. "Write a draft for me" asks the AI
 * profile text (get_profile_ai) for a draft from the pro's own data; the rewrite chips (modify_profile_ai) make it
 * shorter, longer, friendlier or more professional. Nothing is saved until the pro presses "next".
 */
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { MAX_DESCRIPTION_CHARS, MIN_DESCRIPTION_CHARS, type EditableService } from '@shared/schemas/service-editor.schema';
import { TextArea } from '@client/ui/textarea';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { errorMessageOf, fieldOrMessageOf } from '@client/ui/server-error';
import { useServiceMutation } from '../api/service-editor.queries';
import { OnboardingShell } from './onboarding-shell';

const INSTRUCTIONS = ['shorter', 'longer', 'friendlier', 'more_professional'] as const;
type Instruction = (typeof INSTRUCTIONS)[number];
const FIELDS: { lng: Language; key: 'description_zh' | 'description_en' }[] = [
  { lng: 'zh-HK', key: 'description_zh' },
  { lng: 'en-HK', key: 'description_en' },
];

export interface OnboardingDescriptionFormProps {
  service: EditableService;
  onBack: () => void;
  onSaved: (service: EditableService) => void;
}

export function OnboardingDescriptionForm({ service, onBack, onSaved }: OnboardingDescriptionFormProps) {
  const { t } = useTranslation('onboarding');
  const save = useServiceMutation('description');
  const draft = useServiceMutation('profileAi');
  const rewrite = useServiceMutation('modifyProfileAi');
  const [text, setText] = useState({ description_zh: service.description_zh, description_en: service.description_en });
  const [undo, setUndo] = useState<Partial<Record<Language, string>>>({});
  const [busy, setBusy] = useState<{ lng: Language; what: Instruction | 'draft' } | null>(null);
  const [note, setNote] = useState<{ lng: Language; tone: 'info' | 'error'; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = service.quote_service_id;
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [error]);

  async function ai(lng: Language, key: 'description_zh' | 'description_en', what: Instruction | 'draft') {
    setBusy({ lng, what });
    setNote(null);
    try {
      const res =
        what === 'draft'
          ? await draft.mutateAsync({ params: { id }, body: { language: lng } })
          : await rewrite.mutateAsync({ params: { id }, body: { language: lng, text: text[key], instruction: what } });
      setUndo((u) => ({ ...u, [lng]: text[key] }));
      setText((v) => ({ ...v, [key]: res.text.slice(0, MAX_DESCRIPTION_CHARS) }));
      setNote({ lng, tone: 'info', text: t('description>ai_check') });
    } catch (err) {
      setNote({ lng, tone: 'error', text: errorMessageOf(err, t('common|errors>network')) });
    } finally {
      setBusy(null);
    }
  }

  /** Back keeps what was typed: it is saved (without the length check) before leaving. */
  async function back() {
    if (text.description_zh !== service.description_zh || text.description_en !== service.description_en) {
      await save.mutateAsync({ params: { id }, body: text }).catch(() => undefined);
    }
    onBack();
  }

  async function next() {
    const longest = Math.max(text.description_zh.trim().length, text.description_en.trim().length);
    if (longest < MIN_DESCRIPTION_CHARS) {
      setError(t('description>error_short', { min: MIN_DESCRIPTION_CHARS }));
      return;
    }
    setError(null);
    try {
      onSaved(await save.mutateAsync({ params: { id }, body: text }));
    } catch (err) {
      setError(fieldOrMessageOf(err, t('common|errors>network')));
    }
  }

  return (
    <OnboardingShell
      screen="description"
      title={t('description>title')}
      intro={t('description>intro', { min: MIN_DESCRIPTION_CHARS })}
      actions={
        <>
          <Button variant="ghost" size="lg" disabled={save.isPending} onClick={() => void back()}>
            <Icon name="arrow-left" size={20} />
            {t('back')}
          </Button>
          <Button size="lg" loading={save.isPending} onClick={() => void next()} data-testid="onboarding-description-submit">
            {t('next')}
          </Button>
        </>
      }
    >
      <div ref={errorRef}>{error ? <Alert tone="error">{error}</Alert> : null}</div>
      {FIELDS.map(({ lng, key }) => (
        <div key={key} css={block} data-testid={`onboarding-${key}`}>
          <TextArea
            name={key}
            lang={lng === 'en-HK' ? 'en' : 'zh-HK'}
            label={t(`description>${key}`)}
            hint={t(`description>${key}_hint`)}
            rows={7}
            maxLength={MAX_DESCRIPTION_CHARS}
            value={text[key]}
            onChange={(e) => setText((v) => ({ ...v, [key]: e.target.value }))}
            counter={(n, max) => t('description>counter', { n, max })}
          />
          {note?.lng === lng ? <Alert tone={note.tone}>{note.text}</Alert> : null}
          <div css={aiRow} role="group" aria-label={t('description>ai_group', { lang: t(`description>lang_${key}`) })}>
            <Button
              variant="secondary"
              size="sm"
              loading={busy?.lng === lng && busy.what === 'draft'}
              disabled={busy !== null}
              onClick={() => void ai(lng, key, 'draft')}
            >
              <Icon name="sparkles" size={16} />
              {text[key].trim() ? t('description>ai_redraft') : t('description>ai_draft')}
            </Button>
            {text[key].trim()
              ? INSTRUCTIONS.map((i) => (
                  <Button
                    key={i}
                    variant="ghost"
                    size="sm"
                    loading={busy?.lng === lng && busy.what === i}
                    disabled={busy !== null}
                    onClick={() => void ai(lng, key, i)}
                  >
                    {t(`description>ai_${i}`)}
                  </Button>
                ))
              : null}
            {undo[lng] !== undefined ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy !== null}
                onClick={() => {
                  setText((v) => ({ ...v, [key]: undo[lng] ?? '' }));
                  setUndo((u) => ({ ...u, [lng]: undefined }));
                  setNote(null);
                }}
              >
                {t('description>ai_undo')}
              </Button>
            ) : null}
          </div>
        </div>
      ))}
    </OnboardingShell>
  );
}

const block = css`
  margin-bottom: ${theme.space[6]};
`;

const aiRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: -${theme.space[2]};
`;
