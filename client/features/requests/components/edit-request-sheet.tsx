/** Edit a request that is still open (SPEC §4 edit): the days and times that suit, and the description. */
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { RequestView } from '@shared/schemas/requests.schema';
import { FormSheet } from '@client/ui/form-sheet';
import { TextArea } from '@client/ui/textarea';
import { useToast } from '@client/ui/toast';
import { useApiForm } from '@client/ui/use-api-form';
import { useNow } from '@client/lib/use-now';
import { useEditRequest } from '../api/requests.mutations';
import { WhenStep } from './when-step';

export function EditRequestSheet({ request: r, open, onClose }: { request: RequestView; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('requests');
  const toast = useToast();
  const now = useNow();
  const edit = useEditRequest(r.quote_request_id);
  const [dates, setDates] = useState(r.preferred_dates);
  const [slots, setSlots] = useState(r.time_slots);
  const [description, setDescription] = useState(r.description);
  // The sheet shows one line: the first field's message, else the server's.
  const form = useApiForm({
    network: t('form>network'),
    map: (err) => ({ fields: {}, form: Object.values(err.fields)[0] ?? err.message }),
  });
  const { clear } = form;

  useEffect(() => {
    if (!open) return;
    setDates(r.preferred_dates);
    setSlots(r.time_slots);
    setDescription(r.description);
    clear();
  }, [open, r, clear]);

  async function save() {
    const res = await form.run(() => edit.mutateAsync({ preferred_dates: dates, time_slots: slots, description }));
    if (!res.ok) return;
    toast.show(t('projects>done_edit'), { tone: 'success' });
    onClose();
  }

  return (
    <FormSheet
      open={open}
      onClose={onClose}
      title={t('projects>edit_title')}
      description={t('projects>edit_help')}
      closeLabel={t('common|close')}
      onSubmit={() => void save()}
      submitLabel={t('projects>save')}
      cancelLabel={t('common|cancel')}
      pending={edit.isPending}
      formError={form.formError}
    >
      <div
        css={css`
          h2 {
            font-size: 18px;
          }
        `}
      >
        {now ? (
          <WhenStep dates={dates} slots={slots} onDates={setDates} onSlots={setSlots} lng={i18n.language as Language} now={now} />
        ) : null}
      </div>
      <TextArea
        label={t('form>description_title')}
        rows={4}
        maxLength={5000}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
    </FormSheet>
  );
}
