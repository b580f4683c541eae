/**
 * The item editor's form values (SPEC §3 shop item; docs/decisions/0038): what the pro types, kept as typed (prices
 * and stock as text) so nothing is lost when the server refuses it; the body the API takes (photos as keep, remove
 * and add operations with positions 1…n); and where each of the API's per-field SPEC §8 errors shows.
 */
import type { ServiceType } from '@shared/domain/shop-rules';
import type { ShopItem } from '@shared/schemas/shop.schema';
import type { PictureImage } from '@client/ui/picture';
import type { ShopItemBody } from '../api/shop-items.mutations';

export const TRAVEL_KEYS = ['is_service_professional_travels_to_me', 'is_customer_travel_to_me', 'is_over_phone_or_internet'] as const;
export type TravelKey = (typeof TRAVEL_KEYS)[number];

export interface PlanValues {
  /** A stable list key (new plans have no id yet). */
  key: string;
  id?: number;
  name: string;
  description: string;
  /** Whole HKD as typed ("1,200" is fine). */
  price: string;
  service_type: ServiceType;
}

export interface PhotoValues {
  key: string;
  /** A photo the item already has. */
  photo_id?: number;
  /** An upload to add. */
  attachment_id?: number;
  image: PictureImage | null;
  src: string;
}

export interface ItemValues extends Record<TravelKey, boolean> {
  name: string;
  description: string;
  service_type: ServiceType | '';
  service_info: string;
  district_ids: number[];
  plans: PlanValues[];
  photos: PhotoValues[];
  unlimited: boolean;
  quantity: string;
  remaining_quantity: string;
  keywords: string[];
  accepts_reservation: boolean;
}

/** What a new item starts from: the service's own travel preferences and districts. */
export type ServiceDefaults = Record<TravelKey, boolean> & { district_ids: number[] };

export interface ItemFieldsProps {
  values: ItemValues;
  patch: (p: Partial<ItemValues>) => void;
  errors: Readonly<Record<string, string | undefined>>;
}

let seq = 0;
const newKey = () => `new-${++seq}`;

export const emptyPlan = (serviceType: ServiceType | ''): PlanValues => ({
  key: newKey(),
  name: '',
  description: '',
  price: '',
  service_type: serviceType || 'per_job',
});

/** A freshly uploaded image as a photo to add. */
export function uploadedPhoto(a: { id: number; url: string; thumb_url?: string; variants?: PictureImage }): PhotoValues {
  return { key: newKey(), attachment_id: a.id, image: a.variants ?? null, src: a.thumb_url ?? a.url };
}

export function valuesOf(item: ShopItem | undefined, defaults: ServiceDefaults): ItemValues {
  if (!item) {
    return {
      name: '',
      description: '',
      service_type: '',
      service_info: '',
      ...defaults,
      district_ids: [...defaults.district_ids],
      plans: [emptyPlan('')],
      photos: [],
      unlimited: true,
      quantity: '',
      remaining_quantity: '',
      keywords: [],
      accepts_reservation: false,
    };
  }
  return {
    name: item.name,
    description: item.description,
    service_type: item.service_type ?? '',
    service_info: item.service_info,
    is_service_professional_travels_to_me: item.is_service_professional_travels_to_me,
    is_customer_travel_to_me: item.is_customer_travel_to_me,
    is_over_phone_or_internet: item.is_over_phone_or_internet,
    district_ids: item.areas.map((a) => a.id),
    plans: item.plans.map((p) => ({
      key: `plan-${p.id}`,
      id: p.id,
      name: p.name,
      description: p.description,
      price: String(p.price),
      service_type: p.service_type,
    })),
    photos: item.photos.map((p) => ({ key: `photo-${p.id}`, photo_id: p.id, image: p.image, src: p.url })),
    unlimited: item.quantity === null,
    quantity: item.quantity === null ? '' : String(item.quantity),
    remaining_quantity: item.remaining_quantity === null ? '' : String(item.remaining_quantity),
    keywords: item.keywords,
    accepts_reservation: item.accepts_reservation,
  };
}

/** A whole number typed with or without thousands separators or "HK$"; anything else goes as typed (the server says why). */
const amount = (s: string) => {
  const plain = s.replace(/(HK)?\$|[,\s]/gi, '');
  return /^\d{1,9}$/.test(plain) ? Number(plain) : s.trim();
};

/**
 * The photo list as operations against the photos the item has now (`stored`): each kept one at its new position,
 * each one left out removed, each upload added at its position.
 */
function photoOps(photos: PhotoValues[], stored: ShopItem | undefined): ShopItemBody['photos'] {
  const shown = photos.map((p, i) =>
    p.photo_id !== undefined
      ? { op: 'keep', photo_id: p.photo_id, position: i + 1 }
      : { op: 'add', attachment_id: p.attachment_id, position: i + 1 },
  );
  const kept = new Set(photos.map((p) => p.photo_id));
  const removed = (stored?.photos ?? []).filter((p) => !kept.has(p.id)).map((p) => ({ op: 'remove', photo_id: p.id }));
  return [...shown, ...removed];
}

export function bodyOf(v: ItemValues, stored: ShopItem | undefined): ShopItemBody {
  return {
    name: v.name,
    description: v.description,
    service_type: v.service_type || null,
    service_info: v.service_info,
    is_service_professional_travels_to_me: v.is_service_professional_travels_to_me,
    is_customer_travel_to_me: v.is_customer_travel_to_me,
    is_over_phone_or_internet: v.is_over_phone_or_internet,
    district_ids: v.district_ids,
    plans: v.plans.map((p) => ({
      ...(p.id ? { id: p.id } : {}),
      name: p.name,
      description: p.description,
      price: amount(p.price),
      service_type: p.service_type,
    })),
    photos: photoOps(v.photos, stored),
    quantity: v.unlimited ? null : amount(v.quantity),
    remaining_quantity: v.unlimited ? null : amount(v.remaining_quantity),
    keywords: v.keywords,
    accepts_reservation: v.accepts_reservation,
  };
}

const PLAN_FIELD = /^plans\.(\d+)\.(name|description|price|service_type)$/;
const OWN_FIELDS = [
  'name',
  'description',
  'service_type',
  'service_info',
  'district_ids',
  'quantity',
  'remaining_quantity',
  'accepts_reservation',
];

/** Where an API field error shows: its own field, a plan's field, or the travel, plans, photos or keywords group; null: the form's. */
export function formFieldOf(apiField: string): string | null {
  if (OWN_FIELDS.includes(apiField)) return apiField;
  if ((TRAVEL_KEYS as readonly string[]).includes(apiField)) return 'travel';
  if (PLAN_FIELD.test(apiField)) return apiField;
  const group = apiField.split('.')[0];
  return ['plans', 'photos', 'keywords'].includes(group) ? group : null;
}

/** The API's field errors on the form's fields (the first message of each), and any the form has no place for. */
export function formErrorsOf(fields: Readonly<Record<string, string>>): { fields: Record<string, string>; other?: string } {
  const shown: Record<string, string> = {};
  let other: string | undefined;
  for (const [key, message] of Object.entries(fields)) {
    const field = formFieldOf(key);
    if (field) shown[field] ??= message;
    else other ??= message;
  }
  return { fields: shown, other };
}
