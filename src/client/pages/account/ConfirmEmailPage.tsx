import { Link } from 'wouter';
import { useIsLoggedIn } from '../../app/AppContext';
import { useEmailConfirmation } from '../../areas/account/accountArea';
import { LoadFailed } from '../../components/lists/LoadFailed';
import { AuthLayout } from '../../layouts/AuthLayout';
import { muted } from '../../styles/ui.css';

/** /account?confirm_email=…: the link mailed to a new address; it works once, signed in or not. */
export default function ConfirmEmailPage({ token }: { token: string }) {
  const result = useEmailConfirmation(token);
  const loggedIn = useIsLoggedIn();
  return (
    <AuthLayout redirectSignedIn={false}>
      <h1>Confirm your new email</h1>
      {result.status === 'loading' ? <p className={muted}>Confirming…</p> : null}
      {result.status === 'ready' ? (
        <p role="status">
          Your email is now <strong>{result.data.email}</strong>. Use it the next time you sign in.
        </p>
      ) : null}
      {result.status === 'ready' && result.data.other_sessions ? (
        <p>
          {result.data.other_sessions === 1 ? 'One other device is' : `${result.data.other_sessions} other devices are`}{' '}
          signed in. If they are not all yours, <Link href="/account">sign them out</Link>.
        </p>
      ) : null}
      {result.status === 'failed' ? <LoadFailed load={result} /> : null}
      <p>{loggedIn ? <Link href="/account">Back to your account</Link> : <Link href="/login">Sign in</Link>}</p>
    </AuthLayout>
  );
}
