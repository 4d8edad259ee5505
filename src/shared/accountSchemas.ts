import { z } from 'zod';
import { NOTIFICATION_CATEGORIES } from './accountTypes';
import { email, loginPassword, requiredText } from './schemas';

// Bodies of the account area (/account, /account-weddings, /update-settings), with the spec's field messages.

export const accountMessages = {
  emailSame: 'This is already your email.',
  emailLinkUsed: 'This confirmation link has already been used.',
  emailLinkInvalid: 'This confirmation link is invalid or has expired.',
  wrongPassword: 'Password is incorrect.',
  verifyLinkUsed: 'This verification link has already been used.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  alreadyVerified: 'Your email is already verified.',
  /** Invitations go to an address; only someone who proved it is theirs may take one up by that address. */
  verifyToAnswer: 'Verify your email address to answer invitations sent to it.',
  onlyCoupleMember: 'You are the only member of the couple. Invite your partner before leaving this wedding.',
} as const;

/** A new email; the current password proves it is the owner asking, not someone at an unlocked screen. */
export const emailChangeBody = z.object({ email, password: loginPassword });
export const emailConfirmBody = z.object({ token: requiredText });
export const emailVerifyBody = z.object({ token: requiredText });
export const deleteAccountBody = z.object({ password: loginPassword });

const channel = z.object({ app: z.boolean(), mail: z.boolean() });
export const notificationSettingsBody = z.object({
  prefs: z.object(Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, channel.optional()]))).strict(),
  digest: z.boolean().optional(),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;
