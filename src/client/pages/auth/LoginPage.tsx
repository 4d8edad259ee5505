import { Link, useSearch } from 'wouter';
import { useApp } from '../../app/AppContext';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../components/form/useForm';
import { AuthLayout } from '../../layouts/AuthLayout';
import { muted } from '../../styles/ui.css';

export default function LoginPage() {
  const { users, session } = useApp();
  const search = useSearch();
  const form = useForm({ email: 'email', password: 'password' }, async (v) => {
    const res = await users.login({ email: v.email ?? '', password: v.password ?? '' });
    session.send({ type: 'login.succeeded', token: res.access_token, user: res.user });
  });
  return (
    <AuthLayout>
      <h1>Sign in</h1>
      <FormShell form={form} submitLabel="Sign in" busyLabel="Signing in…">
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
      </FormShell>
      <p>
        <Link href="/reset-password">Forgot your password?</Link>
      </p>
      <p className={muted}>
        New to Vowline? <Link href={`/signup${search ? `?${search}` : ''}`}>Create free account</Link>
      </p>
    </AuthLayout>
  );
}
