/** The free slots of a service grouped by Hong Kong day, as a radio group of time buttons (one choice). */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { BookingSlot } from '@shared/schemas/reservations.schema';
import { formatDay, formatTime, hkDayOf } from '@shared/utils/dates';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';

export function SlotPicker({
  slots,
  value,
  onChange,
  ns,
}: {
  slots: BookingSlot[];
  value: string;
  onChange: (beginTime: string) => void;
  /** The namespace of the page's copy: bookings (public) or workspace (dashboard). */
  ns: 'bookings' | 'workspace';
}) {
  const { t, i18n } = useTranslation(ns);
  const lng = i18n.language as Language;
  const days = new Map<string, BookingSlot[]>();
  for (const s of slots) {
    const day = hkDayOf(s.begin_time);
    days.set(day, [...(days.get(day) ?? []), s]);
  }
  return (
    <div role="radiogroup" aria-label={t('booking>slots_label')} css={wrap}>
      {[...days].map(([day, list]) => (
        <fieldset key={day} css={dayBox}>
          <legend css={dayTitle}>{formatDay(day, lng)}</legend>
          <div css={grid}>
            {list.map((s) => {
              const on = s.begin_time === value;
              return (
                <button
                  key={s.begin_time}
                  type="button"
                  role="radio"
                  aria-checked={on}
                  data-begin={s.begin_time}
                  css={[slotBtn, on && slotOn]}
                  onClick={() => onChange(s.begin_time)}
                >
                  {formatTime(s.begin_time)}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

const wrap = css`
  ${stack(4)};
  max-height: 420px;
  overflow-y: auto;
  padding-right: ${theme.space[1]};
`;
const dayBox = css`
  border: 0;
  margin: 0;
  padding: 0;
`;
const dayTitle = css`
  font-weight: ${theme.font.weight.bold};
  margin-bottom: ${theme.space[2]};
`;
const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(76px, 1fr));
  gap: ${theme.space[2]};
`;
const slotBtn = css`
  min-height: ${theme.layout.touchTarget};
  border: 1.5px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.control};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-size: ${theme.font.size.md};
  cursor: pointer;
  &:hover {
    border-color: ${theme.color.brand};
  }
`;
const slotOn = css`
  background: ${theme.color.brand};
  border-color: ${theme.color.brand};
  color: #fff;
`;
