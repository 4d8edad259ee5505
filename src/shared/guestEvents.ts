import { z } from 'zod';
import { planDate } from './planningSchemas';
import { requiredText } from './schemas';

// Issue 38: the events guests are invited to, per-event invitations and answers, and seating. One import for both
// sides: field messages, request bodies and the shapes the API answers with.

export const GUEST_EVENT_LIMITS = { events: 20, name: 120, text: 500, meals: 12, tables: 100, rules: 200 } as const;

export const guestEventMessages = {
  nameRequired: 'Give the event a name.',
  nameTooLong: 'Keep the name under 120 characters.',
  textTooLong: 'Keep this under 500 characters.',
  timeInvalid: 'Enter a time as HH:MM.',
  endBeforeStart: 'The end must be after the start.',
  mealsInvalid: 'List at most 12 meals, each under 120 characters.',
  tooManyEvents: 'A wedding can have at most 20 events.',
  noEvent: 'No event has that id.',
  inviteesRequired: 'Choose at least one household or guest.',
  notOnList: 'Some of these are not on your guest list.',
  notInvited: 'This guest is not invited to that event.',
  eventNotInvited: 'Your household is not invited to that event.',
  lastEvent: 'Keep at least one event: guests answer for it.',
  capacityInvalid: 'A table seats between 1 and 30.',
  tableFull: 'That table is full.',
  noTable: 'No table has that id.',
  noSeating: 'This event has no seating plan.',
  notAttending: 'Only guests who said yes can be seated.',
  ruleGuests: 'A rule names at least two guests (one for “near”).',
  ruleTable: 'A “near” rule names a table.',
} as const;
const m = guestEventMessages;
const L = GUEST_EVENT_LIMITS;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const blankToNull = (v: unknown) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : v);
const time = z.preprocess(
  blankToNull,
  z.string({ error: m.timeInvalid }).trim().regex(TIME, { error: m.timeInvalid }).nullable(),
);
const text = z.preprocess(
  (v) => (v == null ? '' : v),
  z.string({ error: m.textTooLong }).trim().max(L.text, { error: m.textTooLong }),
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// An id is checked before it reaches a uuid column, where anything else would be a database error (a 500).
const id = z.string().trim().regex(UUID, { error: 'That is not an id Vowline gave.' });

const fields = {
  name: requiredText.pipe(z.string().max(L.name, { error: m.nameTooLong })),
  day: z.preprocess(blankToNull, planDate.nullable()),
  start_time: time,
  end_time: time,
  place: text,
  dress_code: text,
  meal_options: z
    .array(z.string().trim().min(1, { error: m.mealsInvalid }).max(L.name, { error: m.mealsInvalid }), {
      error: m.mealsInvalid,
    })
    .max(L.meals, { error: m.mealsInvalid }),
  private: z.boolean(),
  seating: z.boolean(),
};
const endAfterStart = (o: { start_time?: string | null; end_time?: string | null }) =>
  !o.start_time || !o.end_time || o.end_time > o.start_time;

export const guestEventBody = z
  .object({
    ...fields,
    day: fields.day.default(null),
    start_time: fields.start_time.default(null),
    end_time: fields.end_time.default(null),
    place: fields.place.default(''),
    dress_code: fields.dress_code.default(''),
    meal_options: fields.meal_options.default([]),
    private: fields.private.default(false),
    seating: fields.seating.default(false),
  })
  .refine(endAfterStart, { error: m.endBeforeStart, path: ['end_time'] });
export type GuestEventBody = z.input<typeof guestEventBody>;
/** A change: only the fields sent change (written without defaults, so a field left out stays as it is). */
export const guestEventPatch = z
  .object(fields)
  .partial()
  .refine(endAfterStart, { error: m.endBeforeStart, path: ['end_time'] });
export type GuestEventPatch = z.input<typeof guestEventPatch>;

/** Invite (or uninvite) whole households and single guests of a household. */
export const invitationsBody = z
  .object({
    households: z.array(id).max(2000).default([]),
    guests: z.array(id).max(5000).default([]),
    invited: z.boolean().default(true),
  })
  .refine((b) => b.households.length + b.guests.length > 0, { error: m.inviteesRequired, path: ['households'] });
export type InvitationsBody = z.input<typeof invitationsBody>;

const guestAnswer = z.object({
  id: z.string({ error: 'That guest is not in this household.' }),
  attending: z.boolean({ error: 'Say whether each guest is coming.' }),
  meal: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(L.name).nullable().default(null)),
  dietary: text.default(''),
  plus_one_name: z.preprocess((v) => (v == null ? '' : v), z.string().trim().max(L.name)).default(''),
});
export const eventAnswer = z.object({ id, guests: z.array(guestAnswer).min(1).max(50) });

export interface GuestEvent {
  id: string;
  account: string;
  name: string;
  day: string | null;
  start_time: string | null;
  end_time: string | null;
  place: string;
  dress_code: string;
  meal_options: string[];
  private: boolean;
  seating: boolean;
  position: number;
}

/** The counts for one event: guests invited, yes (plus-ones included), no, waiting, and meals chosen. */
export interface GuestEventCounts {
  event: string;
  name: string;
  invited: number;
  yes: number;
  no: number;
  waiting: number;
  meals: { meal: string; count: number }[];
}

/** One guest's invitation to one event, as the couple sees it. */
export interface GuestEventInvite {
  event: string;
  guest: string;
  household: string;
  attending: boolean | null;
  meal: string | null;
  dietary: string;
  plus_one_name: string;
  table: string | null;
  unseated_by_decline: boolean;
}

/** An event as a household's RSVP link shows it: details plus each invited guest's answer. */
export interface RsvpEvent extends Omit<GuestEvent, 'account' | 'position' | 'seating'> {
  guests: {
    id: string;
    name: string;
    plus_one_allowed: boolean;
    attending: boolean | null;
    meal: string | null;
    dietary: string;
    plus_one_name: string;
  }[];
}
