import { readdir } from 'node:fs/promises';
import { expect } from 'vitest';
import { type JobDeps, startJobs } from '../../src/server/jobs/runner';

/**
 * Starts the job queue on every instance at once with the given day, waits until the mail folder holds `mails`
 * files, stops the queue, and checks that no further mail came: the reminders queue's "exactly once" across
 * instances, as Funds' payment reminders and the RSVP reminders share it.
 */
export async function runQueueOnEvery(
  instances: JobDeps['database'][],
  deps: Omit<JobDeps, 'database' | 'log' | 'now'>,
  today: string,
  dir: string,
  mails: number,
): Promise<void> {
  const runners = await Promise.all(
    instances.map((database) => startJobs({ ...deps, database, log: () => {}, now: () => noonUtc(today) })),
  );
  await expect.poll(async () => (await readdir(dir)).length, { timeout: 15_000 }).toBe(mails);
  await Promise.all(runners.map((r) => r.stop()));
  expect(await readdir(dir)).toHaveLength(mails);
}

/** Noon UTC of a calendar day: the same day in every zone from UTC-11 to UTC+11 (the tests' weddings are GMT+3). */
export const noonUtc = (day: string) => new Date(`${day}T12:00:00Z`);
