import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { MailDeps } from '../mail';

// Sends the mails `notify` queued. Each mail is claimed, sent and marked in one transaction with SKIP LOCKED, so
// instances sending at once send each mail once, and a failed send leaves it for the next run.

type Queued = {
  id: string;
  text: string;
  link: string | null;
  subject: string | null;
  body: string | null;
  email: string;
  first_name: string;
};

const absolute = (deps: MailDeps, link: string | null) =>
  link ? new URL(link, deps.config.publicUrl).toString() : deps.config.publicUrl;

function settingsFooter(deps: MailDeps): string {
  return `Choose which mails you get: ${absolute(deps, '/update-settings')}\n\n${deps.config.productName}`;
}

/** Sends every mail due now (not waiting for a digest); returns how many went out. */
export async function sendNotificationMails(db: Db, deps: MailDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<Queued>(sql`
        SELECT m.id, m.text, m.link, m.subject, m.body, u.email, u.first_name
        FROM notification_mails m JOIN users u ON u.id = m.recipient_id
        WHERE m.sent_at IS NULL AND NOT m.digest
        ORDER BY m.created_at LIMIT 1 FOR UPDATE OF m SKIP LOCKED`);
      const mail = rows[0];
      if (!mail) return false;
      const url = absolute(deps, mail.link);
      await deps.mailer.send({
        to: mail.email,
        subject: mail.subject ?? mail.text,
        text: `Hi ${mail.first_name},\n\n${mail.body ?? `${mail.text}\n\nSee it here: ${url}`}\n\n${settingsFooter(deps)}`,
        link: url,
      });
      await markSent(tx, [mail.id]);
      return true;
    });
    if (!done) return sent;
    sent++;
  }
}

const markSent = (tx: Tx, ids: string[]) =>
  tx.execute(
    sql`UPDATE notification_mails SET sent_at = now() WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );

/** One mail per user gathering what waited for the daily digest; returns how many digests went out. */
export async function sendDigests(db: Db, deps: MailDeps): Promise<number> {
  const { rows: recipients } = await db.execute<{ recipient_id: string }>(
    sql`SELECT DISTINCT recipient_id FROM notification_mails WHERE sent_at IS NULL AND digest`,
  );
  let sent = 0;
  for (const { recipient_id } of recipients) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<Queued>(sql`
        SELECT m.id, m.text, m.link, m.subject, m.body, u.email, u.first_name
        FROM notification_mails m JOIN users u ON u.id = m.recipient_id
        WHERE m.recipient_id = ${recipient_id} AND m.sent_at IS NULL AND m.digest
        ORDER BY m.created_at FOR UPDATE OF m SKIP LOCKED`);
      const first = rows[0];
      if (!first) return false;
      const lines = rows.map((m) => `- ${m.subject ?? m.text}\n  ${absolute(deps, m.link)}`).join('\n');
      const count = rows.length === 1 ? '1 new notification' : `${rows.length} new notifications`;
      await deps.mailer.send({
        to: first.email,
        subject: `Your daily ${deps.config.productName} digest: ${count}`,
        text: `Hi ${first.first_name},\n\nHere is what happened since your last digest:\n\n${lines}\n\n${settingsFooter(deps)}`,
        link: absolute(deps, '/notifications'),
      });
      await markSent(
        tx,
        rows.map((m) => m.id),
      );
      return true;
    });
    if (done) sent++;
  }
  return sent;
}
