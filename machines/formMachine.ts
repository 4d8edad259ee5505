import { assign, not, setup } from 'xstate';
import { FORM_MESSAGES } from '../src/shared/formMessages';
import { validateInput } from '../src/shared/inputRules';
import {
  type FormContext,
  type FormDraft,
  type FormEvent,
  type FormInput,
  isStale,
  mergeTheirs,
  type StaleSave,
  sameValues,
  serverErrors,
  validateAll,
  versionOf,
} from './formValues';
import { missingActor } from './notProvided';

export type { FieldErrors, FormConflict, FormContext, FormDraft, FormEvent, FormInput, StaleSave } from './formValues';
export { FORM_MESSAGES, mergeTheirs, serverErrors };

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
    markSaved: assign(({ context }, params: { version: number | undefined }) => ({
      saved: { ...context.values },
      version: params.version ?? context.version,
      changedAt: null,
    })),
    takeSynced: assign(({ context }, params: { values: Record<string, string>; version: number | undefined }) => {
      const values = { ...context.values, ...params.values };
      return { values, saved: values, version: params.version ?? context.version, changedAt: null };
    }),
    // What the user typed stays; the form says the item moved on under it, and the save will merge or ask.
    markChanged: assign(({ context }, params: { at: number }) => ({ changedAt: context.changedAt ?? params.at })),
    mergeTheirs: assign(({ context }, params: { stale: StaleSave['stale'] }) => mergeTheirs(context, params.stale)),
    takeTheirs: assign(({ context }) => {
      const { conflict } = context;
      const theirs = Object.fromEntries(conflict!.fields.map((name) => [name, conflict!.theirs[name]!]));
      return { values: { ...context.values, ...theirs }, conflict: null };
    }),
    clearConflict: assign({ conflict: null }),
    offerDraft: assign(({ context }, params: { draft: FormDraft }) => ({
      // Only the form's own fields, and only a draft that says something the form does not already.
      draft: Object.keys(context.fields).some(
        (name) => name in params.draft.values && params.draft.values[name] !== context.values[name],
      )
        ? params.draft
        : null,
    })),
    restoreDraft: assign(({ context }) => {
      const values = { ...context.values };
      for (const name of Object.keys(context.fields)) {
        if (name in context.draft!.values) values[name] = context.draft!.values[name]!;
      }
      return { values, errors: validateAll({ ...context, values }), draft: null };
    }),
    dropDraft: assign({ draft: null }),
    storeDestination: assign((_, params: { to: string }) => ({ leavingTo: params.to })),
    leave: (_, _params: { to: string }) => {
      throw new Error('leave not provided');
    },
  },
  guards: {
    'is a form field': ({ context }, params: { name: string }) => Object.hasOwn(context.fields, params.name),
    'all fields valid': ({ context }) => Object.values(validateAll(context)).every((error) => error === undefined),
    'has unsaved changes': ({ context }) => !sameValues(context.values, context.saved),
    'save is stale': (_, params: { error: unknown }) => isStale(params.error),
    'in conflict': ({ context }) => context.conflict !== null,
    'draft offered': ({ context }) => context.draft !== null,
    'a newer version': ({ context }, params: { version: number | undefined }) =>
      params.version !== undefined && context.version !== null && params.version > context.version,
  },
  actors: {
    submit: missingActor<unknown, { values: Record<string, string>; version: number | null }>('submit'),
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
      version: input.version ?? null,
      conflict: null,
      changedAt: null,
      draft: null,
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
        'draft.found': { actions: { type: 'offerDraft', params: ({ event }) => ({ draft: event.draft }) } },
        'draft.restored': { guard: 'draft offered', actions: 'restoreDraft' },
        'draft.discarded': { actions: 'dropDraft' },
        'form.validateAll': { actions: 'validateAllFields' },
        'form.submitted': [
          { guard: 'all fields valid', target: 'submitting', actions: 'startSubmission' },
          { actions: 'validateAllFields' },
        ],
        'form.synced': [
          {
            guard: not('has unsaved changes'),
            actions: { type: 'takeSynced', params: ({ event }) => ({ values: event.values, version: event.version }) },
          },
          {
            guard: { type: 'a newer version', params: ({ event }) => ({ version: event.version }) },
            actions: { type: 'markChanged', params: ({ event }) => ({ at: event.at ?? 0 }) },
          },
        ],
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
        input: ({ context }) => ({ values: { ...context.values }, version: context.version }),
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'markSaved', params: ({ event }) => ({ version: versionOf(event.output) }) },
          ],
        },
        onError: [
          {
            guard: { type: 'save is stale', params: ({ event }) => ({ error: event.error }) },
            target: 'merging',
            actions: { type: 'mergeTheirs', params: ({ event }) => ({ stale: (event.error as StaleSave).stale }) },
          },
          {
            target: 'editing',
            actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** Someone saved first: what merged by itself is saved again at once; a field both changed waits for the user. */
    merging: { always: [{ guard: 'in conflict', target: 'conflicted' }, { target: 'submitting' }] },
    /** "Ben changed this while you were editing": their value beside the user's, each field still editable. */
    conflicted: {
      on: {
        'conflict.keepMine': [
          { guard: 'all fields valid', target: 'submitting', actions: ['clearConflict', 'startSubmission'] },
          { actions: 'validateAllFields' },
        ],
        'form.submitted': [
          { guard: 'all fields valid', target: 'submitting', actions: ['clearConflict', 'startSubmission'] },
          { actions: 'validateAllFields' },
        ],
        'conflict.takeTheirs': { target: 'editing', actions: 'takeTheirs' },
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
    succeeded: {
      on: {
        'form.synced': {
          actions: { type: 'takeSynced', params: ({ event }) => ({ values: event.values, version: event.version }) },
        },
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
export const formUnsaved = (snapshot: { matches(state: 'editing' | 'conflicted'): boolean; context: FormContext }) =>
  (snapshot.matches('editing') || snapshot.matches('conflicted')) &&
  !sameValues(snapshot.context.values, snapshot.context.saved);
