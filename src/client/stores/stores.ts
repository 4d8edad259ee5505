import { type BoardStore, createBoardStore } from './boardStore';
import { type CalendarStore, createCalendarStore } from './calendarStore';
import { type CommentsStore, createCommentsStore } from './commentsStore';
import { createFollowsStore, type FollowsStore } from './followsStore';
import { createFundsStore, type FundsStore } from './fundsStore';
import { createGuestsStore, type GuestsStore } from './guestsStore';
import { createListsStore, type ListsStore } from './listsStore';
import { createMessagesStore, type MessagesStore } from './messagesStore';
import { createNotificationsStore, type NotificationsStore } from './notificationsStore';
import { createPostCommentsStore, type PostCommentsStore } from './postCommentsStore';
import { createPostsStore, type PostsStore } from './postsStore';
import { createRunOfShowStore, type RunOfShowStore } from './runOfShowStore';
import { createSiteStore, type SiteStore } from './siteStore';
import { createThreadsStore, type ThreadsStore } from './threadsStore';
import { createTypingStore, type TypingStore } from './typingStore';
import { createVendorsStore, type VendorsStore } from './vendorsStore';

/** Every data list of the app, one store per list: seeded by REST, folded with socket events (dispatch.ts). */
export interface Stores {
  board: BoardStore;
  runOfShow: RunOfShowStore;
  comments: CommentsStore;
  calendar: CalendarStore;
  funds: FundsStore;

  guests: GuestsStore;
  site: SiteStore;
  messages: MessagesStore;
  threads: ThreadsStore;
  typing: TypingStore;
  notifications: NotificationsStore;
  posts: PostsStore;
  postComments: PostCommentsStore;

  vendors: VendorsStore;

  follows: FollowsStore;
  lists: ListsStore;
}

export function createStores(): Stores {
  const board = createBoardStore();
  const runOfShow = createRunOfShowStore();
  // A comment's count shows on what it is on: the board's task or the run-of-show's item.
  const comments = createCommentsStore(({ kind, target, delta }) => {
    if (kind === 'task') board.trigger.commentCounted({ id: target, delta });
    else runOfShow.trigger.commentCounted({ id: target, delta });
  });
  return {
    board,
    runOfShow,
    comments,
    calendar: createCalendarStore(),
    funds: createFundsStore(),

    guests: createGuestsStore(),
    site: createSiteStore(),
    messages: createMessagesStore(),
    threads: createThreadsStore(),
    typing: createTypingStore(),
    notifications: createNotificationsStore(),
    posts: createPostsStore(),
    postComments: createPostCommentsStore(),

    vendors: createVendorsStore(),

    follows: createFollowsStore(),
    lists: createListsStore(),
  };
}

/** Empties every list, so the next user of this tab never sees the last one's. */
export function resetStores(stores: Stores): void {
  for (const store of Object.values(stores)) store.trigger.reset();
}

/** The stores that keep one wedding's plan; the socket's control messages reach them all alike. */
export const planningStores = (stores: Stores) => [stores.board, stores.runOfShow, stores.comments, stores.calendar];
