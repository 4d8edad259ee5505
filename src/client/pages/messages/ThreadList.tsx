import { Link } from 'wouter';
import { threadTitle } from '../../../shared/messagesTypes';
import { relativeTime } from '../../../shared/relativeTime';
import { useSessionUser } from '../../app/AppContext';
import { useInbox, useThreads } from '../../areas/messages/messages';
import { Avatar } from '../../components/Avatar/Avatar';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { ShowMore } from '../../components/lists/ShowMore';
import { button, muted, srOnly, stack } from '../../styles/ui.css';
import * as css from './Messages.css';

/** The conversations, the latest first, each with its newest message and how many are unread. */
export function ThreadList({ current }: { current: string | null }) {
  const inbox = useInbox();
  const { threads, loaded } = useThreads();
  const me = useSessionUser();
  return (
    <div className={stack}>
      <Link className={button.primary} href="/inbox/new">
        New message
      </Link>
      {inbox.status === 'failed' && !loaded ? (
        <LoadFailed load={inbox}>Could not load your conversations.</LoadFailed>
      ) : null}
      {loaded && threads.length === 0 ? <p className={muted}>No conversations yet.</p> : null}
      <ul className={css.threadList} aria-label="Conversations">
        {threads
          .filter((t) => t.last_message || t.id === current)
          .map((t) => {
            const title = threadTitle(t.people);
            const last = t.last_message;
            const who = last
              ? last.sender.id === me?.id
                ? 'You: '
                : t.people.length > 1
                  ? `${last.sender.first_name}: `
                  : ''
              : '';
            return (
              <li key={t.id}>
                <Link
                  className={css.threadLink}
                  href={`/inbox/threads/${t.id}`}
                  aria-current={t.id === current ? 'page' : undefined}
                >
                  <Avatar user={t.people[0] ?? { full_name: title, image: null }} />
                  <span className={css.threadText}>
                    <span className={`${css.ellipsis} ${t.unread_count ? css.unreadTitle : ''}`}>{title}</span>
                    <span className={css.preview}>{last ? `${who}${last.text}` : 'No messages yet'}</span>
                  </span>
                  {t.unread_count ? (
                    <span className={css.dot}>
                      {t.unread_count}
                      <span className={srOnly}> unread</span>
                    </span>
                  ) : last ? (
                    <time className={css.meta} dateTime={last.created_at}>
                      {relativeTime(last.created_at)}
                    </time>
                  ) : null}
                </Link>
              </li>
            );
          })}
      </ul>
      <ShowMore list={inbox} label="Show older conversations" quiet />
    </div>
  );
}
