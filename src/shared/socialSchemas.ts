import { z } from 'zod';
import { fieldMessages as m } from './messages';
import { MESSAGES_FROM, POST_AUDIENCES, POSTS_VISIBILITY, SOCIAL_LIMITS, socialMessages as sm } from './socialTypes';

// Bodies of the social routes, with the messages a person sees beside the field.

const id = z.string({ error: m.required }).trim().min(1, { error: m.required });

export const postBody = z.object({
  text: z.string({ error: m.required }).trim().max(SOCIAL_LIMITS.postText, { error: sm.postTooLong }).default(''),
  /** A wedding's id or slug: the post goes on its page. Absent: on the author's profile. */
  account: z.string().trim().min(1, { error: m.required }).optional(),
  audience: z.enum(POST_AUDIENCES, { error: sm.audienceInvalid }).default('followers'),
});
export type PostBody = z.infer<typeof postBody>;

export const postEditBody = z.object({
  text: z.string({ error: m.required }).trim().max(SOCIAL_LIMITS.postText, { error: sm.postTooLong }).optional(),
  audience: z.enum(POST_AUDIENCES, { error: sm.audienceInvalid }).optional(),
});

const commentText = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .max(SOCIAL_LIMITS.commentText, { error: sm.commentTooLong });

export const postCommentBody = z.object({ post: id, text: commentText });
export const postCommentEditBody = z.object({ text: commentText });

export const likeBody = z.object({ post: id });

export const subscribeBody = z.object({ user: id });
export const blockBody = z.object({ user: id });

export const reportBody = z.object({
  reason: z.string().trim().max(SOCIAL_LIMITS.reportReason, { error: m.required }).default(''),
});

export const visibilityBody = z.object({
  posts_visibility: z.enum(POSTS_VISIBILITY, { error: m.required }).optional(),
  approve_followers: z.boolean({ error: m.required }).optional(),
  searchable: z.boolean({ error: m.required }).optional(),
  messages_from: z.enum(MESSAGES_FROM, { error: m.required }).optional(),
});
