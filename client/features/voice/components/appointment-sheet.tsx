/** Propose a time for a call on a bid: a date and a time in Hong Kong, and an optional note (SPEC §4 set appointment). */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPOINTMENT_MAX_AHEAD_DAYS } from '@shared/schemas/voice.schema';
import { addDays, hkToday } from '@shared/utils/dates';
import { FormSheet } from '@client/ui/form-sheet';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { useToast } from '@client/ui/toast';
import { fieldOrMessageOf } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { useSetAppointment } from '../api/voice.mutations';
import { appointmentStart } from '../appointment-time';

export interface AppointmentSheetProps {
  open: boolean;
  bidId: number;
  otherName: string;
  onClose: () => void;
}

export function AppointmentSheet({ open, bidId, otherName, onClose }: AppointmentSheetProps) {
  const { t } = useTranslation('voice');
  const toast = useToast();
  const set = useSetAppointment();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    set.reset();
    onClose();
  };

  async function submit() {
    const start = appointmentStart(date, time, Date.now());
    if ('problem' in start) {
      setProblem(t(`appointment>error_${start.problem}`));
      return;
    }
    setProblem(null);
    try {
      await set.mutateAsync({ quote_bid_id: bidId, start_at: start.start_at, note: note.trim() });
      toast.show(t('appointment>sent'), { tone: 'success' });
      setDate('');
      setTime('');
      setNote('');
      close();
    } catch (err) {
      setProblem(fieldOrMessageOf(err, t('requests|form>network')));
    }
  }

  const today = hkToday();
  return (
    <FormSheet
      open={open}
      title={t('appointment>form_title')}
      description={t('appointment>form_description', { name: otherName })}
      closeLabel={t('common|close')}
      cancelLabel={t('common|cancel')}
      submitLabel={t('appointment>submit')}
      pending={set.isPending}
      formError={problem}
      onSubmit={() => void submit()}
      onClose={close}
      size="sm"
    >
      <div css={fields}>
        <TextField
          type="date"
          label={t('appointment>date')}
          value={date}
          min={today}
          max={addDays(today, APPOINTMENT_MAX_AHEAD_DAYS)}
          required
          onChange={(e) => setDate(e.target.value)}
        />
        <TextField type="time" label={t('appointment>time')} value={time} step={300} required onChange={(e) => setTime(e.target.value)} />
      </div>
      <TextArea
        label={t('appointment>note')}
        hint={t('appointment>note_hint')}
        rows={2}
        maxLength={200}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </FormSheet>
  );
}

const fields = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[3]};
`;
