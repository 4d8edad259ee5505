import { Link } from 'wouter';
import { useAccountHub } from '../../areas/account/accountArea';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { FeedLayout } from '../../layouts/FeedLayout';
import { useForm } from '../../lib/useForm';
import { card, muted, page, stack } from '../../styles/ui.css';
import { fits } from './Account.css';
import { DevicesSection } from './DevicesSection';
import { YourDataSection } from './YourDataSection';

/** /account: the account hub (email, password, sign-in methods, devices, your data, and the other account pages). */
export default function AccountPage() {
  const hub = useAccountHub();
  const overview = hub.overview.status === 'ready' ? hub.overview.data : null;
  const form = useForm({ email: 'email', password: 'password' }, hub.changeEmail);
  return (
    <FeedLayout>
      <div className={`${page} ${stack} ${fits}`}>
        <h1>Your account</h1>
        <nav aria-label="Account pages">
          <ul className={stack}>
            <li>
              <Link href="/account-weddings">Your weddings, invitations and requests</Link>
            </li>
            <li>
              <Link href="/update-settings">Notification settings</Link>
            </li>
          </ul>
        </nav>

        <section className={`${card} ${stack}`} aria-labelledby="account-email">
          <h2 id="account-email">Email</h2>
          {hub.overview.status === 'failed' ? <LoadFailed load={hub.overview} /> : null}
          {overview ? (
            <p>
              You sign in with <strong data-testid="current-email">{overview.email}</strong>.
            </p>
          ) : (
            <p className={muted}>Loading…</p>
          )}
          {overview?.pending_email ? (
            <p role="status">
              We sent a confirmation link to <strong>{overview.pending_email}</strong>. Your email changes when you
              follow it; until then you keep signing in with {overview.email}.
            </p>
          ) : null}
          <FormShell form={form} submitLabel="Change email" busyLabel="Sending…">
            <TextField form={form} name="email" label="New email" type="email" autoComplete="email" />
            <TextField
              form={form}
              name="password"
              label="Current password"
              type="password"
              autoComplete="current-password"
            />
          </FormShell>
        </section>

        <section className={`${card} ${stack}`} aria-labelledby="account-password">
          <h2 id="account-password">Password</h2>
          <p>
            <Link href="/update-password">Change your password</Link>. Changing it signs out your other devices.
          </p>
          <h3>Sign-in methods</h3>
          <ul>
            {(overview?.sign_in_methods ?? []).map((m) => (
              <li key={m.kind}>{m.label}</li>
            ))}
          </ul>
        </section>

        <DevicesSection sessions={hub.sessions} signOut={hub.signOut} signOutOthers={hub.signOutOthers} />
        <YourDataSection deleteAccount={hub.deleteAccount} />
        <p className={muted}>Your email is never shown to anyone.</p>
      </div>
    </FeedLayout>
  );
}
