import { expect, test } from 'vitest';
import { type AnyStateMachine, createActor, toPromise } from 'xstate';
import { actionMachine } from '../../machines/actionMachine';
import { albumWallMachine } from '../../machines/albumWallMachine';
import { feedMachine } from '../../machines/feedMachine';
import { formMachine } from '../../machines/formMachine';
import { itemEditorMachine } from '../../machines/itemEditorMachine';
import { moderationQueueMachine } from '../../machines/moderationQueueMachine';
import { myWeddingsMachine } from '../../machines/myWeddingsMachine';
import { optimisticToggleMachine } from '../../machines/optimisticToggleMachine';
import { postComposerMachine } from '../../machines/postComposerMachine';
import { searchBoxMachine } from '../../machines/searchBoxMachine';
import { sessionMachine } from '../../machines/sessionMachine';
import { socketMachine } from '../../machines/socketMachine';
import { taskBoardMachine } from '../../machines/taskBoardMachine';
import { threadMachine } from '../../machines/threadMachine';

// Side effects the app must provide: each default fails loudly with its name instead of doing nothing.
const sideEffects: Array<{ machine: AnyStateMachine; actions: string[]; actors: string[] }> = [
  {
    machine: sessionMachine,
    actions: ['persistSession', 'clearPersistedSession', 'navigateHome'],
    actors: ['fetchProfile', 'revokeToken'],
  },
  { machine: formMachine, actions: [], actors: ['submit'] },
  { machine: itemEditorMachine, actions: ['deleted', 'notifyDeleteFailed'], actors: ['save', 'delete'] },
  { machine: actionMachine, actions: ['succeeded', 'notifyFailed'], actors: ['run'] },
  { machine: optimisticToggleMachine, actions: ['notifyFailed'], actors: ['save'] },
  { machine: myWeddingsMachine, actions: [], actors: ['fetchMyWeddings'] },
  { machine: feedMachine, actions: ['keepPosts'], actors: ['firstPage', 'nextPage'] },
  { machine: postComposerMachine, actions: ['posted'], actors: ['send'] },
  { machine: searchBoxMachine, actions: ['runSearch', 'previewSearch'], actors: [] },
  { machine: socketMachine, actions: ['applyMessage', 'reportTokenRefused', 'logError'], actors: ['connection'] },
  {
    machine: taskBoardMachine,
    actions: ['openTask', 'closeTask', 'showMove', 'reloadBoard', 'notifyMoveFailed'],
    actors: ['moveTask', 'taskFeed'],
  },
  { machine: threadMachine, actions: ['seed', 'sent'], actors: ['load', 'send'] },
  { machine: albumWallMachine, actions: [], actors: ['load', 'feed'] },
  { machine: moderationQueueMachine, actions: ['refresh'], actors: ['act', 'feed'] },
];

for (const { machine, actions, actors } of sideEffects) {
  for (const name of actions) {
    test(`${machine.id}: action ${name} throws until provided`, () => {
      const action = (machine.implementations.actions as Record<string, unknown>)[name] as () => void;
      expect(action).toThrow(`${name} not provided`);
    });
  }
  for (const name of actors) {
    test(`${machine.id}: actor ${name} rejects until provided`, async () => {
      const logic = (machine.implementations.actors as Record<string, Parameters<typeof createActor>[0]>)[name]!;
      // Observed before it starts: a callback actor fails while starting.
      const actor = createActor(logic, { input: {} });
      const done = toPromise(actor);
      actor.start();
      await expect(done).rejects.toThrow(`${name} not provided`);
    });
  }
}
