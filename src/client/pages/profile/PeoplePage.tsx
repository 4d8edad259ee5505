import { Link, useSearch } from 'wouter';
import { isApiError } from '../../../shared/apiError';
import type { PublicPerson } from '../../../shared/weddings';
import { useSessionUser } from '../../app/AppContext';
import { useFollowRequestsOfMine, usePeople } from '../../areas/people/people';
import { Avatar } from '../../components/Avatar/Avatar';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { ShowMore } from '../../components/lists/ShowMore';
import { PublicLayout } from '../../layouts/PublicLayout';
import { button, card, muted, page, row, stack } from '../../styles/ui.css';
import { NotFound } from '../NotFound';
import * as s from './Profile.css';

type Which = 'followers' | 'following';

function Person({ person, children }: { person: PublicPerson; children?: React.ReactNode }) {
  return (
    <li className={s.person}>
      <Avatar user={person} />
      <Link href={`/${person.slug}`}>{person.full_name}</Link>
      <span className={muted}>@{person.slug}</span>
      {children}
    </li>
  );
}

/** Follow requests waiting for one's own answer (a notification opens this page with `?requests=1`). */
function Requests({ answered }: { answered(): void }) {
  const { requests, answer } = useFollowRequestsOfMine(answered);
  const focused = new URLSearchParams(useSearch()).has('requests');
  if (requests.status !== 'ready' || (requests.data.count === 0 && !focused)) return null;
  return (
    <section className={`${card} ${stack}`} aria-labelledby="requests-title">
      <h2 id="requests-title">Follow requests</h2>
      {requests.data.count === 0 ? <p className={muted}>No one is waiting for your answer.</p> : null}
      <ul className={s.people}>
        {requests.data.results.map((person) => (
          <Person key={person.id} person={person}>
            <button
              type="button"
              className={button.primary}
              disabled={answer.busy}
              onClick={() => answer.request({ user: person.id, name: person.full_name, approve: true })}
            >
              Approve
            </button>
            <button
              type="button"
              className={button.quiet}
              disabled={answer.busy}
              onClick={() => answer.request({ user: person.id, name: person.full_name, approve: false })}
            >
              Decline
            </button>
          </Person>
        ))}
      </ul>
    </section>
  );
}

const titles: Record<Which, string> = { followers: 'Followers', following: 'Following' };

/** /{userHandle}/followers and /{userHandle}/following: the people, newest first, with more on request. */
export default function PeoplePage({ handle, which }: { handle: string; which: Which }) {
  const me = useSessionUser();
  const list = usePeople(handle, which);
  if (list.status === 'failed' && isApiError(list.error) && list.error.status === 404) return <NotFound />;
  const own = me?.slug === handle.toLowerCase();
  return (
    <PublicLayout>
      <main id="main" tabIndex={-1} className={`${page} ${stack}`}>
        <nav className={row} aria-label="Profile connections">
          <Link href={`/${handle}`}>@{handle}</Link>
          <Link href={`/${handle}/followers`} aria-current={which === 'followers' ? 'page' : undefined}>
            Followers
          </Link>
          <Link href={`/${handle}/following`} aria-current={which === 'following' ? 'page' : undefined}>
            Following
          </Link>
        </nav>
        <h1>{titles[which]}</h1>
        {own && which === 'followers' ? <Requests answered={list.refresh} /> : null}
        {list.status === 'loading' ? <p className={muted}>Loading…</p> : null}
        {list.status === 'failed' ? (
          isApiError(list.error) && list.error.status === 403 ? (
            <p role="alert">This list is private.</p>
          ) : (
            <LoadFailed load={list}>We could not load this list. Check your connection and try again.</LoadFailed>
          )
        ) : null}
        {list.status === 'ready' ? (
          <section className={`${card} ${stack}`} aria-label={titles[which]}>
            {list.items.length === 0 ? (
              <p className={muted}>
                {which === 'followers' ? 'No followers yet.' : own ? 'You follow no one yet.' : 'Follows no one yet.'}
              </p>
            ) : (
              <ul className={s.people}>
                {list.items.map((person) => (
                  <Person key={person.id} person={person} />
                ))}
              </ul>
            )}
            <ShowMore list={list} />
          </section>
        ) : null}
      </main>
    </PublicLayout>
  );
}
