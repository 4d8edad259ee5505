import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { invitationAudience, invitationSendBody } from '../../shared/invitationSchemas';
import type { InvitationInsert, InvitationRecipient, InvitationSendResult } from '../../shared/invitations';
import { invitationMessages } from '../../shared/invitations';
import type { Db, Tx } from '../db/client';
import { guestEvents, households, invitationMails, invitationSends } from '../db/schema';
import { about, recordChange } from '../history/record';
import { fieldsError } from '../lib/problem';
import { qrPng, qrSvg } from '../lib/qr';
import type { MailDeps } from '../mail';
import { emitEvent } from '../realtime/emitEvent';
import { rsvpUrl } from './guests';
import { invitationMail, invitationText } from './invitationMail';
import type { WeddingRow } from './weddings';

// Invitations the couple mails from the guest list (issue 35). A send writes one queued row per household in the
// transaction that records it; the job queue (jobs/runner.ts, every tick) then claims one row at a time, mails it
// and marks it sent in the same transaction under SKIP LOCKED, so two instances never mail a household twice and a
// restart picks up where the last one stopped. The unique (send, household) key keeps one row per household.

type Audience = z.output<typeof invitationAudience>;
type SendBody = z.output<typeof invitationSendBody>;

/** The households a send would go to, with their guests' addresses (none: left out of the send). */
export async function audienceOf(db: Db | Tx, weddingId: string, to: Audience): Promise<InvitationRecipient[]> {
  if (to.event) {
    const [event] = await db
      .select({ id: guestEvents.id })
      .from(guestEvents)
      .where(and(eq(guestEvents.id, to.event), eq(guestEvents.weddingId, weddingId)));
    if (!event) throw fieldsError({ 'to.event': [invitationMessages.eventUnknown] });
  }
  const chosen = to.households ? sql`AND h.id = ANY(${`{${to.households.join(',')}}`}::uuid[])` : sql``;
  const answered = sql`EXISTS (SELECT 1 FROM guests g WHERE g.household_id = h.id AND g.attending)`;
  const rsvp =
    to.rsvp === 'none'
      ? sql`AND h.responded_at IS NULL`
      : to.rsvp === 'yes'
        ? sql`AND h.responded_at IS NOT NULL AND ${answered}`
        : to.rsvp === 'no'
          ? sql`AND h.responded_at IS NOT NULL AND NOT ${answered}`
          : sql``;
  const event = to.event
    ? sql`AND EXISTS (SELECT 1 FROM guest_event_invites i JOIN guests g ON g.id = i.guest_id
                      WHERE g.household_id = h.id AND i.event_id = ${to.event})`
    : sql``;
  const tag = to.tag
    ? sql`AND EXISTS (SELECT 1 FROM guests g, unnest(g.tags) t
                      WHERE g.household_id = h.id AND lower(t) = lower(${to.tag}))`
    : sql``;
  const { rows } = await db.execute<InvitationRecipient & Record<string, unknown>>(sql`
    SELECT h.id, h.name,
      ARRAY(SELECT DISTINCT lower(g.email) FROM guests g
            WHERE g.household_id = h.id AND COALESCE(g.email, '') <> '' ORDER BY 1) AS emails
    FROM households h
    WHERE h.wedding_id = ${weddingId} ${chosen} ${rsvp} ${event} ${tag}
    ORDER BY h.created_at, h.name`);
  return rows;
}

export async function themeOf(db: Db | Tx, weddingId: string): Promise<string> {
  const { rows } = await db.execute<{ theme: string }>(
    sql`SELECT theme FROM wedding_sites WHERE wedding_id = ${weddingId}`,
  );
  return rows[0]?.theme ?? 'classic';
}

