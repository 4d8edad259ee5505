import { button } from '../../styles/ui.css';

/**
 * A paged list's "Show more" (or the list's own words for it): there while the list has more, busy while the next
 * page is on its way.
 */
export function ShowMore({
  list,
  label = 'Show more',
  quiet = false,
}: {
  list: { status: string; hasMore?: boolean; loadingMore?: boolean; more(): void };
  label?: string;
  quiet?: boolean;
}) {
  if (list.status !== 'ready' || !list.hasMore) return null;
  return (
    <button
      type="button"
      className={quiet ? button.quiet : button.secondary}
      disabled={list.loadingMore}
      onClick={list.more}
    >
      {list.loadingMore ? 'Loading…' : label}
    </button>
  );
}
