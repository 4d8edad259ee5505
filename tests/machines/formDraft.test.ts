import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { formMachine, formUnsaved } from '../../machines/formMachine';

// Issue 31: a draft kept on the device is offered back when it says something the form does not, restored into the
// form's own fields (checked like typing), or discarded; one the form already shows is not offered at all.

function start(values: Record<string, string> = { name: 'Bloom', notes: '' }) {
  return createActor(formMachine, { input: { fields: { name: 'text', notes: 'optional' }, values } }).start();
}

describe('drafts on the device', () => {
  test('a draft that differs is offered; restoring puts its own fields back and checks them', () => {
    const form = start();
    form.send({ type: 'draft.found', draft: { values: { name: '', notes: 'Peonies', other: 'x' }, at: 5 } });
    expect(form.getSnapshot().context.draft).toEqual({ values: { name: '', notes: 'Peonies', other: 'x' }, at: 5 });
    expect(formUnsaved(form.getSnapshot())).toBe(false);
    form.send({ type: 'draft.restored' });
    const { context } = form.getSnapshot();
    expect(context.values).toEqual({ name: '', notes: 'Peonies' });
    expect(context.errors.name).toBe('Field required.');
    expect(context.errors.notes).toBeUndefined();
    expect(context.draft).toBeNull();
    expect(formUnsaved(form.getSnapshot())).toBe(true);
  });

  test('a draft missing a field keeps the form’s value of it', () => {
    const form = start();
    form.send({ type: 'draft.found', draft: { values: { notes: 'Roses' }, at: 1 } });
    form.send({ type: 'draft.restored' });
    expect(form.getSnapshot().context.values).toEqual({ name: 'Bloom', notes: 'Roses' });
  });

  test('a draft the form already shows, or of other fields only, is not offered', () => {
    const form = start();
    form.send({ type: 'draft.found', draft: { values: { name: 'Bloom', notes: '' }, at: 1 } });
    expect(form.getSnapshot().context.draft).toBeNull();
    form.send({ type: 'draft.found', draft: { values: { colour: 'red' }, at: 1 } });
    expect(form.getSnapshot().context.draft).toBeNull();
    // Restoring nothing changes nothing.
    form.send({ type: 'draft.restored' });
    expect(form.getSnapshot().context.values).toEqual({ name: 'Bloom', notes: '' });
  });

  test('discarding forgets the offer and leaves the form as it was', () => {
    const form = start();
    form.send({ type: 'draft.found', draft: { values: { name: 'Old' }, at: 1 } });
    form.send({ type: 'draft.discarded' });
    expect(form.getSnapshot().context.draft).toBeNull();
    expect(form.getSnapshot().context.values).toEqual({ name: 'Bloom', notes: '' });
  });
});
