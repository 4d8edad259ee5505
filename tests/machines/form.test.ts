import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { type FormInput, formMachine, formUnsaved, serverErrors } from '../../machines/formMachine';
import { formModel } from '../../models/formModel';
import { ApiError } from '../../src/shared/apiError';
import type { Problem } from '../../src/shared/types';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

const fields = { first_name: 'text', email: 'email', password: 'password' } as const;
const VALID = { first_name: 'Ada', email: 'ada@example.com', password: 'correct horse' };
const INVALID = { first_name: '   ', email: 'not-an-email', password: '12345' };
const BLANK = { first_name: '', email: '', password: '' };
const OFFLINE = 'Could not reach the server. Check your connection and try again.';
const OFFLINE_ONLY = { errors: {}, formError: OFFLINE };
const EMAIL_TAKEN = 'An account with this email already exists.';

const problem = (status: number, rest: Partial<Problem>): Problem => ({
  type: 'about:blank',
  title: 'Bad Request',
  status,
  ...rest,
});
const REJECTION = new ApiError(
  400,
  problem(400, {
    detail: 'Some fields need attention.',
    errors: { email: [EMAIL_TAKEN, 'A second message is not shown.'], non_field_errors: ['Sign-ups are paused.'] },
  }),
);

function startForm(input: FormInput = { fields }) {
  const server = createFakeServer();
  const left: string[] = [];
  const actor = createActor(
    formMachine.provide({
      actions: { leave: (_, { to }) => void left.push(to) },
      actors: { submit: server.actor('submit') },
    }),
    { input },
  ).start();
  const type = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) actor.send({ type: 'field.changed', name, value });
  };
  return {
    actor,
    server,
    type,
    left,
    context: () => actor.getSnapshot().context,
    value: () => actor.getSnapshot().value,
  };
}

