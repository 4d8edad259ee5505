import { useSelector } from '@xstate/store-react';
import type { Post, PostComment } from '../../../shared/socialTypes';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { useItemEditor } from '../../lib/useItemEditor';
import { commentsOfPost, postCommentsStore } from './postCommentsStore';
import { postsStore } from './postsStore';
import { socialApi } from './socialApi';

// The real calls behind a post card's controls: edit and delete (item editors), comments, hide, report and block.

/** The author edits the text in place; the author or the couple deletes after the usual question. */
export function usePostEditor(post: Post) {
  const api = useApi(socialApi);
  const store = useStore(postsStore);
  const toasts = useCallToasts();
  return useItemEditor({
    save: async (values) => store.trigger.kept({ posts: [await api.editPost(post.id, values)] }),
    remove: () => api.deletePost(post.id),
    deleted: () => {
      store.trigger.removed({ post: post.id });
      toasts.succeeded('Post deleted.');
    },
  });
}

/** Loads a post's comments into the comments store when they open; the socket keeps them live from then on. */
export function usePostCommentsLoader(postId: string) {
  const api = useApi(socialApi);
  const store = useStore(postCommentsStore);
  return async (signal: AbortSignal) => {
    const page = await api.comments(postId, signal);
    store.trigger.seeded({ post: postId, comments: page.results });
    return page.count;
  };
}

/** The new comment form's submit: a refusal comes back to the form, which shows it under the field. */
export function useAddPostComment(postId: string) {
  const api = useApi(socialApi);
  const store = useStore(postCommentsStore);
  return async (text: string) => store.trigger.added({ comment: await api.addComment(postId, text) });
}

export function usePostCommentEditor(comment: PostComment) {
  const api = useApi(socialApi);
  const store = useStore(postCommentsStore);
  return useItemEditor({
    save: async (values) => store.trigger.updated({ comment: await api.editComment(comment.id, values.text ?? '') }),
    remove: () => api.deleteComment(comment.id),
    deleted: () => store.trigger.removed({ post: comment.post, id: comment.id }),
  });
}

/** Hide a post or comment for oneself, report it to the wedding's couple, or block its author. */
export function useModeration() {
  const api = useApi(socialApi);
  const comments = useStore(postCommentsStore);
  const posts = useStore(postsStore);
  const toasts = useCallToasts();
  const hide = useAction(
    (input: { kind: 'post' | 'comment'; id: string; post: string }) =>
      input.kind === 'post' ? api.hidePost(input.id) : api.hideComment(input.id),
    (_, input) => {
      if (input.kind === 'post') posts.trigger.removed({ post: input.id });
      else comments.trigger.removed({ post: input.post, id: input.id });
      toasts.succeeded(input.kind === 'post' ? 'Post hidden. You won’t see it again.' : 'Comment hidden.');
    },
  );
  const report = useAction(
    (input: { kind: 'post' | 'comment'; id: string; reason: string }) =>
      input.kind === 'post' ? api.reportPost(input.id, input.reason) : api.reportComment(input.id, input.reason),
    () => toasts.succeeded('Thank you. The couple has been told.'),
  );
  const block = useAction(
    (input: { user: string; name: string }) => api.block(input.user),
    (_, input) => {
      posts.trigger.authorGone({ author: input.user });
      toasts.succeeded(`You blocked ${input.name}.`);
    },
  );
  return { hide, report, block };
}

/** A post's comments: loaded when they open, then kept live by the `posts` stream. */
export function usePostComments(postId: string) {
  const store = useStore(postCommentsStore);
  const load = useData(`post-comments:${postId}`, usePostCommentsLoader(postId));
  const comments = useSelector(store, (snap) => commentsOfPost(snap.context, postId));
  return { load, comments };
}
