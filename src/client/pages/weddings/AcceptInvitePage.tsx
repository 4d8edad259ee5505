import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { isApiError } from '../../../shared/apiError';
import { useIsLoggedIn } from '../../app/AppContext';
import { useInvitation } from '../../areas/weddings/weddingSettings';
import { FormShell } from '../../components/form/FormShell';
import { AuthLayout } from '../../layouts/AuthLayout';
import { useForm } from '../../lib/useForm';
import { button, formError, muted, row, stack } from '../../styles/ui.css';

/** Accepting: joins the wedding and goes to it. */
function AcceptForm({ accept, auto }: { accept: () => Promise<void>; auto: boolean }) {
  const form = useForm({}, accept);
  // Back from sign-up or sign-in with `accept=1`: the user already chose to accept, so it happens at once.
  useEffect(() => {
    if (auto) form.send({ type: 'form.submitted' });
  }, [auto, form]);
  return (
    <FormShell form={form} submitLabel="Accept invitation" busyLabel="Joining…">
      {null}
    </FormShell>
  );
}

/** /accept-invite?code={token}: what the invitation is for; signed out, the way to an account and back. */
export default function AcceptInvitePage() {
  const loggedIn = useIsLoggedIn();
  const params = new URLSearchParams(useSearch());
  const code = params.get('code') ?? '';
  const auto = params.get('accept') === '1';
  const { preview, accept } = useInvitation(code);
  const next = encodeURIComponent(`/accept-invite?code=${encodeURIComponent(code)}&accept=1`);
  return (
    <AuthLayout redirectSignedIn={false}>
      <div className={stack}>
        <h1>Your invitation</h1>
        {preview.status === 'loading' ? <p className={muted}>Opening the invitation…</p> : null}
        {preview.status === 'failed' ? (
          <>
            <p className={formError} role="alert">
              {isApiError(preview.error)
                ? (preview.error.problem?.errors?.code?.[0] ?? preview.error.message)
                : 'We could not open the invitation. Check your connection and try again.'}
            </p>
            <p>
              <Link href="/">Go to Vowline</Link>
            </p>
          </>
        ) : null}
        {preview.status === 'ready' ? (
          <>
            <p>
              {preview.data.invited_by ?? 'The couple'} invited you to join <strong>{preview.data.account_name}</strong>{' '}
              as {preview.data.role_label}.
            </p>
            {loggedIn ? (
              <AcceptForm accept={accept} auto={auto} />
            ) : (
              <>
                <p className={muted}>Create a free account or sign in to accept. You will land in the wedding.</p>
                <div className={row}>
                  <Link
                    className={button.primary}
                    href={`/signup?next=${next}&email=${encodeURIComponent(preview.data.email)}`}
                  >
                    Create free account
                  </Link>
                  <Link
                    className={button.secondary}
                    href={`/login?next=${next}&email=${encodeURIComponent(preview.data.email)}`}
                  >
                    Sign in
                  </Link>
                </div>
              </>
            )}
          </>
        ) : null}
      </div>
    </AuthLayout>
  );
}
