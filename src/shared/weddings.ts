// Weddings (the spec's "account"): shapes, roles, access levels and every fixed string. The body schemas are in
// weddingsSchemas.ts, so that the many pages that show a wedding's texts do not load zod.

export const COUPLE_ROLE_CODES = ['B', 'G'] as const;
export type CoupleRole = (typeof COUPLE_ROLE_CODES)[number];

/** Role codes with their labels (`GET /api/v1/accounts/roles/`). B and G are the couple; the rest is the committee. */
export const WEDDING_ROLES = [
  { code: 'B', label: 'Bride', is_couple: true },
  { code: 'G', label: 'Groom', is_couple: true },
  { code: 'planner', label: 'Planner', is_couple: false },
  { code: 'family', label: 'Family', is_couple: false },
  { code: 'friend', label: 'Friend', is_couple: false },
  { code: 'bridal_party', label: 'Bridal party', is_couple: false },
] as const;
export type WeddingRoleCode = (typeof WEDDING_ROLES)[number]['code'];
export const ROLE_CODES = WEDDING_ROLES.map((r) => r.code) as [WeddingRoleCode, ...WeddingRoleCode[]];

export function roleLabel(code: string): string {
  return WEDDING_ROLES.find((r) => r.code === code)?.label ?? code;
}

export function isCoupleRole(code: string | null | undefined): boolean {
  return (COUPLE_ROLE_CODES as readonly string[]).includes(code ?? '');
}

export type FollowPolicy = 'open' | 'approval';
export type FollowStatus = 'none' | 'requested' | 'following';

export const weddingTexts = {
  yourWeddings: 'Your Weddings',
  getStarted: 'Get started below',
  setUp: 'Set up your wedding',
  missingWedding: 'Wedding does not exist. Click the button below to create one',
  accessDeniedQuery: "You don't have access to that page.",
  noAccess: "Sorry, you don't have access to this dashboard.",
  requestToFollow: 'Request to follow this page for access.',
  followersCanSee: (wedding: string) => `Followers of ${wedding} can see posts.`,
  getWebsite: 'Get a website',
  setCover: 'Set cover image',
  viewTasks: 'View tasks',
  saveTheDate: 'Save the date',
  addToGoogle: 'Add to Google Calendar',
  addToICal: 'Add to iCal',
  eventText: 'Welcome to our wedding',
  selectorTitle: 'Go to Active Weddings',
  selectorEmpty: "You're not in any active committees",
  invitationsTitle: 'Accept Invitations',
  invitationsEmpty: "You've not yet been invited by others",
  shareTitle: (product: string) => `Share ${product}`,
  shareThanks: 'Thank you for helping us spread the word!',
  nextAnniversary: 'NEXT ANNIVERSARY',
  year: 'YEAR',
  years: 'YEARS',
} as const;

export const weddingMessages = {
  slugFormat: 'Use 3 to 60 lower-case letters, digits and single hyphens.',
  slugTaken: 'This address is already taken.',
  slugReserved: 'This address is reserved. Choose another one.',
  dateInvalid: 'Choose a valid date.',
  policyInvalid: 'Choose who may follow.',
  timeZoneInvalid: 'Choose a time zone from the list, such as Europe/Lisbon.',
  roleInvalid: 'Choose a role.',
  coupleRoleInvalid: 'Choose Bride or Groom.',
  partnerIsYou: 'Enter your partner’s email, not your own.',
  coupleFull: 'This wedding already has both members of the couple.',
  alreadyMember: 'This person is already a member of this wedding.',
  invitePending: 'This email already has a pending invitation. Resend it instead.',
  inviteInvalid: 'This invitation link is not valid.',
  noInvite: 'No invitation has that id.',
  inviteExpired: 'This invitation has expired. Ask the couple to send a new one.',
  inviteUsed: 'This invitation has already been used.',
  inviteNotPending: 'This invitation has already been answered.',
  acceptInvalid: 'Choose accept or decline.',
  coverType: 'Choose a JPEG, PNG or WebP image.',
  coverTooLarge: 'The cover image must be 5 MB or smaller.',
  coverUnreadable: 'This image could not be read. Please choose another one.',
  nothingToChange: 'Change at least one field.',
  noWedding: 'No wedding has that address.',
  notYourWedding: 'You are not a member of that wedding.',
  noMember: 'No member has that id.',
} as const;

