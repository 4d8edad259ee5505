import { inTimeOrder, type WeddingDayTask } from '../../../shared/planning';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAct } from '../../lib/useAct';
import { useItemEditor } from '../../lib/useItemEditor';
import { useWeddingCall } from '../weddings/WeddingContext';
import { runOfShowStore } from './runOfShowStore';
import { tasksApi } from './tasksApi';

// The run-of-show's changes: each calls the API and puts the server's answer in the store.

/** A run-of-show item's edit form and its removal; `removed` leaves its page. */
export function useDayItemEditor(item: WeddingDayTask, removed: () => void) {
  const api = useApi(tasksApi);
  const store = useStore(runOfShowStore);
  const call = useWeddingCall();
  const toasts = useCallToasts();

  return useItemEditor({
    save: async (v) => {
      const body = {
        time: v.time || null,
        title: v.title ?? '',
        place: v.place ?? '',
        notes: v.notes ?? '',
        public: v.public === 'true',
      };
      store.trigger.updated({ item: await api.updateDayTask(item.id, body) });
    },
    remove: () => call(api.deleteDayTask(item.id)),
    deleted: () => {
      toasts.succeeded(`“${item.title}” was removed.`);
      store.trigger.deleted({ id: item.id });
      removed();
    },
  });
}

export function useDayCommands() {
  const api = useApi(tasksApi);
  const store = useStore(runOfShowStore);
  const act = useAct();

  return {
    /** The add form's submit: the form machine shows a refusal under its fields. */
    createItem: async (wedding: string, v: Record<string, string>) => {
      const body = { account: wedding, time: v.time || null, title: v.title ?? '', place: v.place };
      store.trigger.created({ item: await api.createDayTask(body) });
    },
    /** The run-of-show's "Put in time order": the whole list saved in time order, items without a time in place. */
    sortByTime: async (wedding: string) => {
      const ids = inTimeOrder(store.getSnapshot().context.items).map((item) => item.id);
      const list = await act(api.reorderDay(wedding, ids), 'The run-of-show is in time order again.');
      if (list) store.trigger.reordered({ order: list.results.map(({ id, position }) => ({ id, position })) });
    },
    setAssignees: async (item: WeddingDayTask, assignees: string[]) => {
      const task = await act(api.updateDayTask(item.id, { assignees }));
      if (task) store.trigger.updated({ item: task });
    },
  };
}
