import { accountMessages } from '../shared/accountSchemas';
import { planningMessages } from '../shared/planning';
import { type PersonFollowStatus, socialMessages, type VisibilitySettings } from '../shared/socialTypes';

import { vendorMessages } from '../shared/vendors';
import { type AccessLevel, isCoupleRole, meetsLevel, type Standing } from '../shared/weddings';
import type { AuthUser } from './types';

// Who may do what. Every route names a permission; for `wedding:<action>` the access plugin (plugins/access.ts)
// finds the wedding the route's target belongs to and asks `can` below. Every rule is in this file.

/**
 * Route-level permissions. `public` needs nothing; `authenticated` needs a live token.
 * `wedding:<action>` needs a live token and then `can(user, action, target)` on the route's target.
 */
export type Permission = 'public' | 'authenticated' | `wedding:${WeddingAction}`;

export function allows(permission: Permission | undefined, user: AuthUser | null): 'ok' | 'unauthenticated' | 'denied' {
  // The wedding check itself needs the target, so it runs once the target is found (plugins/access.ts).
  if (permission?.startsWith('wedding:')) return user ? 'ok' : 'unauthenticated';
  switch (permission) {
    case 'public':
      return 'ok';
    case 'authenticated':
      return user ? 'ok' : 'unauthenticated';
    default:
      return 'denied';
  }
}

/** What the target itself tells the policy, as its resolver found it (access/resolvers.ts). */
export interface TargetFacts {
  /** Who wrote it: comments today; posts and messages later. */
  authorId?: string;
  /** The email an invitation is addressed to. */
  addressee?: string;
  /** The user the request acts for, when it names one (the `user` of a follow). */
  forUser?: string;
  /** The caller acts for the directory business this wedding vendor is (issue 15's "vendor linked" standing). */
  linkedVendor?: boolean;
}

/** The caller's standing in the target's wedding (couple, committee, follower), and the target's facts. */
export interface Target extends TargetFacts {
  standing: Standing;
}

type Caller = Pick<AuthUser, 'id' | 'email' | 'emailVerified'>;

/** One condition of a rule, and what a caller who fails it is told. */
interface Check {
  holds: (caller: Caller, target: Target) => boolean;
  refusal: string;
}

const NO_ACCESS = 'You don’t have access to this wedding.';

const atLeast = (level: AccessLevel, refusal = NO_ACCESS): Check => ({
  holds: (_caller, target) => meetsLevel(level, target.standing),
  refusal,
});

// The couple's own page is theirs already; following it would only inflate its follower count.
const notTheCouple: Check = { holds: (_caller, target) => !isCoupleRole(target.standing.role), refusal: NO_ACCESS };

const forThemselves: Check = {
  holds: (caller, target) => target.forUser === undefined || target.forUser === caller.id,
  refusal: 'You can only follow for yourself.',
};

const theAuthor = (refusal: string): Check => ({ holds: (caller, target) => target.authorId === caller.id, refusal });

// Invitations are addressed by email: the invitee may have no account yet when it is sent.
const theAddressee: Check = {
  holds: (caller, target) => target.addressee?.toLowerCase() === caller.email.toLowerCase(),
  refusal: 'This invitation is addressed to someone else.',
};
// Anyone can sign up with any address: an invitation is theirs by address only once they proved the address is
// theirs. (The mailed link, held by whoever the mail reached, needs no such proof: see `/account-invites/accept/`.)
const aVerifiedAddress: Check = { holds: (caller) => caller.emailVerified, refusal: accountMessages.verifyToAnswer };

// A vendor linked to a wedding sees only what concerns them: their expectations (and, through the vendor area, the
// wedding's name and date, the items assigned to them and the payments to them). Never other vendors, the budget,
// guests or tasks: no other rule lets `linkedVendor` through.
const theLinkedVendor: Check = {
  holds: (_caller, target) => target.linkedVendor === true,
  refusal: vendorMessages.notTheVendor,
};
const coupleOrLinkedVendor: Check = {
  holds: (caller, target) => meetsLevel('couple', target.standing) || theLinkedVendor.holds(caller, target),
  refusal: NO_ACCESS,
};

/** Who acts for a vendor business (its owner and team): null when the caller does, else why not. */
export const teamRefusal = (onTeam: boolean): string | null => (onTeam ? null : vendorMessages.notOnTeam);

