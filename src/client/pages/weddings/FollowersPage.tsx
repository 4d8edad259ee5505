import { useState } from 'react';
import { Link } from 'wouter';
import { isApiError } from '../../../shared/apiError';
import { isCouple, type Wedding } from '../../../shared/weddings';
import { useApp } from '../../app/AppContext';
import { Avatar } from '../../components/Avatar/Avatar';
import { weddingPath } from '../../components/wedding/format';
import { useWeddings } from '../../components/wedding/myWeddings';
import * as css from '../../components/wedding/Wedding.css';
import { useLoadedWedding, useWeddingAccess, useWeddingCall } from '../../components/wedding/WeddingContext';
import { useResource } from '../../lib/useResource';
import { button, card, muted, row, stack } from '../../styles/ui.css';

function Requests({ wedding, version, onAnswered }: { wedding: Wedding; version: number; onAnswered: () => void }) {
  const { api } = useWeddings();
  const { toast } = useApp();
  const call = useWeddingCall();
  const access = useWeddingAccess();
  const [busy, setBusy] = useState<string | null>(null);
  const list = useResource(`follow-requests:${wedding.id}:${version}`, () => call(api.followRequests(wedding.id)));
  const answer = async (userId: string, name: string, approve: boolean) => {
    setBusy(userId);
    try {
      await call(api.answerRequest(wedding.id, userId, approve));
      toast.send({
        type: 'toast.requested',
        toast: { type: 'success', message: approve ? `${name} now follows ${wedding.name}.` : `Declined ${name}.` },
      });
      access.send({ type: 'wedding.reload' });
      onAnswered();
    } catch (error) {
      const message = isApiError(error) ? error.message : 'Please try again.';
      toast.send({ type: 'toast.requested', toast: { type: 'error', message } });
    } finally {
      setBusy(null);
    }
  };
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
              onClick={() => answer(user.id, user.full_name, true)}
              aria-label={`Approve ${user.full_name}`}
            >
              Approve
            </button>
            <button
              type="button"
              className={button.quiet}
              disabled={busy === user.id}
              onClick={() => answer(user.id, user.full_name, false)}
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

function Followers({ wedding }: { wedding: Wedding }) {
  const { api } = useWeddings();
  const call = useWeddingCall();
  // Keyed by the count, so the list follows the wedding when a follow or an approval reloads it.
  const list = useResource(`followers:${wedding.id}:${wedding.followers_count}`, () => call(api.followers(wedding.id)));
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
        </li>
      ))}
    </ul>
  );
}

/** /wedding/{slug}/followers and /followers/requests (the couple approves or declines). */
export default function FollowersPage({ requests }: { requests: boolean }) {
  const wedding = useLoadedWedding();
  const [version, setVersion] = useState(0);
  return (
    <section className={`${card} ${stack}`} aria-labelledby="followers-title">
      <h1 id="followers-title" className={css.pageTitle}>
        {requests ? 'Follow requests' : 'Followers'}
      </h1>
      {isCouple(wedding) ? (
        <nav className={row} aria-label="Followers">
          <Link href={weddingPath(wedding.slug, 'followers')} aria-current={requests ? undefined : 'page'}>
            Followers
          </Link>
          <Link href={weddingPath(wedding.slug, 'followers/requests')} aria-current={requests ? 'page' : undefined}>
            Requests
          </Link>
        </nav>
      ) : null}
      {requests ? (
        <Requests wedding={wedding} version={version} onAnswered={() => setVersion((v) => v + 1)} />
      ) : (
        <Followers wedding={wedding} />
      )}
    </section>
  );
}
