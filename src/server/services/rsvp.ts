import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RsvpEvent } from '../../shared/guestEvents';
import { guestEventMessages } from '../../shared/guestEvents';
import { type RsvpInvitation, type rsvpAnswerBody, siteMessages } from '../../shared/site';
import { todayInZone } from '../../shared/weddingDay';
import type { Db, Tx } from '../db/client';
import { guestEventInvites, guestEvents, guests, households, weddings } from '../db/schema';
import { about, recordChange } from '../history/record';
import { fieldsError, HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';
import { mirrorOverall } from './guestAnswers';
import { toGuestEvent } from './guestEvents';
import { seatedCounts } from './seating';
import { addOnsOf, siteRow } from './site';
import { notifyRsvpAnswered } from './weddingNotifications';

// A household's private RSVP link: no account, only the token. An unknown token tells nothing of any wedding.

export type RsvpAnswer = z.output<typeof rsvpAnswerBody>;
type InviteRow = typeof guestEventInvites.$inferSelect;
type EventRow = typeof guestEvents.$inferSelect;

const notFound = () => new HttpError(404, siteMessages.rsvpLinkInvalid);

/** The deadline is the last day answers are taken, inclusive, by the calendar date in the wedding's zone (issue 37). */
export function rsvpOpen(deadline: string | null, now: Date, zone: string): boolean {
  return !deadline || todayInZone(zone, now.getTime()) <= deadline;
}

/** The household of a token, or null: for pages that show more to a guest who opened their link. */
export async function householdOfToken(db: Db, token: string) {
  if (!/^[\w-]{16,64}$/.test(token)) return null;
  const [household] = await db.select().from(households).where(eq(households.rsvpToken, token)).limit(1);
  return household ?? null;
}

/** The events a household is invited to (private ones included), in the wedding's order. */
export async function householdEvents(db: Db | Tx, householdId: string) {
  const rows = await db
    .select({ invite: guestEventInvites, event: guestEvents })
    .from(guestEventInvites)
    .innerJoin(guestEvents, eq(guestEvents.id, guestEventInvites.eventId))
    .innerJoin(guests, eq(guests.id, guestEventInvites.guestId))
    .where(eq(guests.householdId, householdId))
    .orderBy(asc(guestEvents.position), asc(guestEvents.createdAt));
  const events = new Map<string, { event: EventRow; invites: InviteRow[] }>();
  for (const { invite, event } of rows) {
    const entry = events.get(event.id) ?? { event, invites: [] };
    entry.invites.push(invite);
    events.set(event.id, entry);
  }
  return [...events.values()];
}

async function load(db: Db, token: string) {
  const household = await householdOfToken(db, token);
  if (!household) throw notFound();
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, household.weddingId)).limit(1);
  const site = await siteRow(db, household.weddingId);
  if (!wedding || !addOnsOf(site).rsvp.enabled) throw notFound();
  const members = await db
    .select()
    .from(guests)
    .where(eq(guests.householdId, household.id))
    .orderBy(asc(guests.position));
  const events = await householdEvents(db, household.id);
  return { household, wedding, site, members, events };
}

export async function rsvpInvitation(db: Db, token: string, now = new Date()): Promise<RsvpInvitation> {
  const { household, wedding, site, members, events } = await load(db, token);
  const deadline = site?.rsvpDeadline ?? null;
  return {
    wedding: { name: wedding.name, date: wedding.date, slug: wedding.slug },
    household: {
      name: household.name,
      message: household.message,
      responded_at: household.respondedAt?.toISOString() ?? null,
    },
    guests: members.map((g) => ({
      id: g.id,
      name: g.name,
      plus_one_allowed: g.plusOneAllowed,
      child: g.child,
      attending: g.attending,
      meal: g.meal,
      dietary: g.dietary,
      plus_one_name: g.plusOneName ?? '',
    })),
    meal_options: (site?.mealOptions ?? []) as string[],
    events: events.map(({ event, invites }): RsvpEvent => {
      const { account: _a, position: _p, seating: _s, ...details } = toGuestEvent(event);
      return {
        ...details,
        guests: members.flatMap((g) => {
          const invite = invites.find((i) => i.guestId === g.id);
          return invite
            ? [
                {
                  id: g.id,
                  name: g.name,
                  plus_one_allowed: g.plusOneAllowed,
                  attending: invite.attending,
                  meal: invite.meal,
                  dietary: invite.dietary,
                  plus_one_name: invite.plusOneName ?? '',
                },
              ]
            : [];
        }),
      };
    }),
    deadline,
    open: rsvpOpen(deadline, now, wedding.timeZone),
  };
}

