import { useActorRef, useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { searchBoxMachine } from '../../../../machines/searchBoxMachine';
import * as css from './TopMenu.css';

export function SearchBox() {
  const [, navigate] = useLocation();
  const current = new URLSearchParams(useSearch()).get('s') ?? '';
  const box = useActorRef(
    searchBoxMachine.provide({
      actions: { runSearch: (_, { text }) => navigate(`/search/results?s=${encodeURIComponent(text)}`) },
    }),
    { input: { text: current } },
  );
  const text = useSelector(box, (s) => s.context.text);
  return (
    <search className={css.search}>
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
          onChange={(e) => box.send({ type: 'search.typed', text: e.target.value })}
        />
      </form>
    </search>
  );
}
