import type { AccountApi } from '../areas/account/accountApi';
import type { UsersApi } from '../areas/account/usersApi';
import type { AlbumApi } from '../areas/album/albumApi';
import type { FundsApi } from '../areas/funds/fundsApi';
import type { EventExtrasApi } from '../areas/guests/eventExtrasApi';
import type { GuestEventsApi } from '../areas/guests/guestEventsApi';
import type { HistoryApi } from '../areas/history/historyApi';
import type { MessagesApi } from '../areas/messages/messagesApi';
import type { NotificationsApi } from '../areas/notifications/notificationsApi';
import type { OfflineQueueRef } from '../areas/offline/offlineQueuePart';
import type { CalendarApi } from '../areas/planning/calendarApi';
import type { TasksApi } from '../areas/planning/tasksApi';
import type { SearchApi } from '../areas/search/searchApi';
import type { SiteApi } from '../areas/site/siteApi';
import type { SocialApi } from '../areas/social/socialApi';
import type { VendorsApi } from '../areas/vendors/vendorsApi';
import type { WeddingsApi } from '../areas/weddings/weddingsApi';
import type { Http } from '../http/http';
import type { Parts } from './parts';

/**
 * Every API client, one per area over the one HTTP client, each made when a page first asks for it (its module's
 * part, app/parts.ts); this is only the map of their names.
 */
export interface Api {
  users: UsersApi;
  account: AccountApi;
  weddings: WeddingsApi;
  tasks: TasksApi;
  calendar: CalendarApi;
  notifications: NotificationsApi;
  messages: MessagesApi;
  funds: FundsApi;
  history: HistoryApi;
  site: SiteApi;
  album: AlbumApi;
  guestEvents: GuestEventsApi;
  eventExtras: EventExtrasApi;
  social: SocialApi;
  search: SearchApi;

  vendors: VendorsApi;
  /** Not a client but the queue of changes made offline, which sends through the HTTP client (issue 37). */
  offlineQueue: OfflineQueueRef;
}

/** The app's API clients, made over the HTTP client. */
export type ApiParts = Parts<Api, Http>;
