import { Link, useSearch } from 'wouter';
import { useSignUp } from '../../areas/account/account';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { AuthLayout } from '../../layouts/AuthLayout';
import { useForm } from '../../lib/useForm';
import { muted } from '../../styles/ui.css';

export default function SignupPage() {
  const { signUp, madeHere } = useSignUp();
  const search = useSearch();
  // An invitation's link names the invitee's email, so the account is made with the address that was invited.
  const invited = new URLSearchParams(search).get('email') ?? '';
  const form = useForm(
    { first_name: 'text', last_name: 'text', email: 'email', password: 'password' },
    signUp,
    { email: invited },
    { guard: false },
  );
  return (
    <AuthLayout home={madeHere.current ? '/welcome' : '/'}>
      <h1>Create your account</h1>
      <FormShell form={form} submitLabel="Sign up" busyLabel="Creating your account…">
        <TextField form={form} name="first_name" label="First name" autoComplete="given-name" autoFocus />
        <TextField form={form} name="last_name" label="Last name" autoComplete="family-name" />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <TextField form={form} name="password" label="Password" type="password" autoComplete="new-password" />
      </FormShell>
      <p className={muted}>
        Already have an account? <Link href={`/login${search ? `?${search}` : ''}`}>Sign in</Link>
      </p>
    </AuthLayout>
  );
}
