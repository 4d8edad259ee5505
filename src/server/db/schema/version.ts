import { integer } from 'drizzle-orm/pg-core';

/**
 * An editable row's version (issue 31): 1 when written, one more each time a field a person edits changes. A trigger
 * bumps it (migration 0027), so no writer can forget; an update sent with a stale `If-Match` is refused with a 409.
 */
export const version = () => integer('version').notNull().default(1);
