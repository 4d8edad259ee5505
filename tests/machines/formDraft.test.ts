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

describe('restoring without a draft, and live updates under typing', () => {
  test('restoring with no draft on offer does nothing and the form goes on', () => {
    const form = start();
    form.send({ type: 'draft.restored' });
    expect(form.getSnapshot().status).toBe('active');
    expect(form.getSnapshot().context.values).toEqual({ name: 'Bloom', notes: '' });
  });

  function typed(version: number | null) {
    const form = createActor(formMachine, {
      input: { fields: { name: 'text' }, values: { name: 'Bloom' }, version },
    }).start();
    form.send({ type: 'field.changed', name: 'name', value: 'Mine' });
    return form;
  }

  test('only a newer version marks a form with typing, from the first such update, and never replaces the typing', () => {
    const form = typed(3);
    form.send({ type: 'form.synced', values: { name: 'Same' }, version: 3, at: 10 });
    expect(form.getSnapshot().context.changedAt).toBeNull();
    form.send({ type: 'form.synced', values: { name: 'Older' }, version: 2, at: 11 });
    expect(form.getSnapshot().context.changedAt).toBeNull();
    form.send({ type: 'form.synced', values: { name: 'No version' }, at: 12 });
    expect(form.getSnapshot().context.changedAt).toBeNull();
    form.send({ type: 'form.synced', values: { name: 'Theirs' }, version: 4, at: 13 });
    form.send({ type: 'form.synced', values: { name: 'Theirs again' }, version: 5, at: 14 });
    expect(form.getSnapshot().context.changedAt).toBe(13);
    expect(form.getSnapshot().context.values.name).toBe('Mine');
    // An update without a time says so from the start of time rather than not at all.
    const untimed = typed(1);
    untimed.send({ type: 'form.synced', values: { name: 'Theirs' }, version: 2 });
    expect(untimed.getSnapshot().context.changedAt).toBe(0);
  });

  test('a form of no versioned item is never marked', () => {
    const form = typed(null);
    form.send({ type: 'form.synced', values: { name: 'Theirs' }, version: 9, at: 1 });
    expect(form.getSnapshot().context.changedAt).toBeNull();
  });
});
