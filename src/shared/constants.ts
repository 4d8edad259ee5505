// Business constants of spec section 9, in one place for client, server and tests.
export const SEARCH_PAUSE_MS = 1000;
export const TOAST_DURATION_MS = 4000;
export const FETCH_MIN_DELAY_MS = 200;
export const PREFETCH_IDLE_MS = 2000;
export const ACCESS_TOKEN_MAX_AGE_S = 604800;
export const ID_TOKEN_MAX_AGE_S = 2592000;
export const AUTH_STATE_MAX_AGE_DAYS = 365;
export const WS_MAX_RETRIES = 5000;
export const WS_RETRY_DELAY_MS = 300;
export const RELOAD_GUARD_MS = 60_000;
export const TOAST_ID_MAX = 10_000_000;
export const LOADING_BAR_STEPS = [30, 45] as const;
export const RESET_TOKEN_TTL_S = 3600;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
