import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { type FormInput, formMachine, serverErrors } from '../../machines/formMachine';
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
  const actor = createActor(formMachine.provide({ actors: { submit: server.actor('submit') } }), { input }).start();
  const type = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) actor.send({ type: 'field.changed', name, value });
  };
  return { actor, server, type, context: () => actor.getSnapshot().context, value: () => actor.getSnapshot().value };
}

testModelPaths(formModel, () => {
  const { actor, server, type, context, value } = startForm();
  const expectEditing = (values: Record<string, string>, errors: Record<string, string>, formError: string | null) => {
    expect(value()).toBe('editing');
    expect(context().values).toEqual(values);
    // toEqual treats a field whose error is undefined like a field without one.
    expect(context().errors).toEqual(errors);
    expect(context().formError).toBe(formError);
  };

  return {
    events: {
      TYPE_VALID: () => type(VALID),
      TYPE_INVALID: () => type(INVALID),
      VALIDATE_ALL: () => actor.send({ type: 'form.validateAll' }),
      SUBMIT: () => actor.send({ type: 'form.submitted' }),
      SERVER_OK: () => server.succeed({ submit: { id: 'user-1' } }),
      SERVER_REJECTS: () => server.fail(REJECTION),
      SERVER_FAILS: () => server.fail(new TypeError('Failed to fetch')),
    },
    states: {
      'editing.blank': () => expectEditing(BLANK, {}, null),
      'editing.missing': () =>
        expectEditing(
          BLANK,
          { first_name: 'Field required.', email: 'Email required.', password: 'Password required.' },
          null,
        ),
      'editing.invalid': () =>
        expectEditing(
          INVALID,
          {
            first_name: 'Field required.',
            email: 'Valid email required.',
            password: 'Password should be at least 6 characters',
          },
          null,
        ),
      'editing.valid': () => expectEditing(VALID, {}, null),
      'editing.rejected': () =>
        expectEditing(VALID, { email: EMAIL_TAKEN }, 'Sign-ups are paused. Some fields need attention.'),
      'editing.offline': () => expectEditing(VALID, {}, OFFLINE),
      submitting: () => {
        expect(value()).toBe('submitting');
        expect(context()).toMatchObject({ errors: {}, formError: null });
        // Exactly one submission in flight, with the values typed.
        expect(server.requests.filter((r) => r.open)).toHaveLength(1);
        expect(server.inputs('submit').at(-1)).toEqual({ values: VALID });
      },
      succeeded: () => {
        expect(value()).toBe('succeeded');
        expect(context()).toMatchObject({ values: VALID, errors: {}, formError: null, result: { id: 'user-1' } });
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
    expect(server.inputs('submit')).toEqual([{ values: VALID }]);
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
    expect(server.inputs('submit')).toEqual([{ values: VALID }]);
    await server.succeed({ submit: 'ok' });
    expect(value()).toBe('succeeded');
  });
});
