import { parse as parseCsv } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { fieldErrors } from '../../shared/schemas';
import { guestBody, type ImportPreview, SITE_LIMITS, siteMessages } from '../../shared/site';
import type { Db } from '../db/client';
import { guestEventInvites, guests, households } from '../db/schema';
import { about, recordChange } from '../history/record';
import { HttpError } from '../lib/problem';
import { emitEvent } from '../realtime/emitEvent';
import { eventInvitesOf, mirrorOverall } from './guestAnswers';
import { inviteNewGuests, weddingEvents } from './guestEvents';
import { assertRoomFor, guestValues, type HouseholdInput, newRsvpToken, weddingHouseholds } from './guests';

// The guest list as CSV: one row per guest, grouped into households by the `household` column. An import is all or
// nothing: one bad row names itself and nothing is written.

const COLUMNS = ['household', 'name', 'email', 'phone', 'side', 'tags', 'plus_one', 'child', 'table'] as const;
const YES = /^(y|yes|true|1|x)$/i;

type Parsed = Map<string, HouseholdInput['guests']>;
/** Per guest (in the order of `Parsed`), the events its row names: invited, and the answer if the row gives one. */
type EventCells = Map<string, (Map<string, { attending: boolean | null; meal: string | null }> | null)[]>;
type EventRow = { id: string; name: string; mealOptions: string[] };

const norm = (s: string) => s.toLowerCase().replace(/[\s-]+/g, '_');
/** `event: Rehearsal dinner` holds yes, no or invited; `meal: Rehearsal dinner` the meal chosen there. */
const eventColumn = (header: string, events: EventRow[], kind: 'event' | 'meal') => {
  const m = new RegExp(`^${kind}:_?(.+)$`).exec(header);
  return m ? (events.find((e) => norm(e.name) === m[1]) ?? (m[1] as string)) : null;
};

