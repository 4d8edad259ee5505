import { sql } from 'drizzle-orm';
import {
  isWeddingStream,
  type RecipientStream,
  SOCKET_ACTIONS,
  type SocketAction,
  type SocketData,
  type WeddingStream,
} from '../../shared/realtime';
import type { Tx } from '../db/client';

/** The channel every app instance LISTENs on; a commit that wrote events wakes them all. */
export const EVENTS_CHANNEL = 'vowline_events';
/** An event's data stays small: clients refetch details they need; the log is not a blob store. */
export const EVENT_DATA_MAX_BYTES = 16 * 1024;

type Input<S, A, Audience> = S extends keyof SocketData
  ? A extends keyof SocketData[S]
    ? { stream: S; action: A; data: SocketData[S][A] } & Audience
    : never
  : never;

/** Task and comment events go to a wedding's members; messages, notifications and profile go to one user. */
export type EventInput =
  | { [S in WeddingStream]: Input<S, SocketAction<S>, { weddingId: string; recipientId?: undefined }> }[WeddingStream]
  | {
      [S in RecipientStream]: Input<S, SocketAction<S>, { recipientId: string; weddingId?: undefined }>;
    }[RecipientStream];

/**
 * Writes one real-time event in the caller's transaction: it becomes visible, and is delivered, exactly when the
 * change it describes commits, and never if that change rolls back. Every mutation users should hear about calls this.
 */
export async function emitEvent(tx: Tx, event: EventInput): Promise<number> {
  const { stream, action } = event;
  if (!(SOCKET_ACTIONS[stream] as readonly string[]).includes(action)) {
    throw new Error(`Unknown real-time action ${stream}.${action}`);
  }
  const audience = isWeddingStream(stream) ? event.weddingId : event.recipientId;
  if (!audience) throw new Error(`A ${stream} event needs ${isWeddingStream(stream) ? 'weddingId' : 'recipientId'}`);
  const data = JSON.stringify(event.data);
  if (Buffer.byteLength(data) > EVENT_DATA_MAX_BYTES) {
    throw new Error(`${stream}.${action} data is over ${EVENT_DATA_MAX_BYTES} bytes; send ids and let clients fetch`);
  }
  // One round trip: the row, and a notification PostgreSQL delivers only if and when this transaction commits.
  const { rows } = await tx.execute<{ id: string }>(sql`
    WITH inserted AS (
      INSERT INTO events (stream, action, wedding_id, recipient_id, data)
      VALUES (${stream}, ${action}, ${event.weddingId ?? null}, ${event.recipientId ?? null}, ${data}::jsonb)
      RETURNING id
    )
    SELECT id, pg_notify(${EVENTS_CHANNEL}, '') FROM inserted`);
  return Number(rows[0]!.id);
}
