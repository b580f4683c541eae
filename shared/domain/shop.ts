/**
 * The shop (SPEC §2 shop areas, §3 shop item, order, feedback and shop service category, §4 shop item and order
 * actions, §8 codes 801–854, §9 page sizes; docs/decisions/0038): fixed-price packaged services a pro sells and a
 * consumer buys, books and reviews. The rules shared by the server, the client and the tests: the item and order state
 * machines with who may take which action, the deadlines of the system's moves, stock (remaining quantity), the money
 * each move posts, page sizes and the error codes. Validation of what a pro or consumer types is in shop-rules.ts.
 */
import { PAGE_SIZE } from './limits';
import { commissionOf, DEFAULT_AUTO_RELEASE_DAYS, type Posting } from './safety-payments';
import { invalidHistory, statusesBefore, type Transitions } from './state-machine';

export { shopEnabled } from './shop-flags';

/** A rule of an action: who takes it, from which statuses, to which status. */
export interface ActionRule<S extends string, A extends string> {
  actor: A;
  from: readonly S[];
  to: S;
  /** Only the side that did not ask may answer a cancel request (accept with `cancel`, or `reject_cancel`). */
  answersRequest?: boolean;
}

/* ---------------------------------------------------------------- items ---------------------------------------------------------------- */

/**
 * An item's statuses. A pro writes a `draft`, applies for review (`in_review`); an operator publishes it or rejects
 * it (`rejected`, with a note); a published item may be unpublished by the pro and published again without a new
 * review (its content has not changed), and an operator may take a published item down (`rejected`). Editing its
 * content sends any item back to `draft`. `deleted` is final: the row stays for the orders that name it.
 */
export const ITEM_STATUSES = ['draft', 'in_review', 'published', 'rejected', 'unpublished', 'deleted'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const INITIAL_ITEM_STATUS: ItemStatus = 'draft';

export const ITEM_TRANSITIONS: Transitions<ItemStatus> = {
  draft: ['in_review', 'deleted'],
  // Published or rejected by an operator; edited (withdrawn) or deleted by the pro.
  in_review: ['published', 'rejected', 'draft', 'deleted'],
  published: ['unpublished', 'rejected', 'draft', 'deleted'],
  rejected: ['in_review', 'draft', 'deleted'],
  unpublished: ['published', 'draft', 'deleted'],
  deleted: [],
};

/** SPEC §4 item actions (edit, apply_review, publish, unpublish, delete) and the operator's `reject`. */
export const ITEM_ACTIONS = ['edit', 'apply_review', 'publish', 'reject', 'unpublish', 'delete'] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];
export type ItemActor = 'pro' | 'operator';

const LIVE_ITEM: readonly ItemStatus[] = ['draft', 'in_review', 'published', 'rejected', 'unpublished'];

export const ITEM_ACTION_RULES: Readonly<Record<ItemAction, readonly ActionRule<ItemStatus, ItemActor>[]>> = {
  // Editing the content of an item in any status makes it a draft again (stock-only edits keep the status: editTarget).
  edit: [{ actor: 'pro', from: LIVE_ITEM, to: 'draft' }],
  apply_review: [{ actor: 'pro', from: ['draft', 'rejected'], to: 'in_review' }],
  publish: [
    { actor: 'operator', from: ['in_review'], to: 'published' },
    { actor: 'pro', from: ['unpublished'], to: 'published' },
  ],
  reject: [{ actor: 'operator', from: ['in_review', 'published'], to: 'rejected' }],
  unpublish: [{ actor: 'pro', from: ['published'], to: 'unpublished' }],
  delete: [{ actor: 'pro', from: LIVE_ITEM, to: 'deleted' }],
};

/** The fields of an item a pro may change without a new review: the stock and whether slots are offered. */
export const STOCK_FIELDS = ['quantity', 'remaining_quantity', 'accepts_reservation'] as const;

/** The status after an edit that changed `fields` (input field names): unchanged when only stock fields changed, else `draft`. */
export function editTarget(status: ItemStatus, fields: readonly string[]): ItemStatus | null {
  if (status === 'deleted') return null;
  const stockOnly = fields.every((f) => (STOCK_FIELDS as readonly string[]).includes(f));
  return stockOnly ? status : 'draft';
}

