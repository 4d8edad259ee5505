import { Redirect } from 'wouter';
import { useSessionUser } from '../../app/AppContext';
import { useAccountCalls } from '../../areas/account/account';
import { FormShell } from '../../components/form/FormShell';
import { TextField } from '../../components/form/TextField';
import { FeedLayout } from '../../layouts/FeedLayout';
import { useForm } from '../../lib/useForm';
import { card, narrowPage, stack } from '../../styles/ui.css';
import { PhotoInput } from './PhotoInput';

/** /{userHandle}/edit — 'Personal details' of the signed-in user only. */
export default function EditProfilePage({ handle }: { handle: string }) {
  const user = useSessionUser();
  if (user && user.slug !== handle) return <Redirect to={`/${user.slug}/edit`} replace />;
  return user ? <EditForm first={user.first_name} last={user.last_name} /> : null;
}

function EditForm({ first, last }: { first: string; last: string }) {
  const account = useAccountCalls();
  const form = useForm({ first_name: 'text', last_name: 'text' }, account.updateProfile, {
    first_name: first,
    last_name: last,
  });
  return (
    <FeedLayout>
      <div className={`${card} ${narrowPage} ${stack}`}>
        <h1>Personal details</h1>
        <PhotoInput />
        <FormShell form={form} submitLabel="Save" busyLabel="Saving…">
          <TextField form={form} name="first_name" label="First name" autoComplete="given-name" />
          <TextField form={form} name="last_name" label="Last name" autoComplete="family-name" />
        </FormShell>
      </div>
    </FeedLayout>
  );
}
