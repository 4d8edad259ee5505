// ---------- Ephemeral signals: never stored, never resumed ----------

/** What a client sends up the socket (spec section 7: it "sends objects out"): "I am typing in this thread". */
export type ClientFrame = { type: 'typing'; thread: string };

export function isClientFrame(value: unknown): value is ClientFrame {
  if (typeof value !== 'object' || value === null) return false;
  const frame = value as Record<string, unknown>;
  return frame.type === 'typing' && typeof frame.thread === 'string' && frame.thread.length <= 64;
}

/**
 * Someone else in a thread is typing. It carries no `id`: it is no event of the log, so it neither moves the point a
 * client resumes from nor comes again after a reconnect.
 */
export interface TypingMessage {
  stream: 'typing';
  action: 'start';
  data: { thread: string; user: { id: string; first_name: string } };
}

export function isTypingMessage(value: unknown): value is TypingMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.stream !== 'typing' || message.action !== 'start' || 'id' in message) return false;
  const data = message.data as Record<string, unknown> | null;
  return typeof data === 'object' && data !== null && typeof data.thread === 'string';
}

/** Close codes the server uses, with the reason text it sends. */
export const SOCKET_CLOSE = {
  unauthorized: { code: 4001, reason: 'Invalid or expired token' },
  revoked: { code: 4001, reason: 'Token revoked' },
  tooSlow: { code: 4008, reason: 'Fell too far behind' },
  goingAway: { code: 1001, reason: 'Server shutting down' },
  tooMany: { code: 4029, reason: 'Too many connections' },
} as const;

/**
 * What an open shared run sheet hears on `/ws/run-sheet` (issue 37): that its wedding's day changed, nothing more. It
 * then fetches its sheet through its link, which applies the link's filter and answers 404 once the link is off.
 */
export const RUN_SHEET_CHANGED = '{"stream":"run_sheet","action":"changed"}';

/** The first thing a run sheet socket hears: it is listening, so a fetch from now on misses no change. */
export const RUN_SHEET_READY = '{"stream":"run_sheet","action":"ready"}';

/** The close code of a run sheet socket whose link is unknown or turned off: the page stops retrying. */
export const RUN_SHEET_LINK_GONE = { code: 4004, reason: 'This link was turned off' } as const;