/** The status `action` by `actor` moves an item in `status` to, or null when it may not. */
export function itemActionTarget(action: ItemAction, actor: ItemActor, status: ItemStatus): ItemStatus | null {
  return ITEM_ACTION_RULES[action].find((r) => r.actor === actor && r.from.includes(status))?.to ?? null;
}

/** What `actor` may do with an item in `status` now (the client shows these buttons; the server checks again). */
export function itemActionsFor(actor: ItemActor, status: ItemStatus): ItemAction[] {
  return ITEM_ACTIONS.filter((a) => itemActionTarget(a, actor, status) !== null);
}

export function itemStatusesBefore(to: ItemStatus): ItemStatus[] {
  return statusesBefore(ITEM_TRANSITIONS, to);
}

export function invalidItemHistory(statuses: readonly ItemStatus[]) {
  return invalidHistory(ITEM_TRANSITIONS, INITIAL_ITEM_STATUS, statuses);
}

/** Only a published item is listed, has a public page and can be ordered. */
export const isForSale = (status: ItemStatus): boolean => status === 'published';

/* ---------------------------------------------------------------- orders --------------------------------------------------------------- */

/**
 * An order's statuses. Placing it reserves the stock and opens a checkout (`awaiting_payment`); only a verified
 * provider webhook marks it `paid`; the pro confirms it (or declines: `cancelled`); the pro applies for completion and
 * the consumer confirms (`completed`) or rejects it (back to `confirmed`); once confirmed, either side may apply to
 * cancel and the other side accepts (`cancelled`, refunded in full through the provider) or refuses (back to
 * `confirmed`). `void` is an order never paid (abandoned, or its checkout expired); its stock returns, as a cancelled
 * order's does. `completed`, `cancelled` and `void` are final.
 */
export const SHOP_ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'confirmed',
  'complete_requested',
  'completed',
  'cancel_requested',
  'cancelled',
  'void',
] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];
export const INITIAL_SHOP_ORDER_STATUS: ShopOrderStatus = 'awaiting_payment';

export const SHOP_ORDER_TRANSITIONS: Transitions<ShopOrderStatus> = {
  awaiting_payment: ['paid', 'void'],
  paid: ['confirmed', 'cancelled'],
  // Trust and safety (an operator) may cancel any paid order that is not finished.
  confirmed: ['complete_requested', 'cancel_requested', 'cancelled'],
  complete_requested: ['completed', 'confirmed', 'cancelled'],
  // Accepted, refused, or decided by an operator either way.
  cancel_requested: ['cancelled', 'confirmed', 'completed'],
  completed: [],
  cancelled: [],
  void: [],
};

/** SPEC §4 order actions, and the system's: `pay` (the webhook), `expire` and `auto_complete` (deadlines). */
export const SHOP_ORDER_ACTIONS = [
  'confirm',
  'apply_complete',
  'complete',
  'reject_complete',
  'apply_cancel',
  'cancel',
  'reject_cancel',
  'pay',
  'expire',
  'auto_complete',
] as const;
export type ShopOrderAction = (typeof SHOP_ORDER_ACTIONS)[number];
/** The actions a person takes through the API (the rest are the system's). */
export const SHOP_ORDER_USER_ACTIONS = [
  'confirm',
  'apply_complete',
  'complete',
  'reject_complete',
  'apply_cancel',
  'cancel',
  'reject_cancel',
] as const;
export type ShopOrderUserAction = (typeof SHOP_ORDER_USER_ACTIONS)[number];

export type OrderSide = 'consumer' | 'pro';
export type OrderActor = OrderSide | 'operator' | 'system';

const PAID_OPEN: readonly ShopOrderStatus[] = ['paid', 'confirmed', 'complete_requested', 'cancel_requested'];

