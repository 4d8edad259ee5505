import { eq, sql } from 'drizzle-orm';
import { formatMoney } from '../../shared/money';
import type { Db, Tx } from '../db/client';
import { weddings } from '../db/schema';
import type { MailDeps } from '../mail';
import { coupleOf } from './fundsCore';
import { sendNotificationMails } from './notificationMails';
import { notify } from './notifications';

// Payment reminders: N days (the couple's choice) before a planned payment is due, both partners get a notification
// and a mail. Claiming a reminder is one UPDATE that records the due date it was sent for, so instances sweeping at
// once remind each payment once, a restart loses nothing, and moving the due date arms the reminder again.

type Claimed = {
  id: string;
  title: string;
  amount_minor: string;
  currency: string;
  due_on: string;
  wedding_id: string;
};

/**
 * Reminds every payment whose reminder day has come at `now`, by the calendar of its wedding's zone (issue 37);
 * returns how many were reminded.
 */
export async function sweepReminders(db: Db, deps: MailDeps, now: Date): Promise<number> {
  const today = sql`(${now.toISOString()}::timestamptz AT TIME ZONE w2.time_zone)::date`;
  let reminded = 0;
  for (;;) {
    // One payment per transaction: its notifications, mails and claim commit together, and a failed mail leaves
    // it for the next sweep instead of undoing the others.
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<Claimed>(sql`
        UPDATE fund_payments p SET reminded_for = p.due_on
        WHERE p.id = (
          SELECT p2.id FROM fund_payments p2 JOIN wedding_funds f2 ON f2.wedding_id = p2.wedding_id
          JOIN weddings w2 ON w2.id = p2.wedding_id
          WHERE p2.transaction_id IS NULL AND p2.due_on >= ${today}
            AND p2.due_on - f2.reminder_days <= ${today}
            AND p2.reminded_for IS DISTINCT FROM p2.due_on
          ORDER BY p2.due_on LIMIT 1 FOR UPDATE OF p2 SKIP LOCKED)
        RETURNING p.id, p.title, p.amount_minor::text AS amount_minor, p.currency, p.due_on::text AS due_on,
                  p.wedding_id`);
      const payment = rows[0];
      if (!payment) return false;
      await remind(tx, deps, payment);
      return true;
    });
    if (!done) {
      // The reminders' mails were queued by notify with each user's settings; the ones due now go out here.
      await sendNotificationMails(db, deps);
      return reminded;
    }
    reminded++;
  }
}

async function remind(tx: Tx, deps: MailDeps, payment: Claimed): Promise<void> {
  const [wedding] = await tx
    .select({ slug: weddings.slug, name: weddings.name })
    .from(weddings)
    .where(eq(weddings.id, payment.wedding_id));
  if (!wedding) return;
  const amount = formatMoney(Number(payment.amount_minor), payment.currency, 'en');
  const link = `/wedding/${wedding.slug}/money/payments`;
  const text = `${payment.title} (${amount}) is due on ${payment.due_on}.`;
  const url = new URL(link, deps.config.publicUrl).toString();
  for (const userId of await coupleOf(tx, payment.wedding_id)) {
    await notify(tx, {
      recipientId: userId,
      kind: 'payment_due',
      text,
      link,
      mail: {
        subject: `${wedding.name}: ${payment.title} is due on ${payment.due_on}`,
        body: `${text}\n\nSee the payment schedule: ${url}`,
      },
    });
  }
}
