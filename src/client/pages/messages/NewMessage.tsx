import { useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../../shared/apiError';
import { MESSAGE_LIMITS, type Recipient } from '../../../shared/messagesTypes';
import { useOpenThreadWith, useRecipients, useStartThread } from '../../areas/messages/messages';
import { Avatar } from '../../components/Avatar/Avatar';
import { failureMessage } from '../../lib/callToasts';
import { useAction } from '../../lib/useAction';
import { button, formError, muted, stack } from '../../styles/ui.css';
import * as css from './Messages.css';

/**
 * A new conversation: choose one person or a small group by name or handle, write the first message, send. A
 * conversation with the same people already there is the one it goes to.
 */
export function NewMessage() {
  const [, navigate] = useLocation();
  const start = useStartThread();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Recipient[]>([]);
  const [text, setText] = useState('');
  const send = useAction(
    (first: { people: string[]; text: string }) => start(first.people, first.text),
    (thread) => navigate(`/inbox/threads/${thread.id}`),
    { inline: true },
  );
  const busy = send.busy;
  const error = send.error ? failureMessage(send.error) : null;
  const { people, searching } = useRecipients(query);
  const offered = people.filter((p) => !chosen.some((c) => c.id === p.id));
  const full = chosen.length >= MESSAGE_LIMITS.people - 1;
  const listId = useId();
  const submit = () => {
    if (chosen.length && text.trim()) send.request({ people: chosen.map((p) => p.id), text });
  };
  return (
    <form
      className={stack}
      aria-labelledby="new-message-title"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="new-message-title">New message</h2>
      {chosen.length ? (
        <ul className={css.chips} aria-label="To">
          {chosen.map((p) => (
            <li key={p.id} className={css.chip}>
              {p.full_name}
              <button
                type="button"
                className={button.quiet}
                aria-label={`Remove ${p.full_name}`}
                onClick={() => setChosen(chosen.filter((c) => c.id !== p.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className={stack}>
        <span>To</span>
        <input
          className={css.input}
          type="search"
          value={query}
          disabled={full}
          placeholder={full ? 'This conversation is full' : 'Name or @handle'}
          aria-controls={listId}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      <ul id={listId} className={css.threadList} aria-label="People you can message" aria-busy={searching}>
        {offered.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className={`${button.quiet} ${css.threadLink}`}
              onClick={() => {
                setChosen([...chosen, p]);
                setQuery('');
              }}
            >
              <Avatar user={p} />
              <span className={css.threadText}>
                <span>{p.full_name}</span>
                <span className={css.preview}>@{p.slug}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {query.trim() && !searching && !offered.length ? <p className={muted}>No one you can message matches.</p> : null}
      <label className={stack}>
        <span>Message</span>
        <textarea
          className={css.textarea}
          value={text}
          maxLength={MESSAGE_LIMITS.text}
          rows={3}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {error ? (
        <p className={formError} role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className={button.primary} disabled={!chosen.length || !text.trim() || busy}>
          Send
        </button>
      </div>
    </form>
  );
}

/** /inbox?to={handle}: the conversation with that person, found or started, opened at its composer. */
export function OpenWith({ handle }: { handle: string }) {
  const [, navigate] = useLocation();
  const opened = useOpenThreadWith(handle);
  const thread = opened.status === 'ready' ? opened.data.id : null;
  useEffect(() => {
    if (thread) navigate(`/inbox/threads/${thread}`, { replace: true });
  }, [thread, navigate]);
  return opened.status === 'failed' ? (
    <p className={formError} role="alert">
      {isApiError(opened.error) && opened.error.status === 404
        ? 'No one has that handle.'
        : failureMessage(opened.error)}
    </p>
  ) : (
    <p className={muted}>Opening your conversation…</p>
  );
}
