import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { relativeTime } from '../../../shared/relativeTime';
import { useNotifications } from '../../areas/notifications/notifications';
import { Avatar } from '../../components/Avatar/Avatar';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { ShowMore } from '../../components/lists/ShowMore';
import { FeedLayout } from '../../layouts/FeedLayout';
import { button, card, muted, row, stack } from '../../styles/ui.css';
import * as css from './NotificationsPage.css';

/** The signed-in user's notifications: seeded from the API, new ones arrive over the real-time channel. */
export default function NotificationsPage() {
  const { list, notifications, loaded, markRead, markAllRead } = useNotifications();
  return (
    <FeedLayout>
      <section className={`${card} ${stack}`} aria-labelledby="notifications-title">
        <div className={row}>
          <h1 id="notifications-title">Notifications</h1>
          {notifications.some((n) => !n.read) ? (
            <button type="button" className={button.quiet} onClick={markAllRead}>
              Mark all as read
            </button>
          ) : null}
        </div>
        {list.status === 'failed' && !loaded ? (
          <LoadFailed load={list}>Could not load your notifications.</LoadFailed>
        ) : null}
        {loaded && notifications.length === 0 ? <p className={muted}>You have no notifications yet.</p> : null}
        <ul className={css.list} aria-label="Notifications">
          {notifications.map((n) => (
            <li key={n.id} className={`${css.item} ${n.read ? '' : css.unread}`}>
              {n.actor ? (
                <Avatar user={n.actor} decorative />
              ) : (
                <span className={css.bell} aria-hidden="true">
                  <Bell size={18} />
                </span>
              )}
              <span className={css.text}>
                {n.link ? (
                  // Opening a notification reads it.
                  <Link href={n.link} onClick={() => (n.read ? undefined : markRead(n))}>
                    {n.text}
                  </Link>
                ) : (
                  n.text
                )}
              </span>
              <time className={css.time} dateTime={n.created_at}>
                {relativeTime(n.created_at)}
              </time>
              {n.read ? null : (
                <button type="button" className={button.quiet} onClick={() => markRead(n)}>
                  Mark as read
                </button>
              )}
            </li>
          ))}
        </ul>
        <ShowMore list={list} label="Show older notifications" quiet />
      </section>
    </FeedLayout>
  );
}
