// Shapes of the account area, shared by the server's answers and the client's pages (no zod here).

/** The kinds of notification a user sets, each for in-app and mail (/update-settings). */
export const NOTIFICATION_CATEGORIES = [
  'follow_requests',
  'approvals',
  'comments',
  'likes',
  'mentions',
  'messages',
  'reminders',
  'rsvps',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  follow_requests: 'Follow requests',
  approvals: 'Approvals',
  comments: 'Comments',
  likes: 'Likes',
  mentions: 'Mentions',
  messages: 'Messages',
  reminders: 'Reminders',
  rsvps: 'RSVP answers',
};

/** A category's channels until the user chooses: everything on, except RSVP answers by mail (issue 35: opt in). */
export const CATEGORY_DEFAULTS: Partial<Record<NotificationCategory, Channels>> = {
  rsvps: { app: true, mail: false },
};

/** Which setting a notification's `kind` obeys; a kind not listed (a moderation report) is always shown, never mailed. */
export const KIND_CATEGORY: Record<string, NotificationCategory> = {
  follow_request: 'follow_requests',
  follow_approved: 'approvals',
  comment: 'comments',
  like: 'likes',
  mention: 'mentions',
  message: 'messages',
  payment_due: 'reminders',
  reminder: 'reminders',
  rsvp_answer: 'rsvps',
};

export type Channels = { app: boolean; mail: boolean };
export interface NotificationSettings {
  prefs: Record<NotificationCategory, Channels>;
  digest: boolean;
}

export interface AccountOverview {
  email: string;
  /** An address waiting for its confirmation link to be followed. */
  pending_email: string | null;
  sign_in_methods: { kind: 'password' | 'openid'; label: string }[];
  created_at: string;
}

export interface DeviceSession {
  id: string;
  device: string;
  created_at: string;
  last_used_at: string | null;
  current: boolean;
}

export interface AccountWedding {
  id: string;
  slug: string;
  name: string;
  date: string;
  /** Role codes: B and G the couple, anything else the committee. */
  role: string;
  is_couple: boolean;
}

export interface AccountWeddings {
  memberships: AccountWedding[];
  invitations: { id: string; wedding_name: string; role: string; token: string | null; expires_at: string }[];
  follow_requests: { wedding_id: string; slug: string; name: string; created_at: string }[];
}

export interface DataExport {
  id: string;
  status: 'pending' | 'ready' | 'failed';
  created_at: string;
  ready_at: string | null;
}
