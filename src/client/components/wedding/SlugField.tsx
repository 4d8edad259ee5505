import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { SlugChecker } from '../../areas/weddings/weddings';
import type { FormRef } from '../../lib/useForm';
import { button, muted, row } from '../../styles/ui.css';
import { TextField } from '../form/TextField';

/** The `slug` input of a wedding form with its live check; `current` is the wedding's own address, if any. */
export function SlugField(props: { form: FormRef; checker: SlugChecker; current?: string; onEdit?: () => void }) {
  const { form, checker, current, onEdit } = props;
  const value = useSelector(form, (s) => s.context.values.slug ?? '');
  const state = useSelector(checker, (s) => s.value);
  const result = useSelector(checker, (s) => s.context.result);
  const use = (slug: string) => {
    form.send({ type: 'field.changed', name: 'slug', value: slug });
    checker.send({ type: 'slug.typed', slug });
  };
  const isCurrent = current !== undefined && value.trim().toLowerCase() === current;
  let hint: ReactNode = <span className={muted}>Your wedding’s address: /wedding/{value.trim() || '…'}</span>;
  if (isCurrent) hint = <span className={muted}>This is the wedding’s address now.</span>;
  else if (state === 'waiting' || state === 'checking') hint = <span className={muted}>Checking the address…</span>;
  else if (state === 'available' && result) {
    hint =
      result.slug === value.trim() ? (
        <span>✓ /wedding/{result.slug} is available.</span>
      ) : (
        <span className={row}>
          Available as /wedding/{result.slug}.
          <button type="button" className={button.quiet} onClick={() => use(result.slug)}>
            Use {result.slug}
          </button>
        </span>
      );
  } else if (state === 'taken' && result) {
    hint = (
      <span className={row} role="status">
        That address is taken.
        <button type="button" className={button.quiet} onClick={() => use(result.slug)}>
          Use {result.slug}
        </button>
      </span>
    );
  }
  return (
    <TextField
      form={form}
      name="slug"
      label="Web address"
      hint={hint}
      onValueChange={(slug) => {
        onEdit?.();
        checker.send({ type: 'slug.typed', slug: slug.trim().toLowerCase() === current ? '' : slug });
      }}
    />
  );
}
