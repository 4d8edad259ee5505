import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { type FormInput, formMachine, formUnsaved } from '../../machines/formMachine';
import { createFakeServer } from './support/fakes';

// The form machine beyond its model: the server's values arriving while a form is open (form.synced), which comes
// from outside the page (a partner's save, the form's own save coming back).

const fields = { first_name: 'text', email: 'email', password: 'password' } as const;
const VALID = { first_name: 'Ada', email: 'ada@example.com', password: 'correct horse' };

function startForm(input: FormInput = { fields }) {
  const server = createFakeServer();
  const actor = createActor(
    formMachine.provide({ actions: { leave: () => undefined }, actors: { submit: server.actor('submit') } }),
    { input },
  ).start();
  const type = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) actor.send({ type: 'field.changed', name, value });
  };
  return { actor, server, type, context: () => actor.getSnapshot().context, value: () => actor.getSnapshot().value };
}

describe('the server’s values while a form is open (form.synced)', () => {
  test('an untouched form takes them, and they are its saved values', () => {
    const form = startForm({ fields, values: VALID });
    form.actor.send({ type: 'form.synced', values: { first_name: 'Adah' } });
    expect(form.context().values).toEqual({ ...VALID, first_name: 'Adah' });
    expect(form.context().saved).toEqual({ ...VALID, first_name: 'Adah' });
    expect(formUnsaved(form.actor.getSnapshot())).toBe(false);
  });

  test('a form with something typed keeps it: the newer values wait', () => {
    const form = startForm({ fields, values: VALID });
    form.type({ email: 'ada@work.example' });
    form.actor.send({ type: 'form.synced', values: { first_name: 'Adah' } });
    expect(form.context().values).toEqual({ ...VALID, email: 'ada@work.example' });
    expect(form.context().saved).toEqual(VALID);
    expect(formUnsaved(form.actor.getSnapshot())).toBe(true);
  });

  test('a saved form takes the server’s word on what it saved', async () => {
    const form = startForm({ fields });
    form.type(VALID);
    form.actor.send({ type: 'form.submitted' });
    await form.server.succeed({ submit: {} });
    form.actor.send({ type: 'form.synced', values: { first_name: 'ADA' } });
    expect(form.value()).toBe('succeeded');
    expect(form.context().values).toEqual({ ...VALID, first_name: 'ADA' });
    expect(form.context().saved).toEqual({ ...VALID, first_name: 'ADA' });
  });
});
