/** Edit a request that is still open (SPEC §4 edit): the days and times that suit, and the description. */
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { RequestView } from '@shared/schemas/requests.schema';
import { Sheet } from '@client/ui/sheet';
import { Button } from '@client/ui/button';
import { TextArea } from '@client/ui/textarea';
import { Alert } from '@client/ui/alert';
import { useToast } from '@client/ui/toast';
import { ApiError } from '@client/lib/api-client';
import { useNow } from '@client/lib/use-now';
import { useEditRequest } from '../api/requests.mutations';
import { WhenStep } from './form-steps';

export function EditRequestSheet({ request: r, open, onClose }: { request: RequestView; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('market');
  const toast = useToast();
  const now = useNow();
  const edit = useEditRequest(r.quote_request_id);
  const [dates, setDates] = useState(r.preferred_dates);
  const [slots, setSlots] = useState(r.time_slots);
  const [description, setDescription] = useState(r.description);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setDates(r.preferred_dates);
    setSlots(r.time_slots);
    setDescription(r.description);
    setError(null);
  }, [open, r]);

  async function save() {
    setError(null);
    try {
      await edit.mutateAsync({ preferred_dates: dates, time_slots: slots, description });
      toast.show(t('projects>done_edit'), { tone: 'success' });
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : t('form>network'));
    }
  }

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('projects>edit_title')}
      description={t('projects>edit_help')}
      closeLabel={t('common|close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common>cancel')}
          </Button>
          <Button onClick={() => void save()} loading={edit.isPending}>
            {t('projects>save')}
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
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
    </Sheet>
  );
}
