import type { Task, TaskSection, TaskStatus } from '../../../shared/planning';
import { useApi, useStore } from '../../app/AppContext';
import { useCallToasts } from '../../lib/callToasts';
import { useCommand } from '../../lib/useCommand';
import { useItemEditor } from '../../lib/useItemEditor';
import { saveVersioned } from '../../lib/versioned';
import { useWeddingCall } from '../weddings/WeddingContext';
import { boardStore } from './boardStore';
import { tasksApi } from './tasksApi';

// The board's changes (tasks and sections): each calls the API and puts the server's answer in the store.

function useBoardParts() {
  return { api: useApi(tasksApi), store: useStore(boardStore), call: useWeddingCall(), toasts: useCallToasts() };
}

/** A task as its edit form's values. */
export const taskFormValues = (task: Task) => ({ title: task.title, notes: task.notes, due_date: task.due_date ?? '' });

/** A task's edit form (title, due date, notes) and its delete; a save from a stale version is merged or shown. */
export function useTaskEditor(task: Task) {
  const { api, store, call, toasts } = useBoardParts();
  const updated = (saved: Task) => store.trigger.taskUpdated({ task: saved });
  return useItemEditor({
    save: async (v, version) => {
      const body = { title: v.title ?? '', notes: v.notes ?? '', due_date: v.due_date || null };
      updated(
        await saveVersioned({
          save: () => api.updateTask(task.id, body, version),
          read: () => api.task(task.id),
          values: taskFormValues,
          current: updated,
        }),
      );
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
  const updated = (saved: TaskSection) => store.trigger.sectionUpdated({ section: saved });
  return useItemEditor({
    save: async (v, version) => {
      updated(
        await saveVersioned({
          save: () => api.updateSection(section.id, { name: v.name ?? '' }, version),
          read: () => api.section(section.id),
          values: (s) => ({ name: s.name }),
          current: updated,
        }),
      );
    },
    remove: () => call(api.deleteSection(section.id)),
    deleted: () => {
      toasts.succeeded(`“${section.name}” was deleted.`);
      store.trigger.sectionDeleted({ id: section.id });
    },
  });
}

/** The board's one-off changes, each its own call: a failure is a toast and leaves the store as the server has it. */
export function useTaskCommands() {
  const { api, store, call } = useBoardParts();
  const updated = (task: Task) => store.trigger.taskUpdated({ task });
  const setStatus = useCommand(
    (i: { task: Task; status: TaskStatus }) => call(api.setStatus(i.task.id, i.status)),
    updated,
  );
  const setAssignees = useCommand(
    (i: { task: Task; assignees: string[] }) => call(api.updateTask(i.task.id, { assignees: i.assignees })),
    updated,
  );
  const moveToSectionEnd = useCommand(
    (i: { taskId: string; section: string }) =>
      call(api.updateTask(i.taskId, { section: i.section, position: 1_000_000 })),
    updated,
  );
  const moveSection = useCommand(
    (i: { section: TaskSection; position: number }) => call(api.updateSection(i.section.id, { position: i.position })),
    (section) => store.trigger.sectionUpdated({ section }),
  );
  const addCommon = useCommand(
    (i: {
      body: Parameters<typeof api.createTask>[0];
      title: string;
      section: string;
      via: 'drag_and_drop' | 'keyboard';
    }) => call(api.createTask(i.via === 'keyboard' ? i.body : { ...i.body, via: i.via })),
    (task) => store.trigger.taskCreated({ task }),
    (i) => (i.via === 'keyboard' ? `“${i.title}” was added to ${i.section}.` : undefined),
  );
  return {
    setStatus: (task: Task, status: TaskStatus) => setStatus({ task, status }),
    setAssignees: (task: Task, assignees: string[]) => setAssignees({ task, assignees }),
    /** To the end of another section, from a list that shows no sections. */
    moveToSectionEnd: (taskId: string, section: string) => moveToSectionEnd({ taskId, section }),
    moveSection: (section: TaskSection, position: number) => moveSection({ section, position }),
    /** A common task added to a section: dropped there, or chosen with the keyboard (which says so). */
    addCommon: (
      wedding: string,
      section: TaskSection,
      item: { title: string; notes: string },
      via: 'drag_and_drop' | 'keyboard',
    ) =>
      addCommon({
        body: { account: wedding, section: section.id, title: item.title, notes: item.notes },
        title: item.title,
        section: section.name,
        via,
      }),
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
