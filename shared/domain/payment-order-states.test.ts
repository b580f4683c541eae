import { ORDER_STATUSES } from './payments';
import {
  canMoveOrder,
  invalidOrderHistory,
  orderStatusesBefore,
  ORDER_TRANSITIONS,
  STARTER_HOLDING_STATUSES,
} from './payment-order-states';

describe('the payment order state machine', () => {
  it('when an order is refunded or cancelled, then nothing moves it again', () => {
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('refunded', to)).toBe(false);
      expect(canMoveOrder('cancelled', to)).toBe(false);
    }
  });

  it('when an order is paid, then only a refund moves it, and only a paid order is refunded', () => {
    expect(ORDER_TRANSITIONS.paid).toEqual(['refunded']);
    expect(orderStatusesBefore('refunded')).toEqual(['paid']);
  });

  it('when a success comes after a failed try or an expiry, then it may still pay the order', () => {
    expect(orderStatusesBefore('paid').sort()).toEqual(['expired', 'failed', 'pending', 'requires_action']);
    expect(orderStatusesBefore('failed').sort()).toEqual(['pending', 'requires_action']);
  });

  it('when a history is replayed, then the first move that is not allowed is named', () => {
    expect(invalidOrderHistory(['pending', 'failed', 'paid', 'refunded'])).toBeNull();
    expect(invalidOrderHistory(['pending', 'paid', 'refunded', 'paid'])).toEqual({ at: 3, from: 'refunded', to: 'paid' });
    expect(invalidOrderHistory(['paid'])).toEqual({ at: 0, from: null, to: 'paid' });
  });

  it('when the starter sale is held, then failed, expired and cancelled orders release it', () => {
    expect(ORDER_STATUSES.filter((s) => !STARTER_HOLDING_STATUSES.includes(s)).sort()).toEqual(['cancelled', 'expired', 'failed']);
  });
});
