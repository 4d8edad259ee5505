import type { SocketMessage } from '../../../shared/realtime';
import type { MadeStores } from '../../app/stores';

type PostsMessage = Extract<SocketMessage, { stream: 'posts' }>;

/** The `posts` stream into the posts store: new posts wait as arrivals; counts, edits and removals apply at once. */
export function foldPosts(message: PostsMessage, stores: MadeStores, me: string | null): void {
  const posts = stores.posts?.trigger;
  switch (message.action) {
    case 'create':
      // One's own post is already on top of the feed it was written in.
      if (message.data.author !== me) posts?.arrived(message.data);
      return;
    case 'update':
      posts?.changed(message.data);
      return;
    case 'delete':
      posts?.removed(message.data);
      return;
    case 'counts':
      posts?.counted({ ...message.data, me });
      return;
    // The counts arrive with `counts`; an open comment list takes the comment itself.
    case 'comment_create':
      stores.postComments?.trigger.added(message.data);
      return;
    case 'comment_update':
      stores.postComments?.trigger.updated(message.data);
      return;
    case 'comment_delete':
      stores.postComments?.trigger.removed(message.data);
      return;
  }
}
