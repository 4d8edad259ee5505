import { FORM_MESSAGES } from '../src/shared/formMessages';
import { type InputKind, validateInput } from '../src/shared/inputRules';
import type { Problem } from '../src/shared/types';

// The form machine's values and the pure rules over them: checking every field, spreading a server's refusal over
// the fields, and merging a save someone else's got ahead of (issue 31).

export interface FormInput {
  fields: Record<string, InputKind>;
  values?: Record<string, string>;
  /** The version of the item the values come from (issue 31); sent with the save. */
  version?: number | null;
}

/**
 * How a save says the item changed on the server since the form took its values (a 409 for a stale version): their
 * values as this form's fields, their version, and who saved them.
 */
export interface StaleSave {
  stale: { values: Record<string, string>; version: number; by: string | null };
}

/** Someone else's save that touched what this form changed too: shown beside the user's own until they choose. */
export interface FormConflict {
  by: string | null;
  /** Their values, for every field. */
  theirs: Record<string, string>;
  /** The fields both changed, differently. */
  fields: string[];
}

export type FieldErrors = Record<string, string | undefined>;

export interface FormContext {
  fields: Record<string, InputKind>;
  values: Record<string, string>;
  errors: FieldErrors;
  formError: string | null;
  /** What `submit` resolved with, once the form has succeeded. */
  result: unknown;
  /** The values as they stand on the server (the form's start, or its last save): what "unsaved" compares with. */
  saved: Record<string, string>;
  /** Where the user asked to go while there were unsaved changes. */
  leavingTo: string | null;
  /** The version of the item as `saved` has it; null for a form that edits no versioned item. */
  version: number | null;
  conflict: FormConflict | null;
  /** When a live update showed the item changed on the server while the user was typing here; null while current. */
  changedAt: number | null;
  /** What the user typed here before a reload or a crash, kept on the device: offered back until restored or discarded. */
  draft: FormDraft | null;
}

/** A form's unsaved values kept on the device, and when they were typed (ms since the epoch). */
export interface FormDraft {
  values: Record<string, string>;
  at: number;
}

export type FormEvent =
  | { type: 'field.changed'; name: string; value: string }
  | { type: 'form.validateAll' }
  | { type: 'form.submitted' }
  /** The user asked to leave the page (a link, in-app): asked first while there are unsaved changes. */
  | { type: 'form.leave'; to: string }
  /** The values as the server now has them (a partner's save, this form's own coming back): taken while nothing typed would be lost. */
  | { type: 'form.synced'; values: Record<string, string>; version?: number; at?: number }
  /** After a conflict: save mine (with any merge typed by hand) over theirs, knowingly; or take theirs where we differ. */
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.takeTheirs' }
  /** A draft of this form found on the device; offered when it differs from what the form shows. */
  | { type: 'draft.found'; draft: FormDraft }
  | { type: 'draft.restored' }
  | { type: 'draft.discarded' }
  /** The answer to "Leave without saving?". */
  | { type: 'leave.stayed' }
  | { type: 'leave.confirmed' };

export const sameValues = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).every((name) => a[name] === b[name]);

export function validateAll(context: FormContext): FieldErrors {
  return Object.fromEntries(
    // Stryker disable next-line StringLiteral: every field has a value (the context starts with one for each)
    Object.entries(context.fields).map(([name, kind]) => [name, validateInput(kind, context.values[name] ?? '')]),
  );
}

export const isStale = (error: unknown): error is StaleSave =>
  typeof error === 'object' && error !== null && 'stale' in error && typeof error.stale === 'object';

/** A save's answer names the item's new version when it has one. */
export function versionOf(output: unknown): number | undefined {
  if (typeof output !== 'object' || output === null || !('version' in output)) return undefined;
  return typeof output.version === 'number' ? output.version : undefined;
}

/**
 * Their save over what this form started from: a field only they changed takes their value, a field only the user
 * changed keeps the user's, and a field both changed differently is a conflict to show. The form now starts from
 * their values and version.
 */
export function mergeTheirs(context: FormContext, stale: StaleSave['stale']): Partial<FormContext> {
  const values = { ...context.values };
  const fields: string[] = [];
  for (const name of Object.keys(context.fields)) {
    const base = context.saved[name];
    const theirs = stale.values[name] ?? base;
    if (values[name] === base) values[name] = theirs!;
    else if (theirs !== base && theirs !== values[name]) fields.push(name);
  }
  const saved = { ...context.saved, ...stale.values };
  return {
    values,
    saved,
    changedAt: null,
    version: stale.version,
    conflict: fields.length ? { by: stale.by, theirs: saved, fields } : null,
  };
}

function problemOf(error: unknown): Problem | undefined {
  if (typeof error !== 'object' || error === null || !('problem' in error)) return undefined;
  const { problem } = error as { problem: unknown };
  if (typeof problem !== 'object') return undefined;
  // A null problem is none either.
  return (problem ?? undefined) as Problem | undefined;
}

/** Status 0 is how ApiError says the request never got an answer. */
function reachedServer(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error as { status: unknown };
  return typeof status === 'number' && status > 0;
}

/** Spreads a failed submission over the form: first message per known field, the rest above the form. */
export function serverErrors(
  fields: Record<string, InputKind>,
  error: unknown,
): { errors: FieldErrors; formError: string | null } {
  const problem = problemOf(error);
  if (!problem) {
    return { errors: {}, formError: reachedServer(error) ? FORM_MESSAGES.failed : FORM_MESSAGES.offline };
  }
  const errors: FieldErrors = {};
  const general: string[] = [];
  for (const [name, messages] of Object.entries(problem.errors ?? {})) {
    if (Object.hasOwn(fields, name)) errors[name] = messages[0];
    else general.push(...messages);
  }
  if (problem.detail) general.push(problem.detail);
  // The server often repeats a field's message as the detail; saying it twice helps nobody.
  const shownOnFields = new Set(Object.values(errors));
  const formMessages = [...new Set(general)].filter((message) => !shownOnFields.has(message));
  const formError = formMessages.length
    ? formMessages.join(' ')
    : shownOnFields.size
      ? null
      : problem.title || FORM_MESSAGES.failed;
  return { errors, formError };
}
