/**
 * Step 18 Hours: weekly business hours in Hong Kong time. Each SPEC §9 weekday (Mon 1 .. Sun 7) is closed or has
 * one or more open–close periods; "copy Monday to weekdays" fills Tuesday to Friday. Mistakes (close before open,
 * overlapping periods) show at the period as the pro types, and the server's own field errors land there too.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { Button } from '@client/ui/button';
import { Choice } from '@client/ui/choice';
import { Icon } from '@client/ui/icon';
import { IconButton } from '@client/ui/icon-button';
import { errorStyles, inputStyles } from '@client/ui/field';
import { theme } from '@client/styles/theme';
import { useServiceMutation } from '../api/service-editor.queries';
import {
  DEFAULT_PERIOD,
  WEEKDAYS,
  copyMondayToWeekdays,
  hoursFromWeek,
  slotOfServerField,
  validateWeek,
  weekFromHours,
  type Period,
  type Weekday,
} from '../lib/business-hours';
import { StepForm, useStepForm } from './editor-form';

export function EditorHours({ service }: { service: EditableService }) {
  const { t } = useTranslation('workspace');
  const step = useStepForm(weekFromHours(service.business_hours));
  const { draft: week, setDraft, reset, run, fields, setFormError } = step;
  const save = useServiceMutation('hours');
  const errors = validateWeek(week);
  const serverErrors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const slot = slotOfServerField(week, key);
    if (slot) serverErrors[slot] = message;
  }

  const setDay = (d: Weekday, periods: Period[]) => setDraft({ ...week, [d]: periods });

  async function onSubmit() {
    if (Object.keys(errors).length) {
      setFormError(t('form>check_fields'));
      return;
    }
    const result = await run(() => save.mutateAsync({ params: { id: service.quote_service_id }, body: { hours: hoursFromWeek(week) } }));
    if (result) reset(weekFromHours(result.business_hours));
  }

  return (
    <StepForm
      title={t('steps>Hours>title')}
      intro={<p>{t('steps>Hours>intro')}</p>}
      onSubmit={onSubmit}
      submitLabel={t('form>save')}
      form={step}
    >
      <Button variant="secondary" size="sm" disabled={week[1].length === 0} onClick={() => setDraft(copyMondayToWeekdays(week))}>
        <Icon name="copy" size={16} />
        {t('hours>copy_monday')}
      </Button>
      <ul css={days}>
        {WEEKDAYS.map((d) => {
          const periods = week[d];
          const dayName = t(`weekdays>${d}`);
          return (
            <li key={d} css={dayRow}>
              <div css={dayHead}>
                <strong>{dayName}</strong>
                <Choice
                  type="checkbox"
                  label={t('hours>open')}
                  checked={periods.length > 0}
                  onChange={(e) => setDay(d, e.target.checked ? [{ ...DEFAULT_PERIOD }] : [])}
                />
              </div>
              {periods.length === 0 ? <p css={closed}>{t('hours>closed')}</p> : null}
              {periods.map((p, i) => {
                const code = errors[`${d}.${i}`];
                const message = code ? t(`hours>error_${code}`) : serverErrors[`${d}.${i}`];
                const errorId = `hours-${d}-${i}-error`;
                const update = (patch: Partial<Period>) =>
                  setDay(
                    d,
                    periods.map((q, k) => (k === i ? { ...q, ...patch } : q)),
                  );
                return (
                  <div key={i} css={periodRow}>
                    {(['open', 'close'] as const).map((end) => (
                      <label key={end} css={timeLabel}>
                        <span>{t(end === 'open' ? 'hours>from' : 'hours>to')}</span>
                        <input
                          type="time"
                          value={p[end]}
                          aria-label={t(end === 'open' ? 'hours>open_at' : 'hours>close_at', { day: dayName, n: i + 1 })}
                          aria-invalid={message ? true : undefined}
                          aria-describedby={message ? errorId : undefined}
                          onChange={(e) => update(end === 'open' ? { open: e.target.value } : { close: e.target.value })}
                          css={[inputStyles(Boolean(message)), timeInput]}
                        />
                      </label>
                    ))}
                    <IconButton
                      icon="trash"
                      label={t('hours>remove_period', { day: dayName, n: i + 1 })}
                      onClick={() =>
                        setDay(
                          d,
                          periods.filter((_, k) => k !== i),
                        )
                      }
                    />
                    {message ? (
                      <p id={errorId} role="alert" css={[errorStyles, fullRow]}>
                        {message}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              {periods.length > 0 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    const last = periods[periods.length - 1];
                    setDay(d, [...periods, { open: last.close < '22:00' ? last.close : '18:00', close: '23:00' }]);
                  }}
                >
                  <Icon name="plus" size={16} />
                  {t('hours>add_period', { day: dayName })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </StepForm>
  );
}

const days = css`
  list-style: none;
  margin: ${theme.space[4]} 0 0;
  padding: 0;
`;

const dayRow = css`
  padding: ${theme.space[3]} 0;
  border-bottom: 1px solid ${theme.color.border};
`;

const dayHead = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[3]};
  & > label,
  & > div {
    flex: 0 0 auto;
  }
`;

const closed = css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.font.size.sm};
`;

const periodRow = css`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: ${theme.space[2]};
  align-items: end;
  margin-top: ${theme.space[2]};
`;

const timeLabel = css`
  display: grid;
  gap: 2px;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;

const timeInput = css`
  font-variant-numeric: tabular-nums;
`;

const fullRow = css`
  grid-column: 1 / -1;
  margin-top: 0;
`;
