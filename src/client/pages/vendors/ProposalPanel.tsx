import { useState } from 'react';
import type { Expectations, ProposalSide } from '../../../shared/vendors';
import { useAnswerChange, useProposeChange } from '../../areas/vendors/vendorChanges';
import { FormShell } from '../../components/form/FormShell';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { useForm } from '../../lib/useForm';
import { button, card, muted, row, stack } from '../../styles/ui.css';

// Either side proposes a change to the expectations; the other sees it beside what is agreed and accepts or declines
// it, and its proposer may withdraw it. Used by the couple (set-expectations, view/{vendor}) and the vendor
// (/expectations).

const OTHER: Record<ProposalSide, string> = { couple: 'The couple', vendor: 'The vendor' };

export function ProposalPanel({
  vendorId,
  expectations,
  side,
}: {
  vendorId: string;
  expectations: Expectations;
  side: ProposalSide;
}) {
  const [open, setOpen] = useState(false);
  const { accept, drop } = useAnswerChange();
  const p = expectations.proposal;
  if (p) {
    const mine = p.side === side;
    return (
      <section className={`${card} ${stack}`} aria-label="Proposed change" data-testid="proposal">
        <h3>{mine ? 'Your proposed change' : `${OTHER[p.side]} proposes a change`}</h3>
        <p>Deliverables: {p.deliverables || '—'}</p>
        <p>Arrival: {p.arrival_time ?? '—'}</p>
        <p>Contacts on the day: {p.day_contacts || '—'}</p>
        {p.note ? <p>Why: {p.note}</p> : null}
        {mine ? (
          <div className={row}>
            <span className={muted}>Waiting for the other side to accept it.</span>
            <button
              type="button"
              className={button.secondary}
              disabled={drop.busy}
              onClick={() => drop.request(vendorId)}
            >
              Withdraw change
            </button>
          </div>
        ) : (
          <div className={row}>
            <button
              type="button"
              className={button.primary}
              disabled={accept.busy || drop.busy}
              onClick={() => accept.request(vendorId)}
            >
              Accept change
            </button>
            <button
              type="button"
              className={button.secondary}
              disabled={accept.busy || drop.busy}
              onClick={() => drop.request(vendorId)}
            >
              Decline change
            </button>
          </div>
        )}
      </section>
    );
  }
  if (!open) {
    return (
      <button type="button" className={button.secondary} onClick={() => setOpen(true)}>
        Propose a change
      </button>
    );
  }
  return <ProposeForm vendorId={vendorId} expectations={expectations} side={side} close={() => setOpen(false)} />;
}

function ProposeForm({
  vendorId,
  expectations,
  side,
  close,
}: {
  vendorId: string;
  expectations: Expectations;
  side: ProposalSide;
  close: () => void;
}) {
  const propose = useProposeChange(vendorId, side);
  const form = useForm(
    { deliverables: 'optional', arrival_time: 'optional', day_contacts: 'optional', note: 'optional' },
    async (v) => {
      await propose(v);
      close();
    },
    {
      deliverables: expectations.deliverables,
      arrival_time: expectations.arrival_time ?? '',
      day_contacts: expectations.day_contacts,
      note: '',
    },
  );
  return (
    <section className={`${card} ${stack}`} aria-label="Propose a change">
      <h3>Propose a change</h3>
      <p className={muted}>What is agreed stays in force until the other side accepts your change.</p>
      <FormShell form={form} submitLabel="Send proposed change" busyLabel="Sending…">
        <TextAreaField form={form} name="deliverables" label="Proposed deliverables" />
        <TextField form={form} name="arrival_time" label="Proposed arrival time" type="time" />
        <TextAreaField form={form} name="day_contacts" label="Proposed contacts on the day" />
        <TextField form={form} name="note" label="Why the change" />
      </FormShell>
      <button type="button" className={button.secondary} onClick={close}>
        Cancel
      </button>
    </section>
  );
}
