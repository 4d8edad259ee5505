import { useEffect } from 'react';
import { inTimeOrder, type WeddingDayTask } from '../../../shared/planning';
import { useApi, useApp, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useCommand } from '../../lib/useCommand';
import { useItemEditor } from '../../lib/useItemEditor';
import { useWeddingCall } from '../weddings/WeddingContext';
import { runOfShowStore } from './runOfShowStore';
import { dayTaskUrl, tasksApi } from './tasksApi';

type DayItemChange = Parameters<ReturnType<typeof tasksApi.make>['updateDayTask']>[1];

/**
 * A change to an item of the day (issue 37): sent now, or with no signal kept on the device and sent when the
 * connection returns (areas/offline). Either way the item shows it at once.
 */
function useDayItemChange() {
  const api = useApi(tasksApi);
  const store = useStore(runOfShowStore);
  const app = useApp();
  const call = useWeddingCall();
  return async (item: WeddingDayTask, body: DayItemChange, label: string): Promise<WeddingDayTask> => {
    const change = { label, method: 'PATCH' as const, url: dayTaskUrl(item.id), body, version: item.version };
    // Shown at once; the server's answer replaces it, a refusal puts the item back as it was.
    const shown = { ...item, ...(body as Partial<WeddingDayTask>), version: item.version };
    store.trigger.updated({ item: shown });
    try {
      // The queue's code comes after the page has painted (budgets.json).
      const offline = await import('../offline/offlineQueuePart');
      const queue = app.api.get(offline.offlineQueuePart);
      const answer = await offline.sendOrQueue(queue, change, (key) => call(api.updateDayTask(item.id, body, key)));
      if (answer) store.trigger.updated({ item: answer });
      return answer ?? shown;
    } catch (error) {
      store.trigger.updated({ item });
      throw error;
    }
  };
}

/** The answers to the day's changes that waited offline reach the run-of-show as they come. */
export function useQueuedDayAnswers() {
  const app = useApp();
  const store = useStore(runOfShowStore);
  const toasts = useCallToasts();
  useEffect(() => {
    const ofDay = (url: string) => url.startsWith('/api/v1/wedding-day-tasks/');
    let live = true;
    const subscriptions: { unsubscribe(): void }[] = [];
    void import('../offline/offlineQueuePart').then(({ offlineQueuePart }) => {
      if (!live) return;
      const queue = app.api.get(offlineQueuePart);
      subscriptions.push(
        queue.on('applied', ({ change, item }) => {
          if (ofDay(change.url) && item) store.trigger.updated({ item: item as WeddingDayTask });
        }),
        queue.on('refused', ({ change, detail }) => {
          if (ofDay(change.url)) {
            toasts.show('error', `Your change made offline (${change.label}) was refused. ${detail ?? ''}`);
          }
        }),
      );
    });
    return () => {
      live = false;
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [app, store, toasts]);
}

// The run-of-show's changes: each calls the API and puts the server's answer in the store.

/** A run-of-show item's edit form and its removal; `removed` leaves its page. */
export function useDayItemEditor(item: WeddingDayTask, removed: () => void) {
  const api = useApi(tasksApi);
  const store = useStore(runOfShowStore);
  const call = useWeddingCall();
  const toasts = useCallToasts();
  const change = useDayItemChange();

  return useItemEditor({
    save: async (v) => {
      const body = {
        time: v.time || null,
        title: v.title ?? '',
        place: v.place ?? '',
        notes: v.notes ?? '',
        notes_private: v.notes_private === 'true',
        public: v.public === 'true',
        // Saved from the version shown: a newer change by someone else is refused (409), never overwritten.
        version: item.version,
      };
      await change(item, body, `“${body.title || item.title}” edited`);
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
  const call = useWeddingCall();
  const sortByTime = useCommand(
    (wedding: string) =>
      call(
        api.reorderDay(
          wedding,
          inTimeOrder(store.getSnapshot().context.items).map((item) => item.id),
        ),
      ),
    (list) => store.trigger.reordered({ order: list.results.map(({ id, position }) => ({ id, position })) }),
    () => 'The run-of-show is in time order again.',
  );
  const setAssignees = useCommand(
    (i: { item: WeddingDayTask; assignees: string[] }) =>
      call(api.updateDayTask(i.item.id, { assignees: i.assignees })),
    (item) => store.trigger.updated({ item }),
  );

  // Ticked from the member's phone (issue 37): from the version shown, so a newer change is never overwritten.
  const change = useDayItemChange();
  const setDone = useCommand(
    (i: { item: WeddingDayTask; done: boolean }) =>
      change(i.item, { done: i.done, version: i.item.version }, `“${i.item.title}” ${i.done ? 'done' : 'not done'}`),
    () => {},
  );

  return {
    setDone: (item: WeddingDayTask, done: boolean) => setDone({ item, done }),
    /** The add form's submit: the form machine shows a refusal under its fields. */
    createItem: async (wedding: string, v: Record<string, string>) => {
      const body = { account: wedding, time: v.time || null, title: v.title ?? '', place: v.place };
      store.trigger.created({ item: await api.createDayTask(body) });
    },
    /** The run-of-show's "Put in time order": the whole list saved in time order, items without a time in place. */
    sortByTime,
    setAssignees: (item: WeddingDayTask, assignees: string[]) => setAssignees({ item, assignees }),
  };
}
