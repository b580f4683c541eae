/**
 * The edge to Google (ADR 0020): what Sifu sends to Reserve with Google. A real adapter would upload the entity and
 * items feed to Google's feed endpoint and call its booking-notification API; the `local` adapter (the only one
 * here, GOOGLE_RESERVE_ADAPTER=local) records each would-be message in greserve_outbox, so every path is testable
 * without network. Bookings pushed by Google arrive at POST /api/google_reserve/push (google-reserve-push.service.ts).
 */
import type { AppDeps } from '../../lib/app-deps';
import type { Queryable } from '../../lib/db';

/** One service as a Google merchant, with its active items as Google services. */
export interface GreserveFeed {
  merchant_id: string;
  quote_service_id: number;
  /** false: take the merchant and its services down. */
  published: boolean;
  name: { zh: string; en: string };
  telephone: string | null;
  url: string;
  services: Array<{
    service_id: string;
    greserve_item_id: number;
    name: { zh: string; en: string };
    duration_minutes: number;
    /** Whole HKD; null: price on request. */
    price: { amount: number; currency: 'HKD'; is_from: boolean } | null;
    booking_url: string;
  }>;
}

/** A change of a booking Google must know about (made on Sifu's page, or cancelled by the pro). */
export interface GreserveBookingNotice {
  greserve_id: string;
  merchant_id: string;
  service_id: string;
  quote_service_id: number;
  status: 'CONFIRMED' | 'CANCELLED';
  begin_time: string;
  end_time: string;
  cancelled_by?: 'pro' | 'consumer';
}

export interface GoogleReserveAdapter {
  readonly name: 'local';
  publishFeed(feed: GreserveFeed): Promise<void>;
  notifyBooking(notice: GreserveBookingNotice): Promise<void>;
}

export const merchantIdOf = (serviceId: number): string => `sifu-service-${serviceId}`;
export const googleServiceIdOf = (itemId: number): string => `sifu-item-${itemId}`;

/** Records every message in greserve_outbox instead of sending it. */
export function createLocalGoogleReserveAdapter(db: Queryable): GoogleReserveAdapter {
  const record = async (kind: 'feed' | 'booking', serviceId: number, payload: object) => {
    await db.query('INSERT INTO greserve_outbox (kind, quote_service_id, payload) VALUES ($1, $2, $3)', [
      kind,
      serviceId,
      JSON.stringify(payload),
    ]);
  };
  return {
    name: 'local',
    publishFeed: (feed) => record('feed', feed.quote_service_id, feed),
    notifyBooking: (notice) => record('booking', notice.quote_service_id, notice),
  };
}

const byDeps = new WeakMap<AppDeps, GoogleReserveAdapter>();

/** The configured adapter, one per app. */
export function googleReserveAdapterFor(deps: AppDeps): GoogleReserveAdapter {
  let adapter = byDeps.get(deps);
  if (!adapter) {
    adapter = createLocalGoogleReserveAdapter(deps.db);
    byDeps.set(deps, adapter);
  }
  return adapter;
}
