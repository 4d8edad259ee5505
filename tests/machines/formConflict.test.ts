import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formMachine, formUnsaved, mergeTheirs } from '../../machines/formMachine';
import { formConflictModel } from '../../models/formConflictModel';
import { StaleSaveError } from '../../src/client/lib/staleSave';
import { testModelPaths } from './support/modelPaths';

// Issue 31: the form machine against a server that holds a versioned task and refuses a save from a stale version,
// as the API does (409, read back and handed to the form as their values). A partner's save is the live update
// useEditorForm sends: `form.synced` with the task's values and version.

type Values = Record<string, string>;

function startForm() {
  const server = { values: { title: 'Order the cake', notes: '' } as Values, version: 1, saves: 0 };
  const form = createActor(
    formMachine.provide({
      actions: { leave: () => {} },
      actors: {
        submit: fromPromise<unknown, { values: Values; version: number | null }>(async ({ input }) => {
          if (input.version !== server.version) {
            throw new StaleSaveError({ values: { ...server.values }, version: server.version, by: 'Ben' });
          }
          const changed = Object.keys(input.values).some((k) => input.values[k] !== server.values[k]);
          server.values = { ...input.values };
          if (changed) server.version += 1;
          server.saves += 1;
          return { ...server.values, version: server.version };
        }),
      },
    }),
    { input: { fields: { title: 'text', notes: 'optional' }, values: { ...server.values }, version: 1 } },
  ).start();
  return { form, server };
}

testModelPaths(formConflictModel, () => {
  const { form, server } = startForm();
  let typed = 0;
  let partner = 0;
  let mine = server.values.title!;
  /** What the server must hold after a save: the user's title over the partner's notes. */
  let partnerNotes = '';
  const partnerSaves = (field: 'title' | 'notes') => {
    partner += 1;
    server.values = { ...server.values, [field]: `Ben's ${field} ${partner}` };
    if (field === 'notes') partnerNotes = server.values.notes!;
    server.version += 1;
    form.send({ type: 'form.synced', values: { ...server.values }, version: server.version, at: 1000 + partner });
  };
  const settled = () => waitFor(form, (s) => !s.matches('submitting') && !s.matches('merging'));
  const expectEditing = () => {
    const s = form.getSnapshot();
    expect(s.matches('editing')).toBe(true);
    expect(s.context.values.title).toBe(mine);
    expect(formUnsaved(s)).toBe(true);
  };
  return {
    events: {
      TYPE_TITLE: () => {
        typed += 1;
        mine = `Order the ${typed} cakes`;
        form.send({ type: 'field.changed', name: 'title', value: mine });
      },
      PARTNER_EDITS_NOTES: () => partnerSaves('notes'),
      PARTNER_EDITS_TITLE: () => partnerSaves('title'),
      SAVE: async () => {
        form.send({ type: 'form.submitted' });
        await settled();
      },
      KEEP_MINE: async () => {
        form.send({ type: 'conflict.keepMine' });
        await settled();
      },
      TAKE_THEIRS: () => form.send({ type: 'conflict.takeTheirs' }),
    },
    states: {
      // Nothing typed: the form shows what the server has, and leaving asks nothing.
      clean: () => {
        const s = form.getSnapshot();
        expect(s.matches('editing')).toBe(true);
        expect(s.context.values).toEqual(server.values);
        expect(s.context.version).toBe(server.version);
        expect(formUnsaved(s)).toBe(false);
        mine = server.values.title!;
      },
      dirty: () => {
        expectEditing();
        expect(form.getSnapshot().context.version).toBe(server.version);
        expect(form.getSnapshot().context.changedAt).toBeNull();
      },
      // The form says since when the task moved on under what the user typed (the first such update).
      behindOther: () => {
        expectEditing();
        expect(form.getSnapshot().context.version).toBeLessThan(server.version);
        expect(form.getSnapshot().context.changedAt).toBeGreaterThan(1000);
        expect(form.getSnapshot().context.changedAt).toBeLessThanOrEqual(1000 + partner);
      },
      behindSame: () => {
        expectEditing();
        expect(form.getSnapshot().context.version).toBeLessThan(server.version);
        expect(form.getSnapshot().context.changedAt).toBeGreaterThan(1000);
      },
      conflicted: () => {
        const s = form.getSnapshot();
        expect(s.matches('conflicted')).toBe(true);
        expect(s.context.conflict).toEqual({ by: 'Ben', theirs: server.values, fields: ['title'] });
        expect(s.context.changedAt).toBeNull();
        expect(s.context.values.title).toBe(mine);
        expect(formUnsaved(s)).toBe(true);
      },
      // Saved: the user's title, and whatever notes the partner wrote meanwhile, with nothing of theirs lost unasked.
      saved: () => {
        const s = form.getSnapshot();
        expect(s.matches('succeeded')).toBe(true);
        expect(server.values).toEqual({ title: mine, notes: partnerNotes });
        expect(s.context.version).toBe(server.version);
        expect(s.context.conflict).toBeNull();
        expect(s.context.changedAt).toBeNull();
        expect(formUnsaved(s)).toBe(false);
      },
    },
    stop: () => form.stop(),
  };
});

