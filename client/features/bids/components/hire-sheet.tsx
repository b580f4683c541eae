/** Hire with a date and a time in the same sheet (DESIGN.md "Quotes comparison"; SPEC §4 "date time missing"). */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { BidView } from '@shared/schemas/bids.schema';
import { addDays, hkToday } from '@shared/utils/dates';
import { FormSheet } from '@client/ui/form-sheet';
import { Button } from '@client/ui/button';
import { RadioGroup } from '@client/ui/radio-group';
import { legendStyles } from '@client/ui/choice';
import { TextField } from '@client/ui/field';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';
import { cluster } from '@client/styles/layout';
import { useNow } from '@client/lib/use-now';
import { dayLabel } from '@client/lib/day-label';
import { timeSlotOptions, withRelative } from '@client/lib/request-when';
import { useBidAction } from '../api/bids.mutations';

export function HireSheet({
  bid,
  proName,
  open,
  onClose,
  onHired,
}: {
  bid: BidView;
  proName: string;
  open: boolean;
  onClose: () => void;
  onHired: () => void;
}) {
  const { t, i18n } = useTranslation('quotes');
  const lng = i18n.language as Language;
  const now = useNow();
  const hire = useBidAction({ handlesErrors: true });
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState('');
  const [exact, setExact] = useState('');
  const form = useApiForm({ network: t('requests|form>network') });
  const { clear } = form;

  // The fields start from the request's wishes when the sheet opens, and only then: the bid is refetched while the sheet
  // is open (chat, live updates), and that must neither undo the person's choice nor clear the message they are reading
  // (nor move the buttons under their finger).
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDate(bid.request.preferred_dates[0] ?? '');
      setSlot(bid.request.time_slots[0] ? String(bid.request.time_slots[0]) : '');
      setExact('');
      clear();
    }
  }

  const today = now ? hkToday(now) : '';
  const suggestions = [
    ...new Set([
      ...bid.request.preferred_dates.filter((d) => !today || d >= today),
      ...(today ? [addDays(today, 1), addDays(today, 2)] : []),
    ]),
  ].slice(0, 5);

  async function confirm() {
    const time = exact || slot;
    if (!date || !time) return form.setFormError(t('hire>date_time_missing'));
    const res = await form.run(() => hire.mutateAsync({ id: bid.quote_bid_id, action: 'hired', body: { date, time } }));
    if (res.ok) onHired();
  }

  return (
    <FormSheet
      open={open}
      onClose={onClose}
      title={t('hire>title', { name: proName })}
      description={t('hire>help')}
      closeLabel={t('common|close')}
      onSubmit={() => void confirm()}
      submitLabel={t('hire>confirm')}
      cancelLabel={t('common|cancel')}
      pending={hire.isPending}
      submitProps={{ 'data-testid': 'confirm-hire' }}
      formError={form.formError}
    >
      <fieldset
        css={css`
          border: 0;
          padding: 0;
          margin: 0 0 ${theme.space[3]};
        `}
      >
        <legend css={legend}>{t('hire>date')}</legend>
        <div
          css={css`
            ${cluster(2)};
            margin-bottom: ${theme.space[2]};
          `}
        >
          {suggestions.map((d) => (
            <Button key={d} size="sm" variant={date === d ? 'primary' : 'secondary'} aria-pressed={date === d} onClick={() => setDate(d)}>
              {withRelative(dayLabel(t, d, lng, now), d, lng)}
            </Button>
          ))}
        </div>
        <TextField
          type="date"
          label={t('hire>other_date')}
          min={today || undefined}
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </fieldset>
      <RadioGroup
        legend={t('hire>time')}
        name="hire-slot"
        variant="card"
        columns={2}
        value={slot}
        onChange={(v) => {
          setSlot(v);
          setExact('');
        }}
        options={timeSlotOptions(t)}
      />
      <TextField
        type="time"
        label={t('hire>exact_time')}
        hint={t('hire>exact_time_hint')}
        value={exact}
        onChange={(e) => setExact(e.target.value)}
      />
    </FormSheet>
  );
}

const legend = css`
  ${legendStyles.label};
  margin-bottom: ${theme.space[2]};
`;
