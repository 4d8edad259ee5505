import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  feedEnded,
  feedFailed,
  feedIsLoading,
  feedIsLoadingMore,
  type feedMachine,
} from '../../../../machines/feedMachine';
import { button, muted, stack } from '../../styles/ui.css';
import { PostCard } from './PostCard';
import * as s from './Social.css';

type FeedRef = ActorRefFrom<typeof feedMachine>;

/** A feed's posts with the "N new posts" button on top and more pages loaded as the reader nears the end. */
export function FeedList({ feed, empty }: { feed: FeedRef; empty: string }) {
  const ids = useSelector(feed, (snap) => snap.context.ids);
  const waiting = useSelector(feed, (snap) => snap.context.waiting);
  const loading = useSelector(feed, feedIsLoading);
  const loadingMore = useSelector(feed, feedIsLoadingMore);
  const failed = useSelector(feed, feedFailed);
  const ended = useSelector(feed, feedEnded);
  const sentinel = useRef<HTMLDivElement>(null);
  // Reaching the end is an intent like a click: the machine decides whether a page is due. Observing again when the
  // list grows asks once more while the end is still in view (a page too short to fill the screen).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count is the reason to observe again
  useEffect(() => {
    const node = sentinel.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) feed.send({ type: 'feed.more' });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [feed, ids.length]);
  return (
    <div className={stack}>
      {waiting > 0 ? (
        <button
          type="button"
          className={`${button.primary} ${s.newPosts}`}
          onClick={() => {
            feed.send({ type: 'feed.showNew' });
            window.scrollTo({ top: 0 });
          }}
        >
          {waiting} new {waiting === 1 ? 'post' : 'posts'}
        </button>
      ) : null}
      {ids.map((id) => (
        <PostCard key={id} id={id} />
      ))}
      {loading ? <p className={muted}>Loading posts…</p> : null}
      {loadingMore ? <p className={muted}>Loading more posts…</p> : null}
      {!loading && ended && ids.length === 0 ? <p>{empty}</p> : null}
      {!loading && ended && ids.length > 0 ? <p className={muted}>You’re all caught up.</p> : null}
      {failed ? (
        <p role="alert">
          The posts could not be loaded.{' '}
          <button type="button" className={button.secondary} onClick={() => feed.send({ type: 'feed.retry' })}>
            Try again
          </button>
        </p>
      ) : null}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  );
}
