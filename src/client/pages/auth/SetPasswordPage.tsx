import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { fieldMessages } from '../../../shared/messages';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { AuthLayout } from '../../layouts/AuthLayout';
import { useAccountCalls } from '../../mutations/account';

/** The mailed reset link lands here with ?token=; a new password is set once. */
export default function SetPasswordPage() {
  const account = useAccountCalls();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const form = useForm({ password: 'password' }, (v) => account.resetPassword(token, v));
  const done = useSelector(form, (s) => s.matches('succeeded'));
  return (
    <AuthLayout redirectSignedIn={false}>
      <h1>Choose a new password</h1>
      {!token ? (
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
