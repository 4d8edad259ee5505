import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useDataExport } from '../../areas/account/accountArea';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../lib/useForm';
import { button, card, muted, row, stack } from '../../styles/ui.css';

/** "Download my data" (built in the background) and "Delete my account" (asks for the password again). */
export function YourDataSection({ deleteAccount }: { deleteAccount: (v: Record<string, string>) => Promise<void> }) {
  const data = useDataExport();
  const latest = data.latest.status === 'ready' ? data.latest.data.export : null;
  const { building } = data;
  const [confirming, setConfirming] = useState(false);
  const form = useForm({ password: 'password' }, deleteAccount);
  const deleting = useSelector(form, (s) => s.matches('submitting'));
  return (
    <section className={`${card} ${stack}`} aria-labelledby="account-data">
      <h2 id="account-data">Your data</h2>
      <p>
        A ZIP file with your profile, posts, comments, the weddings you own and your photos, as JSON and the files
        themselves.
      </p>
      <div className={row}>
        <button
          type="button"
          className={button.secondary}
          disabled={data.request.busy || building}
          onClick={() => data.request.request(undefined)}
        >
          Download my data
        </button>
        {building ? <span role="status">Preparing your data…</span> : null}
        {latest?.status === 'ready' ? (
          <button
            type="button"
            className={button.primary}
            disabled={data.download.busy}
            onClick={() => data.download.request(latest.id)}
          >
            Save the ZIP (prepared {new Date(latest.ready_at ?? latest.created_at).toLocaleString()})
          </button>
        ) : null}
      </div>

      <h3>Delete my account</h3>
      <p className={muted}>
        Your posts, comments, likes, follows, photos and settings are deleted and every device is signed out. Weddings
        you share with others stay as they are, with you shown as “Former member”; weddings only you belong to are
        deleted.
      </p>
      {confirming ? (
        <div className={stack}>
          <p role="alert">This cannot be undone. Type your password to delete your account.</p>
          <FormShell form={form} submitLabel="Delete my account for good" busyLabel="Deleting…">
            <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
          </FormShell>
          <button type="button" className={button.quiet} disabled={deleting} onClick={() => setConfirming(false)}>
            Keep my account
          </button>
        </div>
      ) : (
        <button type="button" className={button.secondary} onClick={() => setConfirming(true)}>
          Delete my account
        </button>
      )}
    </section>
  );
}