export const SHOP_ORDER_ACTION_RULES: Readonly<Record<ShopOrderAction, readonly ActionRule<ShopOrderStatus, OrderActor>[]>> = {
  confirm: [{ actor: 'pro', from: ['paid'], to: 'confirmed' }],
  apply_complete: [{ actor: 'pro', from: ['confirmed'], to: 'complete_requested' }],
  complete: [
    { actor: 'consumer', from: ['complete_requested'], to: 'completed' },
    { actor: 'operator', from: ['complete_requested', 'cancel_requested'], to: 'completed' },
  ],
  reject_complete: [{ actor: 'consumer', from: ['complete_requested'], to: 'confirmed' }],
  apply_cancel: [
    { actor: 'consumer', from: ['confirmed'], to: 'cancel_requested' },
    { actor: 'pro', from: ['confirmed'], to: 'cancel_requested' },
  ],
  cancel: [
    // Not paid yet: the consumer drops the checkout.
    { actor: 'consumer', from: ['awaiting_payment'], to: 'void' },
    // Paid, not confirmed: either side cancels outright (the pro declines the order).
    { actor: 'consumer', from: ['paid'], to: 'cancelled' },
    { actor: 'pro', from: ['paid'], to: 'cancelled' },
    // The other side accepts a cancel request.
    { actor: 'consumer', from: ['cancel_requested'], to: 'cancelled', answersRequest: true },
    { actor: 'pro', from: ['cancel_requested'], to: 'cancelled', answersRequest: true },
    { actor: 'operator', from: PAID_OPEN, to: 'cancelled' },
  ],
  reject_cancel: [
    { actor: 'consumer', from: ['cancel_requested'], to: 'confirmed', answersRequest: true },
    { actor: 'pro', from: ['cancel_requested'], to: 'confirmed', answersRequest: true },
  ],
  pay: [{ actor: 'system', from: ['awaiting_payment'], to: 'paid' }],
  expire: [
    { actor: 'system', from: ['awaiting_payment'], to: 'void' },
    // The pro did not confirm in time, or nobody answered a cancel request: cancelled and refunded.
    { actor: 'system', from: ['paid', 'cancel_requested'], to: 'cancelled' },
  ],
  auto_complete: [{ actor: 'system', from: ['complete_requested'], to: 'completed' }],
};

/** What the rules look at: the status, and who asked to cancel while a request is open. */
export interface OrderState {
  status: ShopOrderStatus;
  cancel_requested_by: OrderSide | null;
}

/** The status `action` by `actor` moves the order to, or null when it may not. */
export function orderActionTarget(action: ShopOrderAction, actor: OrderActor, order: OrderState): ShopOrderStatus | null {
  const rule = SHOP_ORDER_ACTION_RULES[action].find(
    (r) => r.actor === actor && r.from.includes(order.status) && (!r.answersRequest || order.cancel_requested_by !== actor),
  );
  return rule?.to ?? null;
}

/** What one side may do with an order now (the client shows these buttons; the server checks again). */
export function orderActionsFor(actor: OrderActor, order: OrderState): ShopOrderAction[] {
  return SHOP_ORDER_ACTIONS.filter((a) => orderActionTarget(a, actor, order) !== null);
}

export function shopOrderStatusesBefore(to: ShopOrderStatus): ShopOrderStatus[] {
  return statusesBefore(SHOP_ORDER_TRANSITIONS, to);
}

export function invalidShopOrderHistory(statuses: readonly ShopOrderStatus[]) {
  return invalidHistory(SHOP_ORDER_TRANSITIONS, INITIAL_SHOP_ORDER_STATUS, statuses);
}

/** Orders a consumer has started and not paid: SPEC §3 `cartCount` in user/me. */
export const CART_STATUSES: readonly ShopOrderStatus[] = ['awaiting_payment'];
/** Statuses whose entry gives the ordered quantity back to the item's stock. */
export const STOCK_RETURNING_STATUSES: readonly ShopOrderStatus[] = ['void', 'cancelled'];
/** Only a completed order may be reviewed (SPEC §8 850). */
export const FEEDBACK_STATUS: ShopOrderStatus = 'completed';

