import { useSelector } from '@xstate/react';
import { useAccountCalls } from '../../areas/account/account';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { FeedLayout } from '../../layouts/FeedLayout';
import { useForm } from '../../lib/useForm';
import { card, narrowPage } from '../../styles/ui.css';

/** Signed-in password change; other devices are signed out, this one stays. */
export default function UpdatePasswordPage() {
  const account = useAccountCalls();
  const form = useForm({ old_password: 'password', new_password: 'password' }, account.changePassword);
  const done = useSelector(form, (s) => s.matches('succeeded'));
  return (
    <FeedLayout>
      <div className={`${card} ${narrowPage}`}>
        <h1>Change password</h1>
        {done ? <p role="status">Your password has been changed. Other devices have been signed out.</p> : null}
        <FormShell form={form} submitLabel="Change password" busyLabel="Saving…">
          <TextField
            form={form}
            name="old_password"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <TextField form={form} name="new_password" label="New password" type="password" autoComplete="new-password" />
        </FormShell>
      </div>
    </FeedLayout>
  );
}
