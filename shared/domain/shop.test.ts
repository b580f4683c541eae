import { canMove, finalStatuses } from './state-machine';
import {
  CART_STATUSES,
  editTarget,
  invalidItemHistory,
  invalidShopOrderHistory,
  isForSale,
  isShopErrorCode,
  ITEM_ACTION_RULES,
  ITEM_ACTIONS,
  ITEM_STATUSES,
  ITEM_TRANSITIONS,
  itemActionsFor,
  itemActionTarget,
  itemStatusesBefore,
  orderActionsFor,
  orderActionTarget,
  orderCommission,
  orderDeadline,
  refundDue,
  remainingAfter,
  remainingAfterReturn,
  SHOP_ERRORS,
  SHOP_ORDER_ACTION_RULES,
  SHOP_ORDER_ACTIONS,
  SHOP_ORDER_STATUSES,
  SHOP_ORDER_TRANSITIONS,
  SHOP_PAGE_SIZE,
  shopEnabled,
  shopOrderStatusesBefore,
  shopPostingsOf,
  STOCK_RETURNING_STATUSES,
  type ItemActor,
  type OrderActor,
  type OrderSide,
  type ShopMovement,
  type ShopOrderStatus,
} from './shop';

describe('the shop flags', () => {
  it('when either flag is off, then the shop is closed', () => {
    expect(shopEnabled({ shop: true, nshop: true })).toBe(true);
    expect(shopEnabled({ shop: true, nshop: false })).toBe(false);
    expect(shopEnabled({ shop: false, nshop: true })).toBe(false);
    expect(shopEnabled({ shop: false, nshop: false })).toBe(false);
  });
});

/** Every allowed (action, actor, from) → to of an item; anything not listed must be refused. */
const ITEM_MOVES: Array<[string, ItemActor, string, string]> = [
  ...['draft', 'in_review', 'rejected', 'published', 'unpublished'].flatMap((s): Array<[string, ItemActor, string, string]> => [
    ['edit', 'pro', s, 'draft'],
    ['delete', 'pro', s, 'deleted'],
  ]),
  ['apply_review', 'pro', 'draft', 'in_review'],
  ['apply_review', 'pro', 'rejected', 'in_review'],
  ['publish', 'operator', 'in_review', 'published'],
  ['publish', 'pro', 'unpublished', 'published'],
  ['reject', 'operator', 'in_review', 'rejected'],
  ['reject', 'operator', 'published', 'rejected'],
  ['unpublish', 'pro', 'published', 'unpublished'],
];

describe('the item state machine', () => {
  it('when every action, actor and status is tried, then exactly the listed moves are allowed', () => {
    for (const action of ITEM_ACTIONS) {
      for (const actor of ['pro', 'operator'] as const) {
        for (const status of ITEM_STATUSES) {
          const listed = ITEM_MOVES.find((m) => m[0] === action && m[1] === actor && m[2] === status);
          expect({ action, actor, status, to: itemActionTarget(action, actor, status) }).toEqual({
            action,
            actor,
            status,
            to: listed ? listed[3] : null,
          });
        }
      }
    }
  });

  it('when an action moves an item, then the state machine allows that move, and every allowed move has an action', () => {
    const byActions = new Set<string>();
    for (const rules of Object.values(ITEM_ACTION_RULES)) {
      for (const r of rules) {
        // Editing a draft keeps it a draft: no move.
        for (const from of r.from.filter((f) => f !== r.to)) {
          expect(canMove(ITEM_TRANSITIONS, from, r.to)).toBe(true);
          byActions.add(`${from}>${r.to}`);
        }
      }
    }
    const allowed = ITEM_STATUSES.flatMap((from) => ITEM_TRANSITIONS[from].map((to) => `${from}>${to}`));
    expect([...byActions].sort()).toEqual(allowed.sort());
  });

  it('when an item is deleted, then nothing moves it again; only an operator publishes from review', () => {
    expect(finalStatuses(ITEM_TRANSITIONS)).toEqual(['deleted']);
    expect(itemActionsFor('pro', 'deleted')).toEqual([]);
    expect(itemStatusesBefore('published').sort()).toEqual(['in_review', 'unpublished']);
    expect(itemActionsFor('pro', 'in_review')).toEqual(['edit', 'delete']);
    expect(itemActionsFor('operator', 'in_review')).toEqual(['publish', 'reject']);
    expect(itemActionsFor('pro', 'published')).toEqual(['edit', 'unpublish', 'delete']);
  });

  it('when an operator took an item down, then the pro cannot publish it again without a review', () => {
    expect(itemActionTarget('publish', 'pro', 'rejected')).toBeNull();
    expect(itemActionTarget('apply_review', 'pro', 'rejected')).toBe('in_review');
    expect(itemActionTarget('apply_review', 'pro', 'unpublished')).toBeNull();
  });

  it('when only the stock changes, then the item keeps its status; any other change makes it a draft', () => {
    expect(editTarget('published', ['remaining_quantity'])).toBe('published');
    expect(editTarget('published', ['quantity', 'remaining_quantity', 'accepts_reservation'])).toBe('published');
    expect(editTarget('in_review', [])).toBe('in_review');
    expect(editTarget('published', ['remaining_quantity', 'name'])).toBe('draft');
    expect(editTarget('unpublished', ['plans'])).toBe('draft');
    expect(editTarget('deleted', ['quantity'])).toBeNull();
  });

  it('when a history is replayed, then a move the machine does not allow is named', () => {
    expect(
      invalidItemHistory(['draft', 'in_review', 'rejected', 'draft', 'in_review', 'published', 'unpublished', 'published']),
    ).toBeNull();
    expect(invalidItemHistory(['draft', 'published'])).toEqual({ at: 1, from: 'draft', to: 'published' });
    expect(invalidItemHistory(['draft', 'deleted', 'draft'])).toEqual({ at: 2, from: 'deleted', to: 'draft' });
    expect(invalidItemHistory(['published'])).toEqual({ at: 0, from: null, to: 'published' });
  });

  it('when an item is not published, then it is not for sale', () => {
    expect(ITEM_STATUSES.filter(isForSale)).toEqual(['published']);
  });
});

