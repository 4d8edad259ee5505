import type { Parts } from '../app/parts';
import type { BoardStore } from './boardStore';
import type { CalendarStore } from './calendarStore';
import type { CommentsStore } from './commentsStore';
import type { FollowsStore } from './followsStore';
import type { FundsStore } from './fundsStore';
import type { GuestsStore } from './guestsStore';
import type { ListsStore } from './listsStore';
import type { MessagesStore } from './messagesStore';
import type { NotificationsStore } from './notificationsStore';
import type { PostCommentsStore } from './postCommentsStore';
import type { PostsStore } from './postsStore';
import type { RunOfShowStore } from './runOfShowStore';
import type { SiteStore } from './siteStore';
import type { ThreadsStore } from './threadsStore';
import type { TypingStore } from './typingStore';
import type { VendorsStore } from './vendorsStore';

/**
 * Every data list of the app, one store per list: seeded by REST, folded with socket events (dispatch.ts). Each is
 * made when a page first asks for it (its module's part, app/parts.ts); this is only the map of their names.
 */
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

/** The stores made so far: the only ones that show anything, so the only ones events are folded into. */
export type MadeStores = Partial<Stores>;

/** The app's stores: a store is made from the ones already made (a comment's count shows on the board's task). */
export type StoreParts = Parts<Stores, MadeStores>;

/** Empties every list made, so the next user of this tab never sees the last one's. */
export function resetStores(stores: MadeStores): void {
  // The site store only counts saves (pages key their loads on it): it holds nothing of anyone's to empty.
  const { site: _counts, ...lists } = stores;
  for (const store of Object.values(lists)) store?.trigger.reset();
}

/** The stores that keep one wedding's plan, those made; the socket's control messages reach them all alike. */
export const planningStores = (stores: MadeStores) =>
  [stores.board, stores.runOfShow, stores.comments, stores.calendar].filter((store) => store !== undefined);
