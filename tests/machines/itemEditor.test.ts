import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { editorDeleting, editorMode, itemEditorMachine } from '../../machines/itemEditorMachine';
import { itemEditorModel } from '../../models/itemEditorModel';
import { ApiError } from '../../src/shared/apiError';
import { createFakeServer } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

function startEditor() {
  const server = createFakeServer();
  const effects: string[] = [];
  const actor = createActor(
    itemEditorMachine.provide({
      actions: {
        deleted: () => void effects.push('deleted'),
        notifyDeleteFailed: (_, { error }) => void effects.push(`toast: ${(error as Error).message}`),
      },
      actors: {
        save: server.actor<unknown, { values: Record<string, string>; version: number | null }>('save'),
        delete: server.actor<unknown, void>('delete'),
      },
    }),
  ).start();
  return { actor, server, effects };
}

const refusal = new ApiError(400, { type: 'about:blank', title: 'Bad', status: 400, errors: { title: ['Too long.'] } });

testModelPaths(itemEditorModel, () => {
  const { actor, server, effects } = startEditor();
  let submitted = 0;
  let refused = 0;
  let failedDeletes = 0;
  const expectShown = (mode: 'view' | 'edit' | 'confirmDelete', busy: 'save' | 'delete' | null) => {
    const snapshot = actor.getSnapshot();
    expect(editorMode(snapshot)).toBe(mode);
    expect(editorDeleting(snapshot)).toBe(busy === 'delete');
    expect(server.requests.filter((r) => r.open).map((r) => r.actor)).toEqual(busy ? [busy] : []);
    // One toast per failed delete, and nothing else.
    expect(effects.filter((e) => e.startsWith('toast'))).toHaveLength(failedDeletes);
  };
  return {
    events: {
      EDIT: () => actor.send({ type: 'edit.started' }),
      CANCEL_EDIT: () => actor.send({ type: 'edit.cancelled' }),
      SUBMIT: () => {
        submitted += 1;
        actor.send({ type: 'edit.submitted', values: { title: `Title ${submitted}` }, version: submitted });
      },
      SERVER_SAVES: () => server.succeed(),
      SERVER_REFUSES: async () => {
        refused += 1;
        await server.fail(refusal);
      },
      ASK_DELETE: () => actor.send({ type: 'delete.requested' }),
      KEEP: () => actor.send({ type: 'delete.cancelled' }),
      CONFIRM_DELETE: () => actor.send({ type: 'delete.confirmed' }),
      SERVER_DELETES: () => server.succeed(),
      SERVER_DELETE_FAILS: async () => {
        failedDeletes += 1;
        await server.fail(new ApiError(0, undefined));
      },
    },
    states: {
      viewing: () => {
        expectShown('view', null);
        expect(actor.getSnapshot().context.saveError).toBeNull();
      },
      editing: () => {
        expectShown('edit', null);
        // The form shows why the last save was refused, if it was.
        expect(actor.getSnapshot().context.saveError).toBe(refused ? refusal : null);
      },
      saving: () => {
        expectShown('edit', 'save');
        expect(server.inputs('save').at(-1)).toEqual({ values: { title: `Title ${submitted}` }, version: submitted });
      },
      confirmingDelete: () => expectShown('confirmDelete', null),
      deleting: () => expectShown('confirmDelete', 'delete'),
      deleted: () => {
        expect(actor.getSnapshot().status).toBe('done');
        expect(effects.at(-1)).toBe('deleted');
      },
    },
    stop: () => actor.stop(),
  };
});

describe('item editor beyond the model', () => {
  test('a cancelled edit forgets the refusal, so the next edit starts clean', async () => {
    const { actor, server } = startEditor();
    actor.send({ type: 'edit.started' });
    actor.send({ type: 'edit.submitted', values: { title: '' } });
    await server.fail(refusal);
    actor.send({ type: 'edit.cancelled' });
    actor.send({ type: 'edit.started' });
    expect(actor.getSnapshot().context.saveError).toBeNull();
  });

  test('while saving or deleting, other intents are dropped', () => {
    const { actor, server } = startEditor();
    actor.send({ type: 'delete.requested' });
    actor.send({ type: 'delete.confirmed' });
    actor.send({ type: 'delete.cancelled' });
    actor.send({ type: 'edit.started' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(server.requests).toHaveLength(1);
  });
});
