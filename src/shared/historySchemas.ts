import { z } from 'zod';
import { HISTORY_AREAS, HISTORY_ITEM_NOUNS, type HistoryItemType, historyMessages as hm } from './history';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The activity page's filters (`?area=&person=&from=&to=`), and `item` for one item's own history. */
export const historyQuery = z.object({
  area: z.enum(HISTORY_AREAS, { error: hm.filterArea }).optional(),
  person: z.string().regex(UUID, hm.filterPerson).optional(),
  item: z.string().regex(UUID, hm.noEntry).optional(),
  from: z
    .string()
    .regex(DATE, hm.filterDate)
    .refine((d) => !Number.isNaN(Date.parse(d)), hm.filterDate)
    .optional(),
  to: z
    .string()
    .regex(DATE, hm.filterDate)
    .refine((d) => !Number.isNaN(Date.parse(d)), hm.filterDate)
    .optional(),
});

export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export const historyDigestBody = z.object({
  frequency: z.enum(DIGEST_FREQUENCIES, { error: 'Choose off, daily or weekly.' }),
});

/** A page of changed items seen: the area it shows (tasks, vendors, funds, guests…). */
export const seenBody = z.object({ area: z.enum(HISTORY_AREAS, { error: hm.filterArea }) });

// The answers, field by field (issue 33: every answer names its fields), for the document at /api/openapi.json.
const itemType = z.enum(Object.keys(HISTORY_ITEM_NOUNS) as [HistoryItemType, ...HistoryItemType[]]);

export const historyEntrySchema = z
  .object({
    id: z.string(),
    account: z.string().describe('The wedding.'),
    area: z.enum(HISTORY_AREAS),
    item_type: itemType,
    item_id: z.string(),
    label: z.string().describe('The item’s name when the change was made.'),
    action: z.string().describe('created, updated, deleted, restored, rsvp, …'),
    by: z.object({ id: z.string(), name: z.string() }).nullable(),
    changes: z.array(
      z.object({
        field: z.string(),
        before: z.unknown(),
        after: z.unknown(),
        currency: z.string().optional().describe('For money kept in minor units: its currency.'),
      }),
    ),
    undoes: z.string().nullable(),
    text: z.string().describe('The entry in words.'),
    link: z.string().nullable(),
    undoable: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'HistoryEntry' });

export const sinceLastVisitSchema = z.object({
  since: z.string(),
  count: z.number().int(),
  groups: z.array(
    z.object({
      area: z.enum(HISTORY_AREAS),
      count: z.number().int(),
      done: z.number().int(),
      labels: z.array(z.string()),
    }),
  ),
});

export const changedItemsSchema = z.object({
  since: z.string().nullable(),
  items: z.array(z.object({ item_id: z.string(), item_type: itemType, at: z.string() })),
});

export const historyDigestAnswer = z.object({ frequency: z.enum(DIGEST_FREQUENCIES) });