/** Sends (or, as a dry run, previews) an invitation to the households the audience picks; one mail each, queued. */
export async function sendInvitations(
  db: Db,
  deps: MailDeps,
  wedding: WeddingRow,
  by: string,
  body: SendBody,
): Promise<InvitationSendResult> {
  const all = await audienceOf(db, wedding.id, body.to);
  const recipients = all.filter((h) => h.emails.length);
  const withoutEmail = all.filter((h) => !h.emails.length).map((h) => h.name);
  if (!recipients.length) throw fieldsError({ to: [invitationMessages.nobody] });
  const first = recipients[0]!;
  const [firstRow] = await db
    .select({ token: households.rsvpToken })
    .from(households)
    .where(eq(households.id, first.id));
  const link = rsvpUrl(deps.config.publicUrl, firstRow!.token);
  const mail = {
    to: first.emails,
    subject: body.subject,
    message: body.message,
    household: first.name,
    wedding: { name: wedding.name, date: wedding.date },
    theme: await themeOf(db, wedding.id),
    link,
    productName: deps.config.productName,
  };
  const preview = {
    to: first.emails.join(', '),
    subject: body.subject,
    text: invitationText(mail),
    qr: `data:image/png;base64,${(await qrPng(link)).toString('base64')}`,
  };
  if (body.dry_run) return { id: null, recipients, without_email: withoutEmail, preview };
  const id = await db.transaction(async (tx) => {
    const [send] = await tx
      .insert(invitationSends)
      .values({
        weddingId: wedding.id,
        createdBy: by,
        subject: body.subject,
        message: body.message,
        households: recipients.length,
      })
      .returning({ id: invitationSends.id });
    await tx
      .insert(invitationMails)
      .values(recipients.map((h) => ({ sendId: send!.id, householdId: h.id })))
      .onConflictDoNothing();
    const label = `“${body.subject}” to ${recipients.length} ${recipients.length === 1 ? 'household' : 'households'}`;
    await recordChange(tx, { ...about(wedding.id, by, 'guests', 'guest_list', wedding.id, label), action: 'sent' });
    await emitEvent(tx, {
      stream: 'account_guests',
      action: 'invitations_sent',
      weddingId: wedding.id,
      data: { by, send: send!.id, households: recipients.length },
    });
    return send!.id;
  });
  return { id, recipients, without_email: withoutEmail, preview };
}

/** Whether household `h` has a guest invited to `event` who has not answered for it. */
export const stillWaiting = (event: ReturnType<typeof sql>) =>
  sql`EXISTS (SELECT 1 FROM guest_event_invites i JOIN guests g ON g.id = i.guest_id
              WHERE g.household_id = h.id AND i.event_id = ${event} AND i.attending IS NULL)`;

type Claimed = {
  id: string;
  household: string;
  name: string;
  token: string;
  wedding_id: string;
  wedding: string;
  date: string;
  theme: string | null;
  subject: string;
  message: string;
  emails: string[];
  /** A reminder's household that has answered everything it was invited to for the event since. */
  answered: boolean;
};

/** Mails every queued invitation, one household per transaction; returns how many went out. */
export async function sweepInvitationMails(db: Db, deps: MailDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<Claimed>(sql`
        SELECT m.id, h.id AS household, h.name, h.rsvp_token AS token, h.wedding_id, w.name AS wedding,
          w.date::text AS date, site.theme, s.subject, s.message,
          ARRAY(SELECT DISTINCT lower(g.email) FROM guests g
                WHERE g.household_id = h.id AND COALESCE(g.email, '') <> '' ORDER BY 1) AS emails,
          (s.event_id IS NOT NULL AND NOT ${stillWaiting(sql`s.event_id`)}) AS answered
        FROM invitation_mails m
        JOIN invitation_sends s ON s.id = m.send_id
        JOIN households h ON h.id = m.household_id
        JOIN weddings w ON w.id = h.wedding_id
        LEFT JOIN wedding_sites site ON site.wedding_id = h.wedding_id
        WHERE m.sent_at IS NULL AND (s.send_at IS NULL OR s.send_at <= now())
        ORDER BY m.created_at, m.id LIMIT 1 FOR UPDATE OF m SKIP LOCKED`);
      const row = rows[0];
      if (!row) return null;
      // The household's addresses were removed since the send, or a reminder's household has answered since it was
      // scheduled: nothing to mail, nothing to retry.
      if (!row.emails.length || row.answered) {
        await tx.delete(invitationMails).where(eq(invitationMails.id, row.id));
        return false;
      }
      const link = rsvpUrl(deps.config.publicUrl, row.token);
      await deps.mailer.send(
        await invitationMail({
          to: row.emails,
          subject: row.subject,
          message: row.message,
          household: row.name,
          wedding: { name: row.wedding, date: row.date },
          theme: row.theme ?? 'classic',
          link,
          productName: deps.config.productName,
        }),
      );
      await tx.update(invitationMails).set({ sentAt: sql`now()` }).where(eq(invitationMails.id, row.id));
      await tx.update(households).set({ invitedAt: sql`now()` }).where(eq(households.id, row.household));
      await emitEvent(tx, {
        stream: 'account_guests',
        action: 'update_household',
        weddingId: row.wedding_id,
        data: { by: null, household: row.household },
      });
      return true;
    });
    if (done === null) return sent;
    if (done) sent++;
  }
}

