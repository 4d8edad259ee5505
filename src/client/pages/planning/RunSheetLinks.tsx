import { useRunSheetLinks } from '../../areas/planning/runSheetLinks';
import { FormShell } from '../../components/form/FormShell';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { Renewing } from '../../components/Renewing';
import { useForm } from '../../lib/useForm';
import { button, muted, srOnly } from '../../styles/ui.css';
import * as css from './Planning.css';
import * as linksCss from './RunSheetLinks.css';
import { nameOf, usePlanning } from './usePlanning';

// The couple's private links to the run sheet (issue 37): one per vendor or helper, each revocable.

function NewLink({
  onAdded,
  autoFocus,
  create,
}: {
  onAdded(): void;
  autoFocus: boolean;
  create: (v: Record<string, string>) => Promise<void>;
}) {
  const { members } = usePlanning();
  // A name is little to lose, and this form sits beside the run-of-show, whose items are opened by links: no guard.
  const form = useForm(
    { name: 'text', assignee: 'optional' },
    async (v) => {
      await create(v);
      onAdded();
    },
    { name: '', assignee: '' },
    { guard: false },
  );
  const options = [
    { value: '', label: 'Everything' },
    ...members.map((m) => ({ value: m.auth_id, label: `Only ${m.user.full_name}’s items` })),
  ];
  return (
    <FormShell form={form} submitLabel="Make a link" busyLabel="Making…">
      <TextField form={form} name="name" label="Who it is for" autoFocus={autoFocus} />
      <SelectField form={form} name="assignee" label="Shows" options={options} />
    </FormShell>
  );
}

export function RunSheetLinks() {
  const { wedding, members } = usePlanning();
  const { links, revoke, create } = useRunSheetLinks(wedding.id);
  return (
    <section className={css.panel} aria-labelledby="run-sheet-links-title">
      <h2 id="run-sheet-links-title" className={css.sectionName}>
        Share the run sheet
      </h2>
      <p className={muted}>
        A private link per vendor or helper: no account needed, live on the day, and off again whenever you say.
      </p>
      {links.status === 'ready' && links.data.length ? (
        <ul className={css.comments} aria-label="Run sheet links">
          {links.data.map((link) => (
            <li key={link.id}>
              <strong>{link.name}</strong>
              {link.assignee ? <span className={muted}> · {nameOf(members, link.assignee)}’s items</span> : null}
              <br />
              <a className={linksCss.linkUrl} href={link.url}>
                {link.url}
              </a>{' '}
              <button type="button" className={button.quiet} onClick={() => revoke(link)}>
                Turn off<span className={srOnly}> the link for {link.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Renewing>{(renew, again) => <NewLink onAdded={renew} autoFocus={again} create={create} />}</Renewing>
    </section>
  );
}
