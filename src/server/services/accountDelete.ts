import { eq, sql } from 'drizzle-orm';
import { accountMessages } from '../../shared/accountSchemas';
import type { Db, Tx } from '../db/client';
import { posts, users } from '../db/schema';
import { authMessages } from '../lib/messages';
import { HttpError } from '../lib/problem';
import { tokenCache } from '../lib/tokenCache';
import { emitMessageDeletesOf, forgetUserEvents } from '../realtime/forget';
import { deleteWeddingReceipts } from './fundsReceipts';
import { recountUnread } from './messages';
import { deletePhotoMedia } from './postPhotos';
import { endProviderSessions } from './providerSessions';
import { findById, revokeOtherTokens, verifyPassword } from './users';

// Deleting an account. What is the user's alone goes: posts (with their photos, comments and likes), comments, likes,
// messages, lists, follows, blocks, settings, notifications, devices, exports, vendor businesses they own, and the weddings where they
// are the only member. The row itself stays as a tombstone named "Former member" with no email, password or photo,
// so the weddings they share keep their couple and the planning they did (tasks, comments, payments) stays readable.

export const FORMER_MEMBER = { firstName: 'Former', lastName: 'member' } as const;

/** Removes a wedding and everything in it (fund rows first: their expense types and accounts refuse a cascade). */
async function deleteWedding(tx: Tx, weddingId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM fund_payments WHERE wedding_id = ${weddingId}`);
  await deleteWeddingReceipts(tx, weddingId);
  await tx.execute(sql`DELETE FROM fund_transactions WHERE wedding_id = ${weddingId}`);
  const { rows } = await tx.execute<{ id: string }>(sql`SELECT id FROM posts WHERE wedding_id = ${weddingId}`);
  await deletePhotoMedia(
    tx,
    rows.map((r) => r.id),
  );
  // The website gallery's copies, whoever uploaded them (the photo rows go with the wedding).
  await tx.execute(sql`DELETE FROM media WHERE id::text IN (
    SELECT v->>'id' FROM wedding_site_photos p, jsonb_array_elements(p.variants) v WHERE p.wedding_id = ${weddingId})`);
  await tx.execute(sql`DELETE FROM weddings WHERE id = ${weddingId}`);
}

async function leaveWeddings(tx: Tx, userId: string): Promise<void> {
  const { rows } = await tx.execute<{ wedding_id: string; role: string; others: number }>(sql`
    SELECT m.wedding_id, m.role,
      (SELECT count(*)::int FROM wedding_members o WHERE o.wedding_id = m.wedding_id AND o.user_id <> m.user_id) AS others
    FROM wedding_members m WHERE m.user_id = ${userId} FOR UPDATE`);
  for (const m of rows) {
    if (m.others === 0) await deleteWedding(tx, m.wedding_id);
    // A partner's wedding keeps both halves of its couple; a committee seat is simply given up.
    else if (m.role !== 'B' && m.role !== 'G') {
      await tx.execute(sql`DELETE FROM wedding_members WHERE wedding_id = ${m.wedding_id} AND user_id = ${userId}`);
    }
  }
}

async function removeSocial(tx: Tx, userId: string): Promise<void> {
  const mine = await tx.select({ id: posts.id }).from(posts).where(eq(posts.authorId, userId));
  await deletePhotoMedia(
    tx,
    mine.map((p) => p.id),
  );
  await tx.delete(posts).where(eq(posts.authorId, userId));
  // Others' posts keep true counts once this user's comments and likes are gone.
  const { rows: touched } = await tx.execute<{ post_id: string }>(sql`
    SELECT post_id FROM post_comments WHERE author_id = ${userId}
    UNION SELECT post_id FROM post_likes WHERE user_id = ${userId}`);
  await tx.execute(sql`DELETE FROM post_comments WHERE author_id = ${userId}`);
  await tx.execute(sql`DELETE FROM post_likes WHERE user_id = ${userId}`);
  if (touched.length) {
    await tx.execute(sql`
      UPDATE posts p SET
        comments_count = (SELECT count(*) FROM post_comments c WHERE c.post_id = p.id),
        likes_count = (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)
      WHERE p.id IN (${sql.join(
        touched.map((t) => sql`${t.post_id}::uuid`),
        sql`, `,
      )})`);
  }
  for (const table of [
    sql`DELETE FROM user_follows WHERE follower_id = ${userId} OR followee_id = ${userId}`,
    sql`DELETE FROM user_blocks WHERE blocker_id = ${userId} OR blocked_id = ${userId}`,
    sql`DELETE FROM user_privacy WHERE user_id = ${userId}`,
    sql`DELETE FROM hidden_content WHERE user_id = ${userId}`,
    sql`DELETE FROM content_reports WHERE reporter_id = ${userId}`,
    sql`DELETE FROM wedding_follows WHERE user_id = ${userId}`,
    sql`DELETE FROM task_assignees WHERE user_id = ${userId}`,
    sql`DELETE FROM wedding_day_task_assignees WHERE user_id = ${userId}`,
    sql`DELETE FROM vendor_team_members WHERE user_id = ${userId}`,
    // A business's photos go with it, whichever team member uploaded them.
    sql`DELETE FROM media WHERE id::text IN (
      SELECT v->>'id' FROM vendor_business_photos p JOIN vendor_businesses b ON b.id = p.business_id,
        jsonb_array_elements(p.variants) v WHERE b.owner_id = ${userId})`,
    sql`DELETE FROM vendor_businesses WHERE owner_id = ${userId}`,
    // Their own lists go; they leave the lists others keep.
    sql`DELETE FROM people_lists WHERE owner_id = ${userId}`,
    sql`DELETE FROM people_list_members WHERE user_id = ${userId}`,
  ]) {
    await tx.execute(table);
  }
}

/**
 * Their messages go with them, and their place in each thread. Whoever they wrote to keeps a true unread count: it is
 * recounted from what is left after what each person last read, as the messages service counts it.
 */
async function removeMessages(tx: Tx, userId: string): Promise<void> {
  const { rows } = await tx.execute<{ thread_id: string }>(
    sql`SELECT thread_id FROM thread_participants WHERE user_id = ${userId}`,
  );
  if (!rows.length) return;
  const threadIds = sql.join(
    rows.map((r) => sql`${r.thread_id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`DELETE FROM messages WHERE sender_id = ${userId}`);
  await tx.execute(sql`DELETE FROM thread_participants WHERE user_id = ${userId}`);
  await tx.execute(sql`UPDATE threads SET created_by = NULL WHERE created_by = ${userId}`);
  await tx.execute(sql`
    UPDATE thread_participants p SET unread_count = (
      SELECT count(*)::int FROM messages m
      WHERE m.thread_id = p.thread_id AND m.sender_id <> p.user_id
        AND m.created_at > coalesce(p.last_read_at, '-infinity'::timestamptz))
    WHERE p.thread_id IN (${threadIds})`);
  await tx.execute(sql`
    UPDATE threads t SET last_message_at = (SELECT max(m.created_at) FROM messages m WHERE m.thread_id = t.id)
    WHERE t.id IN (${threadIds})`);
  const { rows: others } = await tx.execute<{ user_id: string }>(
    sql`SELECT DISTINCT user_id FROM thread_participants WHERE thread_id IN (${threadIds})`,
  );
  await recountUnread(
    tx,
    others.map((o) => o.user_id),
  );
}

