import { Link, useSearch } from 'wouter';
import { FeedLayout } from '../../layouts/FeedLayout';
import { card, stack } from '../../styles/ui.css';
import * as css from './Messages.css';
import { NewMessage, OpenWith } from './NewMessage';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';

/** Spec section 2: 'Personal' is active; committees and weddings are marked 'Coming Soon' and disabled. */
function InboxTabs() {
  return (
    <nav className={css.tabs} aria-label="Inboxes">
      <Link className={css.tab} href="/inbox" aria-current="page">
        Personal
      </Link>
      {['Committees', 'Weddings'].map((name) => (
        <span key={name} className={css.disabledTab} aria-disabled="true">
          {name}
          <span className={css.soon}>Coming Soon</span>
        </span>
      ))}
    </nav>
  );
}

/**
 * /inbox: the conversations, latest first, beside the open one (/inbox/threads/{id}) or a new message
 * (/inbox/new, or /inbox?to={handle} from a profile's Message button, which opens the thread with that person).
 */
export default function InboxPage({ threadId, composing = false }: { threadId?: string; composing?: boolean }) {
  const to = new URLSearchParams(useSearch()).get('to');
  const open = threadId ? 'thread' : to ? 'to' : composing ? 'new' : null;
  return (
    <FeedLayout>
      <section className={`${card} ${stack}`} aria-labelledby="inbox-title">
        <h1 id="inbox-title">Messages</h1>
        <InboxTabs />
        <div className={css.layout}>
          <div className={open ? css.hideOnPhone : undefined}>
            <ThreadList current={threadId ?? null} />
          </div>
          <div className={css.pane}>
            {open === 'thread' ? <ThreadView key={threadId} threadId={threadId!} /> : null}
            {open === 'to' ? <OpenWith key={to} handle={to!} /> : null}
            {open === 'new' ? <NewMessage /> : null}
            {open === null ? <p className={`${css.hideOnPhone}`}>Choose a conversation, or start a new one.</p> : null}
          </div>
        </div>
      </section>
    </FeedLayout>
  );
}
