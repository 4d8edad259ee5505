import { assign, not, setup } from 'xstate';
import { FORM_MESSAGES } from '../src/shared/formMessages';
import { type InputKind, validateInput } from '../src/shared/inputRules';
import type { Problem } from '../src/shared/types';
import { missingActor } from './notProvided';

export interface FormInput {
  fields: Record<string, InputKind>;
  values?: Record<string, string>;
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
}

export type FormEvent =
  | { type: 'field.changed'; name: string; value: string }
  | { type: 'form.validateAll' }
  | { type: 'form.submitted' }
  /** The user asked to leave the page (a link, in-app): asked first while there are unsaved changes. */
  | { type: 'form.leave'; to: string }
  /** The values as the server now has them (a partner's save, this form's own coming back): taken while nothing typed would be lost. */
  | { type: 'form.synced'; values: Record<string, string> }
  /** The answer to "Leave without saving?". */
  | { type: 'leave.stayed' }
  | { type: 'leave.confirmed' };

const sameValues = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).every((name) => a[name] === b[name]);

export { FORM_MESSAGES };

function validateAll(context: FormContext): FieldErrors {
  return Object.fromEntries(
    // Stryker disable next-line StringLiteral: every field has a value (the context starts with one for each)
    Object.entries(context.fields).map(([name, kind]) => [name, validateInput(kind, context.values[name] ?? '')]),
  );
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

// Spec section 5: each input is checked on every key press and shows its first error;
// `form.validateAll` is the global event that checks all inputs at once.
export const formMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormInput,
  },
  actions: {
    changeField: assign(({ context }, params: { name: string; value: string }) => ({
      values: { ...context.values, [params.name]: params.value },
      errors: { ...context.errors, [params.name]: validateInput(context.fields[params.name]!, params.value) },
      formError: null,
    })),
    // A field the client finds valid keeps a server error until that field changes.
    validateAllFields: assign(({ context }) => {
      const client = validateAll(context);
      return {
        errors: Object.fromEntries(
          Object.entries(client).map(([name, error]) => [name, error ?? context.errors[name]]),
        ),
      };
    }),
    startSubmission: assign({ errors: {}, formError: null }),
    showServerErrors: assign(({ context }, params: { error: unknown }) => serverErrors(context.fields, params.error)),
    storeResult: assign((_, params: { result: unknown }) => ({ result: params.result })),
    markSaved: assign(({ context }) => ({ saved: { ...context.values } })),
    takeSynced: assign(({ context }, params: { values: Record<string, string> }) => {
      const values = { ...context.values, ...params.values };
      return { values, saved: values };
    }),
    storeDestination: assign((_, params: { to: string }) => ({ leavingTo: params.to })),
    leave: (_, _params: { to: string }) => {
      throw new Error('leave not provided');
    },
  },
  guards: {
    'is a form field': ({ context }, params: { name: string }) => Object.hasOwn(context.fields, params.name),
    'all fields valid': ({ context }) => Object.values(validateAll(context)).every((error) => error === undefined),
    'has unsaved changes': ({ context }) => !sameValues(context.values, context.saved),
  },
  actors: {
    submit: missingActor<unknown, { values: Record<string, string> }>('submit'),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => {
    const values = Object.fromEntries(Object.keys(input.fields).map((name) => [name, input.values?.[name] ?? '']));
    return {
      fields: input.fields,
      values,
      errors: {},
      formError: null,
      result: undefined,
      saved: values,
      leavingTo: null,
    };
  },
  initial: 'editing',
  on: {
    // Typing during a submission still updates the value, so no keystroke is lost.
    'field.changed': {
      guard: { type: 'is a form field', params: ({ event }) => ({ name: event.name }) },
      actions: { type: 'changeField', params: ({ event }) => ({ name: event.name, value: event.value }) },
    },
  },
  states: {
    editing: {
      on: {
        'form.validateAll': { actions: 'validateAllFields' },
        'form.submitted': [
          { guard: 'all fields valid', target: 'submitting', actions: 'startSubmission' },
          { actions: 'validateAllFields' },
        ],
        'form.synced': {
          guard: not('has unsaved changes'),
          actions: { type: 'takeSynced', params: ({ event }) => ({ values: event.values }) },
        },
        'form.leave': [
          {
            guard: 'has unsaved changes',
            target: 'leaving',
            actions: { type: 'storeDestination', params: ({ event }) => ({ to: event.to }) },
          },
          { target: 'left', actions: { type: 'leave', params: ({ event }) => ({ to: event.to }) } },
        ],
      },
    },
    /** "You have unsaved changes": the page stays until the user answers. */
    leaving: {
      on: {
        'leave.stayed': 'editing',
        'leave.confirmed': {
          target: 'left',
          actions: { type: 'leave', params: ({ context }) => ({ to: context.leavingTo! }) },
        },
      },
    },
    /** The user left the page; nothing here is asked again. */
    left: { type: 'final' },
    submitting: {
      // Leaving while the save is on its way: it still reaches the server.
      on: { 'form.leave': { target: 'left', actions: { type: 'leave', params: ({ event }) => ({ to: event.to }) } } },
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ values: { ...context.values } }),
        onDone: {
          target: 'succeeded',
          actions: [{ type: 'storeResult', params: ({ event }) => ({ result: event.output }) }, 'markSaved'],
        },
        onError: {
          target: 'editing',
          actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      on: {
        'form.synced': { actions: { type: 'takeSynced', params: ({ event }) => ({ values: event.values }) } },
        'form.leave': { target: 'left', actions: { type: 'leave', params: ({ event }) => ({ to: event.to }) } },
        'field.changed': {
          guard: { type: 'is a form field', params: ({ event }) => ({ name: event.name }) },
          target: 'editing',
          actions: { type: 'changeField', params: ({ event }) => ({ name: event.name, value: event.value }) },
        },
      },
    },
  },
});

/** Whether leaving now would lose what was typed: an edited form, not yet saved. */
export const formUnsaved = (snapshot: { matches(state: 'editing'): boolean; context: FormContext }) =>
  snapshot.matches('editing') && !sameValues(snapshot.context.values, snapshot.context.saved);
