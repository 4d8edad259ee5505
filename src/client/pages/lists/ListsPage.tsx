import { Link, useLocation } from 'wouter';
import type { PeopleList } from '../../../shared/searchTypes';
import { useSessionUser } from '../../app/AppContext';
import { useListsOf, useMyLists } from '../../areas/lists/lists';
import { useFeed } from '../../areas/social/social';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { FeedLayout } from '../../layouts/FeedLayout';
import { card, muted, stack } from '../../styles/ui.css';
import * as css from '../search/Search.css';
import { FeedList } from '../social/FeedList';
import { NewListForm } from './ListForm';
import * as listCss from './Lists.css';

type Resource = ReturnType<typeof useMyLists>;
/** The socket's new posts are not sorted by whom they mention, so this feed offers none live. */
const noArrivals = () => false;

function ListRows({ lists, empty }: { lists: Resource; empty: string }) {
  if (lists.status === 'loading') return <p className={muted}>Loading…</p>;
  if (lists.status === 'failed') return <LoadFailed load={lists} />;
  if (!lists.data.results.length) return <p className={muted}>{empty}</p>;
  return (
    <ul className={css.list}>
      {lists.data.results.map((list: PeopleList) => (
        <li key={list.id} className={css.item}>
          <Link href={`/lists/${list.id}`}>{list.name}</Link>
          <div className={muted}>
            {list.members_count} {list.members_count === 1 ? 'person' : 'people'}
            {list.is_private ? ' · Private' : ''}
            {list.description ? ` · ${list.description}` : ''}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /lists: the signed-in user's lists, and a new one. */
export default function ListsPage() {
  const lists = useMyLists('all');
  return (
    <FeedLayout>
      <div className={stack}>
        <section className={card} aria-labelledby="lists-title">
          <h1 id="lists-title">Your lists</h1>
          <ListRows lists={lists} empty="No lists yet. Make one below, then add people to it." />
        </section>
        <section className={card} aria-labelledby="new-list">
          <h2 id="new-list">New list</h2>
          <NewListForm />
        </section>
      </div>
    </FeedLayout>
  );
}

type Tab = 'lists' | 'create' | 'mentions' | 'private';

function Tabs({ handle, own }: { handle: string; own: boolean }) {
  const [location] = useLocation();
  const tabs: [string, string][] = [
    [`/${handle}/lists`, 'Lists'],
    [`/${handle}/lists/mentions`, 'Mentions'],
    ...(own
      ? ([
          [`/${handle}/lists/private`, 'Private'],
          [`/${handle}/lists/create`, 'Create'],
        ] as [string, string][])
      : []),
  ];
  return (
    <nav className={listCss.tabs} aria-label="Lists">
      {tabs.map(([href, label]) => (
        <Link key={href} href={href} className={listCss.tab} aria-current={location === href ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

function Mentions({ handle }: { handle: string }) {
  const feed = useFeed(`/api/v1/users/${encodeURIComponent(handle)}/mentions/`, noArrivals);
  return <FeedList feed={feed} empty={`No posts mention @${handle} yet.`} />;
}

function PublicLists({ handle }: { handle: string }) {
  return <ListRows lists={useListsOf(handle)} empty="No public lists yet." />;
}

function PrivateLists() {
  return <ListRows lists={useMyLists('private')} empty="No private lists. Only you would see them." />;
}

/** /{handle}/lists with its children: public lists, the posts that mention them, and (their own) private and create. */
export function PersonListsPage({ handle, tab }: { handle: string; tab: Tab }) {
  const me = useSessionUser();
  const own = me?.slug === handle.toLowerCase();
  const shown: Tab = !own && (tab === 'private' || tab === 'create') ? 'lists' : tab;
  const title = { lists: 'Lists', mentions: 'Mentions', private: 'Private lists', create: 'New list' }[shown];
  return (
    <FeedLayout>
      <section className={`${card} ${stack}`} aria-labelledby="person-lists">
        <h1 id="person-lists">
          {title} <span className={muted}>@{handle}</span>
        </h1>
        <Tabs handle={handle} own={own} />
        {!own && tab !== shown ? <p role="alert">Private lists are seen by their owner alone.</p> : null}
        {shown === 'lists' ? <PublicLists handle={handle} /> : null}
        {shown === 'mentions' ? <Mentions handle={handle} /> : null}
        {shown === 'private' ? <PrivateLists /> : null}
        {shown === 'create' ? <NewListForm /> : null}
      </section>
    </FeedLayout>
  );
}
