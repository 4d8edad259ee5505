// Invitations and RSVP links the couple mails from the guest list (issue 35): who gets them, what they say, and what
// the guest list shows of each household afterwards.

export const INVITATION_LIMITS = { subject: 150, message: 4000, tag: 60, chosen: 2000 } as const;
const L = INVITATION_LIMITS;

export const invitationMessages = {
  subjectRequired: 'Write a subject for the mail.',
  subjectTooLong: `A subject can be at most ${L.subject} characters.`,
  messageTooLong: `A message can be at most ${L.message} characters.`,
  idInvalid: 'That is not an id Vowline gave.',
  rsvpInvalid: 'Choose everyone, not answered, coming or not coming.',
  tagTooLong: `A tag can be at most ${L.tag} characters.`,
  tooManyChosen: `Choose at most ${L.chosen} households.`,
  nobody: 'No household with an email address matches: there is nobody to send to.',
  eventUnknown: 'That event is not one of this wedding’s.',
} as const;

/** Which households a send goes to, by their RSVP answer. */
export const RSVP_FILTERS = ['any', 'none', 'yes', 'no'] as const;
export type RsvpFilter = (typeof RSVP_FILTERS)[number];
export const RSVP_FILTER_LABELS: Record<RsvpFilter, string> = {
  any: 'Everyone',
  none: 'Not answered yet',
  yes: 'Coming',
  no: 'Not coming',
};

/** What the couple sends: the mail's words, who gets it (`to`), and whether it is only a preview. */
export interface InvitationSendBody {
  subject: string;
  message?: string;
  to?: { households?: string[]; rsvp?: RsvpFilter; event?: string | null; tag?: string };
  dry_run?: boolean;
}

export interface InvitationRecipient {
  id: string;
  name: string;
  emails: string[];
}

/** The answer to a send: who it goes to, who is left out (no email), and the first household's mail. */
export interface InvitationSendResult {
  /** The send's id; null for a dry run. */
  id: string | null;
  recipients: InvitationRecipient[];
  without_email: string[];
  preview: { to: string; subject: string; text: string; qr: string } | null;
}

/** An RSVP reminder for one guest event (issue 38), with how many of its mails went out. */
export interface EventReminder {
  id: string;
  subject: string;
  send_at: string | null;
  created_at: string;
  households: number;
  sent: number;
}

/** A printed insert: the household's QR code (an SVG as a data: URL) and its link, for invitations sent on paper. */
export interface InvitationInsert {
  id: string;
  name: string;
  url: string;
  qr: string;
}
