import { Link, useSearch } from 'wouter';
import {
  groupedCountText,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  type SearchKind,
  type SearchWedding,
} from '../../../shared/searchTypes';
import type { Post } from '../../../shared/socialTypes';
import type { PublicPerson } from '../../../shared/weddings';
import { useSearchKind, useSearchResults } from '../../areas/search/search';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { ShowMore } from '../../components/lists/ShowMore';
import { FeedLayout } from '../../layouts/FeedLayout';
import { formatDate } from '../../lib/format';
import { button, card, muted, stack } from '../../styles/ui.css';
import { PostCard } from '../social/PostCard';
import { PersonRow } from './PersonRow';
import * as css from './Search.css';

const KIND_NAMES: Record<SearchKind, { title: string; one: string; many: string }> = {
  people: { title: 'People', one: 'person', many: 'people' },
  weddings: { title: 'Weddings', one: 'wedding', many: 'weddings' },
  posts: { title: 'Posts', one: 'post', many: 'posts' },
};

const resultsLink = (text: string, kind?: SearchKind) =>
  `/search/results?s=${encodeURIComponent(text)}${kind ? `&kind=${kind}` : ''}`;

function WeddingRow({ wedding }: { wedding: SearchWedding }) {
  return (
    <li className={css.item}>
      <Link href={`/wedding/${wedding.slug}`}>{wedding.name}</Link>
      <div className={muted}>
        /{wedding.slug} · {formatDate(wedding.date)}
      </div>
    </li>
  );
}

function Items({ kind, items }: { kind: SearchKind; items: unknown[] }) {
  if (kind === 'posts') {
    return (
      <div className={stack}>
        {(items as Post[]).map((p) => (
          <PostCard key={p.id} id={p.id} />
        ))}
      </div>
    );
  }
  return (
    <ul className={css.list}>
      {kind === 'people'
        ? (items as PublicPerson[]).map((p) => (
            <PersonRow key={p.id} person={p}>
              <Link
                className={button.quiet}
                href={`/user-list?user=${p.id}`}
                aria-label={`Add ${p.full_name} to a list`}
              >
                Add to a list
              </Link>
            </PersonRow>
          ))
        : (items as SearchWedding[]).map((w) => <WeddingRow key={w.id} wedding={w} />)}
    </ul>
  );
}

/** Every kind, the first few of each, ranked. */
function Grouped({ text }: { text: string }) {
  const results = useSearchResults(text, SEARCH_LIMITS.grouped);
  if (results.status === 'loading') return <p className={muted}>Searching…</p>;
  if (results.status === 'failed') return <LoadFailed load={results} />;
  const found = SEARCH_KINDS.filter((kind) => results.data[kind].count > 0);
  if (!found.length) {
    return (
      <p className={`${card} ${muted}`}>
        Nothing matches “{text}”. Check the spelling, or try a name, a wedding’s web address or a few words from a post.
      </p>
    );
  }
  return (
    <>
      {found.map((kind) => {
        const group = results.data[kind];
        const names = KIND_NAMES[kind];
        return (
          <section key={kind} className={card} aria-labelledby={`results-${kind}`}>
            <div className={css.groupHead}>
              <h2 id={`results-${kind}`}>{names.title}</h2>
              {group.count > group.results.length ? (
                <Link href={resultsLink(text, kind)}>
                  Show all {groupedCountText(group.count)} {names.many}
                </Link>
              ) : null}
            </div>
            <Items kind={kind} items={group.results} />
          </section>
        );
      })}
    </>
  );
}

/** One kind, page after page. */
function OneKind({ kind, text }: { kind: SearchKind; text: string }) {
  const results = useSearchKind<{ id: string }>(kind, text);
  const names = KIND_NAMES[kind];
  if (results.status === 'loading') return <p className={muted}>Searching…</p>;
  if (results.status === 'failed') return <LoadFailed load={results} />;
  return (
    <section className={card} aria-labelledby={`results-${kind}`}>
      <div className={css.groupHead}>
        <h2 id={`results-${kind}`}>
          {results.count} {results.count === 1 ? names.one : names.many}
        </h2>
        <Link href={resultsLink(text)}>All results</Link>
      </div>
      {results.items.length ? (
        <Items kind={kind} items={results.items} />
      ) : (
        <p className={muted}>
          No {names.many} match “{text}”.
        </p>
      )}
      <ShowMore list={results} />
    </section>
  );
}

/** /search/results?s=…: what the top menu's box found, grouped by kind; `&kind=` shows one kind in full. */
export default function SearchResultsPage() {
  const params = new URLSearchParams(useSearch());
  const text = params.get('s')?.trim() ?? '';
  const kind = SEARCH_KINDS.find((k) => k === params.get('kind'));
  return (
    <FeedLayout>
      <div className={stack}>
        <section className={card} aria-labelledby="search-title">
          <h1 id="search-title">{text ? `Results for “${text}”` : 'Search'}</h1>
          {text ? null : <p className={muted}>Type in the search box to find weddings, people and posts.</p>}
        </section>
        {text ? kind ? <OneKind kind={kind} text={text} /> : <Grouped text={text} /> : null}
      </div>
    </FeedLayout>
  );
}
