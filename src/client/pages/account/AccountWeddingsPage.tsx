import { Link } from 'wouter';
import { useAccountWeddings } from '../../areas/account/accountArea';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { FeedLayout } from '../../layouts/FeedLayout';
import { formatDate } from '../../lib/format';
import { button, card, muted, page, row, stack } from '../../styles/ui.css';

const ROLE_NAMES: Record<string, string> = { B: 'Couple', G: 'Couple' };
const roleName = (role: string) => ROLE_NAMES[role] ?? `Committee (${role})`;

/** /account-weddings: every wedding the user belongs to with their role, what waits on them, and leaving one. */
export default function AccountWeddingsPage() {
  const { lists, leave } = useAccountWeddings();
  return (
    <FeedLayout>
      <div className={`${page} ${stack}`}>
        <h1>Your weddings</h1>
        <p>
          <Link href="/account">Back to your account</Link>
        </p>
        {lists.status === 'loading' ? <p className={muted}>Loading…</p> : null}
        {lists.status === 'failed' ? <LoadFailed load={lists} /> : null}
        {lists.status === 'ready' ? (
          <>
            <section className={`${card} ${stack}`} aria-labelledby="aw-member">
              <h2 id="aw-member">Weddings you belong to</h2>
              {lists.data.memberships.length === 0 ? (
                <p className={muted}>
                  None yet. <Link href="/weddings/create">Set up a wedding</Link> or accept an invitation.
                </p>
              ) : (
                <ul className={stack}>
                  {lists.data.memberships.map((w) => (
                    <li key={w.id} className={row} data-testid="membership">
                      <span>
                        <Link href={`/wedding/${w.slug}`}>{w.name}</Link> · {roleName(w.role)} ·{' '}
                        <span className={muted}>{formatDate(w.date)}</span>
                      </span>
                      {w.is_couple ? null : (
                        <button
                          type="button"
                          className={button.secondary}
                          disabled={leave.busy}
                          aria-label={`Leave ${w.name}`}
                          onClick={() => leave.request(w.id)}
                        >
                          {leave.pending === w.id ? 'Leaving…' : 'Leave this wedding'}
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <p className={muted}>
                A member of the couple leaves from the wedding’s settings once their partner has joined; the couple’s
                only member cannot leave.
              </p>
            </section>
            <section className={`${card} ${stack}`} aria-labelledby="aw-invites">
              <h2 id="aw-invites">Invitations waiting for you</h2>
              {lists.data.invitations.length === 0 ? <p className={muted}>No invitations.</p> : null}
              <ul className={stack}>
                {lists.data.invitations.map((i) => (
                  <li key={i.id}>
                    {i.wedding_name} · {roleName(i.role)}{' '}
                    {i.token ? <Link href={`/accept-invite?code=${encodeURIComponent(i.token)}`}>Answer</Link> : null}
                  </li>
                ))}
              </ul>
            </section>
            <section className={`${card} ${stack}`} aria-labelledby="aw-requests">
              <h2 id="aw-requests">Your follow requests</h2>
              {lists.data.follow_requests.length === 0 ? <p className={muted}>No requests waiting.</p> : null}
              <ul className={stack}>
                {lists.data.follow_requests.map((r) => (
                  <li key={r.wedding_id}>
                    <Link href={`/wedding/${r.slug}`}>{r.name}</Link> · waiting for the couple’s approval
                  </li>
                ))}
              </ul>
            </section>
          </>
        ) : null}
      </div>
    </FeedLayout>
  );
}
