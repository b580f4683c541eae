/** Tests only: a pro's shop item as the API answers it, and its card in a list. */
import type { ShopItem, ShopItemCard } from '@shared/schemas/shop.schema';

export function shopItem(o: Partial<ShopItem> = {}): ShopItem {
  return {
    id: 41,
    status: 'draft',
    service: { quote_service_id: 7, slug: 'svc-7', business_name: 'Cool Air', rating: 4.5, review_count: 12 },
    category: { id: 3, slug: 'aircon', name: 'Aircon cleaning' },
    service_category_id: 9,
    name: 'Aircon cleaning, 2 units',
    description: 'Filters and coils',
    service_type: 'per_job',
    service_info: '',
    is_service_professional_travels_to_me: true,
    is_customer_travel_to_me: false,
    is_over_phone_or_internet: false,
    areas: [{ id: 1, slug: 'wan-chai', name: 'Wan Chai' }],
    plans: [{ id: 100, position: 1, name: 'Standard', description: '', price: 580, service_type: 'per_job' }],
    photos: [],
    quantity: null,
    remaining_quantity: null,
    sold_out: false,
    keywords: [],
    accepts_reservation: false,
    service_notice: '',
    rating: { score: 0, count: 0 },
    like_count: 0,
    liked: null,
    review_note: null,
    actions: ['edit', 'apply_review', 'delete'],
    published_at: null,
    created: '2026-11-01 02:00:00',
    modified: '2026-11-01 02:00:00',
    ...o,
  };
}

export function itemCard(o: Partial<ShopItemCard> = {}): ShopItemCard {
  const i = shopItem();
  return {
    id: i.id,
    status: i.status,
    service: i.service,
    category: i.category,
    service_category_id: i.service_category_id,
    name: i.name,
    service_type: i.service_type,
    quantity: null,
    remaining_quantity: null,
    sold_out: false,
    rating: i.rating,
    from_price: 580,
    photo: null,
    like_count: 0,
    liked: null,
    ...o,
  };
}