type OrderMove = [string, OrderActor, ShopOrderStatus, ShopOrderStatus, OrderSide | null];
/** Every allowed (action, actor, from, who asked to cancel) → to of an order; anything not listed must be refused. */
const ORDER_MOVES: OrderMove[] = [
  ['pay', 'system', 'awaiting_payment', 'paid', null],
  ['expire', 'system', 'awaiting_payment', 'void', null],
  ['cancel', 'consumer', 'awaiting_payment', 'void', null],
  ['confirm', 'pro', 'paid', 'confirmed', null],
  ['cancel', 'consumer', 'paid', 'cancelled', null],
  ['cancel', 'pro', 'paid', 'cancelled', null],
  ['cancel', 'operator', 'paid', 'cancelled', null],
  ['expire', 'system', 'paid', 'cancelled', null],
  ['apply_complete', 'pro', 'confirmed', 'complete_requested', null],
  ['apply_cancel', 'consumer', 'confirmed', 'cancel_requested', null],
  ['apply_cancel', 'pro', 'confirmed', 'cancel_requested', null],
  ['cancel', 'operator', 'confirmed', 'cancelled', null],
  ['complete', 'consumer', 'complete_requested', 'completed', null],
  ['complete', 'operator', 'complete_requested', 'completed', null],
  ['reject_complete', 'consumer', 'complete_requested', 'confirmed', null],
  ['cancel', 'operator', 'complete_requested', 'cancelled', null],
  ['auto_complete', 'system', 'complete_requested', 'completed', null],
  ...(['consumer', 'pro'] as const).flatMap((asker): OrderMove[] => {
    const other: OrderSide = asker === 'consumer' ? 'pro' : 'consumer';
    return [
      ['cancel', other, 'cancel_requested', 'cancelled', asker],
      ['reject_cancel', other, 'cancel_requested', 'confirmed', asker],
      ['cancel', 'operator', 'cancel_requested', 'cancelled', asker],
      ['complete', 'operator', 'cancel_requested', 'completed', asker],
      ['expire', 'system', 'cancel_requested', 'cancelled', asker],
    ];
  }),
];

const ORDER_ACTORS: OrderActor[] = ['consumer', 'pro', 'operator', 'system'];

