import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { useAccountCalls } from '../../areas/account/account';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { AuthLayout } from '../../layouts/AuthLayout';
import { useForm } from '../../lib/useForm';

/** Asks for the account's email and mails a single-use link to /set-password. */
export default function ResetPasswordPage() {
  const account = useAccountCalls();
  // Sign in's "Forgot your password?" carries the email typed there.
  const typed = new URLSearchParams(useSearch()).get('email') ?? '';
  const form = useForm({ email: 'email' }, account.forgotPassword, { email: typed }, { guard: false });
  const sent = useSelector(form, (s) => s.matches('succeeded'));
  const email = useSelector(form, (s) => s.context.values.email ?? '');
  return (
    <AuthLayout>
      <h1>Reset your password</h1>
      {sent ? (
        <div role="status">
          <p>
            If an account exists for <strong>{email}</strong>, we sent it a link to choose a new password. The link
            works once, for one hour.
          </p>
          <p>
            <Link href="/login">Back to sign in</Link>
          </p>
        </div>
      ) : (
        <>
          <p>Enter the email you signed up with and we will send you a link to choose a new password.</p>
          <FormShell form={form} submitLabel="Send reset link" busyLabel="Sending…">
            <TextField form={form} name="email" label="Email" type="email" autoComplete="email" autoFocus />
          </FormShell>
          <p>
            <Link href="/login">Back to sign in</Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
