import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { MailDeps } from '../mail';
import type { MediaStore } from '../media/store';
import { sweepMedia } from '../media/sweep';
import { buildPendingExports } from '../services/dataExport';
import { sweepReminders } from '../services/fundsReminders';
import { sendHistoryDigests } from '../services/historyDigest';
import { sweepInvitationMails } from '../services/invitationSends';
import { sendDigests, sendNotificationMails } from '../services/notificationMails';
import { sweepRsvpReminders } from '../services/rsvpReminders';

// Background jobs on pg-boss, in the app's own PostgreSQL (schema `pgboss`): nothing else to run or back up.
// pg-boss's cron fires each schedule once across every instance; the job itself is also safe to run twice at once.

export const JOBS = {
  paymentReminders: 'payment-reminders',
  notificationMails: 'notification-mails',
  notificationDigest: 'notification-digest',
  dataExports: 'data-exports',
  mediaSweep: 'media-sweep',
  historyDigest: 'history-digest',
  invitationMails: 'invitation-mails',
} as const;

/** How often queued mails and data downloads are looked for: pg-boss's cron runs at most once a minute. */
const TICK_MS = 5_000;

export interface JobRunner {
  /** Finishes the job in hand (up to 10 s) and stops polling; the database stays open for the caller to close. */
  stop(): Promise<void>;
}

export interface JobDeps extends MailDeps {
  databaseUrl: string;
  database: Pick<Database, 'db' | 'pool'>;
  /** The media store: exports read from it, and the sweep deletes what rows no longer keep. */
  media: MediaStore;
  log: (message: string, error?: unknown) => void;
  /** The instant the reminder sweeps judge "today" at, in each wedding's own zone; the real clock by default. */
  now?: () => Date;
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
  const now = deps.now ?? (() => new Date());
  await ensureQueue(deps.database.pool, boss, JOBS.paymentReminders);
  // The one reminders queue: payments due (Funds) and RSVPs not yet answered. Each sweep claims what it sends, so
  // a failure of one never resends the other's mails when pg-boss retries the job.
  await boss.work(JOBS.paymentReminders, async () => {
    const [payments, rsvps] = await Promise.allSettled([
      sweepReminders(deps.database.db, deps, now()),
      sweepRsvpReminders(deps.database.db, deps, now()),
    ]);
    if (payments.status === 'fulfilled' && payments.value) deps.log(`sent ${payments.value} payment reminder(s)`);
    if (rsvps.status === 'fulfilled' && rsvps.value) deps.log(`sent ${rsvps.value} RSVP reminder(s)`);
    for (const r of [payments, rsvps]) if (r.status === 'rejected') throw r.reason;
  });
  // Hourly, and once now, so reminders that fell due while every instance was down go out at start.
  await boss.schedule(JOBS.paymentReminders, '7 * * * *', {}, { tz: 'UTC' });
  await boss.send(JOBS.paymentReminders, {}, { singletonKey: 'startup', singletonSeconds: 60 });

  for (const name of [
    JOBS.notificationMails,
    JOBS.notificationDigest,
    JOBS.dataExports,
    JOBS.mediaSweep,
    JOBS.historyDigest,
    JOBS.invitationMails,
  ]) {
    await ensureQueue(deps.database.pool, boss, name);
  }
  await boss.work(JOBS.notificationMails, async () => {
    await sendNotificationMails(deps.database.db, deps);
  });
  // Invitations the couple sent (issue 35): each household's mail is claimed and marked in one transaction.
  await boss.work(JOBS.invitationMails, async () => {
    const sent = await sweepInvitationMails(deps.database.db, deps);
    if (sent) deps.log(`sent ${sent} invitation(s)`);
  });
  await boss.work(JOBS.dataExports, async () => {
    const built = await buildPendingExports(deps.database.db, deps.media);
    if (built) deps.log(`built ${built} data download(s)`);
  });
  // Objects of deleted rows, and of rows that never committed; what fails stays queued and is tried again later.
  await boss.work(JOBS.mediaSweep, async () => {
    const swept = await sweepMedia(deps.database.db, deps.media);
    if (swept.deleted || swept.orphans) deps.log(`media store: ${swept.deleted} deleted, ${swept.orphans} orphan(s)`);
    if (swept.failed) deps.log(`media store: ${swept.failed} deletion(s) failed, to be tried again`);
  });
  await boss.work(JOBS.notificationDigest, async () => {
    const sent = await sendDigests(deps.database.db, deps);
    if (sent) deps.log(`sent ${sent} daily digest(s)`);
  });
  // The daily digest at 07:00 UTC; a mail, a download or an image to delete is picked up within a tick. The singleton keeps
  // one job per tick however many instances run, and the sweeps themselves skip rows another instance holds.
  await boss.schedule(JOBS.notificationDigest, '0 7 * * *', {}, { tz: 'UTC' });
  // What changed in one's weddings, for members who asked (daily, or weekly on Mondays), at the same hour.
  await boss.work(JOBS.historyDigest, async () => {
    const sent = await sendHistoryDigests(deps.database.db, deps);
    if (sent) deps.log(`sent ${sent} history digest(s)`);
  });
  await boss.schedule(JOBS.historyDigest, '0 7 * * *', {}, { tz: 'UTC' });
  const tick = () => {
    for (const name of [JOBS.notificationMails, JOBS.dataExports, JOBS.mediaSweep, JOBS.invitationMails]) {
      boss
        .send(name, {}, { singletonKey: 'tick', singletonSeconds: TICK_MS / 1000 })
        .catch((error: unknown) => deps.log('job queue error', error));
    }
  };
  tick();
  const ticker = setInterval(tick, TICK_MS);
  return {
    async stop() {
      clearInterval(ticker);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: true });
    },
  };
}