describe('the shop order state machine', () => {
  it('when every action, actor, status and requester is tried, then exactly the listed moves are allowed', () => {
    for (const action of SHOP_ORDER_ACTIONS) {
      for (const actor of ORDER_ACTORS) {
        for (const status of SHOP_ORDER_STATUSES) {
          const askers: Array<OrderSide | null> = status === 'cancel_requested' ? ['consumer', 'pro'] : [null];
          for (const asker of askers) {
            const listed = ORDER_MOVES.find((m) => m[0] === action && m[1] === actor && m[2] === status && m[4] === asker);
            const to = orderActionTarget(action, actor, { status, cancel_requested_by: asker });
            expect({ action, actor, status, asker, to }).toEqual({ action, actor, status, asker, to: listed ? listed[3] : null });
          }
        }
      }
    }
  });

  it('when an action moves an order, then the state machine allows it, and every allowed move has an action', () => {
    const byActions = new Set<string>();
    for (const rules of Object.values(SHOP_ORDER_ACTION_RULES)) {
      for (const r of rules) {
        for (const from of r.from) {
          expect(canMove(SHOP_ORDER_TRANSITIONS, from, r.to)).toBe(true);
          byActions.add(`${from}>${r.to}`);
        }
      }
    }
    const allowed = SHOP_ORDER_STATUSES.flatMap((from) => SHOP_ORDER_TRANSITIONS[from].map((to) => `${from}>${to}`));
    expect([...byActions].sort()).toEqual(allowed.sort());
  });

  it('when an order is completed, cancelled or void, then nothing moves it again', () => {
    expect(finalStatuses(SHOP_ORDER_TRANSITIONS).sort()).toEqual(['cancelled', 'completed', 'void']);
    for (const s of ['completed', 'cancelled', 'void'] as const) {
      for (const actor of ORDER_ACTORS) expect(orderActionsFor(actor, { status: s, cancel_requested_by: null })).toEqual([]);
    }
  });

  it('when only a webhook pays, then paid is reached from awaiting payment alone, and completion only after the pro asked', () => {
    expect(shopOrderStatusesBefore('paid')).toEqual(['awaiting_payment']);
    expect(shopOrderStatusesBefore('completed').sort()).toEqual(['cancel_requested', 'complete_requested']);
    expect(shopOrderStatusesBefore('void')).toEqual(['awaiting_payment']);
    expect(shopOrderStatusesBefore('cancelled')).not.toContain('awaiting_payment');
  });

  it('when a cancel request is open, then the side that asked waits and the other side answers', () => {
    const byConsumer = { status: 'cancel_requested', cancel_requested_by: 'consumer' } as const;
    expect(orderActionsFor('consumer', byConsumer)).toEqual([]);
    expect(orderActionsFor('pro', byConsumer)).toEqual(['cancel', 'reject_cancel']);
    expect(orderActionsFor('pro', { ...byConsumer, cancel_requested_by: 'pro' })).toEqual([]);
  });

  it('when each side looks at an order, then it is offered the SPEC actions of its role', () => {
    const at = (status: ShopOrderStatus) => ({ status, cancel_requested_by: null });
    expect(orderActionsFor('consumer', at('awaiting_payment'))).toEqual(['cancel']);
    expect(orderActionsFor('pro', at('awaiting_payment'))).toEqual([]);
    expect(orderActionsFor('pro', at('paid'))).toEqual(['confirm', 'cancel']);
    expect(orderActionsFor('consumer', at('paid'))).toEqual(['cancel']);
    expect(orderActionsFor('pro', at('confirmed'))).toEqual(['apply_complete', 'apply_cancel']);
    expect(orderActionsFor('consumer', at('confirmed'))).toEqual(['apply_cancel']);
    expect(orderActionsFor('consumer', at('complete_requested'))).toEqual(['complete', 'reject_complete']);
    expect(orderActionsFor('pro', at('complete_requested'))).toEqual([]);
  });

  it('when a history is replayed, then a second completion or a payment after voiding is named', () => {
    const happy: ShopOrderStatus[] = ['awaiting_payment', 'paid', 'confirmed', 'complete_requested', 'confirmed', 'cancel_requested'];
    expect(invalidShopOrderHistory([...happy, 'confirmed', 'complete_requested', 'completed'])).toBeNull();
    expect(invalidShopOrderHistory(['awaiting_payment', 'void', 'paid'])).toEqual({ at: 2, from: 'void', to: 'paid' });
    expect(invalidShopOrderHistory(['awaiting_payment', 'paid', 'completed'])).toEqual({ at: 2, from: 'paid', to: 'completed' });
    expect(invalidShopOrderHistory(['paid'])).toEqual({ at: 0, from: null, to: 'paid' });
  });

  it('when a status waits on somebody, then the system moves it after the deadline', () => {
    const since = new Date('2026-03-01T00:00:00Z');
    const days = (s: ShopOrderStatus) => {
      const d = orderDeadline(s, since);
      return d ? (d.getTime() - since.getTime()) / 86_400_000 : null;
    };
    expect(SHOP_ORDER_STATUSES.map((s) => [s, days(s)])).toEqual([
      ['awaiting_payment', null],
      ['paid', 3],
      ['confirmed', null],
      ['complete_requested', 7],
      ['completed', null],
      ['cancel_requested', 3],
      ['cancelled', null],
      ['void', null],
    ]);
  });

  it('when a paid order is cancelled, then all of it is refunded; an unpaid or completed one refunds nothing', () => {
    for (const from of ['paid', 'confirmed', 'complete_requested', 'cancel_requested'] as const) {
      expect(refundDue(from, 'cancelled', 1160)).toBe(1160);
    }
    expect(refundDue('awaiting_payment', 'void', 1160)).toBe(0);
    expect(refundDue('complete_requested', 'completed', 1160)).toBe(0);
    expect(refundDue('cancel_requested', 'confirmed', 1160)).toBe(0);
  });

  it('when an order is unpaid it is in the cart; when it is voided or cancelled its stock returns', () => {
    expect(CART_STATUSES).toEqual(['awaiting_payment']);
    expect([...STOCK_RETURNING_STATUSES].sort()).toEqual(['cancelled', 'void']);
  });
});

