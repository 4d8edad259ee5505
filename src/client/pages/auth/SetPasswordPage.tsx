import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { isApiError } from '../../../shared/apiError';
import { fieldMessages } from '../../../shared/messages';
import { useAccountCalls } from '../../areas/account/account';
import { useResetTokenCheck } from '../../areas/account/accountReads';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { AuthLayout } from '../../layouts/AuthLayout';
import { useForm } from '../../lib/useForm';

/** The mailed reset link lands here with ?token=; a new password is set once. */
export default function SetPasswordPage() {
  const account = useAccountCalls();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const form = useForm({ password: 'password' }, (v) => account.resetPassword(token, v));
  const done = useSelector(form, (s) => s.matches('succeeded'));
  const check = useResetTokenCheck(token);
  // Only the server's refusal counts as spent; a network failure leaves the form, whose submit says what is wrong.
  const spent = check.status === 'failed' && isApiError(check.error) && check.error.status === 400;
  return (
    <AuthLayout redirectSignedIn={false}>
      <h1>Choose a new password</h1>
      {!token || spent ? (
        <p role="alert">
          {fieldMessages.resetTokenInvalid} <Link href="/reset-password">Ask for a new link</Link>.
        </p>
      ) : done ? (
        <div role="status">
          <p>Your password has been reset.</p>
          <p>
            <Link href="/login">Sign in with your new password</Link>
          </p>
        </div>
      ) : (
        <>
          <FormShell form={form} submitLabel="Set password" busyLabel="Saving…">
            <TextField
              form={form}
              name="password"
              label="New password"
              type="password"
              autoComplete="new-password"
              autoFocus
            />
          </FormShell>
          <p>
            <Link href="/reset-password">Ask for a new link</Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
