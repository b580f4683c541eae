/** The "when" step: up to five preferred days (quick picks for two weeks, or any later day) and the time slots. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@shared/schemas/catalog.schema';
import type { Language } from '@shared/i18n/i18n-config';
import { addDays, formatDay, hkToday, monthDay, relativeDay, weekdayName } from '@shared/utils/dates';
import { CheckboxGroup } from '@client/ui/checkbox';
import { fieldsetStyles, legendStyles as choiceLegend } from '@client/ui/choice';
import { TextField } from '@client/ui/field';
import { FieldMessages } from '@client/ui/field-message';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { timeSlotOptions } from '@client/lib/request-when';
import { MAX_PREFERRED_DATES } from './form-model';
import { StepHeading } from './form-steps';
import { tileGrid } from './tile-grid';

interface WhenStepProps {
  question?: Question;
  dates: string[];
  slots: number[];
  onDates: (d: string[]) => void;
  onSlots: (s: number[]) => void;
  lng: Language;
  now: number;
  error?: string;
}

/** Preferred dates (up to 5: quick picks for the next two weeks, or any later day) and SPEC §9 time slots. */
export function WhenStep({ question, dates, slots, onDates, onSlots, lng, now, error }: WhenStepProps) {
  const { t } = useTranslation('requests');
  const today = hkToday(now);
  const quick = Array.from({ length: 14 }, (_, i) => addDays(today, i));
  const full = dates.length >= MAX_PREFERRED_DATES;
  const toggle = (d: string) => onDates(dates.includes(d) ? dates.filter((x) => x !== d) : full ? dates : [...dates, d].sort());
  const label = (d: string) => {
    const rel = relativeDay(d, now);
    return rel === 'today' || rel === 'tomorrow' || rel === 'day_after_tomorrow' ? t(`common|relative>${rel}`) : weekdayName(d, lng);
  };
  return (
    <>
      <StepHeading
        title={question?.label ?? t('form>when_title')}
        help={question?.help || t('form>when_help', { max: MAX_PREFERRED_DATES })}
      />
      <fieldset css={fieldsetStyles} aria-describedby={error ? 'when-error' : undefined}>
        <legend css={legendStyles}>{t('form>dates_legend', { count: dates.length, max: MAX_PREFERRED_DATES })}</legend>
        <ul css={dayGridStyles}>
          {quick.map((d) => {
            const on = dates.includes(d);
            return (
              <li key={d}>
                <button
                  type="button"
                  aria-pressed={on}
                  aria-label={`${label(d)} ${formatDay(d, lng)}`}
                  disabled={!on && full}
                  onClick={() => toggle(d)}
                  css={dayStyles}
                >
                  <span
                    css={css`
                      font-weight: ${theme.font.weight.bold};
                    `}
                  >
                    {label(d)}
                  </span>
                  <span
                    css={css`
                      font-size: ${theme.font.size.xs};
                      opacity: 0.85;
                      font-variant-numeric: tabular-nums;
                    `}
                  >
                    {monthDay(d)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <OtherDate dates={dates} min={addDays(today, 14)} onAdd={(d) => onDates([...dates, d].sort())} disabled={full} />
        {dates.filter((d) => !quick.includes(d)).length ? (
          <ul
            css={css`
              list-style: none;
              padding: 0;
              margin: ${theme.space[2]} 0 0;
              display: flex;
              flex-wrap: wrap;
              gap: ${theme.space[2]};
            `}
          >
            {dates
              .filter((d) => !quick.includes(d))
              .map((d) => (
                <li key={d}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => toggle(d)}
                    aria-label={t('form>remove_date', { date: formatDay(d, lng) })}
                  >
                    {formatDay(d, lng)} <Icon name="close" size={16} />
                  </Button>
                </li>
              ))}
          </ul>
        ) : null}
        <FieldMessages id="when" error={error} />
      </fieldset>
      <CheckboxGroup
        legend={t('form>slots_legend')}
        name="time_slots"
        variant="card"
        columns={2}
        options={timeSlotOptions(t)}
        value={slots.map(String)}
        onChange={(v) => onSlots(v.map(Number).sort())}
        hint={t('form>slots_hint')}
      />
    </>
  );
}

function OtherDate({ dates, min, onAdd, disabled }: { dates: string[]; min: string; onAdd: (d: string) => void; disabled: boolean }) {
  const { t } = useTranslation('requests');
  return (
    <div
      css={css`
        margin-top: ${theme.space[3]};
        max-width: 280px;
      `}
    >
      <TextField
        type="date"
        label={t('form>other_date')}
        min={min}
        disabled={disabled}
        value=""
        onChange={(e) => {
          const v = e.target.value;
          if (/^\d{4}-\d{2}-\d{2}$/.test(v) && !dates.includes(v)) onAdd(v);
        }}
      />
    </div>
  );
}

const legendStyles = css`
  ${choiceLegend.label};
  margin-bottom: ${theme.space[2]};
`;

const dayGridStyles = tileGrid(4, 7);

const dayStyles = css`
  width: 100%;
  min-height: 56px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  border: 1.5px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.control};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  cursor: pointer;
  font-size: ${theme.font.size.sm};
  line-height: 1.3;
  padding: ${theme.space[1]};
  &:hover:not(:disabled) {
    border-color: ${theme.color.brand};
  }
  &[aria-pressed='true'] {
    background: ${theme.color.brand};
    border-color: ${theme.color.brand};
    color: #fff;
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
