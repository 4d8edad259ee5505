import { and, asc, between, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CalendarFeed,
  type eventCreateBody,
  type eventUpdateBody,
  planningMessages,
  type WeddingEvent,
} from '../../shared/planning';
import type { Db, Tx } from '../db/client';
import { tasks, weddingEvents } from '../db/schema';
import { recordChange } from '../history/record';
import type { Counted, OffsetWindow } from '../lib/paging';
import { fieldError, HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';
import type { WeddingRow } from './weddings';

// The wedding's calendar: its own events, plus the tasks due and the wedding day, between two dates.

type Row = typeof weddingEvents.$inferSelect;

export function toEvent(row: Row): WeddingEvent {
  return {
    id: row.id,
    version: row.version,
    account: row.weddingId,
    title: row.title,
    date: row.date,
    start_time: row.startTime,
    end_time: row.endTime,
    place: row.place,
    notes: row.notes,
    public: row.public,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const chronological = [
  asc(weddingEvents.date),
  sql`${weddingEvents.startTime} ASC NULLS FIRST`,
  asc(weddingEvents.createdAt),
  asc(weddingEvents.id),
] as const;

/** The calendar's own events, 100 a page; up to 200 on request. */
export const EVENTS_PAGE = { size: 100, max: 200 };
/** A range (at most 62 days) shows at most this many events, soonest first: more than eight a day. */
export const CALENDAR_EVENTS_LIMIT = 500;

export async function calendarFeed(db: Db, wedding: WeddingRow, from: string, to: string): Promise<CalendarFeed> {
  const [events, due] = await Promise.all([
    db
      .select()
      .from(weddingEvents)
      .where(and(eq(weddingEvents.weddingId, wedding.id), between(weddingEvents.date, from, to)))
      .orderBy(...chronological)
      .limit(CALENDAR_EVENTS_LIMIT),
    db
      .select({
        id: tasks.id,
        title: tasks.title,
        due_date: tasks.dueDate,
        status: tasks.status,
        section: tasks.sectionId,
      })
      .from(tasks)
      .where(and(eq(tasks.weddingId, wedding.id), between(tasks.dueDate, from, to)))
      .orderBy(asc(tasks.dueDate), asc(tasks.title)),
  ]);
  return { account: wedding.id, from, to, wedding_date: wedding.date, events: events.map(toEvent), tasks: due };
}

/** One page of the wedding's events, in date order. */
export async function weddingEventsList(
  db: Db,
  weddingId: string,
  window: OffsetWindow,
): Promise<Counted<WeddingEvent>> {
  const ofWedding = eq(weddingEvents.weddingId, weddingId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(weddingEvents).where(ofWedding),
    db
      .select()
      .from(weddingEvents)
      .where(ofWedding)
      .orderBy(...chronological)
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: total?.n ?? 0, results: rows.map(toEvent) };
}

export async function eventById(db: Db | Tx, id: string): Promise<Row> {
  const [row] = await db.select().from(weddingEvents).where(eq(weddingEvents.id, id));
  if (!row) throw new HttpError(404, planningMessages.noEvent);
  return row;
}

export async function createEvent(
  tx: Tx,
  weddingId: string,
  userId: string,
  body: Omit<z.output<typeof eventCreateBody>, 'account'>,
): Promise<WeddingEvent> {
  const [row] = await tx
    .insert(weddingEvents)
    .values({
      weddingId,
      title: body.title,
      date: body.date,
      startTime: body.start_time ?? null,
      endTime: body.end_time ?? null,
      place: body.place ?? '',
      notes: body.notes ?? '',
      public: body.public ?? false,
      createdBy: userId,
    })
    .returning();
  const event = toEvent(row!);
  await emitEvent(tx, { stream: 'account_tasks', action: 'create_event', weddingId, data: { event, by: userId } });
  await recordChange(tx, { ...eventEntry(userId, event), action: 'created' });
  return event;
}

export async function updateEvent(
  tx: Tx,
  id: string,
  userId: string,
  body: z.output<typeof eventUpdateBody>,
  undoes?: string,
): Promise<WeddingEvent> {
  const [current] = await tx.select().from(weddingEvents).where(eq(weddingEvents.id, id)).for('update');
  if (!current) throw new HttpError(404, planningMessages.noEvent);
  // Only one end of the time range may be sent; the pair must still make sense with the stored other end.
  const start = body.start_time !== undefined ? body.start_time : current.startTime;
  const end = body.end_time !== undefined ? body.end_time : current.endTime;
  if (start && end && end <= start) {
    throw fieldError('end_time', planningMessages.endBeforeStart);
  }
  const [row] = await tx
    .update(weddingEvents)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.date !== undefined ? { date: body.date } : {}),
      ...(body.start_time !== undefined ? { startTime: body.start_time } : {}),
      ...(body.end_time !== undefined ? { endTime: body.end_time } : {}),
      ...(body.place !== undefined ? { place: body.place } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      ...(body.public !== undefined ? { public: body.public } : {}),
      updatedAt: new Date(),
    })
    .where(eq(weddingEvents.id, id))
    .returning();
  const event = toEvent(row!);
  await emitEvent(tx, {
    stream: 'account_tasks',
    action: 'update_event',
    weddingId: event.account,
    data: { event, by: userId },
  });
  await recordChange(tx, {
    ...eventEntry(userId, event),
    action: 'updated',
    before: toEvent(current),
    after: event,
    undoes,
  });
  return event;
}

export async function deleteEvent(tx: Tx, id: string, userId: string): Promise<void> {
  const gone = await tx.delete(weddingEvents).where(eq(weddingEvents.id, id)).returning();
  if (!gone.length) throw new HttpError(404, planningMessages.noEvent);
  const snapshot = toEvent(gone[0]!);
  await recordChange(tx, { ...eventEntry(userId, snapshot), action: 'deleted', snapshot });
  await emitEvent(tx, {
    stream: 'account_tasks',
    action: 'delete_event',
    weddingId: gone[0]!.weddingId,
    data: { id, by: userId },
  });
}

const eventEntry = (userId: string, event: WeddingEvent) =>
  ({
    weddingId: event.account,
    actorId: userId,
    area: 'calendar',
    itemType: 'event',
    itemId: event.id,
    label: event.title,
  }) as const;
