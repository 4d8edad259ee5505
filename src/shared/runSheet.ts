import { z } from 'zod';
import { fieldMessages as m } from './messages';
import type { DayContact, Venue } from './siteTypes';

// Issue 37: the run-of-show shared by private link with the people working the day (no account needed).

export const runSheetMessages = {
  nameRequired: 'Name the person this link is for.',
  nameTooLong: 'Keep the name under 80 characters.',
  vendorInvalid: 'Choose a vendor of this wedding.',
  assigneeInvalid: 'Choose a member of this wedding.',
  oneFilter: 'Filter by a vendor or by a member, not both.',
  noLink: 'This run sheet link does not exist or was turned off by the couple.',
  noLinkId: 'No run sheet link has that id.',
  tooMany: 'A wedding can have at most 100 run sheet links.',
} as const;

export const RUN_SHEET_LINKS_MAX = 100;

export const runSheetLinkBody = z.object({
  name: z
    .string({ error: runSheetMessages.nameRequired })
    .trim()
    .min(1, { error: runSheetMessages.nameRequired, abort: true })
    .max(80, { error: runSheetMessages.nameTooLong }),
  /** Only the items assigned to this vendor of the wedding's list. */
  vendor: z.uuid({ error: runSheetMessages.vendorInvalid }).nullish(),
  /** Only the items assigned to this member. */
  assignee: z.uuid({ error: runSheetMessages.assigneeInvalid }).nullish(),
});
export type RunSheetLinkBody = z.input<typeof runSheetLinkBody>;
export const runSheetTokenParams = z.object({ token: z.string({ error: m.required }).max(200) });

/** A link as the couple lists it. */
export interface RunSheetLink {
  id: string;
  account: string;
  name: string;
  url: string;
  vendor: string | null;
  assignee: string | null;
  created_at: string;
}

/** One item of a shared run sheet: no assignees, no comments, and no notes when they are the members' alone. */
export interface RunSheetItem {
  id: string;
  time: string | null;
  title: string;
  place: string;
  notes: string;
  done: boolean;
  version: number;
  updated_at: string;
}

/** What a run sheet link shows: the day's items and what is needed to reach the couple and the venue. */
export interface RunSheet {
  link: { name: string; filtered: boolean };
  wedding: { name: string; date: string; time_zone: string };
  venues: Venue[];
  contacts: DayContact[];
  items: RunSheetItem[];
}
