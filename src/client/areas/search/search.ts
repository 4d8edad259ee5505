import { useSelector as useStoreSelector } from '@xstate/store-react';
import type { MyPerson, SearchKind, Suggestion } from '../../../shared/searchTypes';
import type { Post } from '../../../shared/socialTypes';
import type { Page } from '../../../shared/types';
import { useApi, useStore } from '../../app/AppContext';
import { useData } from '../../lib/useData';
import { usePager } from '../../lib/usePager';
import { listsStore } from '../lists/listsStore';
import { postsStore } from '../social/postsStore';
import { searchApi } from './searchApi';

// Search, suggestions and my people as pages read them.

/** The first few of each kind; their posts go into the posts store, where post cards read them. */
export function useSearchResults(text: string, size: number) {
  const store = useStore(postsStore);
  const search = useApi(searchApi);
  return useData(`search:${size}:${text}`, async (signal) => {
    const results = await search.search(text, size, signal);
    store.trigger.kept({ posts: results.posts.results });
    return results;
  });
}

/** One kind of result, a page at a time: the first page, then each `next` appended by "Show more". */
export function useSearchKind<T extends { id: string }>(kind: SearchKind, text: string) {
  const store = useStore(postsStore);
  const search = useApi(searchApi);
  const read = async (link: string, signal?: AbortSignal) => {
    const page = await search.searchPage<T>(link, signal);
    if (kind === 'posts') store.trigger.kept({ posts: page.results as unknown as Post[] });
    return page;
  };
  return usePager<T>(`search-${kind}:${text}`, {
    first: (signal) => read(`/api/v1/search/${kind}/?s=${encodeURIComponent(text)}`, signal),
    page: read,
  });
}

export function useSuggestions() {
  const search = useApi(searchApi);
  return useData<Page<Suggestion>>('suggestions', (signal) => search.suggestions(signal));
}

export function useMyPeople(filter: string) {
  const store = useStore(listsStore);
  const search = useApi(searchApi);
  const version = useStoreSelector(store, (s) => s.context.version);
  return useData<Page<MyPerson>>(`my-people:${version}:${filter}`, (signal) => search.myPeople(filter, signal));
}
