import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { Connection, MyPerson } from '../../../shared/searchTypes';
import { useList, useListMembership, useMyLists } from '../../areas/lists/lists';
import { useMyPeople } from '../../areas/search/search';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { FeedLayout } from '../../layouts/FeedLayout';
import { button, card, muted, stack } from '../../styles/ui.css';
import { PersonRow } from '../search/PersonRow';
import * as css from '../search/Search.css';

const CONNECTION_WORDS: Record<Connection, string> = {
  following: 'You follow',
  follower: 'Follows you',
  wedding: 'Plans a wedding with you',
};
const howConnected = (p: MyPerson) => p.connections.map((c) => CONNECTION_WORDS[c]).join(' · ');

/** My people, filtered by name as the user types; `action` is what each row offers. */
function PeopleFilter({ action }: { action: (person: MyPerson) => React.ReactNode }) {
  const [filter, setFilter] = useState('');
  const people = useMyPeople(filter.trim());
  return (
    <div className={stack}>
      <label>
        Find someone by name{' '}
        <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} aria-label="Filter people" />
      </label>
      {people.status === 'ready' ? (
        people.data.results.length ? (
          <ul className={css.list}>
            {people.data.results.map((p) => (
              <PersonRow key={p.id} person={p} note={howConnected(p)}>
                {action(p)}
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className={muted}>
            {filter.trim()
              ? `No one you are connected to matches “${filter.trim()}”. Search everyone from the top menu.`
              : 'No one yet. Follow people, or plan a wedding with your committee, and they show here.'}
          </p>
        )
      ) : people.status === 'failed' ? (
        <LoadFailed load={people} />
      ) : (
        <p className={muted}>Loading…</p>
      )}
    </div>
  );
}

/** /people: the people I am connected to (`me/people/`), each one a step from a list. */
export function MyPeoplePage() {
  return (
    <FeedLayout>
      <section className={card} aria-labelledby="people-title">
        <h1 id="people-title">Your people</h1>
        <p className={muted}>People you follow, who follow you, and everyone planning a wedding with you.</p>
        <PeopleFilter
          action={(p) => (
            <Link
              className={button.quiet}
              href={`/user-list?user=${p.id}`}
              aria-label={`Add to a list: ${p.full_name}`}
            >
              Add to a list
            </Link>
          )}
        />
      </section>
    </FeedLayout>
  );
}

/** /user-list?user={id}: which of my lists a person is on, ticked on and off. */
export function UserListPage() {
  const user = new URLSearchParams(useSearch()).get('user') ?? '';
  const lists = useMyLists('all', user);
  const membership = useListMembership();
  return (
    <FeedLayout>
      <section className={`${card} ${stack}`} aria-labelledby="user-list-title">
        <h1 id="user-list-title">Add to your lists</h1>
        {lists.status === 'ready' ? (
          lists.data.results.length ? (
            <ul className={css.list}>
              {lists.data.results.map((list) => (
                <li key={list.id} className={css.item}>
                  <label>
                    <input
                      type="checkbox"
                      checked={list.has_member ?? false}
                      disabled={membership.busy}
                      onChange={(e) => membership.request({ list: list.id, user, on: e.target.checked })}
                    />{' '}
                    {list.name}
                  </label>{' '}
                  <span className={muted}>{list.is_private ? 'Private' : 'Public'}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={muted}>You have no lists yet.</p>
          )
        ) : lists.status === 'failed' ? (
          <LoadFailed load={lists} />
        ) : (
          <p className={muted}>Loading…</p>
        )}
        <p>
          <Link href="/lists">Make a new list</Link> · <Link href="/people">Back to your people</Link>
        </p>
      </section>
    </FeedLayout>
  );
}

/** /add-user?list={id}: adding my people to one list. */
export function AddUserPage() {
  const listId = new URLSearchParams(useSearch()).get('list') ?? '';
  const loaded = useList(listId);
  const membership = useListMembership();
  const onList = new Set(loaded.status === 'ready' ? loaded.data.members.map((m) => m.id) : []);
  const name = loaded.status === 'ready' ? loaded.data.list.name : 'your list';
  return (
    <FeedLayout>
      <section className={`${card} ${stack}`} aria-labelledby="add-user-title">
        <h1 id="add-user-title">Add people to {name}</h1>
        {loaded.status === 'failed' ? <LoadFailed load={loaded} /> : null}
        <PeopleFilter
          action={(p) =>
            onList.has(p.id) ? (
              <span className={muted}>On the list</span>
            ) : (
              <button
                type="button"
                className={button.secondary}
                aria-label={`Add ${p.full_name}`}
                disabled={membership.busy || loaded.status !== 'ready'}
                onClick={() => membership.request({ list: listId, user: p.id, on: true })}
              >
                Add
              </button>
            )
          }
        />
        <p>
          <Link href={`/lists/${listId}`}>Back to the list</Link>
        </p>
      </section>
    </FeedLayout>
  );
}
