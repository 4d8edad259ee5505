import type { PublicPerson } from './weddings';

// Private messages as the API sends them (/threads/, /threads/{id}/messages/). Plain types and constants only: pages
// import these for display without pulling zod.

export const MESSAGE_LIMITS = {
  /** Characters in one message, after trimming. */
  text: 2000,
  /** People in a thread, the sender included: a conversation or a small group, not a mailing list. */
  people: 8,
} as const;

/** How long a "… is typing" shows after the last keystroke signal, unless a message arrives first. */
export const TYPING_SHOWN_MS = 6000;
/** A typing client signals at most this often, so a fast typist sends a few frames, not one per key. */
export const TYPING_SIGNAL_EVERY_MS = 2500;

export const messagingMessages = {
  textRequired: 'Write a message.',
  textTooLong: `Keep messages under ${MESSAGE_LIMITS.text} characters.`,
  peopleRequired: 'Choose someone to message.',
  tooManyPeople: `A conversation has at most ${MESSAGE_LIMITS.people - 1} other people.`,
  noThread: 'No such conversation.',
  noMessage: 'No such message.',
  notYourMessage: 'You can only delete your own messages.',
  cannotMessage: (name: string) => `${name} does not take messages from you.`,
  cannotReply: 'You can no longer send messages in this conversation.',
  notYourself: 'You cannot start a conversation with yourself alone.',
} as const;

export interface ThreadMessage {
  id: string;
  thread: string;
  sender: PublicPerson;
  text: string;
  created_at: string;
}

export interface Thread {
  id: string;
  /** The other people in it (never the viewer). */
  people: PublicPerson[];
  last_message: ThreadMessage | null;
  /** Messages of the others the viewer has not read. */
  unread_count: number;
  /** Whether the viewer may still write here (no block between them and the others). */
  can_send: boolean;
  created_at: string;
}

/** The answer of opening a thread's messages as read. */
export interface ThreadRead {
  thread: string;
  unread_messages_count: number;
}

/** One person the viewer may start a conversation with. */
export type Recipient = PublicPerson;

/** "Ana is typing…", "Ana and Bo are typing…", "3 people are typing…". */
export function typingText(names: string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return `${names.length} people are typing…`;
}

/** A thread's name as its people read it: "Ana Lee", "Ana, Bo and Cy". */
export function threadTitle(people: PublicPerson[]): string {
  const names = people.map((p) => p.full_name || p.slug);
  if (names.length <= 1) return names[0] ?? 'Just you';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