export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const INVITE_TTL_DAYS = 14;

// Wedding pages live under /wedding/{slug}/…; these words are routes of their own there.
export const RESERVED_WEDDING_SLUGS = ['extras', 'create', 'new', 'api', 'admin'] as const;
export const WEDDING_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A real day of the calendar (no 31 April, 29 February only in a leap year), in the years a wedding can have. A UTC
 * round trip is enough to know that, and keeps js-joda out of every page that only checks a date: the top menu's
 * wedding forms load this module on every signed-in page.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface PublicPerson {
  id: string;
  slug: string;
  first_name: string;
  last_name: string;
  full_name: string;
  image: string | null;
}

/** One of the couple: `id` is the membership, `auth_id` the user (spec section 3). */
export interface CoupleMember extends PublicPerson {
  auth_id: string;
  role: string;
}

export interface Wedding {
  id: string;
  slug: string;
  name: string;
  date: string;
  couple: CoupleMember[];
  my_role: string[];
  site_cover_img: string | null;
  site_cover_cache_img: string | null;
  site_active: boolean;
  follow_policy: FollowPolicy;
  /** The wedding's IANA time zone: its day and its run-of-show are on this clock. */
  time_zone: string;
  is_following: boolean;
  follow_status: FollowStatus;
  done_percentage: number;
  followers_count: number;
  posts_count: number;
  created_at: string;
}

export interface Member {
  id: string;
  auth_id: string;
  role: string;
  role_label: string;
  user: PublicPerson;
  joined_at: string;
}

export interface Follower {
  user: PublicPerson;
  status: 'requested' | 'following';
  since: string;
}

export interface FollowResult {
  account: string;
  user: string;
  status: FollowStatus;
}

/** An invitation as the couple sees it (people/invited). */
export interface SentInvite {
  id: string;
  email: string;
  role: string;
  role_label: string;
  status: 'pending' | 'accepted' | 'declined';
  expired: boolean;
  created_at: string;
  expires_at: string;
}

/** An invitation as the invitee sees it (spec: token, account_name). */
export interface ReceivedInvite {
  id: string;
  token: string;
  account_name: string;
  account: { id: string; slug: string; name: string; date: string };
  role: string;
  role_label: string;
  invited_by: string | null;
  expires_at: string;
}

export interface InvitePreview {
  account_name: string;
  account_slug: string;
  role: string;
  role_label: string;
  invited_by: string | null;
  /** Where the invitation was mailed: whoever holds the link read that mailbox, so sign-up starts with it. */
  email: string;
}

export interface SlugCheck {
  is_available: boolean;
  slug: string;
}

/**
 * Who may open a wedding page: anyone signed in may view its home; followers and members see posts, guest
 * info and followers; members see the planning pages; the couple alone the rest (spec section 6).
 */
export type AccessLevel = 'view' | 'follower' | 'member' | 'couple';

export interface Standing {
  role: string | null;
  follow: FollowStatus;
}

export function meetsLevel(level: AccessLevel, standing: Standing): boolean {
  switch (level) {
    case 'view':
      return true;
    case 'follower':
      return standing.role !== null || standing.follow === 'following';
    case 'member':
      return standing.role !== null;
    case 'couple':
      return isCoupleRole(standing.role);
    default:
      return false;
  }
}

/** The caller's standing as a wedding response tells it. */
export function standingOf(wedding: Pick<Wedding, 'my_role' | 'follow_status'>): Standing {
  return { role: wedding.my_role[0] ?? null, follow: wedding.follow_status };
}

export const isCouple = (wedding: Pick<Wedding, 'my_role'>) => wedding.my_role.some(isCoupleRole);
