/** SPEC §5 and §9 numbers, one place for both sides. */
export const MAX_UPLOAD_BYTES = 10_000_000;
export const ACCEPTED_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'application/pdf'] as const;
export const SESSION_COOKIE = 'session_token';
export const DEVICE_COOKIE = 'device_id';
export const SESSION_MAX_AGE_S = 31_536_000;
export const SAVE_TOKEN_MAX_AGE_S = 2_592_000;
export const SERVER_CACHE_TTL_S = 1200;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LAZY_PLACEHOLDER_DELAY_MS = 200;
export const LOG_FILE_BYTES = 524_288;
export const LOG_FILES = 5;
export const MAX_AGENT_SOCKETS = 30;
export const DASHBOARD_MIN_HEIGHT = 320;
export const PAGE_SIZE = {
  likedPhotos: 9999,
  shopFavorites: 6,
  proList: 20,
  jobCenter: 10,
  providerList: 10,
  serviceFeedbacks: 20,
  recentQuotes: 10,
  payments: 20,
  projects: 10,
  leads: 20,
  /** Articles on a page of blog (cost guides and hiring tips). */
  blog: 12,
} as const;
export const CREDIT_PURCHASE = { min: 50, max: 9999 } as const;
export const CONVENIENCE_STORE_PURCHASE = { min: 500, max: 20_000 } as const;
export const ATM_PURCHASE_MAX = 30_000;
export const AUTO_QUOTE_BUDGET = { step: 50, default: 500 } as const;
export const MAX_TEXT_FIELD = 10_000;
export const MAX_SHORT_FIELD = 255;