/**
 * A household opened its private RSVP link: the first time and the last are kept for the guest list. A read writes
 * no event (the guest list shows it when it next loads, as it does after the answer that usually follows).
 */
export async function noteLinkOpened(db: Db, householdId: string): Promise<void> {
  await db
    .update(households)
    .set({ openedAt: sql`COALESCE(${households.openedAt}, now())`, lastOpenedAt: sql`now()` })
    .where(eq(households.id, householdId));
}

// Short links for paper: ten letters and digits a person copies without doubt (no 0/o, 1/l/i), about 49 bits.
const SHORT_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const newShortCode = () => Array.from({ length: 10 }, () => SHORT_ALPHABET[randomInt(SHORT_ALPHABET.length)]).join('');
export const shortUrl = (publicUrl: string, code: string) => `${publicUrl}/r/${code}`;

/** Gives each household of the wedding without a short code one (a clash, most unlikely, is drawn again). */
async function assignShortCodes(db: Db, weddingId: string): Promise<void> {
  const missing = await db
    .select({ id: households.id })
    .from(households)
    .where(and(eq(households.weddingId, weddingId), isNull(households.shortCode)));
  for (const { id } of missing) {
    for (let attempt = 0; ; attempt++) {
      const [taken] = await db
        .update(households)
        .set({ shortCode: newShortCode() })
        .where(and(eq(households.id, id), isNull(households.shortCode)))
        .returning({ id: households.id })
        .catch((error: unknown) => {
          if (attempt < 5 && (error as { code?: string }).code === '23505') return [];
          throw error;
        });
      if (taken || attempt >= 5) break;
    }
  }
}

/** The RSVP token behind a short link, or null. */
export async function tokenOfShortCode(db: Db, code: string): Promise<string | null> {
  if (!/^[a-z0-9]{10}$/.test(code)) return null;
  const [row] = await db
    .select({ token: households.rsvpToken })
    .from(households)
    .where(eq(households.shortCode, code))
    .limit(1);
  return row?.token ?? null;
}

/** Each household's QR code and short link, for inserts printed into paper invitations. */
export async function invitationInserts(db: Db, weddingId: string, publicUrl: string): Promise<InvitationInsert[]> {
  await assignShortCodes(db, weddingId);
  const rows = await db
    .select({ id: households.id, name: households.name, token: households.rsvpToken, code: households.shortCode })
    .from(households)
    .where(eq(households.weddingId, weddingId))
    .orderBy(households.createdAt, households.name);
  return Promise.all(
    rows.map(async (h) => {
      const url = h.code ? shortUrl(publicUrl, h.code) : rsvpUrl(publicUrl, h.token);
      return {
        id: h.id,
        name: h.name,
        url,
        qr: `data:image/svg+xml;base64,${Buffer.from(await qrSvg(url)).toString('base64')}`,
      };
    }),
  );
}
