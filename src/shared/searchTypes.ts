import type { Post } from './socialTypes';
import type { PublicPerson } from './weddings';

// Search, lists of people and suggestions: the shapes the API sends. Plain types and constants only, so pages import
// them for display without pulling zod.

export const SEARCH_KINDS = ['people', 'weddings', 'posts'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_LIMITS = {
  /** Longer text is cut: nobody types a name or a phrase longer than this. */
  query: 100,
  /** What the top menu's box shows of each kind. */
  preview: 3,
  /** What the results page shows of each kind before "Show more". */
  grouped: 5,
  /**
   * Where the first-few answer (the box and the results page) stops counting each kind: it only has to say "Show all
   * 100+ people", and counting on to 1,000 cost more than finding the five shown (a name like a thousand others, a
   * pair of common words). One kind's own pages count to 1,000 (FEED_COUNT_CAP on the server).
   */
  groupedCount: 100,
} as const;

/** A count as the first-few answer gives it: at its cap, "100+". */
export const groupedCountText = (count: number) =>
  count >= SEARCH_LIMITS.groupedCount ? `${SEARCH_LIMITS.groupedCount}+` : String(count);

export interface SearchWedding {
  id: string;
  slug: string;
  name: string;
  date: string;
  site_cover_img: string | null;
}

export interface SearchGroup<T> {
  /** Exact up to 1000, as feeds count. */
  count: number;
  results: T[];
}

/** `GET /api/v1/search/?s=`: the first few of each kind, ranked. */
export interface SearchResults {
  query: string;
  people: SearchGroup<PublicPerson>;
  weddings: SearchGroup<SearchWedding>;
  posts: SearchGroup<Post>;
}

export const LIST_LIMITS = {
  name: 60,
  description: 280,
  /** Lists one user (or one wedding) keeps. */
  perKeeper: 100,
  /** People on one list. */
  members: 1000,
} as const;

export const listMessages = {
  nameRequired: 'Give the list a name.',
  nameTooLong: `Keep the name under ${LIST_LIMITS.name} characters.`,
  descriptionTooLong: `Keep the description under ${LIST_LIMITS.description} characters.`,
  noList: 'No list has that id.',
  notYours: 'Only the list’s owner can change it.',
  tooManyLists: `You can keep at most ${LIST_LIMITS.perKeeper} lists.`,
  listFull: `A list holds at most ${LIST_LIMITS.members} people.`,
  cannotAdd: 'You can’t add this person.',
  notOnList: 'That person is not on this list.',
} as const;

export interface PeopleList {
  id: string;
  /** Goes up by one with each edit; sent back as If-Match, a stale one is refused with a 409 (issue 31). */
  version: number;
  name: string;
  description: string;
  is_private: boolean;
  members_count: number;
  /** The user who keeps it; null for a wedding's list. */
  owner: PublicPerson | null;
  /** The wedding whose couple keeps it; null for a user's list. */
  account: string | null;
  created_at: string;
  /** Whether the caller may change it. */
  is_mine: boolean;
  /** With `?member={userId}`: whether that person is on it. */
  has_member?: boolean;
}

/** Why someone is suggested, in the words the page shows. */
export interface Suggestion extends PublicPerson {
  reason: string;
  score: number;
  /** Following this person is a request they answer. */
  approves_followers: boolean;
}

export type Connection = 'following' | 'follower' | 'wedding';

/** `me/people/`: someone I am connected to, and how. */
export interface MyPerson extends PublicPerson {
  connections: Connection[];
}