async function removePersonal(tx: Tx, userId: string): Promise<void> {
  for (const statement of [
    sql`DELETE FROM notifications WHERE recipient_id = ${userId}`,
    // Others' notifications of what they did keep their words but no longer point at them (their face, their link).
    sql`UPDATE notifications SET actor_id = NULL WHERE actor_id = ${userId}`,
    sql`DELETE FROM notification_mails WHERE recipient_id = ${userId}`,
    sql`DELETE FROM notification_settings WHERE user_id = ${userId}`,
    sql`DELETE FROM email_changes WHERE user_id = ${userId}`,
    sql`DELETE FROM password_resets WHERE user_id = ${userId}`,
    sql`DELETE FROM email_verifications WHERE user_id = ${userId}`,
    sql`DELETE FROM data_exports WHERE user_id = ${userId}`,
    // An external provider's identity goes too, so the person can sign up through that provider again.
    sql`DELETE FROM oidc_identities WHERE user_id = ${userId}`,
    // Images still shown by a wedding they shared (its cover, its website gallery, a receipt in its Funds) stay; the
    // rest (their photo, old uploads) go.
    sql`DELETE FROM media m WHERE m.owner_id = ${userId} AND NOT EXISTS (
          SELECT 1 FROM weddings w WHERE w.site_cover_img = '/media/' || m.id OR w.site_cover_cache_img = '/media/' || m.id)
        AND NOT EXISTS (
          SELECT 1 FROM wedding_site_photos p, jsonb_array_elements(p.variants) v WHERE v->>'id' = m.id::text)
        AND m.id NOT IN (
          SELECT (v->>'id')::uuid FROM fund_transactions t CROSS JOIN LATERAL jsonb_array_elements(t.receipt->'variants') v
          WHERE t.receipt IS NOT NULL AND t.wedding_id IN (SELECT wedding_id FROM wedding_members WHERE user_id = ${userId}))`,
  ]) {
    await tx.execute(statement);
  }
}

/** Deletes the signed-in user's account after checking their password again. */
export async function deleteAccount(db: Db, userId: string, password: string): Promise<void> {
  const user = await findById(db, userId);
  if (!user || user.deletedAt) throw new HttpError(401, authMessages.accountGone);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, accountMessages.wrongPassword, { password: [accountMessages.wrongPassword] });
  }
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const tag = userId.slice(0, 8);
    // Before their posts and thread seats go: the log's copies are found through them.
    await forgetUserEvents(tx, userId, {
      id: userId,
      slug: `former-member-${tag}`,
      first_name: FORMER_MEMBER.firstName,
      last_name: FORMER_MEMBER.lastName,
      full_name: `${FORMER_MEMBER.firstName} ${FORMER_MEMBER.lastName}`,
      image: null,
    });
    await emitMessageDeletesOf(tx, userId);
    await leaveWeddings(tx, userId);
    await removeSocial(tx, userId);
    await removeMessages(tx, userId);
    await removePersonal(tx, userId);
    await revokeOtherTokens(tx, userId);
    await endProviderSessions(tx, userId);
    await tx
      .update(users)
      .set({
        ...FORMER_MEMBER,
        email: `deleted-${userId}@deleted.invalid`,
        // No password matches a hash that is not one: nobody can sign in as the tombstone.
        passwordHash: '!deleted',
        slug: `former-member-${tag}`,
        image: null,
        unreadMessagesCount: 0,
        unreadNotificationsCount: 0,
        deletedAt: sql`now()`,
        emailVerifiedAt: null,
      })
      .where(eq(users.id, userId));
    // Sockets and cached sessions of every device end with the commit's NOTIFY; this instance forgets them now.
    tokenCache.forgetUser(userId);
  });
}
