import type { Parts } from '../app/parts';
import type { AccountApi } from './account';
import type { CalendarApi } from './calendar';
import type { FundsApi } from './funds';
import type { Http } from './http';
import type { MessagesApi } from './messages';
import type { NotificationsApi } from './notifications';
import type { SearchApi } from './search';
import type { SiteApi } from './site';
import type { SocialApi } from './social';
import type { TasksApi } from './tasks';
import type { UsersApi } from './users';
import type { VendorsApi } from './vendors';
import type { WeddingsApi } from './weddings';

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
  site: SiteApi;
  social: SocialApi;
  search: SearchApi;

  vendors: VendorsApi;
}

/** The app's API clients, made over the HTTP client. */
export type ApiParts = Parts<Api, Http>;