describe('merging their save', () => {
  const context = (values: Values, saved: Values) => ({
    fields: { title: 'text' as const, notes: 'optional' as const, place: 'optional' as const },
    values,
    saved,
    errors: {},
    formError: null,
    result: undefined,
    leavingTo: null,
    version: 1,
    conflict: null,
    changedAt: null,
    draft: null,
  });

  test('a field only they changed takes theirs, one only I changed keeps mine, one we both changed alike is no conflict', () => {
    const merged = mergeTheirs(
      context({ title: 'Mine', notes: 'n', place: 'Same' }, { title: 'T', notes: 'n', place: 'p' }),
      {
        values: { title: 'T', notes: 'Their notes', place: 'Same' },
        version: 4,
        by: 'Ben',
      },
    );
    expect(merged).toEqual({
      values: { title: 'Mine', notes: 'Their notes', place: 'Same' },
      saved: { title: 'T', notes: 'Their notes', place: 'Same' },
      changedAt: null,
      version: 4,
      conflict: null,
    });
  });

  test('a field both changed differently is the conflict, with their values for every field', () => {
    const merged = mergeTheirs(context({ title: 'Mine', notes: '', place: '' }, { title: 'T', notes: '', place: '' }), {
      values: { title: 'Theirs', notes: '', place: '' },
      version: 2,
      by: null,
    });
    expect(merged.conflict).toEqual({ by: null, theirs: { title: 'Theirs', notes: '', place: '' }, fields: ['title'] });
    expect(merged.values).toEqual({ title: 'Mine', notes: '', place: '' });
  });

  test('a field their answer leaves out keeps what the form started from', () => {
    const merged = mergeTheirs(context({ title: 'T', notes: 'x', place: '' }, { title: 'T', notes: '', place: '' }), {
      values: { title: 'New' },
      version: 3,
      by: 'Ben',
    });
    expect(merged.values).toEqual({ title: 'New', notes: 'x', place: '' });
    expect(merged.conflict).toBeNull();
  });

  async function conflicted() {
    const { form, server } = startForm();
    form.send({ type: 'field.changed', name: 'title', value: 'Mine' });
    server.values.title = 'Theirs';
    server.version = 2;
    form.send({ type: 'form.submitted' });
    await waitFor(form, (s) => s.matches('conflicted'));
    return { form, server };
  }

  test('in a conflict, Enter saves what the fields hold (a merge by hand), once every field is valid', async () => {
    const { form, server } = await conflicted();
    form.send({ type: 'field.changed', name: 'title', value: '' });
    form.send({ type: 'form.submitted' });
    expect(form.getSnapshot().matches('conflicted')).toBe(true);
    expect(form.getSnapshot().context.errors.title).toBe('Field required.');
    form.send({ type: 'conflict.keepMine' });
    expect(form.getSnapshot().matches('conflicted')).toBe(true);
    form.send({ type: 'field.changed', name: 'title', value: 'Mine and theirs' });
    form.send({ type: 'form.submitted' });
    await waitFor(form, (s) => s.matches('succeeded'));
    expect(server.values.title).toBe('Mine and theirs');
    expect(form.getSnapshot().context.conflict).toBeNull();
  });

  test('a conflict typed back to their version leaves without asking', async () => {
    const { form } = await conflicted();
    form.send({ type: 'field.changed', name: 'title', value: 'Theirs' });
    form.send({ type: 'form.leave', to: '/elsewhere' });
    expect(form.getSnapshot().matches('left')).toBe(true);
  });

  test('an error that only looks stale is shown as a failure, not merged', async () => {
    const form = createActor(
      formMachine.provide({
        actors: {
          submit: fromPromise<unknown, { values: Values; version: number | null }>(async () => {
            throw { stale: 'yes', status: 409, problem: { title: 'Conflict', status: 409, type: 'about:blank' } };
          }),
        },
      }),
      { input: { fields: { title: 'text' }, values: { title: 'A' }, version: 1 } },
    ).start();
    form.send({ type: 'field.changed', name: 'title', value: 'B' });
    form.send({ type: 'form.submitted' });
    await waitFor(form, (s) => s.matches('editing') && s.context.formError !== null);
    expect(form.getSnapshot().context.formError).toBe('Conflict');
  });

  test('leaving a conflict with unsaved changes asks first; a plain refusal is no conflict', async () => {
    const { form, server } = startForm();
    form.send({ type: 'field.changed', name: 'title', value: 'Mine' });
    server.values.title = 'Theirs';
    server.version = 2;
    form.send({ type: 'form.submitted' });
    await waitFor(form, (s) => s.matches('conflicted'));
    form.send({ type: 'form.leave', to: '/elsewhere' });
    expect(form.getSnapshot().matches('leaving')).toBe(true);
    form.send({ type: 'leave.stayed' });
    // Taking theirs leaves nothing unsaved: leaving then just goes.
    form.send({ type: 'field.changed', name: 'title', value: 'Mine' });
    expect(form.getSnapshot().matches('editing')).toBe(true);
  });
});