describe('stock', () => {
  it('when an order takes the last units, then 0 are left; one more is refused and the stock is unchanged', () => {
    expect(remainingAfter(5, 5)).toEqual({ ok: true, remaining: 0 });
    expect(remainingAfter(5, 4)).toEqual({ ok: true, remaining: 1 });
    expect(remainingAfter(5, 6)).toEqual({ ok: false, remaining: 5 });
    expect(remainingAfter(0, 1)).toEqual({ ok: false, remaining: 0 });
  });

  it('when the quantity is not a whole number above 0, then nothing is sold; unlimited stock stays unlimited', () => {
    expect(remainingAfter(5, 0)).toEqual({ ok: false, remaining: 5 });
    expect(remainingAfter(5, -1)).toEqual({ ok: false, remaining: 5 });
    expect(remainingAfter(5, 1.5)).toEqual({ ok: false, remaining: 5 });
    expect(remainingAfter(null, 99)).toEqual({ ok: true, remaining: null });
    expect(remainingAfter(null, 0)).toEqual({ ok: false, remaining: null });
  });

  it('when 20 orders of one unit each meet an item with 5 left, then exactly 5 sell and it never goes below 0', () => {
    let remaining: number | null = 5;
    let sold = 0;
    for (let i = 0; i < 20; i++) {
      const r = remainingAfter(remaining, 1);
      if (r.ok) sold++;
      remaining = r.remaining;
    }
    expect({ sold, remaining }).toEqual({ sold: 5, remaining: 0 });
  });

  it('when a cancelled order gives its units back, then the stock never exceeds what the pro set', () => {
    expect(remainingAfterReturn(0, 5, 2)).toBe(2);
    expect(remainingAfterReturn(4, 5, 2)).toBe(5);
    expect(remainingAfterReturn(null, null, 2)).toBeNull();
  });
});

describe('the money of an order', () => {
  const amount = 1160;
  const commission = orderCommission(amount, 5);
  const movements: ShopMovement[] = [
    { kind: 'pay_in', amount, commission },
    { kind: 'release', amount, commission },
    { kind: 'refund', amount, commission },
    { kind: 'payout', amount: amount - commission },
  ];
  const balances = (ms: ShopMovement[], held: boolean) => {
    const out: Record<string, number> = {};
    for (const p of ms.flatMap((m) => shopPostingsOf(m, held))) out[p.account] = (out[p.account] ?? 0) + p.amount;
    return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== 0));
  };

  it('when any movement is posted, held or not, then its postings sum to zero', () => {
    expect(commission).toBe(58);
    for (const held of [true, false]) {
      for (const m of movements) expect(shopPostingsOf(m, held).reduce((s, p) => s + p.amount, 0)).toBe(0);
    }
  });

  it('when a held order completes and is paid out, then nothing stays held and Sifu keeps the commission', () => {
    expect(balances([movements[0]], true)).toEqual({ gateway: 1160, held: -1160 });
    expect(balances([movements[0], movements[1], movements[3]], true)).toEqual({ gateway: 58, commission: -58 });
  });

  it('when an order that was not held completes, then the sale was owed to the pro from the payment on', () => {
    expect(balances([movements[0]], false)).toEqual({ gateway: 1160, pro_payable: -1102, commission: -58 });
    expect(shopPostingsOf(movements[1], false)).toEqual([]);
    expect(balances([movements[0], movements[1], movements[3]], false)).toEqual({ gateway: 58, commission: -58 });
  });

  it('when an order is cancelled after payment, then the refund leaves every account as before, held or not', () => {
    expect(balances([movements[0], movements[2]], true)).toEqual({});
    expect(balances([movements[0], movements[2]], false)).toEqual({});
  });
});

describe('shop codes and page sizes', () => {
  it('when the SPEC codes are listed, then they are 801–817, 823–826, 840 and 850–854', () => {
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    expect(Object.values(SHOP_ERRORS).sort((a, b) => a - b)).toEqual([...range(801, 817), ...range(823, 826), 840, ...range(850, 854)]);
    expect(isShopErrorCode(812)).toBe(true);
    expect(isShopErrorCode(818)).toBe(false);
    expect(isShopErrorCode('812')).toBe(false);
  });

  it('when favourites are paged, then a page holds 6 (SPEC §9)', () => {
    expect(SHOP_PAGE_SIZE.favorites).toBe(6);
    expect(SHOP_PAGE_SIZE.feedbacks).toBe(20);
  });
});
