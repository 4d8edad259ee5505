import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useApp } from '../../app/AppContext';
import { srOnly } from '../../styles/ui.css';
import * as css from './UnreadCounts.css';

function Count({ href, label, count }: { href: string; label: string; count: number }) {
  return (
    // The name is the visible text plus hidden words ("Notifications, 1 unread"), never a label that differs from it.
    <Link className={css.link} href={href}>
      {label}
      {count ? (
        <>
          <span className={srOnly}>, </span>
          <span className={css.badge} data-testid={`unread-${label.toLowerCase()}`}>
            {count > 99 ? '99+' : count}
          </span>
          <span className={srOnly}> unread</span>
        </>
      ) : null}
    </Link>
  );
}

function useUnreadTotal() {
  const { session } = useApp();
  return useSelector(
    session,
    (s) => (s.context.user?.unread_messages_count ?? 0) + (s.context.user?.unread_notifications_count ?? 0),
  );
}

/**
 * The folded menu button's badge on a phone: everything unread in one number, so counts hidden in the drawer still
 * show. The number is drawn by CSS (like the avatars' initials): text inside the button would be a visible name other
 * than its label, "Menu" (axe's label-content-name-mismatch). Screen readers hear it as the button's description.
 */
export function UnreadBadge() {
  const total = useUnreadTotal();
  return total ? (
    <span
      className={css.menuBadge}
      aria-hidden="true"
      data-count={total > 99 ? '99+' : total}
      data-testid="menu-unread"
    />
  ) : null;
}

/** The description of the folded menu button; hidden, yet read through its aria-describedby. */
export function UnreadDescription({ id }: { id: string }) {
  const total = useUnreadTotal();
  return (
    <span id={id} hidden>
      {total ? `${total} unread` : ''}
    </span>
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
