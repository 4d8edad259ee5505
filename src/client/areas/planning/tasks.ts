import type { Task, TaskSection, TaskStatus } from '../../../shared/planning';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useAct } from '../../lib/useAct';
import { useItemEditor } from '../../lib/useItemEditor';
import { useWeddingCall } from '../weddings/WeddingContext';
import { boardStore } from './boardStore';
import { tasksApi } from './tasksApi';

// The board's changes (tasks and sections): each calls the API and puts the server's answer in the store.

function useBoardParts() {
  return { api: useApi(tasksApi), store: useStore(boardStore), call: useWeddingCall(), toasts: useCallToasts() };
}

/** A task's edit form (title, due date, notes) and its delete. */
export function useTaskEditor(task: Task) {
  const { api, store, call, toasts } = useBoardParts();
  return useItemEditor({
    save: async (v) => {
      const body = { title: v.title ?? '', notes: v.notes ?? '', due_date: v.due_date || null };
      store.trigger.taskUpdated({ task: await api.updateTask(task.id, body) });
    },
    remove: () => call(api.deleteTask(task.id)),
    deleted: () => {
      toasts.succeeded(`“${task.title}” was deleted.`);
      store.trigger.taskDeleted({ id: task.id });
    },
  });
}

/** A section's rename and its delete (with every task in it). */
export function useSectionEditor(section: TaskSection) {
  const { api, store, call, toasts } = useBoardParts();
  return useItemEditor({
    save: async (v) => {
      store.trigger.sectionUpdated({ section: await api.updateSection(section.id, { name: v.name ?? '' }) });
    },
    remove: () => call(api.deleteSection(section.id)),
    deleted: () => {
      toasts.succeeded(`“${section.name}” was deleted.`);
      store.trigger.sectionDeleted({ id: section.id });
    },
  });
}

/** The board's one-off changes; a failure is a toast and leaves the store as the server has it. */
export function useTaskCommands() {
  const { api, store } = useBoardParts();
  const act = useAct();
  const updated = (task: Task | undefined) => {
    if (task) store.trigger.taskUpdated({ task });
  };
  return {
    setStatus: async (task: Task, status: TaskStatus) => updated(await act(api.setStatus(task.id, status))),
    setAssignees: async (task: Task, assignees: string[]) => updated(await act(api.updateTask(task.id, { assignees }))),
    /** To the end of another section, from a list that shows no sections. */
    moveToSectionEnd: async (taskId: string, section: string) =>
      updated(await act(api.updateTask(taskId, { section, position: 1_000_000 }))),
    moveSection: async (section: TaskSection, position: number) => {
      const moved = await act(api.updateSection(section.id, { position }));
      if (moved) store.trigger.sectionUpdated({ section: moved });
    },
    /** A common task added to a section: dropped there, or chosen with the keyboard (which says so). */
    addCommon: async (
      wedding: string,
      section: TaskSection,
      item: { title: string; notes: string },
      via: 'drag_and_drop' | 'keyboard',
    ) => {
      const body = { account: wedding, section: section.id, title: item.title, notes: item.notes };
      const task = await (via === 'keyboard'
        ? act(api.createTask(body), `“${item.title}” was added to ${section.name}.`)
        : act(api.createTask({ ...body, via })));
      if (task) store.trigger.taskCreated({ task });
    },
  };
}

/** The add forms' submits: the form machine shows a refusal under its fields. */
export function useBoardCreates() {
  const { api, store } = useBoardParts();
  return {
    createTask: async (wedding: string, section: string, title: string) => {
      store.trigger.taskCreated({ task: await api.createTask({ account: wedding, section, title }) });
    },
    createSection: async (wedding: string, name: string) => {
      store.trigger.sectionCreated({ section: await api.createSection(wedding, name) });
    },
  };
}
