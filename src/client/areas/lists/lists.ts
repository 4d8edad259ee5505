import { useSelector as useStoreSelector } from '@xstate/store-react';
import { useLocation } from 'wouter';
import type { PeopleList } from '../../../shared/searchTypes';
import { useApi, useStore } from '../../app/AppContext';
import { useAction } from '../../lib/useAction';
import { useData } from '../../lib/useData';
import { useForm } from '../../lib/useForm';
import { useItemEditor } from '../../lib/useItemEditor';
import { saveVersioned } from '../../lib/versioned';
import type { ListFields, SearchApi } from '../search/searchApi';
import { searchApi } from '../search/searchApi';
import { listsStore } from './listsStore';

// Lists of people: reads keyed by the lists store's version, so every change this tab makes shows everywhere.

function useVersion() {
  const store = useStore(listsStore);
  return useStoreSelector(store, (s) => s.context.version);
}

function useListsWrite() {
  const store = useStore(listsStore);
  const search = useApi(searchApi);
  return async <T>(write: (calls: SearchApi) => Promise<T>): Promise<T> => {
    const result = await write(search);
    store.trigger.changed();
    return result;
  };
}

export function useMyLists(kind: 'all' | 'private' | 'public', member?: string) {
  const search = useApi(searchApi);
  const version = useVersion();
  const query = {
    ...(kind === 'all' ? {} : { private: kind === 'private' ? ('true' as const) : ('false' as const) }),
    ...(member ? { member } : {}),
  };
  return useData(`my-lists:${kind}:${member ?? ''}`, (signal) => search.myLists(query, signal), version);
}

export function useListsOf(slug: string) {
  const search = useApi(searchApi);
  const version = useVersion();
  return useData(`lists-of:${slug}`, (signal) => search.listsOf(slug, signal), version);
}

export function useList(id: string) {
  const search = useApi(searchApi);
  const version = useVersion();
  return useData(
    `list:${id}`,
    async (signal) => {
      const [list, members] = await Promise.all([search.list(id, signal), search.members(id, signal)]);
      return { list, members: members.results, count: members.count };
    },
    version,
  );
}

const fieldsOf = (v: Record<string, string>): ListFields => ({
  name: v.name ?? '',
  description: v.description ?? '',
  is_private: v.privacy === 'private',
});

/** The new-list form; a new list opens its page, where people are added. */
export function useCreateListForm(privateByDefault: boolean) {
  const write = useListsWrite();
  const [, navigate] = useLocation();
  return useForm(
    { name: 'text', description: 'optional', privacy: 'text' },
    async (v) => {
      const list = await write((search) => search.createList(fieldsOf(v)));
      navigate(`/lists/${list.id}`);
    },
    { name: '', description: '', privacy: privateByDefault ? 'private' : 'public' },
  );
}

/** A list as its edit form's values: what a save someone else's got ahead of is merged with. */
export const listValues = (list: PeopleList) => ({
  name: list.name,
  description: list.description,
  privacy: list.is_private ? 'private' : 'public',
});

/**
 * A list's edit form (from its version: a save made meanwhile in another tab is merged or shown) and its delete
 * (itemEditorMachine); deleting leaves for the owner's lists.
 */
export function useListEditor(list: PeopleList) {
  const store = useStore(listsStore);
  const search = useApi(searchApi);
  const write = useListsWrite();
  const [, navigate] = useLocation();
  return useItemEditor({
    save: (v, version) =>
      write((search) =>
        saveVersioned({
          save: () => search.updateList(list.id, fieldsOf(v), version),
          read: () => search.list(list.id),
          values: listValues,
          current: () => store.trigger.changed(),
        }),
      ),
    // The version moves only once the page is left: moved before, the list page would refetch a list now gone.
    remove: () => search.deleteList(list.id),
    deleted: () => {
      navigate('/lists');
      store.trigger.changed();
    },
  });
}

/** Adding someone to a list, or taking them off: one call at a time, each row showing whether it waits. */
export function useListMembership() {
  const write = useListsWrite();
  return useAction(
    ({ list, user, on }: { list: string; user: string; on: boolean }) =>
      write(async (search) => {
        if (on) await search.addMember(list, user);
        else await search.removeMember(list, user);
      }),
    () => {},
  );
}
