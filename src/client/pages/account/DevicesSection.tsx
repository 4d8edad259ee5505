import type { DeviceSession } from '../../../shared/accountTypes';
import { relativeTime } from '../../../shared/relativeTime';
import { LoadFailed } from '../../components/lists/LoadFailed';
import type { Loaded } from '../../lib/useData';
import { button, card, muted, row, stack } from '../../styles/ui.css';

const when = (iso: string) => relativeTime(iso).replace(/^Just now$/, 'just now');

/**
 * The devices signed in to the account (the provider's sign-in sessions among them), each with "Sign out" (this one
 * signs out through the menu's Sign out), and "Sign out all other devices".
 */
export function DevicesSection({
  sessions,
  signOut,
  signOutOthers,
}: {
  sessions: Loaded<{ results: DeviceSession[] }>;
  signOut: { busy: boolean; pending: string | undefined; request: (id: string) => void };
  signOutOthers: { busy: boolean; request: (input: undefined) => void };
}) {
  return (
    <section className={`${card} ${stack}`} aria-labelledby="account-devices">
      <h2 id="account-devices">Devices signed in</h2>
      {sessions.status === 'loading' ? <p className={muted}>Loading…</p> : null}
      {sessions.status === 'failed' ? <LoadFailed load={sessions} /> : null}
      {sessions.status === 'ready' ? (
        <ul className={stack} aria-label="Devices">
          {sessions.data.results.map((s) => (
            <li key={s.id} className={row} data-testid="device">
              <span>
                <strong>{s.device}</strong>
                {s.current ? ' (this device)' : ''}
                <br />
                <span className={muted}>
                  Signed in {when(s.created_at)}
                  {s.last_used_at ? `, last used ${when(s.last_used_at)}` : ''}
                </span>
              </span>
              {s.current ? null : (
                <button
                  type="button"
                  className={button.secondary}
                  disabled={signOut.busy}
                  aria-label={`Sign out ${s.device}, signed in ${when(s.created_at)}`}
                  onClick={() => signOut.request(s.id)}
                >
                  {signOut.pending === s.id ? 'Signing out…' : 'Sign out'}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {sessions.status === 'ready' && sessions.data.results.some((s) => !s.current) ? (
        <p>
          <button
            type="button"
            className={button.secondary}
            disabled={signOutOthers.busy || signOut.busy}
            onClick={() => signOutOthers.request(undefined)}
          >
            {signOutOthers.busy ? 'Signing out…' : 'Sign out all other devices'}
          </button>
        </p>
      ) : null}
    </section>
  );
}