testModelPaths(formModel, () => {
  const { actor, server, type, context, value, left } = startForm();
  // Each entry differs from the last, as a user's would: a form saved with one is unsaved again with the next.
  let entries = 0;
  let valid = VALID;
  let invalid = INVALID;
  const expectEditing = (values: Record<string, string>, errors: Record<string, string>, formError: string | null) => {
    expect(value()).toBe('editing');
    expect(context().values).toEqual(values);
    // toEqual treats a field whose error is undefined like a field without one.
    expect(context().errors).toEqual(errors);
    expect(context().formError).toBe(formError);
    expect(left).toEqual([]);
  };
  const INVALID_ERRORS = {
    first_name: 'Field required.',
    email: 'Valid email required.',
    password: 'Password should be at least 6 characters',
  };
  const REJECTED_ERRORS = { email: EMAIL_TAKEN };
  const REJECTED_MESSAGE = 'Sign-ups are paused. Some fields need attention.';
  /** Asking, with what was typed and its messages kept as they were. */
  const expectAsking = (values: Record<string, string>, errors: Record<string, string>, formError: string | null) => {
    expect(value()).toBe('leaving');
    expect(context()).toMatchObject({ values, errors, formError, leavingTo: '/elsewhere' });
    expect(formUnsaved(actor.getSnapshot())).toBe(false);
    expect(left).toEqual([]);
  };

  return {
    events: {
      TYPE_VALID: () => {
        entries += 1;
        valid = { ...VALID, first_name: `Ada ${entries}` };
        type(valid);
      },
      TYPE_INVALID: () => {
        entries += 1;
        invalid = { ...INVALID, email: `not-an-email-${entries}` };
        type(invalid);
      },
      VALIDATE_ALL: () => actor.send({ type: 'form.validateAll' }),
      SUBMIT: () => actor.send({ type: 'form.submitted' }),
      SERVER_OK: () => server.succeed({ submit: { id: 'user-1' } }),
      SERVER_REJECTS: () => server.fail(REJECTION),
      SERVER_FAILS: () => server.fail(new TypeError('Failed to fetch')),
      LEAVE: () => {
        // Whether it asks is the form's to say: unsaved changes, and only in editing.
        const unsaved = formUnsaved(actor.getSnapshot());
        expect(unsaved).toBe(actor.getSnapshot().matches('editing') && entries > 0);
        actor.send({ type: 'form.leave', to: '/elsewhere' });
      },
      STAY: () => actor.send({ type: 'leave.stayed' }),
      CONFIRM_LEAVE: () => actor.send({ type: 'leave.confirmed' }),
    },
    states: {
      'editing.blank': () => expectEditing(BLANK, {}, null),
      'editing.missing': () =>
        expectEditing(
          BLANK,
          { first_name: 'Field required.', email: 'Email required.', password: 'Password required.' },
          null,
        ),
      'editing.invalid': () => expectEditing(invalid, INVALID_ERRORS, null),
      'editing.valid': () => {
        expectEditing(valid, {}, null);
        expect(formUnsaved(actor.getSnapshot())).toBe(true);
      },
      'editing.rejected': () => expectEditing(valid, REJECTED_ERRORS, REJECTED_MESSAGE),
      'editing.offline': () => expectEditing(valid, {}, OFFLINE),
      'leaving.invalid': () => expectAsking(invalid, INVALID_ERRORS, null),
      'leaving.valid': () => expectAsking(valid, {}, null),
      'leaving.rejected': () => expectAsking(valid, REJECTED_ERRORS, REJECTED_MESSAGE),
      'leaving.offline': () => expectAsking(valid, {}, OFFLINE),
      submitting: () => {
        expect(value()).toBe('submitting');
        expect(context()).toMatchObject({ errors: {}, formError: null });
        // Exactly one submission in flight, with the values typed.
        expect(server.requests.filter((r) => r.open)).toHaveLength(1);
        expect(server.inputs('submit').at(-1)).toEqual({ values: valid, version: null });
        expect(formUnsaved(actor.getSnapshot())).toBe(false);
      },
      succeeded: () => {
        expect(value()).toBe('succeeded');
        expect(context()).toMatchObject({ values: valid, errors: {}, formError: null, result: { id: 'user-1' } });
        // What was saved is no longer unsaved.
        expect(context().saved).toEqual(valid);
        expect(formUnsaved(actor.getSnapshot())).toBe(false);
      },
      left: () => {
        expect(actor.getSnapshot().status).toBe('done');
        expect(left).toEqual(['/elsewhere']);
      },
    },
    stop: () => actor.stop(),
  };
});

/** Submits a valid form and rejects the submission with `error`. */
async function rejectWith(error: unknown, input: FormInput = { fields }) {
  const form = startForm(input);
  form.type(VALID);
  form.actor.send({ type: 'form.submitted' });
  await form.server.fail(error);
  expect(form.value()).toBe('editing');
  return form.context();
}

