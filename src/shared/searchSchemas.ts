import { z } from 'zod';
import { fieldMessages as m } from './messages';
import { LIST_LIMITS, listMessages as lm } from './searchTypes';

// Bodies of the lists routes, with the messages a person sees beside the field.

const name = z
  .string({ error: lm.nameRequired })
  .trim()
  .min(1, { error: lm.nameRequired, abort: true })
  .max(LIST_LIMITS.name, { error: lm.nameTooLong });
const description = z.string().trim().max(LIST_LIMITS.description, { error: lm.descriptionTooLong });

export const listBody = z.object({
  name,
  description: description.default(''),
  is_private: z.boolean({ error: m.required }).default(false),
});
export type ListBody = z.infer<typeof listBody>;

/** A wedding's list: the couple's own, so it has no privacy setting (only the couple sees it). */
export const weddingListBody = z.object({
  account: z.string({ error: m.required }).trim().min(1, { error: m.required }),
  name,
  description: description.default(''),
});

export const listEditBody = z.object({
  name: name.optional(),
  description: description.optional(),
  is_private: z.boolean({ error: m.required }).optional(),
});

export const listMemberBody = z.object({ user: z.string({ error: m.required }).trim().min(1, { error: m.required }) });
