import { z } from 'zod';
import { INVITATION_LIMITS as L, invitationMessages as m, RSVP_FILTERS } from './invitations';

// The request bodies of issue 35's sending, with their field messages (kept apart from invitations.ts so that the
// browser, which reads its texts and types, carries no zod: vite.config.ts treats *Schemas.ts as side-effect free).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = z.string().trim().regex(UUID, { error: m.idInvalid });

export const invitationAudience = z.object({
  /** Households chosen one by one; left out: every household the other filters let through. */
  households: z.array(id, { error: m.idInvalid }).max(L.chosen, { error: m.tooManyChosen }).optional(),
  rsvp: z.enum(RSVP_FILTERS, { error: m.rsvpInvalid }).default('any'),
  /** Households with a guest invited to this guest event. */
  event: id.nullish(),
  /** Households with a guest carrying this tag (case does not matter). */
  tag: z.string({ error: m.tagTooLong }).trim().max(L.tag, { error: m.tagTooLong }).optional(),
});

export const invitationSendBody = z.object({
  subject: z
    .string({ error: m.subjectRequired })
    .trim()
    .min(1, { error: m.subjectRequired })
    .max(L.subject, { error: m.subjectTooLong }),
  message: z.preprocess(
    (v) => (v == null ? '' : v),
    z.string({ error: m.messageTooLong }).trim().max(L.message, { error: m.messageTooLong }),
  ),
  to: invitationAudience.default({ rsvp: 'any' }),
  /** Work out who would get it and show the first mail; nothing is sent. */
  dry_run: z.boolean().default(false),
});

/** An RSVP reminder for one guest event, now or at `send_at`, to the households still to answer for it. */
export const eventReminderBody = z.object({
  subject: z.preprocess(
    (v) => (v == null ? '' : v),
    z.string({ error: m.subjectTooLong }).trim().max(L.subject, { error: m.subjectTooLong }),
  ),
  message: invitationSendBody.shape.message,
  send_at: z.iso.datetime({ offset: true, error: 'Choose when to send it, or send it now.' }).nullable().default(null),
  dry_run: z.boolean().default(false),
});
