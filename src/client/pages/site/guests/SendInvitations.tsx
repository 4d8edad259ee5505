import { useState } from 'react';
import { Link } from 'wouter';
import {
  type InvitationSendBody,
  RSVP_FILTER_LABELS,
  RSVP_FILTERS,
  type RsvpFilter,
} from '../../../../shared/invitations';
import type { Household } from '../../../../shared/site';
import { useGuestEvents } from '../../../areas/guests/guestEvents';
import { useInvitationSend } from '../../../areas/site/invitations';
import { plural, weddingPath } from '../../../lib/format';
import { button, card, muted, row, stack } from '../../../styles/ui.css';
import * as site from '../Site.css';
import * as css from './Invitations.css';

interface Props {
  weddingId: string;
  weddingName: string;
  slug: string;
  households: Household[];
}

const fieldError = (errors: Record<string, string[]> | undefined, key: string, id: string) =>
  errors?.[key]?.length ? (
    <p id={id} role="alert" className={site.error}>
      {errors[key]![0]}
    </p>
  ) : null;

/**
 * Issue 35: invitations and RSVP links mailed to the households the couple picks (by RSVP answer, event, tag, or one
 * by one), previewed first; each household gets one mail with its private link and QR code.
 */
export function SendInvitations({ weddingId, weddingName, slug, households }: Props) {
  const sending = useInvitationSend(weddingId);
  const events = useGuestEvents(weddingId);
  const eventList = events.resource.status === 'ready' ? events.resource.data.map((e) => e.event) : [];
  const tags = [...new Set(households.flatMap((h) => h.guests.flatMap((g) => g.tags)))].sort();
  const [rsvp, setRsvp] = useState<RsvpFilter>('any');
  const [event, setEvent] = useState('');
  const [tag, setTag] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [subject, setSubject] = useState(`You're invited: ${weddingName}`);
  const [message, setMessage] = useState('');
  const body = (dryRun: boolean): InvitationSendBody => ({
    subject,
    message,
    to: {
      rsvp,
      ...(event ? { event } : {}),
      ...(tag ? { tag } : {}),
      ...(chosen.length ? { households: chosen } : {}),
    },
    dry_run: dryRun,
  });
  // A change to what the mail says or who gets it asks for a new preview.
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      sending.reset();
    };
  const outcome = sending.outcome;
  const errors = outcome?.errors;
  const result = outcome?.result;
  return (
    <section className={`${card} ${stack}`} aria-labelledby="send-title">
      <h2 id="send-title">Send invitations by email</h2>
      <p className={muted}>
        Each household gets one mail with its private RSVP link and a QR code, in your website’s colours.{' '}
        <Link href={weddingPath(slug, 'guests/inserts')}>Print inserts for paper invitations</Link>
      </p>
      <div className={row}>
        <label className={stack}>
          Households
          <select className={site.input} value={rsvp} onChange={(e) => changed(setRsvp)(e.target.value as RsvpFilter)}>
            {RSVP_FILTERS.map((f) => (
              <option key={f} value={f}>
                {RSVP_FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        {eventList.length ? (
          <label className={stack}>
            Event
            <select className={site.input} value={event} onChange={(e) => changed(setEvent)(e.target.value)}>
              <option value="">Any event</option>
              {eventList.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {tags.length ? (
          <label className={stack}>
            Tag
            <select className={site.input} value={tag} onChange={(e) => changed(setTag)(e.target.value)}>
              <option value="">Any tag</option>
              {tags.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {fieldError(errors, 'to.event', 'send-event-error')}
      <details>
        <summary>Choose households one by one{chosen.length ? ` (${chosen.length} chosen)` : ''}</summary>
        <fieldset className={css.choices}>
          <legend className={muted}>Only these households (left empty: all that match)</legend>
          {households.map((h) => (
            <label key={h.id}>
              <input
                type="checkbox"
                checked={chosen.includes(h.id)}
                onChange={(e) =>
                  changed(setChosen)(e.target.checked ? [...chosen, h.id] : chosen.filter((x) => x !== h.id))
                }
              />{' '}
              {h.name}
            </label>
          ))}
        </fieldset>
      </details>
      <label className={stack}>
        Subject
        <input
          className={site.input}
          value={subject}
          aria-invalid={Boolean(errors?.subject)}
          aria-describedby={errors?.subject ? 'send-subject-error' : undefined}
          onChange={(e) => changed(setSubject)(e.target.value)}
        />
      </label>
      {fieldError(errors, 'subject', 'send-subject-error')}
      <label className={stack}>
        Your message
        <textarea
          className={site.input}
          rows={5}
          value={message}
          aria-invalid={Boolean(errors?.message)}
          onChange={(e) => changed(setMessage)(e.target.value)}
        />
      </label>
      {fieldError(errors, 'message', 'send-message-error')}
      {fieldError(errors, 'to', 'send-to-error')}
      <div className={row}>
        <button
          type="button"
          className={button.secondary}
          disabled={sending.send.busy}
          onClick={() => sending.send.request(body(true))}
        >
          Preview
        </button>
        {result && !outcome?.sent ? (
          <button
            type="button"
            className={button.primary}
            disabled={sending.send.busy}
            onClick={() => sending.send.request(body(false))}
          >
            Send to {plural(result.recipients.length, 'household')}
          </button>
        ) : null}
      </div>
      {result ? <Preview outcome={outcome!} /> : null}
    </section>
  );
}

function Preview({ outcome }: { outcome: NonNullable<ReturnType<typeof useInvitationSend>['outcome']> }) {
  const result = outcome.result!;
  return (
    <section className={css.preview} aria-label="Invitation preview">
      {outcome.sent ? (
        <p role="status">
          <strong>Queued for {plural(result.recipients.length, 'household')}.</strong> The mails go out within a minute;
          each household’s row shows when its mail went out.
        </p>
      ) : (
        <p>
          To {plural(result.recipients.length, 'household')}: {result.recipients.map((h) => h.name).join(', ')}
        </p>
      )}
      {result.without_email.length ? (
        <p className={muted}>Left out, no email address: {result.without_email.join(', ')}</p>
      ) : null}
      {result.preview && !outcome.sent ? (
        <>
          <p className={muted}>
            The mail to {result.recipients[0]!.name} ({result.preview.to}) · Subject: {result.preview.subject}
          </p>
          <pre className={css.mailText}>{result.preview.text}</pre>
          <img
            className={css.qr}
            src={result.preview.qr}
            alt={`QR code of ${result.recipients[0]!.name}'s RSVP link`}
          />
        </>
      ) : null}
    </section>
  );
}
