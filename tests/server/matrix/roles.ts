import type { TestServer } from '../helper';
import { linkVendor } from '../vendorsSupport';
import { addFollow, addMember } from '../weddingsSupport';

// The callers the authorization matrix tries every route as. Each role is one slot: whether it signs in, and how its
// user gets its standing in a fresh wedding of the couple (`ctx.wedding()`). A new standing (issue 15's "vendor linked
// to this wedding") is one more slot here; TypeScript then asks every expectation below and every row that spells
// out its statuses for the new role's answer, and the coverage test fails on any row that still lacks one.

export interface RoleSlot {
  signedIn: boolean;
  /** Gives the role's user its standing in a wedding the couple just set up; a role without it is a stranger there. */
  join?: (server: TestServer, weddingId: string, userId: string) => Promise<void>;
}

export const ROLE_SLOTS = {
  anonymous: { signedIn: false },
  stranger: { signedIn: true },
  requested: { signedIn: true, join: (server, wedding, user) => addFollow(server, wedding, user, 'requested') },
  follower: { signedIn: true, join: (server, wedding, user) => addFollow(server, wedding, user, 'approved') },
  member: { signedIn: true, join: (server, wedding, user) => addMember(server, wedding, user, 'planner') },
  // Sets up every wedding of the matrix (see `ctx.wedding()`), so it is one of the couple of each.
  couple: { signedIn: true },
  // One of the couple of a wedding of their own (set up once per file), a stranger to the one under test.
  otherCouple: { signedIn: true },
  // Owns a vendor business the couple put on the wedding's list: sees only what concerns it (issue 15).
  vendor: { signedIn: true, join: linkVendor },
} as const satisfies Record<string, RoleSlot>;

export type Role = keyof typeof ROLE_SLOTS;
export type SignedInRole = { [R in Role]: (typeof ROLE_SLOTS)[R]['signedIn'] extends true ? R : never }[Role];
export const ROLES = Object.keys(ROLE_SLOTS) as Role[];
export const SIGNED_IN_ROLES = ROLES.filter((r): r is SignedInRole => ROLE_SLOTS[r].signedIn);

/** The status each role gets from one route. */
export type Expected = Record<Role, number>;

/** Public routes: everyone, signed in or not. */
export const anyone = (status: number): Expected => ({
  anonymous: status,
  stranger: status,
  requested: status,
  follower: status,
  member: status,
  couple: status,
  otherCouple: status,
  vendor: status,
});

/** Anyone with a live token, whatever they are to the wedding. */
export const signedIn = (status: number): Expected => ({ ...anyone(status), anonymous: 401 });

/** Followers and members (couple and committee) of the wedding. */
export const followers = (status: number): Expected => ({
  anonymous: 401,
  stranger: 403,
  requested: 403,
  follower: status,
  member: status,
  couple: status,
  otherCouple: 403,
  vendor: 403,
});

/** Members of the wedding: the couple and the committee. */
export const members = (status: number): Expected => ({ ...followers(status), follower: 403 });

/** The couple alone. */
export const coupleOnly = (status: number): Expected => ({ ...members(status), member: 403 });

/** One role alone; every other signed-in role gets `others` (403, or 404 for what they may not know exists). */
export const only = (role: SignedInRole, status: number, others = 403): Expected => ({
  ...signedIn(others),
  [role]: status,
});
