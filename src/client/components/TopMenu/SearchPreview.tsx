import { Link } from 'wouter';
import { groupedCountText, SEARCH_LIMITS } from '../../../shared/searchTypes';
import { useSearchResults } from '../../areas/search/search';
import * as css from './TopMenu.css';

const resultsLink = (text: string) => `/search/results?s=${encodeURIComponent(text)}`;

/** The first few people and weddings for what was typed, under the box; every link closes it. */
export function SearchPreview({ text, close }: { text: string; close: () => void }) {
  const results = useSearchResults(text, SEARCH_LIMITS.preview);
  const ready = results.status === 'ready' ? results.data : null;
  const people = ready?.people.results ?? [];
  const weddings = ready?.weddings.results ?? [];
  const posts = ready?.posts.count ?? 0;
  return (
    <section className={css.preview} aria-label="Quick results">
      {results.status === 'loading' ? <p className={css.previewNote}>Searching…</p> : null}
      {results.status === 'failed' ? <p className={css.previewNote}>{results.error.message}</p> : null}
      {ready && !people.length && !weddings.length && !posts ? (
        <p className={css.previewNote}>Nothing found for “{text}” yet.</p>
      ) : null}
      <ul className={css.previewList}>
        {people.map((p) => (
          <li key={p.id}>
            <Link href={`/${p.slug}`} onClick={close}>
              {p.full_name} <span className={css.previewNote}>@{p.slug}</span>
            </Link>
          </li>
        ))}
        {weddings.map((w) => (
          <li key={w.id}>
            <Link href={`/wedding/${w.slug}`} onClick={close}>
              {w.name} <span className={css.previewNote}>wedding</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={resultsLink(text)} onClick={close}>
        See all results for “{text}”{posts ? `, with ${groupedCountText(posts)} posts` : ''}
      </Link>
    </section>
  );
}
