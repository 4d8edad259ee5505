import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  pendingMessage,
  threadLoadFailed,
  threadLoading,
  threadSendFailed,
  threadSending,
} from '../../../../machines/threadMachine';
import { isApiError } from '../../../shared/apiError';
import { MESSAGE_LIMITS, threadTitle, typingText } from '../../../shared/messagesTypes';
import { useSessionUser } from '../../app/AppContext';
import {
  useOlderMessages,
  useThread,
  useThreadMessages,
  useTypingSignal,
  useTypists,
} from '../../areas/messages/messages';
import { button, muted, row, srOnly } from '../../styles/ui.css';
import { MessageItem } from './MessageItem';
import * as css from './Messages.css';

/** Who is typing here now; each signal fades after a few seconds unless renewed. */
function TypingLine({ threadId }: { threadId: string }) {
  const names = useTypists(threadId);
  return (
    <p className={css.typing} aria-live="polite">
      {typingText(names)}
    </p>
  );
}

/** The open conversation: older pages above as the user scrolls up, the newest at the bottom, and the composer. */
export function ThreadView({ threadId }: { threadId: string }) {
  const { thread, actor } = useThread(threadId);
  const me = useSessionUser();
  const messages = useThreadMessages(threadId);
  const older = useOlderMessages(threadId);
  const pending = useSelector(actor, pendingMessage);
  const sending = useSelector(actor, threadSending);
  const failed = useSelector(actor, threadSendFailed);
  const loading = useSelector(actor, threadLoading);
  const loadFailed = useSelector(actor, threadLoadFailed);
  const error = useSelector(actor, (s) => s.context.error);
  const typingSignal = useTypingSignal(threadId);
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const top = useRef<HTMLLIElement>(null);
  const lastHeight = useRef(0);
  const firstId = messages[0]?.id;
  // The socket may bring the user's own message before the send's answer does; from then on the store shows it, and
  // the pending copy would be a second one. Own messages already there when sending began do not count.
  const ownAtSend = useRef<Set<string> | null>(null);
  if (!pending) ownAtSend.current = null;
  else ownAtSend.current ??= new Set(messages.filter((m) => m.sender.id === me?.id).map((m) => m.id));
  const known = ownAtSend.current;
  const echoed =
    pending !== null && !failed && known !== null && messages.some((m) => m.sender.id === me?.id && !known.has(m.id));

  // The newest message stays in view as messages arrive; a page of older ones keeps the reader where they were.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list or the pending message changes.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const grewAtTop = firstId !== undefined && el.dataset.first !== firstId && el.dataset.first !== undefined;
    if (grewAtTop && el.scrollTop < 40) el.scrollTop = el.scrollHeight - lastHeight.current;
    else el.scrollTop = el.scrollHeight;
    el.dataset.first = firstId ?? '';
    lastHeight.current = el.scrollHeight;
  }, [messages, pending]);

  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !older.hasOlder) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) older.load();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [older]);

  if (thread.status === 'failed' && isApiError(thread.error) && thread.error.status === 404) {
    return (
      <div role="alert">
        <p>This conversation does not exist, or you are not in it.</p>
        <Link href="/inbox">Back to your messages</Link>
      </div>
    );
  }
  const info = thread.status === 'ready' ? thread.data : null;
  const title = info ? threadTitle(info.people) : 'Conversation';
  const group = (info?.people.length ?? 0) > 1;
  const send = () => {
    if (!text.trim() || sending || failed) return;
    actor.send({ type: 'message.send', text });
    typingSignal.sent();
    setText('');
  };
  return (
    <>
      <div className={row}>
        <Link href="/inbox" className={css.showOnPhone}>
          All messages
        </Link>
        <h2>
          {info
            ? info.people.map((p, i) => (
                <span key={p.id}>
                  {i > 0 ? (i === info.people.length - 1 ? ' and ' : ', ') : ''}
                  <Link href={`/${p.slug}`}>{p.full_name}</Link>
                </span>
              ))
            : title}
        </h2>
      </div>
      {loadFailed ? (
        <div role="alert" className={row}>
          <span>Could not load this conversation. {error}</span>
          <button type="button" className={button.secondary} onClick={() => actor.send({ type: 'thread.retry' })}>
            Try again
          </button>
        </div>
      ) : null}
      <ol className={css.conversation} ref={list} aria-label={`Messages with ${title}`} aria-busy={loading}>
        <li ref={top} className={muted}>
          {older.hasOlder ? (
            <button type="button" className={button.quiet} onClick={older.load} disabled={older.loading}>
              {older.loading ? 'Loading older messages…' : 'Show older messages'}
            </button>
          ) : !loading && messages.length ? (
            'This is the start of your conversation.'
          ) : null}
        </li>
        {messages.map((m) => (
          <MessageItem key={m.id} message={m} mine={m.sender.id === me?.id} group={group} />
        ))}
        {pending && !echoed ? (
          <li className={`${css.bubble} ${css.mine} ${failed ? css.failed : css.pending}`} aria-label="You">
            <div>{pending.text}</div>
            <div className={css.meta}>
              {failed ? (
                <>
                  <span role="alert">Not sent. {error}</span>
                  <button type="button" className={button.quiet} onClick={() => actor.send({ type: 'message.retry' })}>
                    Retry
                  </button>
                  <button
                    type="button"
                    className={button.quiet}
                    onClick={() => actor.send({ type: 'message.discard' })}
                  >
                    Discard
                  </button>
                </>
              ) : (
                <span>Sending…</span>
              )}
            </div>
          </li>
        ) : null}
      </ol>
      <TypingLine threadId={threadId} />
      {info && !info.can_send ? (
        <p className={muted}>You can no longer send messages in this conversation.</p>
      ) : (
        <form
          className={css.composer}
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <label htmlFor="message-text" className={srOnly}>
            Message
          </label>
          <textarea
            id="message-text"
            className={css.textarea}
            value={text}
            maxLength={MESSAGE_LIMITS.text}
            placeholder="Write a message…"
            rows={2}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value.trim()) typingSignal.typing();
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                send();
              }
            }}
          />
          <button type="submit" className={button.primary} disabled={!text.trim() || sending || failed}>
            Send
          </button>
        </form>
      )}
      {text.length > MESSAGE_LIMITS.text - 200 ? (
        <p className={muted} aria-live="polite">
          {MESSAGE_LIMITS.text - text.length} characters left
        </p>
      ) : null}
    </>
  );
}
