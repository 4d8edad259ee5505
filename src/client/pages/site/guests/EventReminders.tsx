import { useState } from 'react';
import type { GuestEvent } from '../../../../shared/guestEvents';
import { useEventReminders } from '../../../areas/guests/eventReminders';
import { button, muted, stack } from '../../../styles/ui.css';
import * as css from '../Site.css';

const stamp = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short', hour12: false });

/**
 * RSVP reminders for one event: sent now, or at a time on this device's clock, to the households still to answer
 * for it; the list says how many went out (a household that answers first is not mailed). Loaded with its panel.
 */
export default function EventReminders({ event }: { event: GuestEvent }) {
  const { list, remind, refusal } = useEventReminders(event.id);
  const [message, setMessage] = useState('');
  const [at, setAt] = useState('');
  return (
    <section className={stack} aria-label={`Reminders for ${event.name}`}>
      <form
        className={stack}
        onSubmit={(e) => {
          e.preventDefault();
          remind.request({ message, send_at: at ? new Date(at).toISOString() : null });
        }}
      >
        <label className={stack}>
          Message (optional)
          <textarea value={message} rows={2} onChange={(e) => setMessage(e.target.value)} />
        </label>
        <label className={stack}>
          Send at (leave empty to send now)
          <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
        </label>
        {refusal ? <p role="alert">{refusal}</p> : null}
        <button type="submit" className={button.secondary} disabled={remind.busy}>
          {at ? 'Schedule the reminder' : 'Send the reminder'}
        </button>
      </form>
      {list.length ? (
        <ul className={css.guestList} aria-label={`Reminders sent for ${event.name}`}>
          {list.map((r) => (
            <li key={r.id} data-reminder={r.id}>
              {r.send_at && r.sent === 0
                ? `Scheduled for ${stamp(r.send_at)}`
                : `Sent ${stamp(r.send_at ?? r.created_at)}`}
              <span className={muted}>{` · ${r.sent} of ${r.households} mailed`}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>No reminders yet.</p>
      )}
    </section>
  );
}
