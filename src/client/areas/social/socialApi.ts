import type { ComposerDraft } from '../../../../machines/postComposerMachine';
import type {
  FollowResult,
  HiddenItem,
  LikeState,
  Post,
  PostAudience,
  PostComment,
  Profile,
  VisibilitySettings,
} from '../../../shared/socialTypes';
import type { Page } from '../../../shared/types';
import type { PublicPerson, Wedding } from '../../../shared/weddings';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';
import { allPages, pathOf } from '../../http/paging';

const at = (id: string) => encodeURIComponent(id);

// Calls of spec section 7 (Social): posts, comments, likes, feeds, people, visibility, blocks and explore.
function createSocialApi(http: Http) {
  return {
    /** A feed's first page (`/api/v1/users/me/feed/`, a wedding's or a person's), or a page its links name. */
    feed: (url: string, signal?: AbortSignal) => http<Page<Post>>(pathOf(url), { signal }),
    /** A post with photos goes as multipart (`photos`) with its upload progress, text alone as JSON. */
    createPost: (draft: ComposerDraft, onProgress?: (fraction: number) => void) => {
      const fields = {
        text: draft.text,
        audience: draft.audience,
        ...(draft.account ? { account: draft.account } : {}),
      };
      if (!draft.photos.length) return http<Post>('/api/v1/posts/', { method: 'POST', body: fields });
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const photo of draft.photos) form.append('photos', photo);
      return http<Post>('/api/v1/posts/', { method: 'POST', body: form, onUploadProgress: onProgress });
    },
    /** One post as the viewer may see it; one they may not see is a 404 like a missing one. */
    post: (id: string, signal?: AbortSignal) => http<Post>(`/api/v1/posts/${at(id)}/`, { signal }),
    editPost: (id: string, body: { text?: string; audience?: PostAudience }) =>
      http<Post>(`/api/v1/posts/${at(id)}/`, { method: 'PATCH', body }),
    deletePost: (id: string) => http<void>(`/api/v1/posts/${at(id)}/`, { method: 'DELETE' }),
    hidePost: (id: string) => http<{ hidden: boolean }>(`/api/v1/posts/${at(id)}/hide/`, { method: 'POST' }),
    reportPost: (id: string, reason: string) =>
      http<{ reported: boolean }>(`/api/v1/posts/${at(id)}/report/`, { method: 'POST', body: { reason } }),
    like: (post: string, on: boolean) =>
      on
        ? http<LikeState>('/api/v1/likes/post', { method: 'POST', body: { post } })
        : http<LikeState>('/api/v1/likes/post', { method: 'DELETE', query: { post } }),

    comments: (post: string, signal?: AbortSignal) =>
      http<Page<PostComment>>(`/api/v1/posts/${at(post)}/comments/`, { signal, query: { page_size: 100 } }),
    addComment: (post: string, text: string) =>
      http<PostComment>('/api/v1/post-comments/', { method: 'POST', body: { post, text } }),
    editComment: (id: string, text: string) =>
      http<PostComment>(`/api/v1/post-comments/${at(id)}/`, { method: 'PATCH', body: { text } }),
    deleteComment: (id: string) => http<void>(`/api/v1/post-comments/${at(id)}/`, { method: 'DELETE' }),
    hideComment: (id: string) => http<{ hidden: boolean }>(`/api/v1/post-comments/${at(id)}/hide/`, { method: 'POST' }),
    reportComment: (id: string, reason: string) =>
      http<{ reported: boolean }>(`/api/v1/post-comments/${at(id)}/report/`, { method: 'POST', body: { reason } }),

    profile: (slug: string, signal?: AbortSignal) => http<Profile>(`/api/v1/users/${at(slug)}/`, { signal }),
    people: (slug: string, which: 'followers' | 'following', url?: string, signal?: AbortSignal) =>
      http<Page<PublicPerson>>(url ? pathOf(url) : `/api/v1/users/${at(slug)}/${which}/`, { signal }),
    follow: (user: string) => http<FollowResult>('/api/v1/subscribers/', { method: 'POST', body: { user } }),
    unfollow: (user: string) => http<void>(`/api/v1/subscribers/${at(user)}/`, { method: 'DELETE' }),
    followRequests: (signal?: AbortSignal) => http<Page<PublicPerson>>('/api/v1/subscribers/requests/', { signal }),
    answerRequest: (user: string, approve: boolean) =>
      http<unknown>(`/api/v1/subscribers/requests/${at(user)}/${approve ? 'approve' : 'decline'}/`, {
        method: 'POST',
      }),
    visibility: (signal?: AbortSignal) => http<VisibilitySettings>('/api/v1/users/me/visibility/', { signal }),
    setVisibility: (body: Partial<VisibilitySettings>) =>
      http<VisibilitySettings>('/api/v1/users/me/visibility/', { method: 'PATCH', body }),
    blocks: (signal?: AbortSignal) => http<Page<PublicPerson>>('/api/v1/users/me/blocks/', { signal }),
    block: (user: string) => http<PublicPerson>('/api/v1/users/me/blocks/', { method: 'POST', body: { user } }),
    unblock: (user: string) => http<void>(`/api/v1/users/me/blocks/${at(user)}/`, { method: 'DELETE' }),

    /** Everything the user hid, whole (a list bounded by what one person hides, read page by page). */
    hidden: (signal?: AbortSignal) =>
      allPages(http, http<Page<HiddenItem>>('/api/v1/users/me/hidden/', { signal, query: { page_size: 50 } }), signal),
    unhide: (id: string) => http<void>(`/api/v1/users/me/hidden/${at(id)}/`, { method: 'DELETE' }),

    exploreWeddings: (signal?: AbortSignal) => http<Page<Wedding>>('/api/v1/explore/weddings/', { signal }),
  };
}

export type SocialApi = ReturnType<typeof createSocialApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const socialApi = part('social', createSocialApi);
