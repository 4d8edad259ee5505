import { LocalDate, ZoneOffset } from '@js-joda/core';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { MailDeps } from '../mail';
import { sweepReminders } from '../services/fundsReminders';

// Background jobs on pg-boss, in the app's own PostgreSQL (schema `pgboss`): nothing else to run or back up.
// pg-boss's cron fires each schedule once across every instance; the job itself is also safe to run twice at once.

export const JOBS = { paymentReminders: 'payment-reminders' } as const;

export interface JobRunner {
  /** Finishes the job in hand (up to 10 s) and stops polling; the database stays open for the caller to close. */
  stop(): Promise<void>;
}

export interface JobDeps extends MailDeps {
  databaseUrl: string;
  database: Pick<Database, 'db' | 'pool'>;
  log: (message: string, error?: unknown) => void;
  /** Today's date for reminders; UTC by default. */
  today?: () => string;
}

// Any constant works; it only has to be the same for every instance sharing a database.
const QUEUE_LOCK = 7_301_991;

/** Instances starting together would deadlock creating the same queue (pg-boss partitions per queue): one at a time. */
async function ensureQueue(pool: Database['pool'], boss: PgBoss, name: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [QUEUE_LOCK]);
    try {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function startJobs(deps: JobDeps): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString: deps.databaseUrl, max: 2 });
  boss.on('error', (error) => deps.log('job queue error', error));
  await boss.start();
  const today = deps.today ?? (() => LocalDate.now(ZoneOffset.UTC).toString());
  await ensureQueue(deps.database.pool, boss, JOBS.paymentReminders);
  await boss.work(JOBS.paymentReminders, async () => {
    const sent = await sweepReminders(deps.database.db, deps, today());
    if (sent) deps.log(`sent ${sent} payment reminder(s)`);
  });
  // Hourly, and once now, so reminders that fell due while every instance was down go out at start.
  await boss.schedule(JOBS.paymentReminders, '7 * * * *', {}, { tz: 'UTC' });
  await boss.send(JOBS.paymentReminders, {}, { singletonKey: 'startup', singletonSeconds: 60 });
  return {
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: true });
    },
  };
}
