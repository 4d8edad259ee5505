import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { MailDeps } from '../mail';
import { rsvpUrl } from './guests';

// RSVP reminders: N days (the couple's choice) before the RSVP deadline, each household that has not answered and
// has an email gets one mail with its private link. Claiming a household is one UPDATE that records the deadline it
// was reminded of, under SKIP LOCKED, so instances sweeping at once mail each household once, a restart loses
// nothing, and moving the deadline arms the reminder again.

type Claimed = {
  token: string;
  household: string;
  emails: string[];
  deadline: string;
  wedding: string;
};

/**
 * Reminds every household whose reminder day has come at `now`, by the calendar of its wedding's zone (issue 37);
 * returns how many were mailed.
 */
export async function sweepRsvpReminders(db: Db, deps: MailDeps, now: Date): Promise<number> {
  const today = sql`(${now.toISOString()}::timestamptz AT TIME ZONE w0.time_zone)::date`;
  let reminded = 0;
  for (;;) {
    // One household per transaction: if its mail fails, the claim is undone and the next sweep tries again, while
    // the households already mailed stay claimed.
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<Claimed>(sql`
        WITH next AS (
          SELECT h.id, s.rsvp_deadline FROM households h
          JOIN wedding_sites s ON s.wedding_id = h.wedding_id
          JOIN weddings w0 ON w0.id = h.wedding_id
          WHERE h.responded_at IS NULL
            AND s.rsvp_reminder_days IS NOT NULL AND s.rsvp_deadline >= ${today}
            AND s.rsvp_deadline - s.rsvp_reminder_days <= ${today}
            AND COALESCE((s.add_ons -> 'rsvp' ->> 'enabled')::boolean, true)
            AND h.reminded_for IS DISTINCT FROM s.rsvp_deadline
            AND EXISTS (SELECT 1 FROM guests g WHERE g.household_id = h.id AND g.email IS NOT NULL)
          ORDER BY s.rsvp_deadline, h.id LIMIT 1 FOR UPDATE OF h SKIP LOCKED)
        UPDATE households h SET reminded_for = next.rsvp_deadline FROM next
        WHERE h.id = next.id
        RETURNING h.rsvp_token AS token, h.name AS household, next.rsvp_deadline::text AS deadline,
          (SELECT w.name FROM weddings w WHERE w.id = h.wedding_id) AS wedding,
          ARRAY(SELECT DISTINCT lower(g.email) FROM guests g
                WHERE g.household_id = h.id AND g.email IS NOT NULL ORDER BY 1) AS emails`);
      const household = rows[0];
      if (!household) return false;
      const link = rsvpUrl(deps.config.publicUrl, household.token);
      await deps.mailer.send({
        to: household.emails.join(', '),
        subject: `${household.wedding}: please RSVP by ${household.deadline}`,
        text: [
          `Dear ${household.household},`,
          '',
          `${household.wedding} would love to know whether you can come. Please answer by ${household.deadline}:`,
          link,
          '',
          'The link is yours alone; there is no account to make.',
        ].join('\n'),
        link,
      });
      return true;
    });
    if (!done) return reminded;
    reminded++;
  }
}
