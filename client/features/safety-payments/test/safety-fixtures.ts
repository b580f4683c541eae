/** Tests only: safety payments as the API answers them (shared/schemas/safety-payments.schema.ts). */
import type { SafetyBid, SafetyPart, SafetyPayIn, SafetyPayment } from '@shared/schemas/safety-payments.schema';

export const safetyPart = (extra: Partial<SafetyPart> = {}): SafetyPart => ({
  id: 31,
  position: 1,
  amount: 1200,
  status: 'awaiting_payment',
  held: 0,
  refunded: 0,
  released: 0,
  commission: 60,
  pro_receives: 1140,
  request: null,
  refund_info: null,
  decision_note: null,
  pay_in: null,
  payout: null,
  actions: [],
  timeline: [{ status: 'awaiting_payment', at: '2026-11-28 01:00:00' }],
  ...extra,
});

export const safetyPayment = (extra: Partial<SafetyPayment> = {}): SafetyPayment => ({
  id: 21,
  bid_id: 5,
  kind: 'job',
  plan: 'full',
  price: 1200,
  inspection_deducted: 0,
  commission_percent: 5,
  completed_at: null,
  auto_release_at: null,
  can_mark_visited: false,
  can_change: false,
  created: '2026-11-28 01:00:00',
  parts: [safetyPart()],
  ...extra,
});

export const safetyBid = (extra: Partial<SafetyBid> = {}): SafetyBid => ({
  role: 'consumer',
  bid: {
    id: 5,
    request_id: 9,
    category_name: 'Plumbing',
    pro_name: 'Lee Kee Plumbing',
    consumer_name: 'Chan Tai Man',
    rating_type: 'flat',
    quoted_price: 1200,
    inspection_fee: null,
    quote_status_id: 3,
  },
  payments: [],
  suggestions: [],
  commission_percent: 5,
  auto_release_days: 7,
  pay_types: ['card', 'cvs', 'bank'],
  ...extra,
});

export const safetyPayIn = (extra: Partial<SafetyPayIn> = {}): SafetyPayIn => ({
  hash: 'sp_7f3a9c',
  pay_type: 'cvs',
  status: 'pending',
  amount: 1200,
  card_info: null,
  payment_code: 'LP12345678',
  barcode: 'LP12345678',
  virtual_account: null,
  expires_at: '2026-12-01 01:00:00',
  checkout_url: null,
  test_payment_url: null,
  paid_at: null,
  failure_code: null,
  ...extra,
});
