import { useRef } from 'react';
import { slugify } from '../../../shared/slug';
import { useSetUpWedding } from '../../areas/weddings/weddingSettings';
import { useSlugChecker } from '../../areas/weddings/weddings';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { usePastDateHint } from '../../components/wedding/PastDateHint';
import { SlugField } from '../../components/wedding/SlugField';
import { FeedLayout } from '../../layouts/FeedLayout';
import { useForm } from '../../lib/useForm';
import { card, muted, stack } from '../../styles/ui.css';

export const ROLE_OPTIONS = [
  { value: 'B', label: 'Bride' },
  { value: 'G', label: 'Groom' },
] as const;
export const POLICY_OPTIONS = [
  { value: 'approval', label: 'Only people I approve' },
  { value: 'open', label: 'Anyone signed in' },
] as const;

/** /weddings/create: name, date, web address (checked live), the creator's role and who may follow. */
export default function CreateWeddingPage() {
  const setUp = useSetUpWedding();
  const checker = useSlugChecker();
  const slugTouched = useRef(false);
  const form = useForm(
    { name: 'text', date: 'text', slug: 'text', role: 'text', follow_policy: 'text' },
    setUp,
    {
      role: 'B',
      follow_policy: 'approval',
    },
    { draft: 'wedding:new' },
  );
  // Until the address is edited by hand, it follows the name.
  const nameChanged = (name: string) => {
    if (slugTouched.current) return;
    const slug = slugify(name);
    form.send({ type: 'field.changed', name: 'slug', value: slug });
    checker.send({ type: 'slug.typed', slug });
  };
  const pastDate = usePastDateHint(form);
  return (
    <FeedLayout>
      <section className={`${card} ${stack}`} aria-labelledby="create-title">
        <h1 id="create-title">Set up your wedding</h1>
        <p className={muted}>You can change all of this later in the wedding’s settings.</p>
        <FormShell form={form} submitLabel="Create wedding" busyLabel="Setting up…">
          <TextField form={form} name="name" label="Wedding name" autoFocus onValueChange={nameChanged} />
          <TextField form={form} name="date" label="Wedding date" type="date" hint={pastDate} />
          <SlugField
            form={form}
            checker={checker}
            onEdit={() => {
              slugTouched.current = true;
            }}
          />
          <SelectField form={form} name="role" label="I am the" options={ROLE_OPTIONS} />
          <SelectField form={form} name="follow_policy" label="Who may follow" options={POLICY_OPTIONS} />
        </FormShell>
      </section>
    </FeedLayout>
  );
}