describe('server errors on the form', () => {
  test("a field's message that the detail repeats shows once, on the field", async () => {
    const context = await rejectWith(
      new ApiError(409, problem(409, { title: 'Conflict', detail: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } })),
    );
    expect(context.errors).toEqual({ email: EMAIL_TAKEN });
    expect(context.formError).toBeNull();
  });

  test('non_field_errors and errors for fields not in the form go above the form', async () => {
    const wrong = 'Email or password is incorrect.';
    const context = await rejectWith(
      new ApiError(
        400,
        problem(400, {
          detail: wrong,
          errors: { non_field_errors: [wrong], photo: ['Choose a JPEG, PNG, WebP or GIF image.'] },
        }),
      ),
    );
    expect(context.errors).toEqual({});
    expect(context.formError).toBe(`${wrong} Choose a JPEG, PNG, WebP or GIF image.`);
  });

  test('anything with a problem is read like an ApiError', async () => {
    const context = await rejectWith({ problem: problem(400, { errors: { password: ['Too common.'] } }) });
    expect(context.errors).toEqual({ password: 'Too common.' });
  });

  test('no answer at all, from fetch or an ApiError with status 0, is a connection problem', async () => {
    expect((await rejectWith(new TypeError('Failed to fetch'))).formError).toBe(OFFLINE);
    expect((await rejectWith(new ApiError(0, undefined))).formError).toBe(OFFLINE);
  });

  test('an answer without problem details still says something went wrong', () => {
    expect(serverErrors(fields, new ApiError(502, undefined))).toEqual({
      errors: {},
      formError: 'Something went wrong. Please try again.',
    });
    expect(serverErrors(fields, new ApiError(500, problem(500, { title: 'Internal Server Error' })))).toEqual({
      errors: {},
      formError: 'Internal Server Error',
    });
  });

  test('whatever else a submission fails with is read without throwing', () => {
    const failed = { errors: {}, formError: 'Something went wrong. Please try again.' };
    // Not an object, or null: nothing came back.
    for (const error of [null, undefined, 'boom', 42]) expect(serverErrors(fields, error)).toEqual(OFFLINE_ONLY);
    // A status that is not a number is no answer either; a null problem is no problem details.
    expect(serverErrors(fields, { status: '502' })).toEqual(OFFLINE_ONLY);
    expect(serverErrors(fields, { status: 502, problem: null })).toEqual(failed);
    // Problem details that are not an object are none: without a status, nothing came back.
    expect(serverErrors(fields, { problem: 'Bad Gateway' })).toEqual(OFFLINE_ONLY);
    // Problem details without a title, detail or errors still say something went wrong.
    expect(serverErrors(fields, new ApiError(500, problem(500, { title: '' })))).toEqual(failed);
  });

  test('typing clears the message above the form and replaces the server message of that field', async () => {
    const form = startForm();
    form.type(VALID);
    form.actor.send({ type: 'form.submitted' });
    await form.server.fail(REJECTION);
    form.type({ email: 'grace@example.com' });
    expect(form.context().errors.email).toBeUndefined();
    expect(form.context().formError).toBeNull();
  });
});

describe('form beyond the model', () => {
  test('starts from the values given and submits them', () => {
    const { actor, server } = startForm({ fields, values: VALID });
    actor.send({ type: 'form.submitted' });
    expect(server.inputs('submit')).toEqual([{ values: VALID, version: null }]);
  });

  test('one valid field is not enough to submit: every field must be', () => {
    const { actor, server, type, value, context } = startForm();
    type({ first_name: 'Ada' });
    actor.send({ type: 'form.submitted' });
    expect(value()).toBe('editing');
    expect(server.requests).toHaveLength(0);
    expect(context().errors).toEqual({ email: 'Email required.', password: 'Password required.' });
  });

  test('ignores changes to a field the form does not have', () => {
    const { actor, context } = startForm();
    actor.send({ type: 'field.changed', name: 'is_admin', value: 'yes' });
    expect(context().values).toEqual(BLANK);
    expect(context().errors).toEqual({});
  });

  test('after success, a change to a field the form does not have is ignored too', async () => {
    const { actor, server, type, context, value } = startForm();
    type(VALID);
    actor.send({ type: 'form.submitted' });
    await server.succeed({ submit: 'ok' });
    actor.send({ type: 'field.changed', name: 'is_admin', value: 'yes' });
    expect(value()).toBe('succeeded');
    expect(context().values).toEqual(VALID);
  });

  test('keeps what is typed while submitting, without sending it or cancelling the submission', async () => {
    const { actor, server, type, context, value } = startForm();
    type(VALID);
    actor.send({ type: 'form.submitted' });
    type({ first_name: 'Augusta' });
    expect(value()).toBe('submitting');
    expect(context().values.first_name).toBe('Augusta');
    expect(server.inputs('submit')).toEqual([{ values: VALID, version: null }]);
    await server.succeed({ submit: 'ok' });
    expect(value()).toBe('succeeded');
  });
});
