// A database that cannot be reached is an outage, not a bug in a request: clients get 503 with Retry-After, and the
// log says so once when it starts and once when it ends, rather than an error line per request.

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
// SQLSTATE class 08 (connection exception) and the shutdown / starting-up states of class 57P.
const UNAVAILABLE_STATES = /^(08|57P0[1-3])/;
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export const RETRY_AFTER_SECONDS = 5;
export const OUTAGE_MESSAGE = 'We can’t reach our database right now. Please try again in a few seconds.';

/** Whether an error (or any error it wraps, as Drizzle's query errors do) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 8;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

export interface OutageLog {
  warn(message: string): void;
  info(message: string): void;
}

/** Logs the start of an outage once, and its end once, however many requests fail in between. */
export function outageTracker(log: OutageLog) {
  let since: number | null = null;
  return {
    failed(now = Date.now()): void {
      if (since !== null) return;
      since = now;
      log.warn('Database unreachable: answering 503 until it is back.');
    },
    recovered(now = Date.now()): void {
      if (since === null) return;
      log.info(`Database reachable again after ${Math.round((now - since) / 1000)} s.`);
      since = null;
    },
    get active(): boolean {
      return since !== null;
    },
  };
}