/**
 * What a user may do on a wedding: every check of the action's rule must hold, and the first that fails says why.
 * A new standing (a vendor linked to the wedding) is one more check over `Standing`; a new authorship rule (posts,
 * messages) is `theAuthor(its message)` on its action.
 */
export const WEDDING_RULES = {
  view: [atLeast('view')],
  follow: [notTheCouple, forThemselves],
  unfollow: [atLeast('view')],
  'feed.view': [atLeast('follower')],
  'guestInfo.view': [atLeast('follower')],
  'followers.list': [atLeast('follower')],
  'members.list': [atLeast('member')],
  // The couple runs the committee: removes a member and cancels an invitation (services/members.ts keeps the couple).
  'members.remove': [atLeast('couple')],
  update: [atLeast('couple')],
  'invites.manage': [atLeast('couple')],
  'invites.resend': [atLeast('couple', 'Only the couple can resend this.')],
  // Whoever the invitation is addressed to answers it, whatever their standing in the wedding.
  'invites.respond': [theAddressee, aVerifiedAddress],
  'followRequests.manage': [atLeast('couple')],
  // Planning: every member sees and works on tasks, the run-of-show, comments and the calendar; the couple alone
  // applies templates and deletes sections (which deletes their tasks); a comment is changed by its author alone.
  'tasks.view': [atLeast('member')],
  'tasks.edit': [atLeast('member')],
  // Issue 37: the couple alone makes and turns off the private links that show the run-of-show to the day's people.
  'runSheet.share': [atLeast('couple')],
  'comments.write': [atLeast('member')],
  'comments.change': [atLeast('member'), theAuthor(planningMessages.notYourComment)],
  'calendar.view': [atLeast('member')],
  'calendar.edit': [atLeast('member')],
  'templates.apply': [atLeast('couple')],
  'sections.delete': [atLeast('couple')],
  // Funds (accounts, cash flow, budget, payment schedule) are the couple's alone, committee included out.
  'funds.view': [atLeast('couple')],
  'funds.edit': [atLeast('couple')],

  // The website, logistics, add-ons and the guest list are the couple's; the committee sees the site's preview and
  // the RSVP counts (no guest's contact details); guest info is for followers (spec section 6).
  'website.manage': [atLeast('couple')],
  'website.preview': [atLeast('member')],
  'logistics.manage': [atLeast('couple')],
  'guests.manage': [atLeast('couple')],
  'rsvp.summary': [atLeast('member')],
  // The guests' photo album (issue 36): the couple sets it up, moderates and downloads it; any member may run the live
  // wall on the room's projector (it shows approved photos and the upload address's QR code).
  'album.manage': [atLeast('couple')],
  'album.wall': [atLeast('member')],

  // Social: members post on the wedding's page; the couple removes any post or comment there.
  'posts.write': [atLeast('member', socialMessages.notAMember)],
  'posts.moderate': [atLeast('couple', socialMessages.cannotRemove)],

  // Vendors: members see the list (prices and payments are the couple's alone, left out by the service); the couple
  // keeps it; the couple and the linked vendor read the expectations, and the vendor alone confirms them.
  'vendors.view': [atLeast('member')],
  'vendors.edit': [atLeast('couple')],
  'vendors.expectations.view': [coupleOrLinkedVendor],
  'vendors.expectations.confirm': [theLinkedVendor],
  // Either side proposes a change to the expectations, and the other accepts it (the service knows whose it was).
  'vendors.expectations.propose': [coupleOrLinkedVendor],

  // A wedding's own lists of people (/account-user-lists/: "thank-you notes") are the couple's notebook.
  'lists.manage': [atLeast('couple')],
  // History (issue 34): members read what they may see of it (services/history.ts shapes each entry for its reader);
  // undoing a change also needs the right to edit its item (`EDIT_ACTIONS`).
  'history.view': [atLeast('member')],
} as const satisfies Record<string, readonly Check[]>;
export type WeddingAction = keyof typeof WEDDING_RULES;

