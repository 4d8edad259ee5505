import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { eventReminderBody } from '../../shared/invitationSchemas';
import type { EventReminder, InvitationRecipient, InvitationSendResult } from '../../shared/invitations';
import { invitationMessages } from '../../shared/invitations';
import type { Db, Tx } from '../db/client';
import { guestEvents, households, invitationMails, invitationSends } from '../db/schema';
import { about, recordChange } from '../history/record';
import { fieldsError } from '../lib/problem';
import { qrPng } from '../lib/qr';
import type { MailDeps } from '../mail';
import { emitEvent } from '../realtime/emitEvent';
import { rsvpUrl } from './guests';
import { invitationText } from './invitationMail';
import { stillWaiting, themeOf } from './invitationSends';
import type { WeddingRow } from './weddings';

// Issue 38's RSVP reminders per guest event, queued as invitation sends (invitationSends.ts mails them from the job
// queue, each household once, and skips one that answered before its reminder was due).

type ReminderBody = z.output<typeof eventReminderBody>;

/**
 * An RSVP reminder for one guest event (issue 38): queued like an invitation send, one mail per household invited to
 * the event that has not answered for it, now or at `send_at`. A household with a reminder for the event still
 * waiting is left out of a new one, and one that answers before its reminder goes is skipped by the sweep: nobody is
 * reminded twice for the same wait, nor after answering.
 */
export async function sendEventReminder(
  db: Db,
  deps: MailDeps,
  wedding: WeddingRow,
  eventId: string,
  by: string,
  body: ReminderBody,
): Promise<InvitationSendResult & { send_at: string | null }> {
  const [event] = await db.select().from(guestEvents).where(eq(guestEvents.id, eventId));
  if (!event) throw fieldsError({ event: [invitationMessages.eventUnknown] });
  const sendAt = body.send_at ? new Date(body.send_at) : null;
  if (sendAt && sendAt.getTime() < Date.now() - 60_000) {
    throw fieldsError({ send_at: ['Choose a time to come, or send it now.'] });
  }
  const { rows: all } = await db.execute<InvitationRecipient & Record<string, unknown>>(sql`
    SELECT h.id, h.name,
      ARRAY(SELECT DISTINCT lower(g.email) FROM guests g
            WHERE g.household_id = h.id AND COALESCE(g.email, '') <> '' ORDER BY 1) AS emails
    FROM households h
    WHERE h.wedding_id = ${wedding.id} AND ${stillWaiting(sql`${eventId}::uuid`)}
      AND NOT EXISTS (SELECT 1 FROM invitation_mails m JOIN invitation_sends s ON s.id = m.send_id
                      WHERE s.event_id = ${eventId} AND m.household_id = h.id AND m.sent_at IS NULL)
    ORDER BY h.created_at, h.name`);
  const subject = body.subject || `A reminder: will you join us for ${event.name}?`;
  const message =
    body.message || `We would love to know whether you can come to ${event.name}. Please answer with the link below.`;
  const recipients = all.filter((h) => h.emails.length);
  const withoutEmail = all.filter((h) => !h.emails.length).map((h) => h.name);
  if (!recipients.length) throw fieldsError({ to: [invitationMessages.nobody] });
  const first = recipients[0]!;
  const [firstRow] = await db
    .select({ token: households.rsvpToken })
    .from(households)
    .where(eq(households.id, first.id));
  const link = rsvpUrl(deps.config.publicUrl, firstRow!.token);
  const preview = {
    to: first.emails.join(', '),
    subject,
    text: invitationText({
      to: first.emails,
      subject,
      message,
      household: first.name,
      wedding: { name: wedding.name, date: wedding.date },
      theme: await themeOf(db, wedding.id),
      link,
      productName: deps.config.productName,
    }),
    qr: `data:image/png;base64,${(await qrPng(link)).toString('base64')}`,
  };
  const at = sendAt?.toISOString() ?? null;
  if (body.dry_run) return { id: null, recipients, without_email: withoutEmail, preview, send_at: at };
  const id = await db.transaction(async (tx) => {
    const [send] = await tx
      .insert(invitationSends)
      .values({
        weddingId: wedding.id,
        createdBy: by,
        subject,
        message,
        households: recipients.length,
        eventId,
        sendAt,
      })
      .returning({ id: invitationSends.id });
    await tx
      .insert(invitationMails)
      .values(recipients.map((h) => ({ sendId: send!.id, householdId: h.id })))
      .onConflictDoNothing();
    const label = `RSVP reminder for ${event.name} to ${recipients.length} ${recipients.length === 1 ? 'household' : 'households'}`;
    await recordChange(tx, { ...about(wedding.id, by, 'guests', 'guest_event', event.id, label), action: 'sent' });
    await emitEvent(tx, {
      stream: 'account_guests',
      action: 'invitations_sent',
      weddingId: wedding.id,
      data: { by, send: send!.id, households: recipients.length },
    });
    return send!.id;
  });
  return { id, recipients, without_email: withoutEmail, preview, send_at: at };
}

/** An event's reminders, newest first, with how many of their mails went out. */
export async function eventReminders(db: Db | Tx, eventId: string): Promise<EventReminder[]> {
  const { rows } = await db.execute<EventReminder & Record<string, unknown>>(sql`
    SELECT s.id, s.subject, s.households, s.send_at, s.created_at,
      (SELECT count(*) FROM invitation_mails m WHERE m.send_id = s.id AND m.sent_at IS NOT NULL)::int AS sent
    FROM invitation_sends s WHERE s.event_id = ${eventId}
    ORDER BY s.created_at DESC, s.id`);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    households: r.households,
    sent: r.sent,
    send_at: r.send_at ? new Date(r.send_at).toISOString() : null,
    created_at: new Date(r.created_at).toISOString(),
  }));
}
