import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { optimisticToggleMachine, toggleShown } from '../../../../machines/optimisticToggleMachine';
import type { Task } from '../../../shared/planning';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useWeddingCall } from '../weddings/WeddingContext';
import { boardStore } from './boardStore';
import { tasksApi } from './tasksApi';

/**
 * A task's done box: ticked at once, the latest click wins, and the server's answer goes into the store. Done is
 * one status; unticking makes the task to-do again. `saving` is true while a request is out.
 */
export function useTaskDone(task: Task) {
  const api = useApi(tasksApi);
  const store = useStore(boardStore);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  const done = task.status === 'done';
  const toggle = useActorRef(
    optimisticToggleMachine.provide({
      actions: { notifyFailed: (_, { error }) => toasts.failed(error) },
      actors: {
        save: fromPromise<boolean, { on: boolean }>(async ({ input }) => {
          const saved = await call(api.setStatus(task.id, input.on ? 'done' : 'todo'));
          store.trigger.taskUpdated({ task: saved });
          return saved.status === 'done';
        }),
      },
    }),
    { input: { on: done } },
  );
  // The store is the server's word (another member's change, a reload); the machine takes it when settled. A change
  // that arrived while a request was out was not taken then, so settling takes the store's word again.
  const saving = useSelector(toggle, (s) => !s.matches('settled'));
  useEffect(() => {
    if (!saving) toggle.send({ type: 'toggle.synced', on: done });
  }, [toggle, done, saving]);
  const shown = useSelector(toggle, toggleShown);
  return { done: shown, saving, toggle: () => toggle.send({ type: 'toggle.clicked' }) };
}
