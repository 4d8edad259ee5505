import type { AlbumStore } from '../areas/album/albumStore';
import type { FundsStore } from '../areas/funds/fundsStore';
import type { GuestsStore } from '../areas/guests/guestsStore';
import type { HistoryStore } from '../areas/history/historyStore';
import type { ListsStore } from '../areas/lists/listsStore';
import type { MessagesStore } from '../areas/messages/messagesStore';
import type { ThreadsStore } from '../areas/messages/threadsStore';
import type { TypingStore } from '../areas/messages/typingStore';
import type { NotificationsStore } from '../areas/notifications/notificationsStore';
import type { BoardStore } from '../areas/planning/boardStore';
import type { CalendarStore } from '../areas/planning/calendarStore';
import type { CommentsStore } from '../areas/planning/commentsStore';
import type { RunOfShowStore } from '../areas/planning/runOfShowStore';
import type { SiteStore } from '../areas/site/siteStore';
import type { PostCommentsStore } from '../areas/social/postCommentsStore';
import type { PostsStore } from '../areas/social/postsStore';
import type { VendorsStore } from '../areas/vendors/vendorsStore';
import type { FollowsStore } from '../areas/weddings/followsStore';
import type { Parts } from './parts';

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
  history: HistoryStore;

  guests: GuestsStore;
  site: SiteStore;
  album: AlbumStore;
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
