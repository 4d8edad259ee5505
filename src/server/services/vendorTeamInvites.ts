import { and, count, eq, sql } from 'drizzle-orm';
import { type TeamInvite, VENDOR_LIMITS, vendorMessages as vm } from '../../shared/vendors';
import type { Db } from '../db/client';
import { users, vendorBusinesses, vendorTeamInvites, vendorTeamMembers } from '../db/schema';
import { HttpError } from '../lib/problem';
import { isUuid } from '../lib/uuid';
import type { MailDeps } from '../mail';
import type { AuthUser } from '../types';
import { notify } from './notifications';

// Joining a vendor's team is an invitation the person accepts. A team names an email; whether or not it has an
// account, the answer is the same (so the team learns nothing of who is registered, nor their name), the address
// gets a mail, and an account with it a notification. The person sees and answers their invitations once their
// address is verified, as for a wedding's.

type Business = typeof vendorBusinesses.$inferSelect;

export const TEAM_INVITE_SENT = 'Invitation sent. They join the team once they accept it.';
const NO_INVITE = 'No such invitation.';

export async function inviteToTeam(
  db: Db,
  mail: MailDeps,
  business: Business,
  by: AuthUser,
  email: string,
): Promise<{ detail: string }> {
  const invite = await db.transaction(async (tx) => {
    const [members] = await tx
      .select({ n: count() })
      .from(vendorTeamMembers)
      .where(eq(vendorTeamMembers.businessId, business.id));
    if ((members?.n ?? 0) >= VENDOR_LIMITS.teamMembers) throw new HttpError(409, vm.teamFull);
    // Asking again renews the invitation rather than adding a second.
    await tx.execute(sql`
      INSERT INTO vendor_team_invites (business_id, email, invited_by) VALUES (${business.id}, ${email}, ${by.id})
      ON CONFLICT (business_id, lower(email)) DO UPDATE SET created_at = now(), invited_by = excluded.invited_by`);
    const [inviter] = await tx.select().from(users).where(eq(users.id, by.id));
    const name = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : 'Someone';
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email}) AND ${users.deletedAt} IS NULL`);
    if (account) {
      await notify(tx, {
        recipientId: account.id,
        kind: 'team_invite',
        text: `${name} invited you to the team of ${business.name}.`,
        link: '/v',
      });
    }
    return { name };
  });
  const { productName, publicUrl } = mail.config;
  const link = `${publicUrl}/v`;
  await mail.mailer.send({
    to: email,
    subject: `${invite.name} invited you to the team of ${business.name} on ${productName}`,
    text: `Hello,\n\n${invite.name} invited you to act for ${business.name} on ${productName}. Sign in with this address (or create an account with it) and accept the invitation in the vendor area:\n\n${link}\n\nIf you did not expect this mail, ignore it: nothing happens until you accept.\n`,
    link,
  });
  return { detail: TEAM_INVITE_SENT };
}

const mine = (user: AuthUser) => sql`lower(${vendorTeamInvites.email}) = lower(${user.email})`;

/** The invitations to the user's verified address. */
export async function myTeamInvites(db: Db, user: AuthUser): Promise<TeamInvite[]> {
  if (!user.emailVerified) return [];
  const rows = await db
    .select({ invite: vendorTeamInvites, business: { id: vendorBusinesses.id, name: vendorBusinesses.name } })
    .from(vendorTeamInvites)
    .innerJoin(vendorBusinesses, eq(vendorBusinesses.id, vendorTeamInvites.businessId))
    .where(mine(user))
    .orderBy(vendorTeamInvites.createdAt);
  return rows.map((r) => ({ id: r.invite.id, business: r.business, created_at: r.invite.createdAt.toISOString() }));
}

/** Accepts (joins the team) or declines an invitation to the user's verified address; anyone else's is a 404. */
export async function answerTeamInvite(db: Db, user: AuthUser, id: string, accept: boolean): Promise<void> {
  if (!isUuid(id)) throw new HttpError(404, NO_INVITE);
  if (!user.emailVerified) throw new HttpError(403, vm.unverifiedUser);
  await db.transaction(async (tx) => {
    const [invite] = await tx
      .delete(vendorTeamInvites)
      .where(and(eq(vendorTeamInvites.id, id), mine(user)))
      .returning();
    if (!invite) throw new HttpError(404, NO_INVITE);
    if (!accept) return;
    const [business] = await tx.select().from(vendorBusinesses).where(eq(vendorBusinesses.id, invite.businessId));
    if (!business || business.ownerId === user.id) return;
    const [members] = await tx
      .select({ n: count() })
      .from(vendorTeamMembers)
      .where(eq(vendorTeamMembers.businessId, business.id));
    if ((members?.n ?? 0) >= VENDOR_LIMITS.teamMembers) throw new HttpError(409, vm.teamFull);
    await tx.insert(vendorTeamMembers).values({ businessId: business.id, userId: user.id }).onConflictDoNothing();
  });
}
