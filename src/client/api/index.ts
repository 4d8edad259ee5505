import { calendarApi } from './calendar';
import { fundsApi } from './funds';
import type { Http } from './http';
import { messagesApi } from './messages';
import { notificationsApi } from './notifications';
import { siteApi } from './site';
import { socialApi } from './social';
import { tasksApi } from './tasks';
import { usersApi } from './users';
import { vendorsApi } from './vendors';
import { weddingsApi } from './weddings';

/** Every API client, built once by the composition root over the one HTTP client. */
export function createApi(http: Http) {
  return {
    users: usersApi(http),
    weddings: weddingsApi(http),
    tasks: tasksApi(http),
    calendar: calendarApi(http),
    notifications: notificationsApi(http),
    messages: messagesApi(http),
    funds: fundsApi(http),
    site: siteApi(http),
    social: socialApi(http),

    vendors: vendorsApi(http),
  };
}
export type Api = ReturnType<typeof createApi>;
