import { useSelector } from '@xstate/react';
import { editorMode } from '../../../../../machines/itemEditorMachine';
import type { Guest, Household } from '../../../../shared/site';
import {
  forGuestForm,
  GUEST_FIELDS,
  guestValues,
  renamed,
  withGuest,
  withoutGuest,
} from '../../../areas/guests/guestForms';
import { useHouseholdSave } from '../../../areas/site/householdSave';
import type { useGuestList } from '../../../areas/site/site';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { FormShell } from '../../../components/form/FormShell';
import { TextField } from '../../../components/form/TextField';
import { Renewing } from '../../../components/Renewing';
import { useDisclosure } from '../../../components/wedding/disclosure';
import { useForm } from '../../../lib/useForm';
import { type ItemEditorRef, useEditorForm, useItemEditor } from '../../../lib/useItemEditor';
import { button, card, muted, row, stack } from '../../../styles/ui.css';
import { ChangedMark } from '../../history/ChangedMark';
import { ItemHistory } from '../../history/ItemHistory';
import * as css from '../Site.css';
import { GuestFields, sideOptions } from './GuestFields';
import { InvitationStatus } from './InvitationStatus';

export type GuestList = ReturnType<typeof useGuestList>;

function answerOf(g: Guest): string {
  if (g.attending === true)
    return `Coming${g.meal ? ` · ${g.meal}` : ''}${g.plus_one_name ? ` · +1 ${g.plus_one_name}` : ''}`;
  if (g.attending === false) return 'Not coming';
  return 'Awaiting';
}

function placeOf(household: Household, guest: string): number {
  const at = household.guests.findIndex((g) => g.id === guest);
  return at < 0 ? household.guests.length : at;
}

function GuestRow({ household, index, list, partners }: Props & { index: number }) {
  const guest = household.guests[index]!;
  const saveFrom = useHouseholdSave(household.account);
  const editor = useItemEditor({
    save: (values, version) =>
      saveFrom(
        household,
        {
          // Removed meanwhile by someone else and kept by this save: added back at the end.
          body: (h) => withGuest(h, placeOf(h, guest.id), values),
          values: (h) => guestValues(h.guests.find((g) => g.id === guest.id)),
          done: `${values.name} saved.`,
        },
        version,
      ).catch((e: unknown) => {
        throw forGuestForm(e, index);
      }),
    remove: () => list.update(household.id, withoutGuest(household, guest.id), `${guest.name} removed.`),
    deleted: () => {},
  });
  const mode = useSelector(editor, editorMode);
  const form = useEditorForm(editor, GUEST_FIELDS, guestValues(guest), household.version, `guest:${guest.id}`);
  const side = sideOptions(partners).find((o) => o.value === guest.side)?.label;
  if (mode === 'edit') {
    return (
      <li className={stack}>
        <GuestFields form={form} submitLabel="Save guest" partners={partners} />
        <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.cancelled' })}>
          Cancel
        </button>
      </li>
    );
  }
  return (
    <li className={row} data-guest={guest.name}>
      <span>
        <strong>{guest.name}</strong>
        <span className={muted}>
          {' · '}
          {[answerOf(guest), side, guest.table && `Table ${guest.table}`, guest.child && 'Child', ...guest.tags]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
      {mode === 'confirmDelete' ? (
        <ConfirmDelete editor={editor} question={`Remove ${guest.name}?`} confirm="Remove guest" />
      ) : (
        <>
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.started' })}>
            Edit {guest.name}
          </button>
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
            Remove {guest.name}
          </button>
        </>
      )}
    </li>
  );
}

function NewGuest({ household, list, partners, onDone }: Props & { onDone(): void }) {
  const index = household.guests.length;
  const form = useForm(
    GUEST_FIELDS,
    async (values) => {
      await list.update(household.id, withGuest(household, index, values), `${values.name} added.`).catch((e) => {
        throw forGuestForm(e, index);
      });
      onDone();
    },
    guestValues(),
  );
  return <GuestFields form={form} submitLabel="Add guest" partners={partners} />;
}

const HOUSEHOLD_FIELDS = { name: 'text', postcode: 'optional' } as const;
const householdValues = (h: Household) => ({ name: h.name, postcode: h.postcode });

function Rename({ household, editor }: { household: Household; editor: ItemEditorRef }) {
  const form = useEditorForm(
    editor,
    HOUSEHOLD_FIELDS,
    householdValues(household),
    household.version,
    `household:${household.id}`,
  );
  return (
    <div className={stack}>
      <FormShell form={form} submitLabel="Save name" busyLabel="Saving…">
        <TextField form={form} name="name" label="Household name" />
        <TextField form={form} name="postcode" label="Postcode (asked of a guest who finds their invitation by name)" />
      </FormShell>
      <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.cancelled' })}>
        Cancel
      </button>
    </div>
  );
}

interface Props {
  household: Household;
  list: GuestList;
  partners: string[];
}

/** One household: its guests, each edited or removed in place, a guest to add, its private RSVP link. */
export function HouseholdCard({ household, list, partners }: Props) {
  const saveFrom = useHouseholdSave(household.account);
  const editor = useItemEditor({
    save: ({ name, postcode }, version) =>
      saveFrom(
        household,
        { body: (h) => renamed(h, name ?? '', postcode ?? ''), values: householdValues, done: `${name} saved.` },
        version,
      ),
    remove: () => list.remove.run(household.id),
    deleted: list.remove.done,
  });
  const mode = useSelector(editor, editorMode);
  const adding = useDisclosure();
  const history = useDisclosure();
  return (
    <article className={`${card} ${stack}`} data-household={household.name} aria-label={household.name}>
      <header className={row}>
        <h3 className={css.householdName}>{household.name}</h3>
        <ChangedMark id={household.id} />
        <span className={muted}>{household.responded_at ? 'Answered' : 'Awaiting an answer'}</span>
        <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'edit.started' })}>
          Rename
        </button>
        {mode === 'confirmDelete' ? (
          <ConfirmDelete
            editor={editor}
            question={`Remove ${household.name} and its guests?`}
            confirm="Remove household"
          />
        ) : (
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
            Remove household
          </button>
        )}
      </header>
      <InvitationStatus household={household} />
      {mode === 'edit' ? <Rename household={household} editor={editor} /> : null}
      <ul className={css.guestList}>
        {household.guests.map((g, i) => (
          <GuestRow key={g.id} household={household} index={i} list={list} partners={partners} />
        ))}
      </ul>
      {household.message ? <p className={muted}>“{household.message}”</p> : null}
      {adding.open ? (
        <Renewing>
          {(renew) => <NewGuest household={household} list={list} partners={partners} onDone={renew} />}
        </Renewing>
      ) : null}
      <div className={row}>
        <button type="button" className={button.secondary} onClick={adding.toggle} aria-expanded={adding.open}>
          {adding.open ? 'Done adding guests' : 'Add a guest'}
        </button>
        <button type="button" className={button.quiet} onClick={history.toggle} aria-expanded={history.open}>
          {history.open ? 'Hide history' : 'History'}
        </button>
        <input
          className={css.input}
          readOnly
          aria-label={`RSVP link of ${household.name}`}
          value={household.rsvp_url}
        />
      </div>
      {history.open ? <ItemHistory item={household.id} /> : null}
    </article>
  );
}
