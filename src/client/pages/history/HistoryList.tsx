import { Link } from 'wouter';
import type { HistoryEntry } from '../../../shared/history';
import { relativeTime } from '../../../shared/relativeTime';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { ShowMore } from '../../components/lists/ShowMore';
import type { PagedList } from '../../lib/usePager';
import { button, muted } from '../../styles/ui.css';
import * as css from './History.css';

/** Entries in words, newest first, each with its item's link, when it happened, and "Undo" where the reader may. */
export function HistoryList({
  list,
  undo,
  label,
  empty,
  fresh,
}: {
  list: Pick<PagedList<HistoryEntry, unknown>, 'status' | 'retry' | 'more'> &
    (
      | { status: 'loading' }
      | { status: 'failed'; error: Error }
      | {
          status: 'ready';
          items: HistoryEntry[];
          hasMore: boolean;
          loadingMore: boolean;
        }
    );
  undo(entry: HistoryEntry): void;
  label: string;
  empty: string;
  /** Entries that arrived while the page is open (the activity page marks them). */
  fresh?: string[];
}) {
  if (list.status === 'loading') return <p className={muted}>Loading the history…</p>;
  if (list.status === 'failed') return <LoadFailed load={list}>We could not load the history.</LoadFailed>;
  return (
    <>
      {list.items.length === 0 ? <p className={muted}>{empty}</p> : null}
      <ul className={css.list} aria-label={label}>
        {list.items.map((entry) => (
          <li key={entry.id} className={css.item}>
            {fresh?.includes(entry.id) ? <span className={css.changed}>New</span> : null}
            <span className={css.text}>{entry.link ? <Link href={entry.link}>{entry.text}</Link> : entry.text}</span>
            <time className={css.time} dateTime={entry.created_at} title={new Date(entry.created_at).toLocaleString()}>
              {relativeTime(entry.created_at)}
            </time>
            {entry.undoable ? (
              <button
                type="button"
                className={button.quiet}
                onClick={() => undo(entry)}
                aria-label={`Undo: ${entry.text}`}
              >
                Undo
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ShowMore list={list} label="Show older changes" quiet />
    </>
  );
}