function parseRows(csv: string, events: EventRow[] = [], cells?: EventCells): Parsed {
  let records: string[][];
  try {
    records = parseCsv(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw new HttpError(400, siteMessages.csvRowsInvalid, { csv: [`${(error as Error).message}`] });
  }
  const header = (records[0] ?? []).map((h) => h.toLowerCase().replace(/[\s-]+/g, '_'));
  if (!header.includes('household') || !header.includes('name')) {
    throw new HttpError(400, siteMessages.csvHeader, { csv: [siteMessages.csvHeader] });
  }
  const unknown = header
    .flatMap((h) => [eventColumn(h, events, 'event'), eventColumn(h, events, 'meal')])
    .filter((e): e is string => typeof e === 'string');
  if (unknown.length) {
    const message = `No event is called “${unknown[0]}”.`;
    throw new HttpError(400, message, { csv: [message] });
  }
  if (records.length - 1 > SITE_LIMITS.importRows)
    throw new HttpError(413, siteMessages.csvTooLong, { csv: [siteMessages.csvTooLong] });
  const at = (record: string[], column: (typeof COLUMNS)[number]) => {
    const i = header.indexOf(column);
    return i < 0 ? '' : (record[i] ?? '');
  };
  const problems: string[] = [];
  const parsed: Parsed = new Map();
  records.slice(1).forEach((record, i) => {
    const row = i + 2;
    const household = at(record, 'household');
    const result = guestBody.safeParse({
      name: at(record, 'name'),
      email: at(record, 'email'),
      phone: at(record, 'phone'),
      side: at(record, 'side').toLowerCase() || 'both',
      tags: at(record, 'tags')
        .split(/[;|]/)
        .map((t) => t.trim())
        .filter(Boolean),
      plus_one_allowed: YES.test(at(record, 'plus_one')),
      child: YES.test(at(record, 'child')),
      table: at(record, 'table'),
    });
    if (!household) problems.push(`Row ${row} (household): ${siteMessages.householdNameRequired}`);
    if (!result.success) {
      for (const [field, messages] of Object.entries(fieldErrors(result.error))) {
        problems.push(`Row ${row} (${field}): ${messages[0]}`);
      }
      return;
    }
    if (!household) return;
    const invited = new Map<string, { attending: boolean | null; meal: string | null }>();
    header.forEach((h, c) => {
      const event = eventColumn(h, events, 'event') as EventRow | null;
      const value = (record[c] ?? '').trim().toLowerCase();
      if (!event || !value) return;
      const mealAt = header.findIndex((x) => eventColumn(x, events, 'meal') === event);
      const meal = mealAt < 0 ? '' : (record[mealAt] ?? '').trim();
      if (meal && !event.mealOptions.includes(meal))
        problems.push(`Row ${row} (meal: ${event.name}): ${siteMessages.mealUnknown}`);
      invited.set(event.id, { attending: value === 'yes' ? true : value === 'no' ? false : null, meal: meal || null });
    });
    const hasEventColumns = header.some((h) => eventColumn(h, events, 'event'));
    cells?.set(household, [...(cells.get(household) ?? []), hasEventColumns ? invited : null]);
    const list = parsed.get(household) ?? [];
    if (list.length >= SITE_LIMITS.guestsPerHousehold) {
      problems.push(`Row ${row} (household): ${siteMessages.tooManyGuests}`);
    }
    list.push(result.data);
    parsed.set(household, list);
  });
  if (problems.length) throw new HttpError(400, siteMessages.csvRowsInvalid, { csv: problems });
  if (!parsed.size) throw new HttpError(400, siteMessages.csvRequired, { csv: [siteMessages.csvRequired] });
  return parsed;
}

export async function importGuests(
  db: Db,
  weddingId: string,
  by: string,
  csv: string,
  dryRun: boolean,
): Promise<ImportPreview> {
  const events = (await weddingEvents(db, weddingId)).map((e) => ({
    id: e.id,
    name: e.name,
    mealOptions: e.mealOptions,
  }));
  const cells: EventCells = new Map();
  const parsed = parseRows(csv, events, cells);
  const preview = [...parsed].map(([household, list]) => ({ household, guests: list.map((g) => g.name) }));
  const total = preview.reduce((n, h) => n + h.guests.length, 0);
  if (!dryRun) {
    await db.transaction(async (tx) => {
      await assertRoomFor(tx, weddingId, parsed.size);
      for (const [name, list] of parsed) {
        const [row] = await tx.insert(households).values({ weddingId, name, rsvpToken: newRsvpToken() }).returning();
        const added = await tx
          .insert(guests)
          .values(list.map((g, i) => guestValues(weddingId, row!.id, g, i)))
          .returning({ id: guests.id });
        // Rows without event columns get the usual invitations; rows with them, exactly the events they name.
        const named = cells.get(name) ?? [];
        await inviteNewGuests(
          tx,
          weddingId,
          row!.id,
          added.filter((_, i) => !named[i]).map((g) => g.id),
        );
        const chosen = added.flatMap((g, i) =>
          [...(named[i] ?? new Map())].map(([eventId, a]) => ({
            eventId,
            guestId: g.id,
            weddingId,
            attending: a.attending,
            meal: a.attending ? a.meal : null,
          })),
        );
        if (chosen.length) await tx.insert(guestEventInvites).values(chosen);
        await mirrorOverall(
          tx,
          added.map((g) => g.id),
        );
      }
      const label = `${parsed.size} ${parsed.size === 1 ? 'household' : 'households'}`;
      await recordChange(tx, { ...about(weddingId, by, 'guests', 'guest_list', weddingId, label), action: 'imported' });
      await emitEvent(tx, {
        stream: 'account_guests',
        action: 'import',
        weddingId,
        data: { by, households: parsed.size, guests: total },
      });
    });
  }
  return { households: parsed.size, guests: total, imported: !dryRun, preview };
}

export async function exportGuests(db: Db, weddingId: string, publicUrl: string): Promise<string> {
  const list = await weddingHouseholds(db, weddingId, publicUrl);
  const events = await weddingEvents(db, weddingId);
  const invites = await eventInvitesOf(db, weddingId);
  const answerAt = (eventId: string, guestId: string) => {
    const i = invites.get(`${eventId}/${guestId}`);
    if (!i) return ['', ''];
    return [i.attending === null ? 'invited' : i.attending ? 'yes' : 'no', i.meal ?? ''];
  };
  const rows = list.flatMap((h) =>
    h.guests.map((g) => [
      h.name,
      g.name,
      g.email,
      g.phone,
      g.side,
      g.tags.join(';'),
      g.plus_one_allowed ? 'yes' : '',
      g.child ? 'yes' : '',
      g.table,
      g.attending === null ? '' : g.attending ? 'yes' : 'no',
      g.meal ?? '',
      g.dietary,
      g.plus_one_name,
      h.rsvp_url,
      ...events.flatMap((e) => answerAt(e.id, g.id)),
    ]),
  );
  const header = [
    ...COLUMNS,
    'attending',
    'meal',
    'dietary',
    'plus_one_name',
    'rsvp_link',
    ...events.flatMap((e) => [`event: ${e.name}`, `meal: ${e.name}`]),
  ];
  // A leading = + - @ would run as a formula when the couple opens the file in a spreadsheet.
  const safe = rows.map((r) => r.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
  return stringify([header, ...safe]);
}
