import { createActor } from 'xstate';
import { createParts } from '../../../src/client/app/parts';
import { createDispatcher, type DispatchDeps } from '../../../src/client/app/storeDispatch';
import type { MadeStores, Stores } from '../../../src/client/app/stores';
import { albumStore } from '../../../src/client/areas/album/albumStore';
import { fundsStore } from '../../../src/client/areas/funds/fundsStore';
import { guestsStore } from '../../../src/client/areas/guests/guestsStore';
import { historyStore } from '../../../src/client/areas/history/historyStore';
import { listsStore } from '../../../src/client/areas/lists/listsStore';
import { messagesStore } from '../../../src/client/areas/messages/messagesStore';
import { threadsStore } from '../../../src/client/areas/messages/threadsStore';
import { typingStore } from '../../../src/client/areas/messages/typingStore';
import { notificationsStore } from '../../../src/client/areas/notifications/notificationsStore';
import { boardMachine } from '../../../src/client/areas/planning/boardCommands';
import { boardStore } from '../../../src/client/areas/planning/boardStore';
import { calendarStore } from '../../../src/client/areas/planning/calendarStore';
import { commentsStore } from '../../../src/client/areas/planning/commentsStore';
import { runOfShowStore } from '../../../src/client/areas/planning/runOfShowStore';
import { siteStore } from '../../../src/client/areas/site/siteStore';
import { postCommentsStore } from '../../../src/client/areas/social/postCommentsStore';
import { postsStore } from '../../../src/client/areas/social/postsStore';
import { vendorsStore } from '../../../src/client/areas/vendors/vendorsStore';
import { followsStore } from '../../../src/client/areas/weddings/followsStore';
import type { TaskComment, TaskSection, WeddingDayTask, WeddingEvent } from '../../../src/shared/planning';
import type { NotificationItem, SocketMessage } from '../../../src/shared/realtime';
import { fakeTask } from '../../support/fakeTask';

// Lists as the API and the socket carry them, and stores seeded as the planning pages seed them.

export const W = 'wedding-1';
export const ME = 'user-me';

export const task = (id: string, section = 's1', position = 0, extra: Partial<ReturnType<typeof fakeTask>> = {}) => ({
  ...fakeTask(W, id, id.toUpperCase()),
  section,
  position,
  ...extra,
});

export const section = (id: string, position: number): TaskSection => ({
  id,
  version: 1,
  account: W,
  name: id,
  position,
  template: null,
  created_at: '2030-01-01T00:00:00.000Z',
});

export const dayItem = (id: string, position: number, extra: Partial<WeddingDayTask> = {}): WeddingDayTask => ({
  id,
  account: W,
  time: null,
  title: id.toUpperCase(),
  place: '',
  notes: '',
  public: false,
  done: false,
  notes_private: false,
  version: 1,
  position,
  assignees: [],
  comments_count: 0,
  created_by: null,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  ...extra,
});

export const comment = (id: string, on: { task: string } | { wedding_day_task: string }, text = id): TaskComment => ({
  id,
  version: 1,
  account: W,
  task: null,
  wedding_day_task: null,
  ...on,
  author: { id: 'bo', slug: 'bo', full_name: 'Bo Bride', image: null },
  text,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  edited: false,
});

export const calendarEvent = (id: string, title: string, account = W): WeddingEvent => ({
  id,
  version: 1,
  account,
  title,
  date: '2031-06-13',
  start_time: null,
  end_time: null,
  place: '',
  notes: '',
  public: false,
  created_by: null,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
});

export const notification = (id: string, created_at = '2030-01-01T00:00:00.000Z'): NotificationItem => ({
  id,
  kind: 'invite',
  text: `notification ${id}`,
  link: null,
  actor: null,
  read: false,
  created_at,
});

/** Every store, made through the app's registry (app/parts.ts) as pages make them, all at once. */
export function createStores(): Stores {
  const stores = createParts<Stores, MadeStores>((made) => made);
  return {
    board: stores.get(boardStore),
    album: stores.get(albumStore),
    runOfShow: stores.get(runOfShowStore),
    comments: stores.get(commentsStore),
    calendar: stores.get(calendarStore),
    funds: stores.get(fundsStore),
    history: stores.get(historyStore),
    guests: stores.get(guestsStore),
    site: stores.get(siteStore),
    messages: stores.get(messagesStore),
    threads: stores.get(threadsStore),
    typing: stores.get(typingStore),
    notifications: stores.get(notificationsStore),
    posts: stores.get(postsStore),
    postComments: stores.get(postCommentsStore),
    vendors: stores.get(vendorsStore),
    follows: stores.get(followsStore),
    lists: stores.get(listsStore),
  };
}

/** A board machine over the store's tasks, as the board page runs it: it holds which task is open. */
export function openBoard(stores: Stores) {
  const refuse = () => {
    throw new Error('no move in this test');
  };
  const board = createActor(
    boardMachine({
      list: stores.board.select((c) => c.tasks),
      save: refuse,
      show: refuse,
      reload: refuse,
      failed: refuse,
    }),
  ).start();
  /** The open task as the board page shows it: the machine's selection, read from the store. */
  const selected = () => {
    const id = board.getSnapshot().context.selectedId;
    return stores.board.getSnapshot().context.tasks.find((t) => t.id === id) ?? null;
  };
  return { board, selected };
}

/** Stores, a dispatcher over them with recording fakes, and `send` to deliver a message as the socket does. */
export function dispatchInto<S extends MadeStores = Stores>(stores: S = createStores() as S) {
  const calls: string[] = [];
  const counts: Array<Parameters<DispatchDeps['unreadChanged']>[0]> = [];
  const toasts: Array<Parameters<DispatchDeps['toast']>[0]> = [];
  const dispatch = createDispatcher({
    stores,
    currentUserId: () => ME,
    toast: (t) => toasts.push(t),
    refreshProfile: () => calls.push('refreshProfile'),
    unreadChanged: (c) => counts.push(c),
    log: (message) => calls.push(message),
  });
  let id = 0;
  const send = (message: Omit<SocketMessage, 'id'>) => dispatch({ id: ++id, ...message } as SocketMessage);
  return { stores, send, calls, counts, toasts };
}
