import { useSearch } from 'wouter';
import { FeedLayout } from '../layouts/FeedLayout';
import { card, muted } from '../styles/ui.css';

export default function SearchResultsPage() {
  const query = new URLSearchParams(useSearch()).get('s')?.trim() ?? '';
  return (
    <FeedLayout>
      <section className={card} aria-labelledby="search-title">
        <h1 id="search-title">{query ? `Results for “${query}”` : 'Search'}</h1>
        <p className={muted}>
          {query
            ? 'Search across weddings and people is being indexed; results will appear here.'
            : 'Type in the search box to find weddings and people.'}
        </p>
      </section>
    </FeedLayout>
  );
}
