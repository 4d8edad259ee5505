import { z } from 'zod';
import { HISTORY_AREAS, historyMessages as hm } from './history';

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
