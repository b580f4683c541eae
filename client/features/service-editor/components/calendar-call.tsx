/**
 * A call appointment in the calendar (an accepted voice call on a bid, docs/decisions/0039): its own kind beside the
 * bookings and jobs, "Call with {name}" in indigo with a phone icon, opening the bid's chat where it is managed.
 * The words and looks the month, the week and the agenda share.
 */
import { css } from '@emotion/react';
import type { TFunction } from 'i18next';
import type { CallAppointment } from '@shared/schemas/voice.schema';
import { utcToHkLocal } from '../lib/hk-time';

/** Indigo: apart from the teal of bookings and jobs and the amber of pauses (text 8:1 on its tint). */
const CALL = '#4338CA';
const CALL_DARK = '#3730A3';
const CALL_SOFT = '#EEF2FF';

/** "15:30" in Hong Kong. */
export const callTime = (c: Pick<CallAppointment, 'start_at'>) => utcToHkLocal(c.start_at).slice(11, 16);

/** "Call with Mei". */
export const callWhat = (t: TFunction<'workspace'>, c: Pick<CallAppointment, 'other_name'>) => t('calendar>call', { name: c.other_name });

/** The accessible name of a call's link: "Call appointment 15:30: call with Mei". */
export const callLabel = (t: TFunction<'workspace'>, c: Pick<CallAppointment, 'other_name' | 'start_at'>) =>
  t('calendar>call_label', { time: callTime(c), name: c.other_name });

/** A call's tag in a month cell. */
export const callTag = css`
  background: ${CALL_SOFT};
  color: ${CALL_DARK};
  box-shadow: inset 3px 0 0 ${CALL};
`;

/** A call's marker in a month cell on a phone. */
export const callDot = css`
  background: ${CALL};
  border-radius: 2px;
`;

/** A call's block in the week grid: half an hour is one line high, so the time and the name share it. */
export const callBlock = css`
  flex-direction: row;
  gap: 4px;
  white-space: nowrap;
  background: ${CALL_SOFT};
  color: ${CALL_DARK};
  border: 1px solid ${CALL};
  border-left-width: 4px;
  & > span:last-of-type {
    min-width: 0;
  }
`;

/** A call's icon in the agenda. */
export const callIcon = css`
  color: ${CALL};
`;
