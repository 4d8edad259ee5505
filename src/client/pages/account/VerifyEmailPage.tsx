import { Link } from 'wouter';
import { useIsLoggedIn } from '../../app/AppContext';
import { useEmailVerification } from '../../areas/account/verifyEmail';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { AuthLayout } from '../../layouts/AuthLayout';
import { muted } from '../../styles/ui.css';

/** /verify-email?token=…: the link mailed at sign-up (or sent again from the top menu); it works once. */
export default function VerifyEmailPage({ token }: { token: string }) {
  const result = useEmailVerification(token);
  const loggedIn = useIsLoggedIn();
  return (
    <AuthLayout redirectSignedIn={false}>
      <h1>Verify your email</h1>
      {result.status === 'loading' ? <p className={muted}>Verifying…</p> : null}
      {result.status === 'ready' ? (
        <p role="status">
          <strong>{result.data.email}</strong> is verified. Invitations sent to it are now yours to answer.
        </p>
      ) : null}
      {result.status === 'failed' ? <LoadFailed load={result} /> : null}
      <p>{loggedIn ? <Link href="/weddings">Go to your weddings</Link> : <Link href="/login">Sign in</Link>}</p>
    </AuthLayout>
  );
}
