// Entity shapes of spec section 3 as the API returns them.
export interface User {
  id: string;
  slug: string;
  email?: string;
  /** With `email` (one's own profile): whether the address is proven; invitations by address wait for it. */
  email_verified?: boolean;
  first_name: string;
  last_name: string;
  full_name: string;
  image: string | null;
  unread_messages_count: number;
  unread_notifications_count: number;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  user: User;
}

/** RFC 9457 problem details, with the spec's field messages under `errors`. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: Record<string, string[]>;
  /** A 409 for a stale version (issue 31): the item's version now, and who made the last change to it. */
  version?: number;
  changed_by?: { id: string; name: string } | null;
  /** A 409 from a stale edit carries what the item says now (issue 37), so both versions can be shown. */
  current?: unknown;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  message: string;
}