type GuestAnswer = RsvpAnswer['guests'][number];
interface Item {
  event: EventRow;
  answer: GuestAnswer;
  /** Where a problem with it is reported: `guests.0` (one answer for every event) or `events.1.guests.0`. */
  key: string;
}

/** Saves a household's answers for its events at once; refused after the deadline with the couple's wording. */
export async function answerRsvp(db: Db, token: string, body: RsvpAnswer, now = new Date()): Promise<RsvpInvitation> {
  const { household, wedding, site, members, events } = await load(db, token);
  if (!rsvpOpen(site?.rsvpDeadline ?? null, now, wedding.timeZone)) throw new HttpError(409, siteMessages.rsvpClosed);
  const errors: Record<string, string[]> = {};
  const byId = new Map(members.map((g) => [g.id, g]));
  const items: Item[] = [];
  body.guests.forEach((answer, i) => {
    if (!byId.has(answer.id)) errors[`guests.${i}.id`] = [siteMessages.guestNotInHousehold];
    for (const { event, invites } of events) {
      if (invites.some((v) => v.guestId === answer.id)) items.push({ event, answer, key: `guests.${i}` });
    }
  });
  body.events.forEach((e, i) => {
    const invited = events.find((x) => x.event.id === e.id);
    if (!invited) {
      errors[`events.${i}.id`] = [guestEventMessages.eventNotInvited];
      return;
    }
    e.guests.forEach((answer, j) => {
      if (!invited.invites.some((v) => v.guestId === answer.id)) {
        errors[`events.${i}.guests.${j}.id`] = [guestEventMessages.notInvited];
      } else items.push({ event: invited.event, answer, key: `events.${i}.guests.${j}` });
    });
  });
  for (const { event, answer, key } of items) {
    const meals = event.mealOptions;
    if (answer.plus_one_name && !byId.get(answer.id)?.plusOneAllowed) {
      errors[`${key}.plus_one_name`] = [siteMessages.plusOneNotAllowed];
    }
    if (answer.attending && answer.meal && meals.length && !meals.includes(answer.meal)) {
      errors[`${key}.meal`] = [siteMessages.mealUnknown];
    }
    if (answer.attending && !answer.meal && meals.length) errors[`${key}.meal`] = [siteMessages.mealRequiredForGuest];
  }
  const answered = new Set(items.map((i) => `${i.event.id}/${i.answer.id}`));
  const missing = events.some(({ event, invites }) => invites.some((v) => !answered.has(`${event.id}/${v.guestId}`)));
  if (missing || (!events.length && body.guests.length < members.length)) {
    errors.guests = [siteMessages.attendingRequired];
  }
  if (Object.keys(errors).length) throw fieldsError(errors);
  await db.transaction(async (tx) => {
    const unseatedIn = new Set<string>();
    for (const { event, answer } of items) {
      const [old] = await tx
        .select()
        .from(guestEventInvites)
        .where(and(eq(guestEventInvites.eventId, event.id), eq(guestEventInvites.guestId, answer.id)))
        .for('update');
      const declinedSeated = !answer.attending && Boolean(old?.tableId);
      if (declinedSeated) unseatedIn.add(event.id);
      await tx
        .update(guestEventInvites)
        .set({
          attending: answer.attending,
          meal: answer.attending && event.mealOptions.length ? answer.meal : null,
          dietary: answer.attending ? answer.dietary : '',
          plusOneName: answer.attending && answer.plus_one_name ? answer.plus_one_name : null,
          answeredAt: now,
          ...(declinedSeated && { tableId: null, unseatedByDecline: true }),
        })
        .where(and(eq(guestEventInvites.eventId, event.id), eq(guestEventInvites.guestId, answer.id)));
    }
    await mirrorOverall(
      tx,
      members.map((g) => g.id),
    );
    await tx.update(households).set({ message: body.message, respondedAt: now }).where(eq(households.id, household.id));
    const coming = new Set(items.filter((i) => i.answer.attending).map((i) => i.answer.id)).size;
    await recordChange(tx, {
      ...about(household.weddingId, null, 'guests', 'household', household.id, household.name),
      action: 'rsvp',
      changes: [{ field: 'attending', before: null, after: coming }],
    });
    await emitEvent(tx, {
      stream: 'account_guests',
      action: 'rsvp',
      weddingId: household.weddingId,
      data: { household: household.id },
    });
    for (const event of unseatedIn) {
      await emitEvent(tx, {
        stream: 'account_guests',
        action: 'update_seating',
        weddingId: household.weddingId,
        data: { by: null, event, tables: await seatedCounts(tx, event) },
      });
    }
    await notifyRsvpAnswered(tx, household);
  });
  return rsvpInvitation(db, token, now);
}
