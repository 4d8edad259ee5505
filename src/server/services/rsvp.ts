import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type RsvpInvitation, type rsvpAnswerBody, siteMessages } from '../../shared/site';
import type { Db } from '../db/client';
import { guests, households, weddings } from '../db/schema';
import { about, recordChange } from '../history/record';
import { fieldsError, HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';
import { addOnsOf, siteRow } from './site';

// A household's private RSVP link: no account, only the token. An unknown token tells nothing of any wedding.

export type RsvpAnswer = z.output<typeof rsvpAnswerBody>;

const notFound = () => new HttpError(404, siteMessages.rsvpLinkInvalid);

/** The deadline is the last day answers are taken, inclusive, by the calendar date in UTC. */
export function rsvpOpen(deadline: string | null, now: Date): boolean {
  return !deadline || now.toISOString().slice(0, 10) <= deadline;
}

async function load(db: Db, token: string) {
  if (!/^[\w-]{16,64}$/.test(token)) throw notFound();
  const [household] = await db.select().from(households).where(eq(households.rsvpToken, token)).limit(1);
  if (!household) throw notFound();
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, household.weddingId)).limit(1);
  const site = await siteRow(db, household.weddingId);
  if (!wedding || !addOnsOf(site).rsvp.enabled) throw notFound();
  const members = await db
    .select()
    .from(guests)
    .where(eq(guests.householdId, household.id))
    .orderBy(asc(guests.position));
  return { household, wedding, site, members };
}

export async function rsvpInvitation(db: Db, token: string, now = new Date()): Promise<RsvpInvitation> {
  const { household, wedding, site, members } = await load(db, token);
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
    deadline,
    open: rsvpOpen(deadline, now),
  };
}

/** Saves a household's answer for all its guests at once; refused after the deadline with the couple's wording. */
export async function answerRsvp(db: Db, token: string, body: RsvpAnswer, now = new Date()): Promise<RsvpInvitation> {
  const { household, site, members } = await load(db, token);
  if (!rsvpOpen(site?.rsvpDeadline ?? null, now)) throw new HttpError(409, siteMessages.rsvpClosed);
  const meals = (site?.mealOptions ?? []) as string[];
  const errors: Record<string, string[]> = {};
  const byId = new Map(members.map((g) => [g.id, g]));
  body.guests.forEach((answer, i) => {
    const guest = byId.get(answer.id);
    if (!guest) errors[`guests.${i}.id`] = [siteMessages.guestNotInHousehold];
    else if (answer.plus_one_name && !guest.plusOneAllowed)
      errors[`guests.${i}.plus_one_name`] = [siteMessages.plusOneNotAllowed];
    if (answer.attending && answer.meal && !meals.includes(answer.meal))
      errors[`guests.${i}.meal`] = [siteMessages.mealUnknown];
    if (answer.attending && !answer.meal && meals.length)
      errors[`guests.${i}.meal`] = [siteMessages.mealRequiredForGuest];
  });
  const answered = new Set(body.guests.map((g) => g.id));
  if (members.some((g) => !answered.has(g.id))) errors.guests = [siteMessages.attendingRequired];
  if (Object.keys(errors).length) throw fieldsError(errors);
  await db.transaction(async (tx) => {
    for (const answer of body.guests) {
      await tx
        .update(guests)
        .set({
          attending: answer.attending,
          meal: answer.attending ? answer.meal : null,
          dietary: answer.attending ? answer.dietary : '',
          plusOneName: answer.attending && answer.plus_one_name ? answer.plus_one_name : null,
        })
        .where(eq(guests.id, answer.id));
    }
    await tx.update(households).set({ message: body.message, respondedAt: now }).where(eq(households.id, household.id));
    const coming = body.guests.filter((g) => g.attending).length;
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
  });
  return rsvpInvitation(db, token, now);
}