/** Which action edits each kind of item a history entry names, for undo (a section's deletion is the couple's). */
export function editActionFor(itemType: string, action: string): WeddingAction | null {
  // Deleting a section deletes its tasks: restoring one, or undoing its creation, is the couple's.
  if (itemType === 'section' && (action === 'deleted' || action === 'created')) return 'sections.delete';
  const actions: Record<string, WeddingAction> = {
    task: 'tasks.edit',
    section: 'tasks.edit',
    day_task: 'tasks.edit',
    event: 'calendar.edit',
    payment: 'funds.edit',
    vendor: 'vendors.edit',
    household: 'guests.manage',
    // A comment is changed by its author alone: the caller is held to the entry's author (`authorId`).
    comment: 'comments.change',
    transaction: 'funds.edit',
    money_account: 'funds.edit',
    expense_type: 'funds.edit',
  };
  return actions[itemType] ?? null;
}

/** Why `user` may not do `action` on `target`, or null when they may. */
export function refusal(user: Caller | null, action: WeddingAction, target: Target): string | null {
  if (!user) return NO_ACCESS;
  const rule: readonly Check[] = WEDDING_RULES[action];
  return rule.find((check) => !check.holds(user, target))?.refusal ?? null;
}

export function can(user: Caller | null, action: WeddingAction, target: Target): boolean {
  return refusal(user, action, target) === null;
}

// ---------- People: visibility settings and blocks ----------
// The rules between two people, for posts, profiles, following and messages. services/privacy.ts loads the facts;
// every feature that shows one person's things to another (posts, search, messages) asks these.

/** What the rules know about a viewer and another person (the owner of a profile, post or inbox). */
export interface PersonFacts {
  /** The viewer is the owner. */
  self: boolean;
  /** One of them blocked the other. */
  blocked: boolean;
  /** The viewer's follow of the owner. */
  follows: PersonFollowStatus;
  /** The owner's visibility settings. */
  settings: VisibilitySettings;
}

export const canSeeProfile = (f: PersonFacts): boolean => f.self || !f.blocked;

/** Who sees a person's profile posts: everyone, their approved followers, or only themselves. */
export function canSeePersonPosts(f: PersonFacts): boolean {
  if (f.self) return true;
  if (f.blocked) return false;
  if (f.settings.posts_visibility === 'everyone') return true;
  return f.settings.posts_visibility === 'followers' && f.follows === 'following';
}

export const canFollowPerson = (f: PersonFacts): boolean => !f.self && !f.blocked;

/** Whether the viewer may start a conversation with the owner (the messages feature asks this). */
export function canMessage(f: PersonFacts): boolean {
  if (f.self || f.blocked) return false;
  if (f.settings.messages_from === 'everyone') return true;
  return f.settings.messages_from === 'followers' && f.follows === 'following';
}

/** Whether the owner shows in search and suggestions to the viewer. */
export const isFindable = (f: PersonFacts): boolean => f.self || (!f.blocked && f.settings.searchable);

/** A wedding post's audience against the viewer's standing in its wedding (blocks with its author apart). */
export function canSeeWeddingPost(audience: 'followers' | 'members' | 'public', standing: Standing): boolean {
  if (audience === 'public') return true;
  return meetsLevel(audience === 'members' ? 'member' : 'follower', standing);
}

// ---------- What a person made or owns ----------
// Services load the rows; these say who may act on them, so every rule between people is in this file.

/** A post or a comment is edited by its author alone (removing one: also its wedding's moderators, WEDDING_RULES). */
export const isAuthor = (userId: string | null, authorId: string | null): boolean =>
  userId !== null && authorId === userId;

/** A person's list is managed by its owner alone (a wedding's list, with no owner, by the couple: WEDDING_RULES). */
export const canManageList = (userId: string, list: { ownerId: string | null }): boolean => list.ownerId === userId;

/** A person's list is seen by its owner, and by others while it is public and no block stands between them. */
export const canSeePersonalList = (
  viewerId: string,
  list: { ownerId: string | null; isPrivate: boolean },
  blocked: boolean,
): boolean => list.ownerId !== null && (list.ownerId === viewerId || (!list.isPrivate && !blocked));

// ---------- Private messages ----------
// Starting a conversation asks `canMessage` of each person; after that the thread is its participants' alone.

/** Only its participants read a thread; to anyone else it answers as a missing one. */
export const canReadThread = (userId: string, participantIds: readonly string[]): boolean =>
  participantIds.includes(userId);

/** A participant writes in a thread while no block stands between them and another participant. */
export const canWriteInThread = (participant: boolean, blockedWithSomeone: boolean): boolean =>
  participant && !blockedWithSomeone;

/** A message is deleted by its sender alone. */
export const canDeleteMessage = (userId: string, senderId: string): boolean => userId === senderId;
