import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { useAccountCalls } from '../../areas/account/account';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { AuthLayout } from '../../layouts/AuthLayout';
import { useForm } from '../../lib/useForm';
import { muted } from '../../styles/ui.css';

export default function LoginPage() {
  const account = useAccountCalls();
  const search = useSearch();
  // An invitation's link names the invitee's email; the reset link carries what was typed here.
  const form = useForm(
    { email: 'email', password: 'password' },
    account.login,
    { email: new URLSearchParams(search).get('email') ?? '' },
    { guard: false },
  );
  const typed = useSelector(form, (s) => s.context.values.email ?? '');
  return (
    <AuthLayout>
      <h1>Sign in</h1>
      <FormShell form={form} submitLabel="Sign in" busyLabel="Signing in…">
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
      </FormShell>
      <p>
        <Link href={typed ? `/reset-password?email=${encodeURIComponent(typed)}` : '/reset-password'}>
          Forgot your password?
        </Link>
      </p>
      <p className={muted}>
        New to Vowline? <Link href={`/signup${search ? `?${search}` : ''}`}>Create free account</Link>
      </p>
    </AuthLayout>
  );
}
