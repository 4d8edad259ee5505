import { z } from 'zod';
import { MESSAGE_LIMITS, messagingMessages as mm } from './messagesTypes';

// Bodies of the message routes, with the messages a person sees beside the field.

export const messageText = z
  .string({ error: mm.textRequired })
  .trim()
  .min(1, { error: mm.textRequired, abort: true })
  .max(MESSAGE_LIMITS.text, { error: mm.textTooLong });

/** Starting (or finding) a thread: the other people by id or handle, and optionally its first message. */
export const threadBody = z.object({
  people: z
    .array(z.string({ error: mm.peopleRequired }).trim().min(1, { error: mm.peopleRequired }).max(80), {
      error: mm.peopleRequired,
    })
    .min(1, { error: mm.peopleRequired })
    .max(MESSAGE_LIMITS.people - 1, { error: mm.tooManyPeople }),
  text: messageText.optional(),
});
export type ThreadBody = z.infer<typeof threadBody>;

export const messageBody = z.object({ text: messageText });
