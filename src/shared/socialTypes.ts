import type { PublicPerson } from './weddings';

// The social core's shapes as the API sends them (posts, comments, likes, people following people, visibility).
// Plain types and constants only: pages import these for display without pulling zod.

export const POST_AUDIENCES = ['followers', 'members', 'public'] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];
export const POSTS_VISIBILITY = ['everyone', 'followers', 'only_me'] as const;
export type PostsVisibility = (typeof POSTS_VISIBILITY)[number];
export const MESSAGES_FROM = ['everyone', 'followers', 'nobody'] as const;
export type MessagesFrom = (typeof MESSAGES_FROM)[number];

export const SOCIAL_LIMITS = {
  postText: 5000,
  commentText: 2000,
  photos: 10,
  /** Per photo, as uploaded. */
  photoBytes: 5 * 1024 * 1024,
  reportReason: 500,
  /** How many likers' names a post carries. */
  likers: 3,
} as const;

export const POST_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const socialMessages = {
  postEmpty: 'Write something or add a photo.',
  postTooLong: `Keep posts under ${SOCIAL_LIMITS.postText} characters.`,
  commentTooLong: `Keep comments under ${SOCIAL_LIMITS.commentText} characters.`,
  tooManyPhotos: `Add at most ${SOCIAL_LIMITS.photos} photos.`,
  photoTooLarge: 'Each photo must be 5 MB or smaller.',
  photoType: 'Choose JPEG, PNG or WebP photos.',
  photoUnreadable: 'One of the photos could not be read. Please choose it again.',
  notAMember: 'Only members of this wedding can post on its page.',
  noPost: 'No post has that id.',
  noComment: 'No comment has that id.',
  noUser: 'No user has that handle.',
  notYourPost: 'Only the author can change this post.',
  notYourComment: 'Only the author can change this comment.',
  cannotRemove: 'Only the author or the couple can remove this.',
  blocked: 'You can’t interact with this person.',
  followSelf: 'You can’t follow yourself.',
  blockSelf: 'You can’t block yourself.',
  reportProfilePost: 'Only posts on a wedding page can be reported to its couple. You can hide it instead.',
  audienceInvalid: 'Choose followers, members or public.',
  noFollowRequest: 'No follow request from that person.',
} as const;

export interface PostPhoto {
  id: string;
  width: number;
  height: number;
  /** The largest copy, for `src`. */
  src: string;
  /** Every copy with its width, for `srcset`. */
  srcset: string;
}

export interface PostWedding {
  id: string;
  slug: string;
  name: string;
}

/** A link or a mention in a post's text, so clients render them without parsing HTML. */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | {
      kind: 'mention';
      text: string;
      slug: string;
    };

export interface Post {
  id: string;
  author: PublicPerson;
  wedding: PostWedding | null;
  audience: PostAudience;
  text: string;
  parts: TextPart[];
  photos: PostPhoto[];
  likes_count: number;
  comments_count: number;
  liked_by_me: boolean;
  /** The first few people who liked it, oldest first. */
  likers: PublicPerson[];
  /** The viewer may edit it (the author). */
  can_edit: boolean;
  /** The viewer may delete it (the author, or the couple of its wedding). */
  can_delete: boolean;
  created_at: string;
  edited_at: string | null;
}

export interface PostComment {
  id: string;
  post: string;
  author: PublicPerson;
  text: string;
  parts: TextPart[];
  can_edit: boolean;
  can_delete: boolean;
  created_at: string;
  edited_at: string | null;
}

export interface LikeState {
  post: string;
  liked_by_me: boolean;
  likes_count: number;
  likers: PublicPerson[];
}

export type PersonFollowStatus = 'none' | 'requested' | 'following';

export interface Profile extends PublicPerson {
  posts_count: number;
  followers_count: number;
  following_count: number;
  /** The viewer's follow of this person; 'none' when signed out. */
  follow_status: PersonFollowStatus;
  /** This person follows the viewer. */
  follows_me: boolean;
  /** The viewer blocked this person. */
  blocked_by_me: boolean;
  is_me: boolean;
  /** Whether the viewer may read this person's posts (their visibility settings). */
  can_see_posts: boolean;
  /** Whether the viewer may start a conversation with this person (their "who may message me"). */
  can_message: boolean;
  /** Following this person is a request they answer. */
  approves_followers: boolean;
}

export interface VisibilitySettings {
  posts_visibility: PostsVisibility;
  approve_followers: boolean;
  searchable: boolean;
  messages_from: MessagesFrom;
}

export const DEFAULT_VISIBILITY: VisibilitySettings = {
  posts_visibility: 'everyone',
  approve_followers: false,
  searchable: true,
  messages_from: 'everyone',
};

export interface FollowResult {
  user: string;
  follow_status: PersonFollowStatus;
}

/** What the `posts` real-time stream carries (see shared/realtime.ts). */
export interface PostEventData {
  /** A post the reader may see was written; its feeds offer it as "N new posts". */
  create: { post: string; wedding: string | null; author: string };
  update: { post: string; text: string; parts: TextPart[]; audience: PostAudience; edited_at: string | null };
  delete: { post: string };
  /** `likers` are the first few; `by` liked or unliked (so a reader's own `liked_by_me` can follow). */
  counts: {
    post: string;
    likes_count: number;
    comments_count: number;
    likers: PublicPerson[];
    by?: string;
    liked?: boolean;
  };
}

/** A post or comment the user hid for themselves (`/users/me/hidden/`), listed so they can show it again. */
export interface HiddenItem {
  /** The post's or the comment's id. */
  id: string;
  kind: 'post' | 'comment';
  /** The post itself, or the post the comment is under (its page is /posts/{post}). */
  post: string;
  author: PublicPerson;
  /** The start of its text; empty for a post of photos alone. */
  excerpt: string;
  hidden_at: string;
}
