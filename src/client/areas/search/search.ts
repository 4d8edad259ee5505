import { useSelector as useStoreSelector } from '@xstate/store-react';
import { useState } from 'react';
import type { MyPerson, SearchKind, Suggestion } from '../../../shared/searchTypes';
import type { PersonFollowStatus, Post } from '../../../shared/socialTypes';
import type { Page } from '../../../shared/types';
import { useApi, useStore } from '../../app/AppContext';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
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
export function useSearchKind<T>(kind: SearchKind, text: string) {
  const store = useStore(postsStore);
  const search = useApi(searchApi);
  const read = async (link: string, signal?: AbortSignal) => {
    const page = await search.searchPage<T>(link, signal);
    if (kind === 'posts') store.trigger.kept({ posts: page.results as Post[] });
    return page;
  };
  const first = useData(`search-${kind}:${text}`, (signal) =>
    read(`/api/v1/search/${kind}/?s=${encodeURIComponent(text)}`, signal),
  );
  const [more, setMore] = useState<{ key: string; pages: Page<T>[] }>({ key: '', pages: [] });
  const key = `${kind}:${text}`;
  const pages = more.key === key ? more.pages : [];
  const loadMore = useAction(
    (link: string) => read(link),
    (page) => setMore({ key, pages: [...pages, page] }),
  );
  const all = first.status === 'ready' ? [first.data, ...pages] : [];
  return {
    first,
    items: all.flatMap((p) => p.results),
    next: all.at(-1)?.next ?? null,
    count: first.status === 'ready' ? first.data.count : 0,
    loadMore,
  };
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

/** Follow buttons of a list of people: each one's answer (following, or requested) shows once the server says. */
export function useFollowPeople() {
  const search = useApi(searchApi);
  const [status, setStatus] = useState<Record<string, PersonFollowStatus>>({});
  const follow = useAction(
    (user: string) => search.follow(user),
    (result) => setStatus((s) => ({ ...s, [result.user]: result.follow_status })),
  );
  return { status, follow };
}
