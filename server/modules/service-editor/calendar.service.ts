/**
 * calendar/{serviceId} (issue 9): a month in Hong Kong time with the weekly business hours, the pauses that
 * overlap it and the hired jobs dated in it; and the district/area options of the Area step.
 */
import type { z } from 'zod';
import { REGIONS } from '@shared/domain/catalog';
import type { Language } from '@shared/i18n/i18n-config';
import type { areaOptionsSchema, ServiceCalendar } from '@shared/schemas/service-editor.schema';
import { hkToday } from '@shared/utils/dates';
import type { Db } from '../../lib/db';
import { allDistricts } from '../catalog/catalog.service';
import { owned } from './service-editor.service';
import * as parts from './service-parts.repository';
import { hoursOf, sfxOf, toPauseEvent } from './service-views';

/** Hong Kong is UTC+8 all year (no daylight saving since 1979). */
const HK_OFFSET = '+08:00';

/** 'YYYY-MM' → the first day of the next month. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** GET /services/{id}/calendar?month=YYYY-MM (default: this month in Hong Kong). */
export async function getCalendar(
  db: Db,
  userId: number,
  id: number,
  q: { month?: string; lng: Language },
  now = Date.now(),
): Promise<ServiceCalendar> {
  const s = await owned(db, userId, id);
  const month = q.month ?? hkToday(now).slice(0, 7);
  const [fromDay, toDay] = [`${month}-01`, `${nextMonth(month)}-01`];
  const pauses = await parts.listPausesBetween(db, id, `${fromDay}T00:00:00${HK_OFFSET}`, `${toDay}T00:00:00${HK_OFFSET}`);
  const jobs = await parts.listJobsBetween(db, id, { from: fromDay, to: toDay, sfx: sfxOf(q.lng) });
  return { month, business_hours: hoursOf(s.business_hours), pause_events: pauses.map(toPauseEvent), jobs };
}

/** GET /services/area_options: the districts with their areas, by region (SPEC order) then display order. */
export async function listAreaOptions(db: Db, lng: Language): Promise<z.infer<typeof areaOptionsSchema>> {
  const districts = await allDistricts(db, lng);
  return [...districts].sort((a, b) => REGIONS.indexOf(a.region) - REGIONS.indexOf(b.region));
}