/** Days the pro has to confirm a paid order before it is cancelled and refunded. */
export const CONFIRM_DAYS = 3;
/** Days the other side has to answer a cancel request before it is accepted (cancelled and refunded). */
export const CANCEL_ANSWER_DAYS = 3;
/** Days after the pro applies for completion until the order completes if the consumer neither confirms nor rejects. */
export const AUTO_COMPLETE_DAYS = DEFAULT_AUTO_RELEASE_DAYS;

const DAY_MS = 86_400_000;
const DEADLINE_DAYS: Partial<Record<ShopOrderStatus, number>> = {
  paid: CONFIRM_DAYS,
  cancel_requested: CANCEL_ANSWER_DAYS,
  complete_requested: AUTO_COMPLETE_DAYS,
};

/**
 * When the system moves an order that entered `status` at `since` (its payment, the cancel request, the pro's
 * application for completion), or null when nothing is due; an unpaid checkout expires with its payment's window.
 */
export function orderDeadline(status: ShopOrderStatus, since: Date): Date | null {
  const days = DEADLINE_DAYS[status];
  return days ? new Date(since.getTime() + days * DAY_MS) : null;
}

/** What a move into `to` from `from` refunds: all of it when a paid order is cancelled, nothing otherwise. */
export function refundDue(from: ShopOrderStatus, to: ShopOrderStatus, amount: number): number {
  return to === 'cancelled' && PAID_OPEN.includes(from) ? amount : 0;
}

/* ---------------------------------------------------------------- stock ---------------------------------------------------------------- */

/**
 * Stock after selling `qty`: `remaining` null is unlimited and stays so. The server applies the same rule as one
 * conditional UPDATE (`… SET remaining_quantity = remaining_quantity - $qty WHERE id = $item AND status = 'published'
 * AND (remaining_quantity IS NULL OR remaining_quantity >= $qty)`), so concurrent orders never take it below 0.
 */
export function remainingAfter(
  remaining: number | null,
  qty: number,
): { ok: true; remaining: number | null } | { ok: false; remaining: number | null } {
  const fits = Number.isSafeInteger(qty) && qty > 0 && (remaining === null || remaining >= qty);
  return fits ? { ok: true, remaining: remaining === null ? null : remaining - qty } : { ok: false, remaining };
}

/** Stock after a void or cancelled order gives `qty` back: never above the quantity the pro set. */
export function remainingAfterReturn(remaining: number | null, quantity: number | null, qty: number): number | null {
  if (remaining === null || quantity === null) return null;
  return Math.min(quantity, remaining + qty);
}

/* ---------------------------------------------------------------- money ---------------------------------------------------------------- */

/**
 * What one order's money movement posts (double entry, debits positive; the accounts of ADR 0037). Every order is
 * paid in full through the provider and the pro is paid out only after completion. Held (the safetyPayment flag was
 * on when the order was placed): the pay-in is held for the consumer until completion releases it, less commission;
 * a cancellation refunds from held. Not held: the pay-in is a sale at once (owed to the pro, less commission), a
 * cancellation reverses it, and completion moves nothing (the payout follows).
 */
export type ShopMovement =
  | { kind: 'pay_in'; amount: number; commission: number; discount?: number }
  | { kind: 'release'; amount: number; commission: number }
  | { kind: 'refund'; amount: number; commission: number; discount?: number }
  | { kind: 'payout'; amount: number };

/** The shop ledger's accounts: the safety ledger's, and what partners owe for their members' discounts. */
export type ShopAccount = Posting['account'] | 'partner_discount';
export interface ShopPosting {
  account: ShopAccount;
  amount: number;
}

/**
 * A partner discount (docs/decisions/0043) leaves the pro's share whole: the order's `amount` is held or sold as
 * always, the gateway takes only what the consumer paid (amount − discount), and `partner_discount` is debited with
 * the rest (owed by the partner). A refund reverses both, so what goes back through the provider is what was paid.
 */
function provider(m: { amount: number; discount?: number }, sign: 1 | -1): ShopPosting[] {
  const discount = m.discount ?? 0;
  return [
    { account: 'gateway', amount: sign * (m.amount - discount) },
    ...(discount ? [{ account: 'partner_discount' as const, amount: sign * discount }] : []),
  ];
}

