import { useState } from 'react';
import { Link } from 'wouter';
import type { Wedding } from '../../../shared/weddings';
import { useIsCouple, useLoadedWedding } from '../../areas/weddings/WeddingContext';
import { useFollowers, useFollowRequests } from '../../areas/weddings/weddingReads';
import { useAnswerFollowRequest, useRemoveFollower } from '../../areas/weddings/weddings';
import { Avatar } from '../../components/Avatar/Avatar';
import * as css from '../../components/wedding/Wedding.css';
import { weddingPath } from '../../lib/format';
import { button, card, muted, row, stack } from '../../styles/ui.css';

function Requests({ wedding }: { wedding: Wedding }) {
  const list = useFollowRequests(wedding);
  const answer = useAnswerFollowRequest(wedding, list.reload);
  const busy = answer.pending?.user.id;
  if (list.status === 'loading') return <p className={muted}>Loading requests…</p>;
  if (list.status === 'failed') return <p role="alert">We could not load the requests. Please try again.</p>;
  if (!list.data.results.length) return <p className={muted}>No one is waiting to follow {wedding.name}.</p>;
  return (
    <ul className={css.people} aria-label="Follow requests">
      {list.data.results.map(({ user }) => (
        <li key={user.id} className={css.person}>
          <Avatar user={user} />
          <span className={css.grow}>{user.full_name}</span>
          <span className={row}>
            <button
              type="button"
              className={button.primary}
              disabled={busy === user.id}
              onClick={() => answer.request({ user, approve: true })}
              aria-label={`Approve ${user.full_name}`}
            >
              Approve
            </button>
            <button
              type="button"
              className={button.quiet}
              disabled={busy === user.id}
              onClick={() => answer.request({ user, approve: false })}
              aria-label={`Decline ${user.full_name}`}
            >
              Decline
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The couple's "Remove", asked once more before it goes: the follower may ask again afterwards. */
function RemoveFollower({ wedding, user }: { wedding: Wedding; user: { id: string; full_name: string } }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveFollower(wedding, () => setAsking(false));
  if (!asking) {
    return (
      <button
        type="button"
        className={button.quiet}
        onClick={() => setAsking(true)}
        aria-label={`Remove ${user.full_name}`}
      >
        Remove
      </button>
    );
  }
  return (
    <fieldset className={row}>
      <legend>Remove {user.full_name} as a follower?</legend>
      <button type="button" className={button.primary} disabled={remove.busy} onClick={() => remove.request(user)}>
        Remove {user.full_name}
      </button>
      <button type="button" className={button.quiet} disabled={remove.busy} onClick={() => setAsking(false)}>
        Keep
      </button>
    </fieldset>
  );
}

function Followers({ wedding }: { wedding: Wedding }) {
  const list = useFollowers(wedding);
  const couple = useIsCouple();
  if (list.status === 'loading') return <p className={muted}>Loading followers…</p>;
  if (list.status === 'failed') return <p role="alert">We could not load the followers. Please try again.</p>;
  if (!list.data.results.length) return <p className={muted}>{wedding.name} has no followers yet.</p>;
  return (
    <ul className={css.people} aria-label="Followers">
      {list.data.results.map(({ user }) => (
        <li key={user.id} className={css.person}>
          <Avatar user={user} />
          <Link className={css.grow} href={`/${user.slug}`}>
            {user.full_name}
          </Link>
          {couple ? <RemoveFollower wedding={wedding} user={user} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** /wedding/{slug}/followers and /followers/requests (the couple approves or declines). */
export default function FollowersPage({ requests }: { requests: boolean }) {
  const wedding = useLoadedWedding();
  const couple = useIsCouple();
  return (
    <section className={`${card} ${stack}`} aria-labelledby="followers-title">
      <h1 id="followers-title" className={css.pageTitle}>
        {requests ? 'Follow requests' : 'Followers'}
      </h1>
      {couple ? (
        <nav className={row} aria-label="Followers">
          <Link href={weddingPath(wedding.slug, 'followers')} aria-current={requests ? undefined : 'page'}>
            Followers
          </Link>
          <Link href={weddingPath(wedding.slug, 'followers/requests')} aria-current={requests ? 'page' : undefined}>
            Requests
          </Link>
        </nav>
      ) : null}
      {requests ? <Requests wedding={wedding} /> : <Followers wedding={wedding} />}
    </section>
  );
}
