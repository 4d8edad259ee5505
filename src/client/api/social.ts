import type { ComposerDraft } from '../../../machines/postComposerMachine';
import type { LikeState, Post } from '../../shared/socialTypes';
import type { Page } from '../../shared/types';
import type { Http } from './http';
import { pathOf } from './paging';

// Calls of spec section 7 (Social): posts, likes and feeds.
export function socialApi(http: Http) {
  return {
    /** A feed's first page (`/api/v1/users/me/feed/`, a wedding's or a person's), or a page its links name. */
    feed: (url: string, signal?: AbortSignal) => http<Page<Post>>(pathOf(url), { signal }),
    /** A post with photos goes as multipart (`photos`), text alone as JSON. */
    createPost: (draft: ComposerDraft) => {
      const fields = {
        text: draft.text,
        audience: draft.audience,
        ...(draft.account ? { account: draft.account } : {}),
      };
      if (!draft.photos.length) return http<Post>('/api/v1/posts/', { method: 'POST', body: fields });
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const photo of draft.photos) form.append('photos', photo);
      return http<Post>('/api/v1/posts/', { method: 'POST', body: form });
    },
    deletePost: (id: string) => http<void>(`/api/v1/posts/${encodeURIComponent(id)}/`, { method: 'DELETE' }),
    like: (post: string, on: boolean) =>
      on
        ? http<LikeState>('/api/v1/likes/post', { method: 'POST', body: { post } })
        : http<LikeState>('/api/v1/likes/post', { method: 'DELETE', query: { post } }),
  };
}