export function shopPostingsOf(m: ShopMovement, held: boolean): ShopPosting[] {
  if (m.kind === 'payout') {
    return [
      { account: 'pro_payable', amount: m.amount },
      { account: 'gateway', amount: -m.amount },
    ];
  }
  const sale: Posting[] = [
    { account: 'pro_payable', amount: -(m.amount - m.commission) },
    { account: 'commission', amount: -m.commission },
  ];
  const reverse = (ps: Posting[]) => ps.map((p) => ({ account: p.account, amount: -p.amount }));
  switch (m.kind) {
    case 'pay_in':
      return [...provider(m, 1), ...(held ? [{ account: 'held' as const, amount: -m.amount }] : sale)];
    case 'release':
      return held ? [{ account: 'held', amount: m.amount }, ...sale] : [];
    case 'refund':
      return [...(held ? [{ account: 'held' as const, amount: m.amount }] : reverse(sale)), ...provider(m, -1)];
  }
}

/** The commission of an order (whole dollars, the percentage fixed when it was placed). */
export const orderCommission = (amount: number, percent: number): number => commissionOf(amount, percent);

/* ------------------------------------------------------------ pages and codes ------------------------------------------------------------ */

/** SPEC §9: favourites 6 a page from page 1; orders like payments (20); feedback like service feedbacks (20). */
export const SHOP_PAGE_SIZE = {
  favorites: PAGE_SIZE.shopFavorites,
  items: PAGE_SIZE.proList,
  orders: PAGE_SIZE.payments,
  feedbacks: PAGE_SIZE.serviceFeedbacks,
  labels: 10,
} as const;

/** SPEC §8 shop codes (item edit 801–826, feedback 840–854; 818–822 are not in the SPEC and stay unused). */
export const SHOP_ERRORS = {
  ITEM_NOT_FOUND: 801,
  NOT_OWNED: 802,
  NAME: 803,
  DESCRIPTION: 804,
  TRAVEL_PREFERENCE: 805,
  SERVICE_AREA: 806,
  SERVICE_TYPE: 807,
  SERVICE_INFO: 808,
  PLAN: 809,
  PLAN_NAME: 810,
  PLAN_DESCRIPTION: 811,
  PLAN_PRICE: 812,
  PLAN_SERVICE_TYPE: 813,
  PHOTO: 814,
  PHOTO_OPERATION: 815,
  PHOTO_ORDER: 816,
  PHOTO_URL: 817,
  QUANTITY_SETTING: 823,
  REMAINING_QUANTITY: 824,
  KEYWORDS: 825,
  ACCEPT_RESERVATION: 826,
  PRODUCT_OR_ORDER_MISSING: 840,
  ORDER_NOT_COMPLETE: 850,
  BAD_SCORE: 851,
  BAD_COMMENT: 852,
  BAD_ATTACHMENTS: 853,
  ORDER_ITEM_MISSING: 854,
} as const;
export type ShopErrorCode = (typeof SHOP_ERRORS)[keyof typeof SHOP_ERRORS];

/** Order and stock refusals the SPEC does not number (stable string codes, as the safety payments use). */
export const SHOP_ORDER_ERRORS = {
  WRONG_STATUS: 'shop_wrong_status',
  NOT_FOR_SALE: 'shop_not_for_sale',
  SOLD_OUT: 'shop_sold_out',
  NO_RESERVATION: 'shop_no_reservation',
  SLOT_TAKEN: 'slot_taken',
  FEEDBACK_EXISTS: 'shop_feedback_exists',
  /** The pro's reply to a feedback is written once. */
  COMMENT_EXISTS: 'shop_comment_exists',
  /** A like is a favourite of something to buy: never one's own item. */
  OWN_ITEM: 'shop_own_item',
} as const;

const CODES: ReadonlySet<number> = new Set(Object.values(SHOP_ERRORS));

/** Whether a code is one of SPEC §8's shop codes (the client shows "unknown error" for any other shop failure). */
export const isShopErrorCode = (code: unknown): code is ShopErrorCode => typeof code === 'number' && CODES.has(code);
