import { type SQL, sql } from 'drizzle-orm';
import { strToU8 } from 'fflate';
import type { Db, Tx } from '../db/client';
import { getSettings } from './notificationSettings';

// The rest of "Download my data" beyond what one wrote (dataExport.ts): the lists one keeps and is on, whom one follows
// and who follows one, whom one blocked, one's settings, likes and notifications, and the businesses one owns or acts
// for. People are named by handle and name only: their email is theirs, not this person's data.

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));

async function rows(db: Db | Tx, query: SQL): Promise<Record<string, unknown>[]> {
  return (await db.execute<Record<string, unknown>>(query)).rows;
}

const person = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'handle', ${alias}.slug, 'name', trim(${alias}.first_name || ' ' || ${alias}.last_name))`,
  );

/** One query after another: the archive is built in a transaction, whose one connection takes one at a time. */
async function inOrder<T>(queries: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = [];
  for (const query of queries) out.push(await query());
  return out;
}

export async function collectSocial(db: Db | Tx, userId: string): Promise<Record<string, Uint8Array>> {
  const [lists, listedOn, following, followers, weddingFollows, blocks, privacy, likes, notes, businesses] =
    await inOrder([
      () =>
        rows(
          db,
          sql`SELECT l.id, l.name, l.description, l.is_private, l.created_at,
          coalesce((SELECT json_agg(${person('u')} ORDER BY m.added_at) FROM people_list_members m
            JOIN users u ON u.id = m.user_id WHERE m.list_id = l.id), '[]') AS members
        FROM people_lists l WHERE l.owner_id = ${userId} ORDER BY l.created_at`,
        ),
      () =>
        rows(
          db,
          sql`SELECT l.id, l.name, m.added_at FROM people_list_members m JOIN people_lists l ON l.id = m.list_id
        WHERE m.user_id = ${userId} ORDER BY m.added_at`,
        ),
      () =>
        rows(
          db,
          sql`SELECT ${person('u')} AS person, f.status, f.created_at FROM user_follows f
        JOIN users u ON u.id = f.followee_id WHERE f.follower_id = ${userId} ORDER BY f.created_at`,
        ),
      () =>
        rows(
          db,
          sql`SELECT ${person('u')} AS person, f.status, f.created_at FROM user_follows f
        JOIN users u ON u.id = f.follower_id WHERE f.followee_id = ${userId} ORDER BY f.created_at`,
        ),
      () =>
        rows(
          db,
          sql`SELECT w.id, w.slug, w.name, f.status, f.created_at FROM wedding_follows f
        JOIN weddings w ON w.id = f.wedding_id WHERE f.user_id = ${userId} ORDER BY f.created_at`,
        ),
      () =>
        rows(
          db,
          sql`SELECT ${person('u')} AS person, b.created_at FROM user_blocks b
        JOIN users u ON u.id = b.blocked_id WHERE b.blocker_id = ${userId} ORDER BY b.created_at`,
        ),
      () =>
        rows(
          db,
          sql`SELECT posts_visibility, approve_followers, searchable, messages_from FROM user_privacy
        WHERE user_id = ${userId}`,
        ),
      () => rows(db, sql`SELECT post_id, created_at FROM post_likes WHERE user_id = ${userId} ORDER BY created_at`),
      () =>
        rows(
          db,
          sql`SELECT kind, text, link, read, created_at FROM notifications
        WHERE recipient_id = ${userId} ORDER BY created_at`,
        ),
      () =>
        rows(
          db,
          sql`SELECT b.id, b.name, b.category, b.cities, b.description, b.price_min, b.price_max, b.currency,
          b.contact_name, b.email, b.phone, b.website, b.created_at,
          CASE WHEN b.owner_id = ${userId} THEN 'owner' ELSE 'team' END AS role
        FROM vendor_businesses b WHERE b.owner_id = ${userId}
          OR b.id IN (SELECT business_id FROM vendor_team_members WHERE user_id = ${userId}) ORDER BY b.created_at`,
        ),
    ]);
  return {
    'lists.json': json({ kept: lists, on: listedOn }),
    'follows.json': json({ people_i_follow: following, my_followers: followers, weddings_i_follow: weddingFollows }),
    'blocks.json': json(blocks),
    'settings.json': json({ notifications: await getSettings(db, userId), privacy: privacy?.[0] ?? null }),
    'likes.json': json(likes),
    'notifications.json': json(notes),
    'businesses.json': json(businesses),
  };
}
