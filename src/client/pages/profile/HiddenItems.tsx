import { Link } from 'wouter';
import { relativeTime } from '../../../shared/relativeTime';
import type { HiddenItem } from '../../../shared/socialTypes';
import { useHiddenItems } from '../../areas/people/people';
import { button, muted, stack } from '../../styles/ui.css';
import * as s from './Profile.css';

function itemName(item: HiddenItem): string {
  const what = item.kind === 'post' ? 'Post' : 'Comment';
  return `${what} by ${item.author.full_name}`;
}

/**
 * The posts and comments the user hid for themselves, with "Unhide" for each (Visibility settings). A hidden item
 * they may no longer see is not listed: its text is no longer theirs to read.
 */
export function HiddenItems() {
  const { items, unhide } = useHiddenItems();
  return (
    <section className={stack} aria-labelledby="hidden-title">
      <h2 id="hidden-title">Hidden posts and comments</h2>
      {items.status === 'loading' ? <p className={muted}>Loading…</p> : null}
      {items.status === 'failed' ? <p role="alert">We could not load what you hid.</p> : null}
      {items.status === 'ready' && items.data.count === 0 ? (
        <p className={muted}>You have hidden nothing. “Hide post” and “Hide comment” put things here.</p>
      ) : null}
      {items.status === 'ready' ? (
        <ul className={s.people} aria-label="Hidden posts and comments">
          {items.data.results.map((item) => (
            <li key={item.id} className={s.person} aria-label={itemName(item)}>
              <span className={stack}>
                <Link href={`/posts/${item.post}`}>{itemName(item)}</Link>
                <span>{item.excerpt || <span className={muted}>Photos only</span>}</span>
                <span className={muted}>Hidden · {relativeTime(item.hidden_at)}</span>
              </span>
              <button
                type="button"
                className={button.secondary}
                aria-label={`Unhide: ${itemName(item).toLowerCase()}`}
                disabled={unhide.busy}
                onClick={() => unhide.request(item)}
              >
                Unhide
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
