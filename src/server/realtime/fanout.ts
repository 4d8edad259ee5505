import { type SQL, sql } from 'drizzle-orm';
import type { RecipientStream, SocketAction, SocketData } from '../../shared/realtime';
import type { Tx } from '../db/client';
import { EVENT_DATA_MAX_BYTES, EVENTS_CHANNEL } from './emitEvent';

type Message<S extends RecipientStream> = {
  [A in SocketAction<S>]: { stream: S; action: A; data: A extends keyof SocketData[S] ? SocketData[S][A] : never };
}[SocketAction<S>];

/**
 * `emitEvent` for many recipients at once: one event row per user `recipients` selects (a query returning a column
 * `id`), in the caller's transaction, with one NOTIFY. Each row is delivered to its recipient alone, as any
 * recipient stream is, so the audience rules are decided here, when the change is written.
 */
export async function emitToMany<S extends RecipientStream>(
  tx: Tx,
  message: Message<S>,
  recipients: SQL,
): Promise<void> {
  const data = JSON.stringify(message.data);
  if (Buffer.byteLength(data) > EVENT_DATA_MAX_BYTES) {
    throw new Error(`${message.stream}.${message.action} data is over ${EVENT_DATA_MAX_BYTES} bytes`);
  }
  await tx.execute(sql`
    WITH inserted AS (
      INSERT INTO events (stream, action, recipient_id, data)
      SELECT ${message.stream}, ${message.action}, r.id, ${data}::jsonb FROM (${recipients}) AS r(id) WHERE r.id IS NOT NULL
      RETURNING id
    )
    SELECT pg_notify(${EVENTS_CHANNEL}, '') FROM (SELECT 1 FROM inserted LIMIT 1) AS any_row`);
}
