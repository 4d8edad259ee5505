import { Link } from 'wouter';
import type { Wedding } from '../../../../shared/weddings';
import { useFollowRequests, useSentInvites } from '../../../areas/weddings/weddingReads';
import { weddingPath } from '../../../lib/format';
import { card, muted, stack } from '../../../styles/ui.css';
import * as css from './Dashboard.css';

// The couple's people cards: who waits to follow, and who has not answered an invitation yet.

export function FollowRequestsCard({ wedding }: { wedding: Wedding }) {
  const list = useFollowRequests(wedding);
  const waiting = list.status === 'ready' ? list.data : null;
  return (
    <section className={`${card} ${stack}`} aria-labelledby="requests-title">
      <h2 id="requests-title">Follow requests</h2>
      {list.status === 'failed' ? <p role="alert">We could not load the follow requests.</p> : null}
      {waiting && !waiting.count ? <p className={muted}>No one is waiting to follow.</p> : null}
      {waiting?.count ? (
        <>
          <p>{waiting.count === 1 ? '1 person is waiting' : `${waiting.count} people are waiting`} to follow.</p>
          <ul className={css.list} aria-label="Waiting to follow">
            {waiting.results.slice(0, 5).map(({ user }) => (
              <li key={user.id} className={css.item}>
                {user.full_name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link href={weddingPath(wedding.slug, 'followers/requests')}>Answer follow requests</Link>
    </section>
  );
}

export function InvitationsCard({ wedding }: { wedding: Wedding }) {
  const list = useSentInvites(wedding);
  const pending = list.status === 'ready' ? list.data.results.filter((i) => i.status === 'pending') : null;
  return (
    <section className={`${card} ${stack}`} aria-labelledby="invitations-title">
      <h2 id="invitations-title">Invitations</h2>
      {list.status === 'failed' ? <p role="alert">We could not load the invitations.</p> : null}
      {pending && !pending.length ? <p className={muted}>No invitation is waiting for an answer.</p> : null}
      {pending?.length ? (
        <ul className={css.list} aria-label="Waiting for an answer">
          {pending.map((invite) => (
            <li key={invite.id} className={css.item}>
              <span>{invite.email}</span>
              <span className={muted}>
                {invite.role_label}
                {invite.expired ? ' · expired' : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link href={weddingPath(wedding.slug, 'people')}>Invite people</Link>
    </section>
  );
}
