import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { searchBoxMachine } from '../../../../machines/searchBoxMachine';
import * as css from './TopMenu.css';

const SearchPreview = lazy(() => import('./SearchPreview').then((m) => ({ default: m.SearchPreview })));

export function SearchBox() {
  const [location, navigate] = useLocation();
  const current = new URLSearchParams(useSearch()).get('s') ?? '';
  const [preview, setPreview] = useState<string | null>(null);
  const box = useActorRef(
    searchBoxMachine.provide({
      actions: {
        runSearch: (_, { text }) => {
          setPreview(null);
          navigate(`/search/results?s=${encodeURIComponent(text)}`);
        },
        previewSearch: (_, { text }) => setPreview(text),
      },
    }),
    { input: { text: current } },
  );
  const text = useSelector(box, (s) => s.context.text);
  // A new page closes the quick results: the user went where they wanted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `location` is what closes it.
  useEffect(() => setPreview(null), [location]);
  return (
    <search className={`${css.search} ${css.searchWrap}`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          box.send({ type: 'search.submitted' });
        }}
      >
        <input
          className={css.searchInput}
          type="search"
          name="s"
          aria-label="Search Vowline"
          placeholder="Search weddings and people"
          value={text}
          onChange={(e) => {
            if (!e.target.value.trim()) setPreview(null);
            box.send({ type: 'search.typed', text: e.target.value });
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setPreview(null);
          }}
        />
      </form>
      {preview ? (
        <Suspense fallback={null}>
          <SearchPreview text={preview} close={() => setPreview(null)} />
        </Suspense>
      ) : null}
    </search>
  );
}
