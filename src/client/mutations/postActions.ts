import type { Post, PostComment } from '../../shared/socialTypes';
import { useApp } from '../app/AppContext';
import { useCallToasts } from './failure';
import { useAction } from './useAction';
import { useItemEditor } from './useItemEditor';

// The real calls behind a post card's controls: edit and delete (item editors), comments, hide, report and block.

/** The author edits the text in place; the author or the couple deletes after the usual question. */
export function usePostEditor(post: Post) {
  const { api, stores } = useApp();
  const toasts = useCallToasts();
  return useItemEditor({
    save: async (values) => stores.posts.trigger.kept({ posts: [await api.social.editPost(post.id, values)] }),
    remove: () => api.social.deletePost(post.id),
    deleted: () => {
      stores.posts.trigger.removed({ post: post.id });
      toasts.succeeded('Post deleted.');
    },
  });
}

/** Loads a post's comments into the comments store when they open; the socket keeps them live from then on. */
export function usePostCommentsLoader(postId: string) {
  const { api, stores } = useApp();
  return async (signal: AbortSignal) => {
    const page = await api.social.comments(postId, signal);
    stores.postComments.trigger.seeded({ post: postId, comments: page.results });
    return page.count;
  };
}

/** The new comment form's submit: a refusal comes back to the form, which shows it under the field. */
export function useAddPostComment(postId: string) {
  const { api, stores } = useApp();
  return async (text: string) =>
    stores.postComments.trigger.added({ comment: await api.social.addComment(postId, text) });
}

export function usePostCommentEditor(comment: PostComment) {
  const { api, stores } = useApp();
  return useItemEditor({
    save: async (values) =>
      stores.postComments.trigger.updated({ comment: await api.social.editComment(comment.id, values.text ?? '') }),
    remove: () => api.social.deleteComment(comment.id),
    deleted: () => stores.postComments.trigger.removed({ post: comment.post, id: comment.id }),
  });
}

/** Hide a post or comment for oneself, report it to the wedding's couple, or block its author. */
export function useModeration() {
  const { api, stores } = useApp();
  const toasts = useCallToasts();
  const hide = useAction(
    (input: { kind: 'post' | 'comment'; id: string; post: string }) =>
      input.kind === 'post' ? api.social.hidePost(input.id) : api.social.hideComment(input.id),
    (_, input) => {
      if (input.kind === 'post') stores.posts.trigger.removed({ post: input.id });
      else stores.postComments.trigger.removed({ post: input.post, id: input.id });
      toasts.succeeded(input.kind === 'post' ? 'Post hidden. You won’t see it again.' : 'Comment hidden.');
    },
  );
  const report = useAction(
    (input: { kind: 'post' | 'comment'; id: string; reason: string }) =>
      input.kind === 'post'
        ? api.social.reportPost(input.id, input.reason)
        : api.social.reportComment(input.id, input.reason),
    () => toasts.succeeded('Thank you. The couple has been told.'),
  );
  const block = useAction(
    (input: { user: string; name: string }) => api.social.block(input.user),
    (_, input) => {
      stores.posts.trigger.authorGone({ author: input.user });
      toasts.succeeded(`You blocked ${input.name}.`);
    },
  );
  return { hide, report, block };
}
