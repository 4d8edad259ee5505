import { eq, sql } from 'drizzle-orm';
import type { NotificationSettingsBody } from '../../shared/accountSchemas';
import {
  CATEGORY_DEFAULTS,
  type Channels,
  KIND_CATEGORY,
  NOTIFICATION_CATEGORIES,
  type NotificationSettings,
} from '../../shared/accountTypes';
import type { Db, Tx } from '../db/client';
import { notificationSettings } from '../db/schema';

// A user's notification preferences: per category, in the app and by mail, and whether mails wait for the daily
// digest. A user without a row has every default: everything on, mails sent as they happen, except RSVP answers by
// mail, which the couple opts into.

const ALL_ON: Channels = { app: true, mail: true };

function complete(prefs: Partial<Record<string, Channels>> | undefined): NotificationSettings['prefs'] {
  return Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((c) => [c, { ...ALL_ON, ...CATEGORY_DEFAULTS[c], ...(prefs?.[c] ?? {}) }]),
  ) as NotificationSettings['prefs'];
}

export async function getSettings(db: Db | Tx, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return { prefs: complete(row?.prefs), digest: row?.digest ?? false };
}

/** Saves the categories and digest choice sent; what is left out keeps its value. */
export async function saveSettings(
  db: Db,
  userId: string,
  body: NotificationSettingsBody,
): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    const current = await getSettings(tx, userId);
    const prefs = { ...current.prefs };
    for (const c of NOTIFICATION_CATEGORIES) {
      const given = body.prefs[c];
      if (given) prefs[c] = given;
    }
    const digest = body.digest ?? current.digest;
    await tx
      .insert(notificationSettings)
      .values({ userId, prefs, digest })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { prefs, digest, updatedAt: sql`now()` } });
    return { prefs, digest };
  });
}

/**
 * How a notification of `kind` reaches this user: in the app, by mail, and whether the mail waits for the digest.
 * A kind outside the categories (a moderation report) always shows in the app and is never mailed.
 */
export async function deliveryFor(
  tx: Tx,
  userId: string,
  kind: string,
): Promise<{ app: boolean; mail: false | 'now' | 'digest' }> {
  const category = KIND_CATEGORY[kind];
  if (!category) return { app: true, mail: false };
  const settings = await getSettings(tx, userId);
  const channels = settings.prefs[category];
  return { app: channels.app, mail: channels.mail ? (settings.digest ? 'digest' : 'now') : false };
}
