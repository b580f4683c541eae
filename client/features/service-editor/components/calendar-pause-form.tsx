/**
 * Add or change a pause event (SPEC §3: begin_time, end_time, title, description) in a sheet. The pro types
 * Hong Kong times; the API gets UTC 'YYYY-MM-DD HH:mm:ss'. While paused the service gets no new matches and its
 * profile says "temporarily unavailable" with the return date.
 */
import { useTranslation } from 'react-i18next';
import type { PauseEvent } from '@shared/schemas/service-editor.schema';
import { FormSheet } from '@client/ui/form-sheet';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { useServiceMutation } from '../api/service-editor.queries';
import { hkLocalToUtc, utcToHkLocal } from '../lib/hk-time';
import { fieldError, useStepForm } from './editor-form';

export interface CalendarPauseFormProps {
  serviceId: number;
  /** The pause being changed; none to add one. */
  event?: PauseEvent;
  /** Start values for a new pause (datetime-local strings in Hong Kong time). */
  defaults?: { begin: string; end: string };
  onClose: () => void;
}

/** Checks the local inputs; the keys are the API's field names. */
export function validatePause(v: { begin: string; end: string }, t: (k: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  const begin = hkLocalToUtc(v.begin);
  const end = hkLocalToUtc(v.end);
  if (!begin) errors.begin_time = t('pause>invalid_time');
  if (!end) errors.end_time = t('pause>invalid_time');
  if (begin && end && end <= begin) errors.end_time = t('pause>end_before_begin');
  return errors;
}

export function CalendarPauseForm({ serviceId, event, defaults, onClose }: CalendarPauseFormProps) {
  const { t } = useTranslation('workspace');
  const { draft, patch, reset, run, fields, setFields, formError, saving, guard } = useStepForm({
    title: event?.title ?? '',
    description: event?.description ?? '',
    begin: event ? utcToHkLocal(event.begin_time) : (defaults?.begin ?? ''),
    end: event ? utcToHkLocal(event.end_time) : (defaults?.end ?? ''),
  });
  const add = useServiceMutation('addPauseEvent');
  const edit = useServiceMutation('editPauseEvent');

  async function onSubmit() {
    const errors = validatePause(draft, t);
    setFields(errors);
    if (Object.keys(errors).length) return;
    const body = {
      title: draft.title.trim(),
      description: draft.description.trim(),
      begin_time: hkLocalToUtc(draft.begin) ?? '',
      end_time: hkLocalToUtc(draft.end) ?? '',
    };
    const result = await run(
      () =>
        event
          ? edit.mutateAsync({ params: { id: serviceId, eventId: event.id }, body })
          : add.mutateAsync({ params: { id: serviceId }, body }),
      { success: event ? t('pause>saved') : t('pause>added') },
    );
    if (result) {
      reset(draft);
      onClose();
    }
  }

  return (
    <FormSheet
      open
      title={event ? t('pause>edit_title') : t('pause>add_title')}
      description={t('pause>help')}
      closeLabel={t('common|close')}
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      submitLabel={event ? t('form>save') : t('pause>add_submit')}
      submitBlock
      pending={saving}
      formError={formError}
      before={guard}
    >
      <TextField
        label={t('pause>begin')}
        hint={t('pause>hk_time')}
        type="datetime-local"
        value={draft.begin}
        onChange={(e) => patch({ begin: e.target.value })}
        error={fieldError(fields, 'begin_time')}
      />
      <TextField
        label={t('pause>end')}
        hint={t('pause>end_hint')}
        type="datetime-local"
        min={draft.begin || undefined}
        value={draft.end}
        onChange={(e) => patch({ end: e.target.value })}
        error={fieldError(fields, 'end_time')}
      />
      <TextField
        label={t('pause>title')}
        placeholder={t('pause>title_placeholder')}
        maxLength={80}
        value={draft.title}
        onChange={(e) => patch({ title: e.target.value })}
        error={fields.title}
      />
      <TextArea
        label={t('pause>description')}
        hint={t('pause>description_hint')}
        maxLength={500}
        rows={3}
        value={draft.description}
        onChange={(e) => patch({ description: e.target.value })}
        error={fields.description}
      />
    </FormSheet>
  );
}
