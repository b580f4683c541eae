/** Tests only: shop orders and favourites as the API answers them, with the actions the shared rules allow. */
import { orderActionsFor, SHOP_ORDER_USER_ACTIONS, type OrderSide, type ShopOrderStatus } from '@shared/domain/shop';
import type { ShopFavorite, ShopFeedback, ShopOrder, ShopPayment } from '@shared/schemas/shop.schema';

/** The actions `role` may take on an order in `status` (as the server's view lists them). */
export function actionsOf(role: OrderSide, status: ShopOrderStatus, cancelRequestedBy: OrderSide | null = null) {
  const all = orderActionsFor(role, { status, cancel_requested_by: cancelRequestedBy });
  return SHOP_ORDER_USER_ACTIONS.filter((a) => all.includes(a));
}

export function shopPayment(over: Partial<ShopPayment> = {}): ShopPayment {
  return {
    hash: 'shp_abc',
    pay_type: 'card',
    status: 'paid',
    amount: 580,
    card_info: 'visa|x|4242',
    payment_code: null,
    barcode: null,
    virtual_account: null,
    expires_at: null,
    checkout_url: null,
    test_payment_url: null,
    paid_at: '2026-11-28 01:05:00',
    failure_code: null,
    refunded_amount: 0,
    ...over,
  };
}

export function shopFeedback(over: Partial<ShopFeedback> = {}): ShopFeedback {
  return {
    nshop_order_feedback_id: 71,
    shop_item_id: 9,
    reviewer_name: 'Mei C.',
    plan_name: 'Two units',
    score: 5,
    feedback: 'Quick and tidy',
    photos: [],
    comment: null,
    replied_at: null,
    created: '2026-12-02 02:00:00',
    ...over,
  };
}

/** An order of two units at HK$290 (HK$580) of item 9, as `role` sees it in `status`, with the allowed actions. */
export function shopOrder(over: Partial<ShopOrder> & Pick<ShopOrder, 'role' | 'status'>): ShopOrder {
  const base: ShopOrder = {
    id: 41,
    role: over.role,
    status: over.status,
    item: { id: 9, name: 'Aircon cleaning', status: 'published', photo: null },
    plan_id: 3,
    plan_name: 'Two units',
    service_type: 'per_unit',
    unit_price: 290,
    quantity: 2,
    amount: 580,
    discount: 0,
    discount_code: null,
    total: 580,
    is_held: false,
    commission: over.role === 'pro' ? 29 : 0,
    pro_receives: over.role === 'pro' ? 551 : 0,
    note: '',
    reservation: null,
    payment: over.status === 'awaiting_payment' || over.status === 'void' ? null : shopPayment(),
    consumer: { id: 5, name: 'Mei Chan' },
    pro: { id: 6, quote_service_id: 12, slug: 'cool-air', business_name: 'Cool Air Co' },
    cancel_requested_by: null,
    cancel_reason: null,
    cancelled_by: null,
    deadline: null,
    feedback: null,
    actions: actionsOf(over.role, over.status, over.cancel_requested_by ?? null),
    timeline: [{ status: 'awaiting_payment', at: '2026-11-28 01:00:00' }],
    created: '2026-11-28 01:00:00',
    paid_at: null,
    completed_at: null,
    cancelled_at: null,
  };
  return { ...base, ...over };
}

export function shopFavorite(over: Partial<ShopFavorite> = {}): ShopFavorite {
  return {
    id: 9,
    status: 'published',
    service: { quote_service_id: 12, slug: 'cool-air', business_name: 'Cool Air Co', rating: 4.8, review_count: 12 },
    category: { id: 2, slug: 'aircon', name: 'Aircon' },
    service_category_id: 8,
    name: 'Aircon Clean (2 units)',
    quantity: null,
    remaining_quantity: null,
    service_type: 'per_unit',
    sold_out: false,
    rating: { score: 4.5, count: 4 },
    from_price: 290,
    photo: null,
    like_count: 3,
    liked: true,
    for_sale: true,
    liked_at: '2026-11-28 01:00:00',
    ...over,
  };
}
