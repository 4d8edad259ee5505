import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useApp } from '../../app/AppContext';
import * as css from './UnreadCounts.css';

function Count({ href, label, count }: { href: string; label: string; count: number }) {
  return (
    <Link className={css.link} href={href} aria-label={count ? `${label}, ${count} unread` : label}>
      {label}
      {count ? (
        <span className={css.badge} data-testid={`unread-${label.toLowerCase()}`}>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

/** The signed-in user's unread message and notification counts, kept current by the real-time channel. */
export function UnreadCounts() {
  const { session } = useApp();
  const messages = useSelector(session, (s) => s.context.user?.unread_messages_count ?? 0);
  const notifications = useSelector(session, (s) => s.context.user?.unread_notifications_count ?? 0);
  return (
    <nav className={css.counts} aria-label="Unread">
      <Count href="/inbox" label="Messages" count={messages} />
      <Count href="/notifications" label="Notifications" count={notifications} />
    </nav>
  );
}
