import { useSelector } from '@xstate/react';
import { editorMode } from '../../../../../machines/itemEditorMachine';
import type { Gift, Household } from '../../../../shared/site';
import { type GiftsList, useGifts } from '../../../areas/guests/gifts';
import { useGuestList } from '../../../areas/site/site';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { FormShell } from '../../../components/form/FormShell';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Renewing } from '../../../components/Renewing';
import { useForm } from '../../../lib/useForm';
import { useItemEditor } from '../../../lib/useItemEditor';
import { button, card, muted, row, stack } from '../../../styles/ui.css';
import * as css from '../Site.css';

function GiftRow({ gift, list }: { gift: Gift; list: GiftsList }) {
  const editor = useItemEditor({
    save: () => Promise.reject(new Error('A gift is ticked or removed here, not edited.')),
    remove: () => list.remove.run(gift.id),
    deleted: list.remove.done,
  });
  const mode = useSelector(editor, editorMode);
  const from = gift.guest_name ? `${gift.guest_name} (${gift.household_name})` : gift.household_name;
  const waiting = list.card.pending?.id === gift.id;
  return (
    <tr data-gift={gift.description}>
      <td>{from}</td>
      <td>{gift.description}</td>
      <td>{gift.received_on ?? ''}</td>
      <td>
        <label className={row}>
          <input
            type="checkbox"
            checked={waiting ? Boolean(list.card.pending?.sent) : gift.card_sent}
            disabled={list.card.busy}
            onChange={(e) => list.card.request({ id: gift.id, sent: e.target.checked })}
          />
          Card sent
        </label>
      </td>
      <td>
        {mode === 'confirmDelete' ? (
          <ConfirmDelete editor={editor} question={`Remove ${gift.description}?`} confirm="Remove gift" />
        ) : (
          <button type="button" className={button.quiet} onClick={() => editor.send({ type: 'delete.requested' })}>
            Remove
          </button>
        )}
      </td>
    </tr>
  );
}

function NewGift({ households, list, onDone }: { households: Household[]; list: GiftsList; onDone(): void }) {
  const form = useForm(
    { household: 'text', guest: 'optional', description: 'text', received_on: 'optional' },
    async (v) => {
      await list.create({
        household: v.household ?? '',
        guest: v.guest || null,
        description: v.description ?? '',
        received_on: v.received_on || null,
      });
      onDone();
    },
    { household: '', guest: '', description: '', received_on: '' },
  );
  const chosen = useSelector(form, (s) => s.context.values.household);
  const guests = households.find((h) => h.id === chosen)?.guests ?? [];
  return (
    <FormShell form={form} submitLabel="Add gift" busyLabel="Saving…">
      <div className={row}>
        <SelectField
          form={form}
          name="household"
          label="From household"
          options={[
            { value: '', label: 'Choose a household' },
            ...households.map((h) => ({ value: h.id, label: h.name })),
          ]}
        />
        <SelectField
          form={form}
          name="guest"
          label="Given by"
          options={[
            { value: '', label: 'The whole household' },
            ...guests.map((g) => ({ value: g.id, label: g.name })),
          ]}
        />
      </div>
      <div className={row}>
        <TextField form={form} name="description" label="Gift" />
        <TextField form={form} name="received_on" label="Received" type="date" />
      </div>
    </FormShell>
  );
}

/** One wedding's gifts and thank-you cards: cards still to send first, ticked off as they go out. */
export function GiftTracker({ weddingId, weddingName }: { weddingId: string; weddingName: string }) {
  const list = useGifts(weddingId);
  const { households } = useGuestList(weddingId);
  const sent = list.gifts?.filter((g) => g.card_sent).length ?? 0;
  return (
    <section className={`${card} ${stack}`} aria-label={`Thank-you cards for ${weddingName}`}>
      <h2>Thank-you cards · {weddingName}</h2>
      {list.gifts?.length ? (
        <>
          <p data-testid="cards-sent">
            {sent} of {list.gifts.length} cards sent
          </p>
          <table className={css.table}>
            <thead>
              <tr>
                <th>From</th>
                <th>Gift</th>
                <th>Received</th>
                <th>Card</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.gifts.map((g) => (
                <GiftRow key={g.id} gift={g} list={list} />
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className={muted}>No gifts noted yet. Note each gift as it arrives, then tick the card when it goes out.</p>
      )}
      {households?.length ? (
        <Renewing>{(renew) => <NewGift households={households} list={list} onDone={renew} />}</Renewing>
      ) : (
        <p className={muted}>Add households to the guest list to note who gave what.</p>
      )}
    </section>
  );
}
