import { useState } from 'react';
import { Link } from 'wouter';
import type { GuestEvent, GuestEventInvite } from '../../../../shared/guestEvents';
import type { Household } from '../../../../shared/site';
import { useEventCounts, useGuestEvents } from '../../../areas/guests/guestEvents';
import { Renewing } from '../../../components/Renewing';
import { useDisclosure } from '../../../components/wedding/disclosure';
import { weddingPath } from '../../../lib/format';
import { button, card, muted, row, stack } from '../../../styles/ui.css';
import * as css from '../Site.css';
import { EventCountsLine } from './EventCounts';
import EventReminders from './EventReminders';
import { NewEventForm } from './NewEventForm';

type Events = ReturnType<typeof useGuestEvents>;

function when(e: GuestEvent): string {
  const time = e.start_time ? `${e.start_time}${e.end_time ? `–${e.end_time}` : ''}` : '';
  return [e.day, time, e.place].filter(Boolean).join(' · ');
}

/** Who is invited to one event, and the households to invite (all their guests) or withdraw. */
function Invitations({
  event,
  invites,
  households,
  events,
}: {
  event: GuestEvent;
  invites: GuestEventInvite[];
  households: Household[];
  events: Events;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const invitedGuests = new Set(invites.map((i) => i.guest));
  const invited = households.filter((h) => h.guests.some((g) => invitedGuests.has(g.id)));
  const others = households.filter((h) => !h.guests.some((g) => invitedGuests.has(g.id)));
  const busy = events.invite.busy;
  return (
    <div className={stack}>
      {invited.length ? (
        <ul className={css.guestList} aria-label={`Invited to ${event.name}`}>
          {invited.map((h) => (
            <li key={h.id} className={row} data-invited={h.name}>
              <span>
                {h.name}
                <span className={muted}>
                  {' · '}
                  {h.guests
                    .filter((g) => invitedGuests.has(g.id))
                    .map((g) => g.name)
                    .join(', ')}
                </span>
              </span>
              <button
                type="button"
                className={button.quiet}
                disabled={busy}
                onClick={() =>
                  events.invite.request({
                    id: event.id,
                    name: event.name,
                    body: { households: [h.id], invited: false },
                  })
                }
              >
                Withdraw {h.name}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>Nobody is invited yet.</p>
      )}
      {others.length ? (
        <fieldset className={stack}>
          <legend>Invite to {event.name}</legend>
          {others.map((h) => (
            <label key={h.id}>
              <input
                type="checkbox"
                checked={chosen.includes(h.id)}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, h.id] : c.filter((x) => x !== h.id)))}
              />{' '}
              {h.name}
            </label>
          ))}
          <div>
            <button
              type="button"
              className={button.secondary}
              disabled={!chosen.length || busy}
              onClick={() => {
                events.invite.request({ id: event.id, name: event.name, body: { households: chosen } });
                setChosen([]);
              }}
            >
              Invite the chosen households
            </button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

function EventCard({
  event,
  invites,
  households,
  events,
  slug,
}: {
  event: GuestEvent;
  invites: GuestEventInvite[];
  households: Household[];
  events: Events;
  slug: string;
}) {
  const open = useDisclosure();
  const reminders = useDisclosure();
  return (
    <li className={`${card} ${stack}`} data-event={event.name}>
      <div className={row}>
        <h3 className={css.householdName}>{event.name}</h3>
        {event.private ? <span className={muted}>Private</span> : null}
        {event.seating ? (
          <Link href={weddingPath(slug, `guests/seating/${event.id}`)}>Seating plan for {event.name}</Link>
        ) : null}
        <button type="button" className={button.quiet} onClick={open.toggle} aria-expanded={open.open}>
          {open.open ? 'Close invitations' : `Invitations to ${event.name}`}
        </button>
        <button type="button" className={button.quiet} onClick={reminders.toggle} aria-expanded={reminders.open}>
          {reminders.open ? 'Close reminders' : `Remind who has not answered for ${event.name}`}
        </button>
        <button
          type="button"
          className={button.quiet}
          disabled={events.remove.busy}
          onClick={() => events.remove.request({ id: event.id, name: event.name })}
        >
          Remove {event.name}
        </button>
      </div>
      {when(event) ? <p className={muted}>{when(event)}</p> : null}
      {open.open ? <Invitations event={event} invites={invites} households={households} events={events} /> : null}
      {reminders.open ? <EventReminders event={event} /> : null}
    </li>
  );
}

/** The wedding's events: their counts, who is invited to each, and a form for a new one. */
export function EventsSection({
  weddingId,
  slug,
  households,
}: {
  weddingId: string;
  slug: string;
  households: Household[];
}) {
  const events = useGuestEvents(weddingId);
  const counts = useEventCounts(weddingId);
  const adding = useDisclosure();
  const list = events.resource.status === 'ready' ? events.resource.data : [];
  return (
    <section className={stack} aria-labelledby="events-title">
      <div className={row}>
        <h2 id="events-title">Events</h2>
        <button type="button" className={button.secondary} onClick={adding.toggle} aria-expanded={adding.open}>
          {adding.open ? 'Close the new event' : 'Add an event'}
        </button>
      </div>
      {counts?.length ? (
        <ul className={css.guestList} aria-label="Answers per event">
          {counts.map((c) => (
            <EventCountsLine key={c.event} counts={c} testPrefix="event-counts" />
          ))}
        </ul>
      ) : null}
      {adding.open ? (
        <section className={card} aria-label="New event">
          <Renewing>{(renew) => <NewEventForm create={events.create} onDone={renew} />}</Renewing>
        </section>
      ) : null}
      <ul className={css.guestList}>
        {list.map(({ event, invites }) => (
          <EventCard
            key={event.id}
            event={event}
            invites={invites}
            households={households}
            events={events}
            slug={slug}
          />
        ))}
      </ul>
    </section>
  );
}
