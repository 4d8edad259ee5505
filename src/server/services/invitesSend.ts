import { INVITE_TTL_DAYS, isCoupleRole, roleLabel, type SentInvite } from '../../shared/weddings';
import type { Db } from '../db/client';
import type { MailDeps } from '../mail';
import { createInvite, type InviteRow, inviterName, toSentInvite } from './invites';
import type { WeddingRow } from './weddings';

/** The invitation mail, with the link that works once: /accept-invite?code={token}. */
export async function mailInvite(
  mail: MailDeps,
  wedding: WeddingRow,
  invite: InviteRow,
  token: string,
  inviter: string | null,
): Promise<void> {
  const product = mail.config.productName;
  const link = `${mail.config.publicUrl}/accept-invite?code=${encodeURIComponent(token)}`;
  const who = inviter ?? `The couple of ${wedding.name}`;
  const role = isCoupleRole(invite.role) ? 'one of the couple' : `${roleLabel(invite.role)} on the committee`;
  await mail.mailer.send({
    to: invite.email,
    subject: `${who} invited you to ${wedding.name} on ${product}`,
    text: `Hello,\n\n${who} invited you to join ${wedding.name} (${wedding.date}) on ${product} as ${role}.\n\nAccept the invitation here. The link works once, for ${INVITE_TTL_DAYS} days, and if you have no ${product} account yet you can create one from it:\n\n${link}\n\nIf you did not expect this mail, you can ignore it.\n`,
    link,
  });
}

/** Invites someone to the committee (or the couple) and mails them the link, once the invitation is committed. */
export async function sendInvite(
  db: Db,
  mail: MailDeps,
  wedding: WeddingRow,
  input: { email: string; role: string; invitedBy: string },
): Promise<SentInvite> {
  const { invite, token } = await db.transaction((tx) => createInvite(tx, wedding, input));
  await mailInvite(mail, wedding, invite, token, await inviterName(db, input.invitedBy));
  return toSentInvite(invite);
}
