import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Standing, type Wedding, weddingMessages as wm } from '../../shared/weddings';
import type { weddingSetUpBody, weddingUpdateBody } from '../../shared/weddingsSchemas';
import type { Db } from '../db/client';
import { weddingMembers, weddings } from '../db/schema';
import { about, recordChange } from '../history/record';
import { authMessages } from '../lib/messages';
import { HttpError } from '../lib/problem';
import { checkedZone } from '../lib/zones';
import type { MailDeps } from '../mail';
import { createInvite, inviterName } from './invites';
import { mailInvite } from './invitesSend';
import { findById, isUniqueViolation } from './users';
import { slugConflict, suggestWeddingSlug, toWedding, type WeddingRow, weddingSlugTaken } from './weddings';
import { approveAllRequests } from './weddingsFollows';

/**
 * The one slug-conflict mapping for every write of a wedding's address: a taken (or reserved) slug is refused before
 * writing, and one taken by a concurrent write is refused by the unique index; both are the same 409.
 */
async function withSlug<T>(db: Db, slug: string | undefined, current: string | null, write: () => Promise<T>) {
  if (slug && slug !== current?.toLowerCase() && (await weddingSlugTaken(db, slug))) throw slugConflict();
  return write().catch((error: unknown): never => {
    if (isUniqueViolation(error, 'weddings_slug_idx')) throw slugConflict();
    throw error;
  });
}

/** Sets up a wedding: the creator becomes one of the couple; the partner, when given, is invited by mail. */
export async function setUpWedding(
  db: Db,
  mail: MailDeps,
  userId: string,
  body: z.output<typeof weddingSetUpBody>,
): Promise<Wedding> {
  if (body.time_zone) checkedZone(body.time_zone);
  const me = await findById(db, userId);
  if (!me) throw new HttpError(401, authMessages.accountGone);
  if (body.partner_email && body.partner_email === me.email.toLowerCase()) {
    throw new HttpError(400, wm.partnerIsYou, { partner_email: [wm.partnerIsYou] });
  }
  const created = await withSlug(db, body.slug, null, async () => {
    const slug = body.slug ?? (await suggestWeddingSlug(db, body.name));
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(weddings)
        .values({
          slug,
          name: body.name,
          date: body.date,
          followPolicy: body.follow_policy,
          ...(body.time_zone ? { timeZone: body.time_zone } : {}),
          createdBy: me.id,
        })
        .returning();
      await tx.insert(weddingMembers).values({ weddingId: row!.id, userId: me.id, role: body.role });
      const partner = body.partner_email
        ? await createInvite(tx, row!, {
            email: body.partner_email,
            role: body.partner_role ?? (body.role === 'B' ? 'G' : 'B'),
            invitedBy: me.id,
          })
        : null;
      return { row: row!, partner };
    });
  });
  if (created.partner) {
    await mailInvite(mail, created.row, created.partner.invite, created.partner.token, await inviterName(db, me.id));
  }
  return toWedding(db, created.row, { role: body.role, follow: 'none' });
}

/** Changes a wedding's details; opening it to everyone lets every pending follow request in. */
export async function updateWedding(
  db: Db,
  row: WeddingRow,
  standing: Standing,
  body: z.output<typeof weddingUpdateBody>,
  by?: string,
): Promise<Wedding> {
  if (body.time_zone !== undefined) checkedZone(body.time_zone);
  const updated = await withSlug(db, body.slug, row.slug, () =>
    db.transaction(async (tx) => {
      const [next] = await tx
        .update(weddings)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.date !== undefined ? { date: body.date } : {}),
          ...(body.slug !== undefined ? { slug: body.slug } : {}),
          ...(body.follow_policy !== undefined ? { followPolicy: body.follow_policy } : {}),
          ...(body.time_zone !== undefined ? { timeZone: body.time_zone } : {}),
        })
        .where(eq(weddings.id, row.id))
        .returning();
      if (body.follow_policy === 'open') await approveAllRequests(tx, row);
      const fields = (w: WeddingRow) => ({
        name: w.name,
        date: w.date,
        slug: w.slug,
        follow_policy: w.followPolicy,
        time_zone: w.timeZone,
      });
      await recordChange(tx, {
        ...about(row.id, by ?? null, 'settings', 'wedding', row.id, next!.name),
        action: 'updated',
        before: fields(row),
        after: fields(next!),
      });
      return next!;
    }),
  );
  return toWedding(db, updated, standing);
}
