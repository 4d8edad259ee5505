import type { MyPerson, PeopleList, SearchResults, Suggestion } from '../../../shared/searchTypes';
import type { Page } from '../../../shared/types';
import type { PublicPerson } from '../../../shared/weddings';
import { part } from '../../app/parts';
import type { Http } from '../../http/http';
import { pathOf } from '../../http/paging';

export interface ListFields {
  name?: string;
  description?: string;
  is_private?: boolean;
}

const id = encodeURIComponent;

// Calls of spec section 7 for search (`/search`), lists of people (`/account-user-lists/` and a user's own lists),
// `me/people/` and the suggestions.
function createSearchApi(http: Http) {
  return {
    search: (s: string, size: number, signal?: AbortSignal) =>
      http<SearchResults>('/api/v1/search/', { query: { s, page_size: String(size) }, signal }),
    /** One kind's first page, or the page a `next` link names. */
    searchPage: <T>(link: string, signal?: AbortSignal) => http<Page<T>>(pathOf(link), { signal }),
    suggestions: (signal?: AbortSignal) => http<Page<Suggestion>>('/api/v1/users/me/suggestions/', { signal }),
    myPeople: (s: string, signal?: AbortSignal) =>
      http<Page<MyPerson>>('/api/v1/users/me/people/', {
        query: s ? { s, page_size: '100' } : { page_size: '100' },
        signal,
      }),

    myLists: (query: { private?: 'true' | 'false'; member?: string }, signal?: AbortSignal) =>
      http<Page<PeopleList>>('/api/v1/users/me/lists/', { query: { ...query, page_size: '100' }, signal }),
    listsOf: (slug: string, signal?: AbortSignal) =>
      http<Page<PeopleList>>(`/api/v1/users/${id(slug)}/lists/`, { query: { page_size: '100' }, signal }),
    list: (listId: string, signal?: AbortSignal) => http<PeopleList>(`/api/v1/lists/${id(listId)}/`, { signal }),
    members: (listId: string, signal?: AbortSignal) =>
      http<Page<PublicPerson>>(`/api/v1/lists/${id(listId)}/members/`, { query: { page_size: '100' }, signal }),
    createList: (body: ListFields) => http<PeopleList>('/api/v1/lists/', { method: 'POST', body }),
    updateList: (listId: string, body: ListFields, ifMatch?: number | null) =>
      http<PeopleList>(`/api/v1/lists/${id(listId)}/`, { method: 'PATCH', body, ifMatch }),
    deleteList: (listId: string) => http<void>(`/api/v1/lists/${id(listId)}/`, { method: 'DELETE' }),
    addMember: (listId: string, user: string) =>
      http<PublicPerson>(`/api/v1/lists/${id(listId)}/members/`, { method: 'POST', body: { user } }),
    removeMember: (listId: string, user: string) =>
      http<void>(`/api/v1/lists/${id(listId)}/members/${id(user)}/`, { method: 'DELETE' }),
  };
}

export type SearchApi = ReturnType<typeof createSearchApi>;

/** The client as the app makes it, once, for the first page that asks (app/parts.ts). */
export const searchApi = part('search', createSearchApi);
